// Space Patrol! and Starship Marine strings never use "man" as a verb ("man the gunnery station", "a
// manned control room"): a station is crewed, a room occupied, weapons operated. The vehicle repair
// dialog says truthfully who rolls: the GM's client, when the player asks, not the GM. A wreck's
// banner stays short enough to read in two lines on its sheet, and the notice refusing a wreck's
// button says what is still possible, in the battle and after it.
import { describe, expect, it } from "vitest";
import { lang, ruleSetStrings } from "./helpers/lang-strings";

describe("neutral verbs in the Space Patrol! and Starship Marine strings", () => {
  for (const set of ["SpacePatrol", "StarshipMarine"]) {
    it(`${set}: no string mans a station, a weapon or a room`, () => {
      const all = ruleSetStrings(set);
      expect(all.length).toBeGreaterThan(100);
      expect(all.filter(([, text]) => /\bman(s|ned|ning)?\b/i.test(text))).toEqual([]);
    });
  }

  it("says the vehicle repair is rolled on the GM's client, not by the GM", () => {
    const hint = (lang.STARSKIRMISH.SpacePatrol as { VehicleRepair: { hint: string } }).VehicleRepair.hint;
    expect(hint).toMatch(/on the GM's client/);
    expect(hint).not.toMatch(/^The GM rolls/);
  });
});

describe("the wreck banners (Guide 6.15, 7.12)", () => {
  const wreck = (lang.STARSKIRMISH.SpacePatrol as { Wreck: Record<string, string> & { still: Record<string, string> } }).Wreck;
  // Measured in headless Chromium at the sheets' 14 px (Arial's metrics, the gallery's fallback): a
  // banner of this many characters wraps to two lines in the text width of the vehicle sheet (520 px)
  // and of the spacecraft sheet (560 px); the old vehicle banner, 170 characters, took three.
  const LIMIT = { vehicle: 128, spacecraft: 145, spacecraftAfterBattle: 145 } as const;
  for (const [which, limit] of Object.entries(LIMIT)) {
    it(`${which}: at most ${limit} characters, still naming what the wreck may do`, () => {
      const banner = `${wreck[which]} ${wreck.still[which]}`;
      expect(banner.length).toBeLessThanOrEqual(limit);
      expect(banner).toContain("Reverse the Polarity (4.2)");
    });
  }

  it("keeps the after-battle repairs (6.15, 7.13) and the medic's care (7.13) in the lines", () => {
    expect(wreck.still.vehicle).toMatch(/marker repairs after the battle \(6\.15\)/);
    expect(wreck.still.spacecraft).toMatch(/medic's care in person \(7\.13\)/);
    expect(wreck.still.spacecraftAfterBattle).toMatch(/repairs at the stations \(7\.13\).*medic's care \(7\.13\)/);
  });
});

describe("the notices refusing a wreck's buttons (Guide 6.15, 7.12, 7.13)", () => {
  const refused = (lang.STARSKIRMISH.SpacePatrol as { Wreck: { refused: Record<string, string> } }).Wreck.refused;

  it("in the battle, a ship's names only Reverse the Polarity and the medic's care", () => {
    expect(refused.spacecraft).toMatch(/rest of the battle \(7\.12\)/);
    expect(refused.spacecraft).toMatch(/Reverse the Polarity \(4\.2\).*medic's care in person \(7\.13\)/);
    expect(refused.spacecraft).not.toMatch(/repairs/);
  });

  it("after the battle, a ship's names the station repairs that are back, and no running battle", () => {
    expect(refused.spacecraftAfterBattle).toMatch(/repairs at the stations \(7\.13\)/);
    expect(refused.spacecraftAfterBattle).toMatch(/Reverse the Polarity \(4\.2\)/);
    expect(refused.spacecraftAfterBattle).toMatch(/medic's care \(7\.13\)/);
    expect(refused.spacecraftAfterBattle).not.toMatch(/rest of the battle/);
  });
});
