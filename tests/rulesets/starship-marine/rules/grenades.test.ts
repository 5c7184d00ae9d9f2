// Starship Marine grenades (3.6): every cell of the results table on 1d6 and of the effects table on
// 1d10 (read 0-9, SSM-1), robots and Raw crew who cannot throw, a wounded Marine's throws counting
// as out of sight (4.6), experience on the accuracy roll (4.7) and a Veteran's +1 on his own
// grenade's effect roll (SSM-28).
import { describe, expect, it } from "vitest";
import { GRENADE_ACCURACY, GRENADE_EFFECTS, GRENADE_RADIUS_CM, grenadeEffect, resolveThrow, throwNeeds } from "../../../../src/rulesets/starship-marine/rules/grenades";

const MARINE = { robot: false, marine: true, experience: "experienced", wounded: false } as const;

describe("the grenade results table (3.6, 1d6)", () => {
  it("has the printed cells", () => {
    expect(GRENADE_ACCURACY).toEqual({ inSight: { upTo15: 0, upTo40: 3, over40: 5 }, outOfSight: { upTo15: 4, upTo40: null, over40: null } });
    expect(GRENADE_RADIUS_CM).toBe(8);
  });

  it("throws in sight up to 15 cm without a die, 3-6 up to 40 cm and 5-6 beyond", () => {
    expect(resolveThrow({ rangeCm: 15, inSight: true, thrower: MARINE }, null)).toEqual({ allowed: true, needed: 0, roll: null, good: true });
    expect(resolveThrow({ rangeCm: 40, inSight: true, thrower: MARINE }, 3)).toMatchObject({ needed: 3, good: true });
    expect(resolveThrow({ rangeCm: 40, inSight: true, thrower: MARINE }, 2)).toMatchObject({ needed: 3, good: false });
    expect(resolveThrow({ rangeCm: 41, inSight: true, thrower: MARINE }, 5)).toMatchObject({ needed: 5, good: true });
    expect(resolveThrow({ rangeCm: 41, inSight: true, thrower: MARINE }, 4)).toMatchObject({ needed: 5, good: false });
  });

  it("throws round a corner only up to 15 cm, on 4-6", () => {
    expect(resolveThrow({ rangeCm: 12, inSight: false, thrower: MARINE }, 4)).toMatchObject({ needed: 4, good: true });
    expect(resolveThrow({ rangeCm: 12, inSight: false, thrower: MARINE }, 3)).toMatchObject({ needed: 4, good: false });
    expect(resolveThrow({ rangeCm: 16, inSight: false, thrower: MARINE }, 6)).toEqual({ allowed: false, reason: "outOfSightTooFar" });
  });

  it("counts every throw of a wounded Marine as out of sight (4.6)", () => {
    expect(throwNeeds({ rangeCm: 10, inSight: true, thrower: { ...MARINE, wounded: true } })).toEqual({ allowed: true, needed: 4 });
    expect(throwNeeds({ rangeCm: 30, inSight: true, thrower: { ...MARINE, wounded: true } })).toEqual({ allowed: false, reason: "outOfSightTooFar" });
  });

  it("lets no robot throw (3.6), nor a Raw non-marine (4.7)", () => {
    expect(throwNeeds({ rangeCm: 5, inSight: true, thrower: { ...MARINE, robot: true } })).toEqual({ allowed: false, reason: "robot" });
    expect(throwNeeds({ rangeCm: 5, inSight: true, thrower: { robot: false, marine: false, experience: "raw", wounded: false } })).toEqual({ allowed: false, reason: "nonCombatant" });
  });

  it("moves the accuracy roll by experience: a novice's 3 fails at 40 cm, a seasoned thrower's 2 succeeds (4.7)", () => {
    expect(resolveThrow({ rangeCm: 30, inSight: true, thrower: { ...MARINE, experience: "novice" } }, 3)).toMatchObject({ roll: 2, good: false });
    expect(resolveThrow({ rangeCm: 30, inSight: true, thrower: { ...MARINE, experience: "seasoned" } }, 2)).toMatchObject({ roll: 3, good: true });
  });
});

describe("the grenade effects table (3.6, 1d10 read 0-9)", () => {
  it("has the printed cells", () => {
    expect(GRENADE_EFFECTS).toEqual({ unarmoured: { normal: 6, good: 4 }, armoured: { normal: null, good: 9 } });
  });

  it("hits the unarmoured on 6+ (4+ from a good throw), the armoured only from a good throw on 9", () => {
    expect([5, 6].map((f) => grenadeEffect({ armoured: false, good: false, throwerBonus: 0 }, f).hit)).toEqual([false, true]);
    expect([3, 4].map((f) => grenadeEffect({ armoured: false, good: true, throwerBonus: 0 }, f).hit)).toEqual([false, true]);
    expect([8, 9, 10].map((f) => grenadeEffect({ armoured: true, good: true, throwerBonus: 0 }, f).hit)).toEqual([false, true, false]);
    // a normal throw never touches armour, whatever the die
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].some((f) => grenadeEffect({ armoured: true, good: false, throwerBonus: 0 }, f).hit)).toBe(false);
  });

  it("adds a Veteran thrower's +1 to his own grenade's effect roll (SSM-28)", () => {
    expect(grenadeEffect({ armoured: true, good: true, throwerBonus: 1 }, 8)).toEqual({ hit: true, needed: 9, score: 9 });
    expect(() => grenadeEffect({ armoured: true, good: true, throwerBonus: 2 }, 8)).toThrow(RangeError);
  });
});
