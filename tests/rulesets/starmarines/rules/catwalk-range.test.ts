// The catwalk's longer range (X, Tech-Facility Maps; SMR-23), pure: one hex longer only from an
// attacker at ground level to a target on a catwalk; a flying soldier is neither (IX-G).
import { describe, expect, it } from "vitest";
import { shotRange } from "../../../../src/rulesets/starmarines/rules/combat-extras";
import { atGroundLevel } from "../../../../src/rulesets/starmarines/rules/terrain";

const on = (terrain: "groundLevel" | "concreteSlab" | "catwalk" | "oneStoryBuilding" | "storageTank" | "grassland", flying = false) => ({ terrain, flying });

describe("the catwalk's range (SMR-23)", () => {
  it("counts one hex longer from the ground to a catwalk", () => {
    expect(shotRange(4, on("groundLevel"), on("catwalk"))).toBe(5);
    expect(shotRange(4, on("concreteSlab"), on("catwalk"))).toBe(5);
    expect(shotRange(4, on("grassland"), on("catwalk"))).toBe(5);
  });

  it("counts the hexes alone from a catwalk or a building, to a target off the catwalk, or where either flies", () => {
    expect(shotRange(4, on("catwalk"), on("catwalk"))).toBe(4);
    expect(shotRange(4, on("oneStoryBuilding"), on("catwalk"))).toBe(4);
    expect(shotRange(4, on("storageTank"), on("catwalk"))).toBe(4);
    expect(shotRange(4, on("groundLevel"), on("groundLevel"))).toBe(4);
    expect(shotRange(4, on("groundLevel", true), on("catwalk"))).toBe(4);
    expect(shotRange(4, on("groundLevel"), on("catwalk", true))).toBe(4);
  });

  it("reads ground level as every terrain but the ladder-entered structures and the catwalk", () => {
    expect((["groundLevel", "concreteSlab", "equipment", "grassland", "hilltop", "buildings"] as const).map((t) => atGroundLevel(t))).toEqual([true, true, true, true, true, true]);
    expect((["oneStoryBuilding", "twoStoryBuilding", "storageTank", "catwalk"] as const).map((t) => atGroundLevel(t))).toEqual([false, false, false, false]);
  });
});
