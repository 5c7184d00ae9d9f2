// Guide 2.2 / 3.5 / 6.6 / 6.8: which asset rolls which weapon; Athletics movement (Guide 5.3).
import { describe, expect, it } from "vitest";
import {
  WEAPON_KINDS,
  assetsForWeapon,
  athleticsMovementBonus,
  weaponAsset,
  type WeaponKind,
} from "../../../../src/rulesets/space-patrol/rules/asset-uses";

describe("weapon kinds to assets (Guide 2.2)", () => {
  const expected: readonly [WeaponKind, readonly string[], string][] = [
    ["bow", ["archery"], "crossbow uses Archery (Guide 3.5)"],
    ["majorVehicleWeapon", ["artillery"], "heavy cannon uses Artillery (Guide 3.5)"],
    ["fieldPiece", ["artillery"], "field piece, code A"],
    ["energyWeapon", ["energyWeapons"], "laser pistol (Guide 3.5, 6.6)"],
    ["firearm", ["firearms"], "rifle, shotgun (Guide 3.5, 6.6)"],
    ["heavyWeapon", ["heavyWeapons"], "heavy machine gun (Guide 3.5)"],
    ["lightVehicleWeapon", ["heavyWeapons"], "code LV"],
    ["guidedMissile", ["missiles"], "guided missiles"],
    ["rocketGun", ["rocketGuns"], "rocket pistol (Guide 3.5)"],
    ["spaceWeapon", ["spaceGunnery"], "ship guns and torps"],
    ["thrown", ["athletics"], "hand grenades (Guide 6.12)"],
    ["blade", ["blades"], "knives, swords"],
    ["blunt", ["brawling"], "clubs, bottles"],
    ["unarmed", ["martialArts", "brawling"], "fists and kicks (Guide 6.8)"],
    ["psiShock", ["psiShock"], "Psi-Shock (Guide 3.5)"],
  ];
  it.each(expected)("%s uses %j: %s", (kind, assets) => {
    expect(assetsForWeapon(kind)).toEqual(assets);
  });
  it("covers every kind", () => {
    expect(expected.map(([k]) => k).sort()).toEqual([...WEAPON_KINDS].sort());
  });
  it("refuses an unknown kind", () => {
    expect(() => assetsForWeapon("phaser" as WeaponKind)).toThrow(/Unknown weapon kind/);
  });
});

describe("weaponAsset picks the better of several", () => {
  it("unarmed uses Brawling when it is higher than Martial Arts", () => {
    expect(weaponAsset("unarmed", { brawling: 3, martialArts: 1 })).toEqual({ asset: "brawling", level: 3 });
  });
  it("unarmed uses Martial Arts on a tie and when Brawling is X", () => {
    expect(weaponAsset("unarmed", { brawling: 2, martialArts: 2 }).asset).toBe("martialArts");
    expect(weaponAsset("unarmed", { martialArts: 0 })).toEqual({ asset: "martialArts", level: 0 });
  });
  it("a missing asset is X", () => {
    expect(weaponAsset("firearm", {})).toEqual({ asset: "firearms", level: "X" });
  });
});

describe("Athletics movement bonus (Guide 2.2, 5.3)", () => {
  it.each([
    ["X", 0],
    [0, 0],
    [1, 1],
    [4, 4],
    [10, 10],
  ] as const)("level %s adds %i inches", (level, inches) => {
    expect(athleticsMovementBonus(level)).toBe(inches);
  });
});
