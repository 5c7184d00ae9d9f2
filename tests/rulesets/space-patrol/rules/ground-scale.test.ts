// Guide 6.1: one square is 1.5 m, or 15 m or 150 m for big outdoor battles, which "divide move rates,
// ranges and burst areas by 10 or 100". The rules keep regular-scale inches; the board converts once
// each way: squares times the divisor are rule inches, rule inches over the divisor are squares.
import { describe, expect, it } from "vitest";
import {
  boardToRuleInches,
  DEFAULT_GROUND_SCALE,
  GROUND_SCALES,
  groundScaleDivisor,
  groundScaleOf,
  isGroundScale,
  LARGER_GROUND_SCALES,
  REGULAR_SCALE,
  ruleInchesToBoard,
} from "../../../../src/rulesets/space-patrol/rules/ground-scale";

describe("ground scale (Guide 6.1)", () => {
  it("offers 1.5 m, 15 m and 150 m to the square, the regular scale by default", () => {
    expect(GROUND_SCALES).toEqual([1.5, 15, 150]);
    expect(DEFAULT_GROUND_SCALE).toBe(REGULAR_SCALE.metresPerInch);
    expect(LARGER_GROUND_SCALES).toEqual([
      { metresPerInch: 15, divisor: 10 },
      { metresPerInch: 150, divisor: 100 },
    ]);
  });

  it("divides by 1, 10 and 100", () => {
    expect(GROUND_SCALES.map(groundScaleDivisor)).toEqual([1, 10, 100]);
    expect(() => groundScaleDivisor(30 as never)).toThrow(RangeError);
  });

  it.each([
    [1.5, 3, 3],
    [15, 3, 30],
    [150, 3, 300],
  ] as const)("at %s m a board length of %s squares is %s of the rules' inches, and back", (scale, squares, inches) => {
    expect(boardToRuleInches(squares, scale)).toBe(inches);
    expect(ruleInchesToBoard(inches, scale)).toBe(squares);
  });

  it("draws a 5-inch burst as 5, 0.5 and 0.05 squares", () => {
    expect(GROUND_SCALES.map((s) => ruleInchesToBoard(5, s))).toEqual([5, 0.5, 0.05]);
  });

  it("reads a stored scale as one of the three, and anything else as the regular scale", () => {
    expect(groundScaleOf(15)).toBe(15);
    expect(groundScaleOf("150")).toBe(150);
    expect(groundScaleOf("1.5")).toBe(1.5);
    for (const bad of [undefined, null, 0, 10, -15, "", "15m", NaN, {}, [15], true]) expect(groundScaleOf(bad)).toBe(1.5);
    expect(isGroundScale(15)).toBe(true);
    expect(isGroundScale("15")).toBe(false);
  });

  it("refuses a length that is not a number", () => {
    expect(() => boardToRuleInches(NaN, 15)).toThrow(RangeError);
    expect(() => ruleInchesToBoard(Infinity, 15)).toThrow(RangeError);
  });
});
