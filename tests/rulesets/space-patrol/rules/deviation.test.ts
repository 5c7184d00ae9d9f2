// Guide 6.11 deviation.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { deviatedPoint, rollDeviation, type DeviationKind } from "../../../../src/rulesets/space-patrol/rules/deviation";

describe("deviation (Guide 6.11)", () => {
  it("bombs and artillery: d12 direction, 2d6 x 10 inches", () => {
    expect(rollDeviation("bombOrArtillery", new FixedDice([3, 4, 5]))).toEqual({ clock: 3, bearingDegrees: 90, inches: 90 });
  });
  it("grenades, thrown weapons, rocket guns: 2d4 inches", () => {
    expect(rollDeviation("grenadeThrownOrRocketGun", new FixedDice([12, 4, 4]))).toEqual({ clock: 12, bearingDegrees: 0, inches: 8 });
  });
  it("12 o'clock lands long and straight on, 6 short", () => {
    const long = deviatedPoint({ x: 0, y: 0 }, { x: 0, y: -1 }, { clock: 12, bearingDegrees: 0, inches: 5 });
    expect(long.x).toBeCloseTo(0);
    expect(long.y).toBeCloseTo(-5);
    const short = deviatedPoint({ x: 0, y: 0 }, { x: 0, y: -1 }, { clock: 6, bearingDegrees: 180, inches: 5 });
    expect(short.y).toBeCloseTo(5);
    const right = deviatedPoint({ x: 0, y: 0 }, { x: 0, y: -1 }, { clock: 3, bearingDegrees: 90, inches: 2 });
    expect(right.x).toBeCloseTo(2);
  });
  it("refuses an unknown kind and a zero aim", () => {
    expect(() => rollDeviation("catapult" as DeviationKind, new FixedDice([1]))).toThrow(/catapult/);
    expect(() => deviatedPoint({ x: 0, y: 0 }, { x: 0, y: 0 }, { clock: 1, bearingDegrees: 30, inches: 1 })).toThrow(/aim/);
  });
});
