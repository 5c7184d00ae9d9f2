// Guide 6.12 hand grenades.
import { describe, expect, it } from "vitest";
import { grenadePenetration, grenadeThrow } from "../../../../src/rulesets/space-patrol/rules/grenades";

describe("throwing (Guide 6.12)", () => {
  it.each([
    [0, "effective", 12],
    [5, "effective", 12],
    [5.5, "long", 16],
    [10, "long", 16],
    [20, "extreme", 20],
  ] as const)("%i inches: %s, DT %i Athletics", (inches, band, dt) => {
    expect(grenadeThrow(inches)).toEqual({ band, dt, asset: "athletics", disadvantages: 0 });
  });
  it("cannot reach past 20 inches", () => expect(grenadeThrow(21)).toBeNull());
  it("low cover costs nothing, high cover 2", () => {
    expect(grenadeThrow(3, "low")?.disadvantages).toBe(0);
    expect(grenadeThrow(3, "high")?.disadvantages).toBe(2);
  });
});

describe("penetration (Guide 6.12)", () => {
  const frag = { contact: 10, burst: 6 };
  it("contact for the direct hit, burst for the rest, nothing behind cover", () => {
    expect(grenadePenetration(frag, { directHit: true, coverBetween: false })).toBe(10);
    expect(grenadePenetration(frag, { directHit: false, coverBetween: false })).toBe(6);
    expect(grenadePenetration(frag, { directHit: false, coverBetween: true })).toBeNull();
  });
});
