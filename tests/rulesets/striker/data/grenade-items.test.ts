// Grenades, rifle grenades, launchers and mounts as items: every table row becomes an item that
// fits the schema, keeps the printed columns, and fires exactly as the rules' own converters say
// (Striker 8.A.1.a.4, 8.A.1.b.5); a trooper carries a grenade besides his weapon and throws it.
import { describe, expect, it } from "vitest";
import { validateData } from "../../../../src/core/schema";
import {
  GRENADE_LAUNCHERS,
  HAND_GRENADES,
  RIFLE_GRENADES,
  WEAPON_MOUNTS,
  flechetteLengthM,
  flechetteRoundWeapon,
  grenadeRoundWeapon,
  handGrenadeWeapon,
} from "../../../../src/rulesets/striker/rules/index";
import { WEAPON_SCHEMA, NOT_PRINTED } from "../../../../src/rulesets/striker/data/weapon-schema";
import { fireWeaponOfItem } from "../../../../src/rulesets/striker/data/weapon-item";
import { ATGL_CREW, grenadeLauncherItem, handGrenadeItems, mountItem, rifleGrenadeItem } from "../../../../src/rulesets/striker/data/grenade-items";
import { assignGear, releaseGear } from "../../../../src/rulesets/striker/view/team-drop";
import { weaponChoices } from "../../../../src/rulesets/striker/view/fire-plan";
import { grenadeAttack } from "../../../../gallery/samples-striker-grenades";
import { fireCardContext } from "../../../../src/rulesets/striker/view/fire-card";

const hand = handGrenadeItems();
const rifle = RIFLE_GRENADES.map(rifleGrenadeItem);
const launchers = GRENADE_LAUNCHERS.map(grenadeLauncherItem);
const mounts = WEAPON_MOUNTS.map((m) => mountItem(m));

describe("grenade weapons as items", () => {
  it("every row fits the weapon schema, with unique table ids", () => {
    const all = [...hand, ...rifle, ...launchers, ...mounts];
    for (const item of all) expect(validateData(WEAPON_SCHEMA, item.system), item.tableId).toEqual([]);
    expect(new Set(all.map((i) => i.tableId)).size).toBe(all.length);
    // An HE grenade per hand grenade row, a HEAP one where the table prints a HEAP penetration.
    expect(hand).toHaveLength(HAND_GRENADES.length * 2 - HAND_GRENADES.filter((g) => g.heap === null).length);
    expect(mounts).toHaveLength(WEAPON_MOUNTS.length);
  });

  it("hand grenades fire as the rules' hand grenade: 20/50 m, contact and fragmentation (Striker 8.A.1.a.4)", () => {
    for (const g of hand) {
      const type = g.system.ammo[0]!.type as "HE" | "HEAP";
      expect(fireWeaponOfItem(g.system, type), g.tableId).toEqual(handGrenadeWeapon(g.system.tl, type));
    }
    const he7 = hand.find((g) => g.tableId === "handGrenadeHE7")!.system;
    expect(he7).toMatchObject({ table: "handGrenade", weightKg: 0.25, priceCr: 10, singleUse: true });
    expect(he7.ammo[0]).toMatchObject({ damage: 8, burstM: 1, fragmentationPenetration: 1 });
    expect(he7.ammo[0]!.bands.map((b) => [b.range, b.penetration])).toEqual([[20, 9], [50, 9]]);
    const heap13 = hand.find((g) => g.tableId === "handGrenadeHEAP13")!.system;
    expect(heap13).toMatchObject({ weightKg: 1, priceCr: 15 });
    expect(heap13.ammo[0]).toMatchObject({ damage: 6, burstM: 1, fragmentationPenetration: 3 });
    expect(hand.find((g) => g.tableId === "handGrenadeHE11")!.system.ammo[0]!.burstM).toBe(20);
  });

  it("rifle grenades and launcher rounds fire as grenadeRoundWeapon; flechette as flechetteRoundWeapon", () => {
    let rows = 0;
    for (const [table, items] of [[RIFLE_GRENADES, rifle], [GRENADE_LAUNCHERS, launchers]] as const) {
      table.forEach((w, i) => {
        const item = items[i]!.system;
        for (const type of ["HE", "HEAP"] as const) {
          if (!w[type === "HE" ? "he" : "heap"]) continue;
          expect(fireWeaponOfItem(item, type), `${w.id} ${type}`).toEqual(grenadeRoundWeapon(w, type));
          rows++;
        }
        if (w.flechette) {
          expect(fireWeaponOfItem(item, "flechette"), `${w.id} flechette`).toEqual(flechetteRoundWeapon(w));
          rows++;
        }
      });
    }
    expect(rows).toBeGreaterThan(50);
  });

  it("keeps the launcher columns: shots, autofire, penetration/cost, magazine weight, crew and one use", () => {
    const auto = launchers.find((l) => l.tableId === "ramAutoGrenadeLauncher10")!.system;
    expect(auto).toMatchObject({ table: "grenadeLauncher", tl: 10, weightKg: 9, priceCr: 3000, crew: 1, singleUse: false, recoil: "normal" });
    expect(auto.ammo.map((r) => r.type)).toEqual(["HEAP", "HE", "flechette"]);
    expect(auto.ammo[0]).toMatchObject({ magazine: "20", magazineWeightKg: 12, magazinePriceCr: 400, signature: "M", targets: { single: 1, auto: 2, areaM: 0 } });
    expect(auto.ammo[0]!.bands.map((b) => b.autofire)).toEqual([4, 3, 2]);
    const flechette = auto.ammo[2]!;
    expect(flechette).toMatchObject({ damage: 2, hitDm: 4, magazinePriceCr: 800, targets: { areaM: flechetteLengthM(10) } });
    expect(flechette.bands).toHaveLength(1);
    const atgl = launchers.find((l) => l.tableId === "atgl8cm")!.system;
    expect(atgl).toMatchObject({ crew: ATGL_CREW, recoil: "high", singleUse: false });
    expect(atgl.ammo[0]!.signature).toBe("H");
    const disposable = launchers.find((l) => l.tableId === "disposableAtgl6")!.system;
    expect(disposable).toMatchObject({ crew: 1, singleUse: true });
    expect(disposable.ammo[0]!.magazinePriceCr).toBe(NOT_PRINTED);
    expect(flechetteLengthM(8)).toBe(100);
    expect(flechetteLengthM(9)).toBe(100);
    expect(flechetteLengthM(11)).toBe(150);
  });

  it("smoke rounds and weapon mounts make no attack; mounts keep weight, price and carriage note 8", () => {
    const smoke = rifle.find((r) => r.tableId === "rifleGrenadeRamSmoke10")!.system;
    expect(smoke.ammo.map((r) => r.type)).toEqual(["smoke"]);
    expect(smoke.ammo[0]!.bands.map((b) => b.range)).toEqual([150, 300, 500]);
    expect(fireWeaponOfItem(smoke, "smoke")).toBeNull();
    const gatling = mounts.find((m) => m.tableId === "mountGatling13mm8")!.system;
    expect(gatling).toMatchObject({ table: "mount", weightKg: 175, priceCr: 2250, carriage: true, ammo: [] });
    expect(fireWeaponOfItem(gatling, "standard")).toBeNull();
    expect(mounts.find((m) => m.tableId === "mountMediumMachinegun5")!.system.carriage).toBe(false);
    expect(mountItem(WEAPON_MOUNTS[0], "Medium Machinegun").system.mountFor).toBe("Medium Machinegun");
  });
});

