// The patrolman sheet keeps hero points at most their maximum (Guide 4.2), whichever box changed.
import { describe, expect, it } from "vitest";
import { cappedHeroPoints } from "../../../../src/rulesets/space-patrol/view/hero-points-form";

describe("hero points as the sheet submits them", () => {
  const current = { value: 2, max: 3 };
  it("keeps a value within the maximum", () => {
    expect(cappedHeroPoints({ value: 3, max: 3 }, current)).toEqual({ value: 3, max: 3 });
  });
  it("brings a value typed above the maximum down to it", () => {
    expect(cappedHeroPoints({ value: 5 }, current)).toEqual({ value: 3, max: 3 });
  });
  it("lowers the points with a lowered maximum", () => {
    expect(cappedHeroPoints({ value: 2, max: 1 }, current)).toEqual({ value: 1, max: 1 });
  });
  it("keeps the stored numbers for boxes that are not numbers", () => {
    expect(cappedHeroPoints({ value: null, max: Number.NaN }, current)).toEqual({ value: 2, max: 3 });
    expect(cappedHeroPoints("junk", current)).toEqual(current);
  });
});
