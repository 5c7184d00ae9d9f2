// The surprise card's outcome (Guide 6.2) names the side that went unseen, from the hiders the card
// is given, so a reader never has to work out which side "the hidden side" was.
import { describe, expect, it } from "vitest";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";
import { surpriseCardContext } from "../../../../src/rulesets/space-patrol/view/surprise-card";

const SNEAK = "STARSKIRMISH.SpacePatrol.SideTurn.sneak.";
// Guide 6.2: DT 12 each; a d20 of 12 + 1 beats it, 4 + 2 does not
const stealth = resolveTask({ dt: 12, asset: 1 }, 12);
const recon = resolveTask({ dt: 12, asset: 2 }, 4);

describe("surprise card outcome (Guide 6.2)", () => {
  it("names the players' side when the players hid unseen, and the enemies when they did", () => {
    expect(surpriseCardContext("players", "enemies", "1", stealth, "2", recon, true).outcome).toBe(`${SNEAK}surprised.players`);
    expect(surpriseCardContext("enemies", "players", "1", stealth, "2", recon, true).outcome).toBe(`${SNEAK}surprised.enemies`);
  });
  it("says no surprise alike for either side", () => {
    expect(surpriseCardContext("enemies", "players", "1", stealth, "2", recon, false).outcome).toBe(`${SNEAK}noSurprise`);
  });
});
