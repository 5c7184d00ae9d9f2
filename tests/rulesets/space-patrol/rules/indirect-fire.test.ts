// Guide 6.11 indirect fire.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { artilleryBurstRadius, BOMB_TASKS, bombTask, correctionAdvantages, INDIRECT_DEVIATION_KIND, INDIRECT_FIRE_DT, indirectBurstRadius, indirectFireTask, indirectRangeBand, maySpot, turnsToLand } from "../../../../src/rulesets/space-patrol/rules/indirect-fire";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";

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

describe("the spotter's task when the rounds arrive (Guide 6.11)", () => {
  it("is DT 24 for artillery, 12 for missiles and space torps, on Fire Direction with FD Aids", () => {
    expect(indirectFireTask({ weapon: "artillery", fireDirection: 2, fdAid: 3, corrections: 0, disadvantages: 0 })).toEqual({ dt: 24, asset: 2, equipment: 3, advantages: 0, disadvantages: 0 });
    expect(indirectFireTask({ weapon: "missile", fireDirection: 0, fdAid: 0, corrections: 0, disadvantages: 0 }).dt).toBe(12);
    expect(indirectFireTask({ weapon: "spaceTorp", fireDirection: 0, fdAid: 0, corrections: 0, disadvantages: 0 }).dt).toBe(12);
  });
  it("gains an advantage per turn of correction and keeps the wounds' disadvantages", () => {
    const task = indirectFireTask({ weapon: "artillery", fireDirection: 1, fdAid: 2, corrections: 2, disadvantages: 1 });
    expect(task).toMatchObject({ advantages: 2, disadvantages: 1 });
    // 24 less one net advantage is 20 (SP-5); 17 + 1 + 2 = 20 lands on target
    expect(resolveTask(task, 17)).toMatchObject({ dt: 20, total: 20, success: true });
  });
  it("refuses an unknown weapon and a fractional aid", () => {
    expect(() => indirectFireTask({ weapon: "catapult" as never, fireDirection: 1, fdAid: 0, corrections: 0, disadvantages: 0 })).toThrow(RangeError);
    expect(() => indirectFireTask({ weapon: "artillery", fireDirection: 1, fdAid: 0.5, corrections: 0, disadvantages: 0 })).toThrow(RangeError);
  });
  it("a spotter needs Fire Direction 0 or better", () => {
    expect(maySpot("X")).toBe(false);
    expect(maySpot(0)).toBe(true);
  });
  it("field artillery's burst grows 0.5\" per ROF over 1; a missile's does not", () => {
    expect(indirectBurstRadius("artillery", 2, 3)).toBe(3);
    expect(indirectBurstRadius("missile", 2, 3)).toBe(2);
    expect(INDIRECT_DEVIATION_KIND).toBe("bombOrArtillery");
  });
});

describe("dropping unguided bombs (Guide 6.11)", () => {
  it("the bombardier rolls Fire Direction DT 16 with FD Aids; the pilot Air Pilot DT 20 with none", () => {
    expect(bombTask({ aimer: "bombardier", level: 1, fdAid: 2, disadvantages: 1 })).toEqual({ dt: 16, asset: 1, equipment: 2, advantages: 0, disadvantages: 1 });
    expect(bombTask({ aimer: "pilot", level: 3, fdAid: 2, disadvantages: 0 })).toEqual({ dt: 20, asset: 3, equipment: 0, advantages: 0, disadvantages: 0 });
  });
  it("refuses an unknown aimer", () => {
    expect(() => bombTask({ aimer: "gunner" as never, level: 1, fdAid: 0, disadvantages: 0 })).toThrow(RangeError);
  });
});
