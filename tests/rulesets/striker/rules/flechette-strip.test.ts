// The flechette round's strip (notes for all grenade weapons): 10 m wide, 100 m long at TL 8-9 and
// 150 m at TL 10+, along the line of fire and centred on the team aimed at.
import { describe, expect, it } from "vitest";
import { inFlechetteStrip } from "../../../../src/rulesets/striker/rules/flechette-strip";
import { flechetteLengthM } from "../../../../src/rulesets/striker/rules/grenades";

const firer = { x: 0, y: -300 };
const target = { x: 0, y: 0 };

describe("the flechette strip", () => {
  it("is 100 m long at TL 8-9 and 150 m at TL 10+", () => {
    expect([8, 9, 10, 13].map(flechetteLengthM)).toEqual([100, 100, 150, 150]);
  });

  it("reaches half its length before and beyond the target, 5 m either side of the line", () => {
    const at = (x: number, y: number, length = 100) => inFlechetteStrip(firer, target, { x, y }, length);
    expect([at(0, 0), at(0, 50), at(0, -50), at(5, 20), at(-5, -20)]).toEqual([true, true, true, true, true]);
    expect([at(0, 51), at(0, -51), at(5.1, 0), at(-6, 10)]).toEqual([false, false, false, false]);
    expect([at(0, 75, 150), at(0, 76, 150)]).toEqual([true, false]);
  });

  it("follows the line of fire whatever its direction", () => {
    // fired from the west along the row: the strip runs east-west
    expect(inFlechetteStrip({ x: -200, y: 0 }, target, { x: 40, y: 3 }, 100)).toBe(true);
    expect(inFlechetteStrip({ x: -200, y: 0 }, target, { x: 3, y: 40 }, 100)).toBe(false);
    // diagonal: 30 m along the line beyond the target
    const d = 30 / Math.SQRT2;
    expect(inFlechetteStrip({ x: -100, y: -100 }, target, { x: d, y: d }, 100)).toBe(true);
  });

  it("refuses a position or length no board gives", () => {
    expect(() => inFlechetteStrip(firer, target, { x: Number.NaN, y: 0 }, 100)).toThrow(RangeError);
    expect(() => inFlechetteStrip(firer, target, target, -1)).toThrow(RangeError);
  });
});
