// The initiative card's Tactics Pool and the asset level as cards write it (Guide 6.3, SP-7).
import { describe, expect, it } from "vitest";
import { initiativePool } from "../../../../src/rulesets/space-patrol/view/initiative-card";
import { assetLevelText } from "../../../../src/rulesets/space-patrol/view/asset-level-text";

const npc = (name: string, tactics: "X" | number) => ({ name, tactics, leadership: "X" as const });

describe("initiativePool (Guide 6.3)", () => {
  it("adds the side's Tactics levels and names each that adds to it", () => {
    expect(initiativePool("players", [npc("Rana", 3), npc("Zed", 1)])).toEqual({
      side: "players",
      label: "STARSKIRMISH.Field.Choice.players",
      points: 4,
      terms: [{ name: "Rana", level: 3, count: 1 }, { name: "Zed", level: 1, count: 1 }],
    });
  });

  it("counts alike tokens of one NPC once, and leaves out X and 0, which add nothing", () => {
    const pool = initiativePool("enemies", [npc("Pirate", 1), npc("Captain", 2), npc("Pirate", 1), npc("Pirate", 1), npc("Cook", "X"), npc("Pirate", 0)]);
    expect(pool.points).toBe(5);
    expect(pool.terms).toEqual([{ name: "Pirate", level: 1, count: 3 }, { name: "Captain", level: 2, count: 1 }]);
  });

  it("a side with nobody trained has a pool of 0 and no terms", () => {
    expect(initiativePool("neutral", [npc("Cook", "X")])).toMatchObject({ points: 0, terms: [] });
  });
});

describe("assetLevelText (SP-7)", () => {
  it("spells X out and writes a number as itself, from stored text or the rules' level", () => {
    expect(assetLevelText("X")).toEqual({ key: "STARSKIRMISH.SpacePatrol.Asset.levelX", level: "X" });
    expect(assetLevelText(0)).toEqual({ key: "STARSKIRMISH.SpacePatrol.Asset.levelN", level: "0" });
    expect(assetLevelText("7")).toEqual({ key: "STARSKIRMISH.SpacePatrol.Asset.levelN", level: "7" });
  });
});
