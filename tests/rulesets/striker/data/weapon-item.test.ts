// Weapon and armour items made from the tables give the fire and damage rules exactly what the
// table rows give, and fit their schemas.
import { describe, expect, it } from "vitest";
import { validateData } from "../../../../src/core/schema";
import {
  SLUG_THROWERS,
  ENERGY_WEAPONS,
  CREW_SERVED_WEAPONS,
  PERSONAL_ARMOUR,
  fireWeapon,
  attackKind,
  armourAgainst,
  type Weapon,
} from "../../../../src/rulesets/striker/rules/index";
import { WEAPON_SCHEMA, NOT_PRINTED } from "../../../../src/rulesets/striker/data/weapon-schema";
import { ARMOUR_SCHEMA } from "../../../../src/rulesets/striker/data/armour-schema";
import {
  armourItemFromTable,
  armourRatingOf,
  armourText,
  attackKindOfItem,
  fireWeaponOfItem,
  weaponItemFromTable,
} from "../../../../src/rulesets/striker/data/weapon-item";

const WEAPONS: readonly Weapon[] = [...SLUG_THROWERS, ...ENERGY_WEAPONS, ...CREW_SERVED_WEAPONS];

describe("weapon items from the tables", () => {
  it("every table weapon fits the item schema", () => {
    for (const w of WEAPONS) expect(validateData(WEAPON_SCHEMA, weaponItemFromTable(w)), w.id).toEqual([]);
  });

  it("give resolveFire the same weapon as the table row, for every ammunition type", () => {
    let rows = 0;
    for (const w of WEAPONS) {
      const item = weaponItemFromTable(w);
      expect(attackKindOfItem(item), w.id).toBe(attackKind(w));
      for (const row of w.rows) {
        const fromTable = fireWeapon(w, row.ammo);
        const fromItem = fireWeaponOfItem(item, row.ammo);
        // An area attack's "every team" is the same huge number either way.
        expect(fromItem, `${w.id} ${row.ammo}`).toEqual(fromTable);
        rows++;
      }
    }
    expect(rows).toBeGreaterThan(60);
  });

  it("keeps the printed columns: the 9mm ACR HE row, contact range, blanks and set-up", () => {
    const acr = weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr9mm")!);
    expect(acr).toMatchObject({ tl: 10, weightKg: 3.5, priceCr: 1000, gyrostabilised: true, recoil: "normal", crew: 1 });
    expect(acr.ammo.map((r) => r.type)).toEqual(["slugs", "DS", "HE"]);
    expect(acr.ammo[2]).toMatchObject({ magazine: "20", damage: 4, signature: "M", targets: { single: 1, auto: 2, areaM: 0 }, notes: "1,3" });
    expect(acr.ammo[2]!.bands).toEqual([
      { range: 300, contact: false, penetration: 3, autofire: 2 },
      { range: 600, contact: false, penetration: 3, autofire: 1 },
      { range: 900, contact: false, penetration: 3, autofire: 0 },
    ]);
    const snub = weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "snub10mm")!);
    expect(snub.ammo[0]!.bands[0]).toEqual({ range: 0, contact: true, penetration: 1, autofire: 0 });
    expect(snub.recoil).toBe("low");
    const lag = weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "lag")!);
    expect(lag.priceCr).toBe(NOT_PRINTED);
    expect(lag.recoil).toBe("high");
    expect(lag.ammo[2]!.targets).toEqual({ single: 0, auto: 0, areaM: 50 });
    const vrf = weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "vrfGauss10")!);
    expect(vrf).toMatchObject({ table: "crewServed", setUp: 10, crew: 2 });
    expect(vrf.ammo[0]!.magazine).toBe("30720/24");
    const lmg = weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "lightMg55mmMagazine")!);
    expect(lmg.crew).toBe(1);
  });

  it("a weapon with no range band cannot fire", () => {
    const item = weaponItemFromTable(SLUG_THROWERS[0]);
    expect(fireWeaponOfItem({ ...item, ammo: [{ ...item.ammo[0]!, bands: [] }] }, "standard")).toBeNull();
    expect(fireWeaponOfItem({ ...item, ammo: [] }, "standard")).toBeNull();
  });
});

describe("armour items from the table (ruling STR-5)", () => {
  it("every table armour fits the schema and protects as the table row does", () => {
    for (const p of PERSONAL_ARMOUR) {
      const item = armourItemFromTable(p);
      expect(validateData(ARMOUR_SCHEMA, item), p.id).toEqual([]);
      for (const kind of ["melee", "slug", "energy"] as const) {
        expect(armourAgainst(armourRatingOf(item), kind), `${p.id} ${kind}`).toBe(armourAgainst(p.armour, kind));
      }
    }
  });

  it("prints the three forms as the table does", () => {
    const text = (id: string) => armourText(armourItemFromTable(PERSONAL_ARMOUR.find((p) => p.id === id)!));
    expect(text("jack")).toBe("(1)");
    expect(text("ablat")).toBe("1[6]");
    expect(text("combatArmour10")).toBe("[10]");
    expect(text("battleDress14")).toBe("18");
  });
});
