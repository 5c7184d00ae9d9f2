// Guide 6.13 armour by attack type and ruling SP-8's +20 cap.
import { describe, expect, it } from "vitest";
import { armourAgainst, damageModifier, MAX_DAMAGE_MODIFIER, type AttackKind } from "../../../../src/rulesets/space-patrol/rules/armour";

const suit = { hand: 3, bullets: 5, energy: 7 };

describe("armour rating by attack kind (Guide 6.13, SP-8)", () => {
  it.each([
    ["melee", 3],
    ["unarmed", 3],
    ["natural", 3],
    ["firearm", 5],
    ["archery", 5],
    ["armourPiercing", 5],
    ["fragmentation", 5],
    ["energy", 7],
    ["highExplosive", 7],
    ["concussion", 7],
    ["fire", 7],
    ["radiation", 7],
    ["nbc", 0],
  ] as const)("%s meets armour %i", (attack, expected) => {
    expect(armourAgainst(suit, attack)).toBe(expected);
  });
  it("a vehicle's single armour value serves every attack kind but NBC", () => {
    expect(armourAgainst(12, "energy")).toBe(12);
    expect(armourAgainst(12, "nbc")).toBe(0);
  });
  it("refuses an unknown attack kind and fractional armour", () => {
    expect(() => armourAgainst(suit, "laserSword" as AttackKind)).toThrow(/attack kind/);
    expect(() => armourAgainst(2.5, "firearm")).toThrow(/Armour/);
  });
});

describe("damage modifier (SP-8)", () => {
  it("the cap is +20", () => expect(MAX_DAMAGE_MODIFIER).toBe(20));
  it.each([
    [5, 2, 3],
    [30, 10, 20],
    [21, 0, 20],
    [20, 0, 20],
    [40, 0, 20],
    [0, 25, -25],
    [3, 3, 0],
  ])("PEN %i against armour %i adds %i", (pen, armour, expected) => {
    expect(damageModifier(pen, armour)).toBe(expected);
  });
  it("refuses a fractional penetration", () => expect(() => damageModifier(1.5, 0)).toThrow(/Penetration/));
});
