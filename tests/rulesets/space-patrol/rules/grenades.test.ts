// Guide 6.12 hand grenades.
import { describe, expect, it } from "vitest";
import { grenadePenetration, grenadeThrow, grenadeThrowCounts, grenadeThrowModifiers, type GrenadeThrowSituation } from "../../../../src/rulesets/space-patrol/rules/grenades";

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

describe("a throw's advantages and disadvantages, each named (Guide 6.12, 6.14, SP-3)", () => {
  const calm: GrenadeThrowSituation = { coverDisadvantages: 0, moved: false, darkness: 0, smoke: 0, otherAdvantages: 0, otherDisadvantages: 0 };
  it("names none for a calm throw over low cover", () => {
    expect(grenadeThrowModifiers({ ...calm, coverDisadvantages: grenadeThrow(4, "low")!.disadvantages })).toEqual([]);
  });
  it("names each that counts, with its count, and they add up to what the roll takes", () => {
    const named = grenadeThrowModifiers({
      coverDisadvantages: grenadeThrow(4, "high")!.disadvantages,
      markers: { "sp-wound": 1, "sp-mortalWound": 1 },
      moved: true,
      darkness: 2,
      smoke: 1,
      otherAdvantages: 1,
      otherDisadvantages: 1,
    });
    expect(named).toEqual([
      { key: "other", side: "advantage", count: 1 },
      { key: "highCover", side: "disadvantage", count: 2 },
      { key: "wounded", side: "disadvantage", count: 2 },
      { key: "moved", side: "disadvantage", count: 1 },
      { key: "darkness", side: "disadvantage", count: 2 },
      { key: "smoke", side: "disadvantage", count: 1 },
      { key: "other", side: "disadvantage", count: 1 },
    ]);
    expect(grenadeThrowCounts(named)).toEqual({ advantages: 1, disadvantages: 9 });
  });
  it("refuses an impossible situation", () => {
    expect(() => grenadeThrowModifiers({ ...calm, darkness: 4 })).toThrow(RangeError);
    expect(() => grenadeThrowModifiers({ ...calm, smoke: -1 })).toThrow(RangeError);
  });
});