describe("a trooper carries a grenade besides his weapon", () => {
  const troopers = grenadeAttack().firer.system.troopers;

  it("a dropped grenade goes in the grenade slot, a mount in none, and deleting it frees the slot", () => {
    const next = assignGear(troopers, 2, { id: "g2", name: "HEAP Hand Grenade", type: "strWeapon", table: "handGrenade", firstAmmo: "HEAP" });
    if (typeof next === "string") throw new Error(next);
    expect(next[2]).toMatchObject({ weaponItem: "w", ammunition: "slugs", grenadeItem: "g2" });
    const rifleGrenade = assignGear(troopers, 1, { id: "r", name: "RAM", type: "strWeapon", table: "rifleGrenade" });
    expect(typeof rifleGrenade !== "string" && rifleGrenade[1]!.grenadeItem).toBe("r");
    expect(assignGear(troopers, 1, { id: "m", name: "Mount", type: "strWeapon", table: "mount" })).toEqual(troopers);
    const launcher = assignGear(troopers, 1, { id: "l", name: "GL", type: "strWeapon", table: "grenadeLauncher", firstAmmo: "HEAP" });
    expect(typeof launcher !== "string" && launcher[1]).toMatchObject({ weaponItem: "l", ammunition: "HEAP" });
    expect(releaseGear(next, "g2")[2]!.grenadeItem).toBe("");
  });

  it("the fire dialog offers the grenade, with the troopers who carry it", () => {
    const { firer } = grenadeAttack();
    expect(weaponChoices([firer]).map((w) => [w.name, w.troops])).toEqual([["7mm ACR", 4], ["HE Hand Grenade (TL 11)", 1]]);
  });

  it("a thrown HE grenade: one trooper fires, a contact hit on one soldier, then fragmentation (Striker 8.A.1.b.5)", () => {
    const { plan, result, outcome, firer, target, options } = grenadeAttack();
    expect(plan.input.firers[0]!.troops).toBe(1);
    expect(plan.input.weapon.explosive).toEqual({ burstM: 20, fragmentationPenetration: 2 });
    if (!result.allowed) throw new Error("blocked");
    const hit = result.targets[0]!;
    expect(hit.hitsPerTrooper).toEqual([0, 0, 1, 0]);
    expect(hit.penetration).toBe(13);
    expect(hit.fragmentation).toHaveLength(1);
    expect(hit.fragmentation[0]!.hitsPerTrooper[2]).toBe(0);
    expect(outcome.rows.map((r) => r.hits)).toEqual([1, 0, 1, 0]);
    expect(outcome.casualties).toEqual([2]);
    const card = fireCardContext({
      firerNames: [firer.name], targetName: target.name, targetKey: "t", targetUuid: "Actor.t", weaponName: plan.weapon.name,
      ammo: options.ammo, rangeM: 18, troops: 1, result, outcome, moraleDue: [],
    });
    // the +4 is named: one per soldier on the stand (Striker 8.A.1.b.5), and the terms add up to the total
    expect(card.fragmentation).toEqual({
      roll: {
        dice: [4, 3],
        terms: [{ sign: "+", value: 4, label: "STARSKIRMISH.Striker.Fire.Modifier.fragmentation" }],
        total: 11,
        cell: "1",
        cellKey: "STARSKIRMISH.Striker.Fire.cell.hits",
        cellCount: 1,
        counted: true,
      },
      penetration: 2,
    });
    // the first soldier took a fragment, the third the contact hit: each row says which
    expect(outcome.rows.map((r) => r.contactHits)).toEqual([0, 0, 1, 0]);
    expect(card.rows[0]!.outcomes.map((o) => o.source)).toEqual(["STARSKIRMISH.Striker.Fire.hitFrom.fragment"]);
    expect(card.rows[2]!.outcomes.map((o) => o.source)).toEqual(["STARSKIRMISH.Striker.Fire.hitFrom.contact"]);
  });
});
