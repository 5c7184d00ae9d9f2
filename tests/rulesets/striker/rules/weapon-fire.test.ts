import { describe, expect, it } from "vitest";
import { SLUG_THROWERS } from "../../../../src/rulesets/striker/rules/slug-weapons";
import { ENERGY_WEAPONS } from "../../../../src/rulesets/striker/rules/energy-weapons";
import { CREW_SERVED_WEAPONS } from "../../../../src/rulesets/striker/rules/crew-served-weapons";
import { PERSONAL_ARMOUR } from "../../../../src/rulesets/striker/rules/personal-armour";
import { ammoRow, attackKind, fireWeapon } from "../../../../src/rulesets/striker/rules/weapon-fire";
import { armourAgainst } from "../../../../src/rulesets/striker/rules/armour";
import type { Weapon } from "../../../../src/rulesets/striker/rules/weapon-types";

const get = (list: readonly Weapon[], id: string): Weapon => {
  const w = list.find((x) => x.id === id);
  if (!w) throw new Error(`missing ${id}`);
  return w;
};

describe("weapons for fire", () => {
  it("7mm ACR slugs: gyrostabilised, two targets on auto", () => {
    const w = fireWeapon(get(SLUG_THROWERS, "acr7mm"), "slugs");
    expect(w).toMatchObject({ gyrostabilised: true, highRecoil: false, targets: 2, autofireDoubled: false });
    expect(w.explosive).toBeUndefined();
  });
  it("13mm rifle and PGMP-12 are high recoil; lasers are not", () => {
    expect(fireWeapon(get(SLUG_THROWERS, "rifle13mm"), "standard").highRecoil).toBe(true);
    expect(fireWeapon(get(ENERGY_WEAPONS, "pgmp12"), "standard").highRecoil).toBe(true);
    expect(fireWeapon(get(ENERGY_WEAPONS, "laserRifle9"), "standard").highRecoil).toBe(false);
  });
  it("auto shotgun doubles its autofire; the pump shotgun does not", () => {
    expect(fireWeapon(get(SLUG_THROWERS, "autoShotgun"), "pellets").autofireDoubled).toBe(true);
    expect(fireWeapon(get(SLUG_THROWERS, "shotgun"), "pellets").autofireDoubled).toBe(false);
  });
  it("small-arms HE rounds are explosive with a 0 m burst (note 1)", () => {
    expect(fireWeapon(get(SLUG_THROWERS, "acr9mm"), "HE").explosive).toEqual({ burstM: 0, fragmentationPenetration: 0 });
  });
  it("crew-served notes are read by their own table: 7mm MMG (note 5) high recoil, 7mm LMG (note 3) not gyrostabilised", () => {
    expect(fireWeapon(get(CREW_SERVED_WEAPONS, "mediumMg7mm6"), "standard").highRecoil).toBe(true);
    expect(fireWeapon(get(CREW_SERVED_WEAPONS, "lightMg7mm"), "standard").gyrostabilised).toBe(false);
    expect(fireWeapon(get(CREW_SERVED_WEAPONS, "gatling7mm8"), "standard").targets).toBe(16);
  });
  it("area flechette attacks every team in the area", () => {
    expect(fireWeapon(get(SLUG_THROWERS, "lag"), "flechette").targets).toBe(Number.MAX_SAFE_INTEGER);
  });
  it("unknown ammunition is an error", () => {
    expect(() => ammoRow(get(SLUG_THROWERS, "sling"), "HE")).toThrow(/no HE/);
  });
  it("energy weapons attack as energy (ruling STR-5)", () => {
    expect(attackKind(get(ENERGY_WEAPONS, "laserRifle13"))).toBe("energy");
    expect(attackKind(get(SLUG_THROWERS, "arl"))).toBe("slug");
  });
});

describe("personal armour table", () => {
  it.each([
    ["jack", 1, 1, 0, 0, 50],
    ["cloth", 6, 5, 5, 5, 250],
    ["flakJacket", 7, 3, 3, 3, 100],
    ["ablat", 9, 1, 1, 6, 75],
    ["combatArmour10", 10, 0, 0, 10, 1500],
    ["combatArmour11", 11, 8, 8, 8, 20000],
    ["combatArmour12", 12, 10, 10, 10, 30000],
    ["battleDress13", 13, 10, 10, 10, 200000],
    ["combatArmour14", 14, 18, 18, 18, 60000],
    ["battleDress14", 14, 18, 18, 18, 350000],
    ["hardVaccSuit12", 12, 10, 10, 10, 20000],
    ["vaccSuit15", 15, 4, 4, 4, 9000],
  ] as const)("%s (TL %i): melee %i, slug %i, energy %i, Cr %i", (id, tl, melee, slug, energy, price) => {
    const a = PERSONAL_ARMOUR.find((x) => x.id === id);
    if (!a) throw new Error(`missing ${id}`);
    expect(a.tl).toBe(tl);
    expect(armourAgainst(a.armour, "melee")).toBe(melee);
    expect(armourAgainst(a.armour, "slug")).toBe(slug);
    expect(armourAgainst(a.armour, "energy")).toBe(energy);
    expect(a.priceCr).toBe(price);
  });
  it("has 25 rows", () => expect(PERSONAL_ARMOUR).toHaveLength(25));
});
