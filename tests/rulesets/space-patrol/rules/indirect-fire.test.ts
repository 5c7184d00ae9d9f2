// Guide 6.11 indirect fire.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { artilleryBurstRadius, BOMB_TASKS, correctionAdvantages, INDIRECT_FIRE_DT, indirectRangeBand, turnsToLand } from "../../../../src/rulesets/space-patrol/rules/indirect-fire";

describe("timing (Guide 6.11)", () => {
  it.each([
    [0, "close", 1],
    [5, "close", 1],
    [5.1, "nearby", 2],
    [50, "nearby", 2],
    [51, "far", 2 + 4],
  ] as const)("%i km is %s, landing in %i turns", (km, band, turns) => {
    expect(indirectRangeBand(km)).toBe(band);
    expect(turnsToLand(km, new FixedDice([4]))).toBe(turns);
  });
  it("refuses a negative distance", () => expect(() => indirectRangeBand(-1)).toThrow(/Distance/));
});

describe("rolls (Guide 6.11)", () => {
  it("DT 24 for most, 12 for missiles and space torps", () => expect(INDIRECT_FIRE_DT).toEqual({ artillery: 24, missile: 12, spaceTorp: 12 }));
  it("one advantage per turn of correction", () => expect(correctionAdvantages(2)).toBe(2));
  it.each([
    [1, 2],
    [2, 2.5],
    [4, 3.5],
  ])("ROF %i grows a 2-inch burst to %f", (rof, radius) => expect(artilleryBurstRadius(2, rof)).toBe(radius));
  it("bombs: Fire Direction DT 16 or Air Pilot DT 20", () => {
    expect(BOMB_TASKS.bombardier).toMatchObject({ dt: 16, asset: "fireDirection" });
    expect(BOMB_TASKS.pilot).toMatchObject({ dt: 20, asset: "airPilot" });
  });
  it("refuses ROF 0", () => expect(() => artilleryBurstRadius(1, 0)).toThrow(/ROF/));
});
