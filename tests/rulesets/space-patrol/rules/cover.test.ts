// Guide 6.6, 6.7 and 6.12 cover.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { COVER_FIRE_DISADVANTAGES, COVER_GRENADE_DISADVANTAGES, destructibleCoverFate, usableCover } from "../../../../src/rulesets/space-patrol/rules/cover";

describe("cover", () => {
  it("fire: low 1 (SP-1), high 2", () => expect(COVER_FIRE_DISADVANTAGES).toEqual({ none: 0, low: 1, high: 2 }));
  it("grenades: low cover free, high 2 (Guide 6.12)", () => expect(COVER_GRENADE_DISADVANTAGES).toEqual({ none: 0, low: 0, high: 2 }));
  it.each([
    ["person", "high", "high", true],
    ["groundVehicle", "low", "low", true],
    ["groundVehicle", "high", "high", false],
    ["aircraft", "low", "none", true],
    ["watercraft", "high", "none", true],
  ] as const)("a %s in %s cover counts %s, can shoot %s (Guide 6.7)", (body, cover, counts, canShoot) => {
    expect(usableCover(body, cover)).toEqual({ cover: counts, canShoot });
  });
});

describe("destructible cover (Guide 6.6)", () => {
  it("incendiary burns flammable cover in 2d4 turns", () => expect(destructibleCoverFate("incendiary", new FixedDice([3, 4]))).toEqual({ turns: 7 }));
  it("thermal destroys flammable cover at once", () => {
    expect(destructibleCoverFate("thermal", new FixedDice([1]))).toEqual({ turns: 0 });
    expect(destructibleCoverFate("thermal", new FixedDice([1]), false)).toEqual({ turns: null });
  });
  it.each([
    [50, 0],
    [51, null],
  ])("HE contact: d100 %i -> %s", (face, turns) => expect(destructibleCoverFate("heContact", new FixedDice([face]))).toEqual({ turns }));
  it("HE burst never, a major vehicle weapon's contact hit always", () => {
    expect(destructibleCoverFate("heBurst", new FixedDice([1]))).toEqual({ turns: null });
    expect(destructibleCoverFate("majorVehicleWeaponContact", new FixedDice([1]))).toEqual({ turns: 0 });
  });
});
