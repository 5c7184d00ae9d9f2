// The fire card's plan and result (Guide 6.6, 6.14) and the patrolman's inventory (Guide 5).
import { describe, expect, it } from "vitest";
import { allocateShots, fireTargets, readFireForm } from "../../../../src/rulesets/space-patrol/view/fire-plan";
import { fireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import { damageSumOf, signedTerm } from "../../../../src/rulesets/space-patrol/view/damage-note";
import { markerChanges } from "../../../../src/core/marker-changes";
import { checkAddition, inventoryRow, inventorySlots, movementInches, type CarriedItem } from "../../../../src/rulesets/space-patrol/view/inventory-context";
import { resolveFire } from "../../../../src/rulesets/space-patrol/rules/fire";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { initialValue } from "../../../../src/core/schema";
import { WEAPON_SCHEMA, type WeaponSystem } from "../../../../src/rulesets/space-patrol/data/weapon-schema";
import { ARMOUR_SCHEMA, type ArmourSystem } from "../../../../src/rulesets/space-patrol/data/armour-schema";
import { DEVICE_SCHEMA, type DeviceSystem } from "../../../../src/rulesets/space-patrol/data/device-schema";

describe("sharing shots between targets (Guide 6.6)", () => {
  it("gives the primary what the secondaries leave, one each to the others", () => {
    expect(allocateShots(16, 5)).toEqual([12, 1, 1, 1, 1]);
    expect(allocateShots(1, 1)).toEqual([1]);
  });
  it("refuses more targets than the weapon has attack rolls, or none", () => {
    expect(allocateShots(2, 3)).toBeNull();
    expect(allocateShots(2, 0)).toBeNull();
  });
});

describe("the fire dialog's answers", () => {
  it("are read per target, with unknown values falling back to the plain case", () => {
    const form = readFireForm({ steadyAim: "on", darkness: "7", cover0: "high", cover1: "bunker", moved1: true, twoSidearms: "on", large1: "true" }, 2);
    expect(form).toEqual({
      steadyAim: true,
      moved: false,
      undetected: false,
      inSmoke: false,
      darkness: 3,
      twoSidearms: true,
      meleeContact: false,
      targets: [
        { cover: "high", movedLastTurn: false, inSmoke: false },
        { cover: "none", movedLastTurn: true, inSmoke: false, large: true },
      ],
    });
  });
  it("read prone, stun and hunker from the target's markers (SP-2)", () => {
    const targets = fireTargets(
      [{ markers: { "sp-prone": 1, "sp-hunkered": 1 }, distanceToPrimary: 0, armour: { hand: 0, bullets: 2, energy: 1 } }],
      readFireForm({}, 1),
      [3],
    );
    expect(targets[0]).toMatchObject({ prone: true, stunned: false, hunkered: true, shots: 3, armour: { bullets: 2 } });
  });
});

describe("the fire card", () => {
  it("shows the laser pistol example's hits and the markers each target gains", () => {
    // Guide 3.3: laser pistol at effective range, 30(5)+2; 17 + 2 + 2 = 21 against DT 8 is 3 special successes.
    const result = resolveFire({
      shooter: { asset: 2, steadyAim: true },
      weapon: { band: "effective", equipment: 2, penetration: 5, targets: 1, ammoPerTurn: 1, attack: "energy" },
      targets: [{ markers: {}, armour: { hand: 0, bullets: 0, energy: 1 } }],
      d20: 17,
      dice: new FixedDice([7, 5, 6]),
    });
    const card = fireCardContext({ shooterName: "Rana", weaponName: "Laser Pistol", band: "effective", result, targets: [{ key: "t", name: "Zed", markers: {} }] });
    const t = card.targets[0]!;
    expect(t.dt).toBe(8);
    expect(t.hits).toBe(1); // SP-6: never more hits than ammunition used
    expect(t.damage).toEqual([{ dice: "7 + 5 + 6", modifier: 4, modifierText: "+ 4", total: 22, label: "STARSKIRMISH.SpacePatrol.Damage.individual.mortalWoundChest" }]);
    expect(t.markers).toEqual({ "sp-mortalWound": 1, "sp-morale": 1 });
    expect(t.dead).toBe(false);
    // without the situation the card gives the numbers only
    expect(t).toMatchObject({ baseDt: 12, modifiers: [], damageNote: null });
    expect(card.targets[0]!.shots[0]).toMatchObject({ d20: 17, assetBonus: 2, equipment: 2, total: 21 });
  });
  it("names each advantage and explains the damage added, given the situation (Guide 6.6, 6.13)", () => {
    const situation = {
      shooter: { asset: 2, steadyAim: true, vehicleMarkers: { "sp-vehicle-damage": 1 } },
      weapon: { band: "effective", equipment: 2, penetration: 25, targets: 1, ammoPerTurn: 1, attack: "energy" },
      targets: [{ markers: {}, armour: { hand: 0, bullets: 0, energy: 1 }, cover: "low" }],
    } as const;
    const result = resolveFire({ ...situation, d20: 17, dice: new FixedDice([7, 5, 6]) });
    const t = fireCardContext({ shooterName: "Rana", weaponName: "Laser", band: "effective", result, targets: [{ key: "t", name: "Zed", markers: {} }], situation }).targets[0]!;
    expect(t.modifiers.map((m) => [m.label.split(".").pop(), m.side, m.count])).toEqual([
      ["steadyAim", "advantage", 1],
      ["targetInLowCover", "disadvantage", 1],
      ["vehicleDamaged", "disadvantage", 1],
    ]);
    // PEN 25 less armour 1 is 24, capped at +20 (Guide 6.13); one hit, so the note speaks of the one roll
    expect(t.damage).toHaveLength(1);
    expect(t.damageNote).toEqual({ key: "STARSKIRMISH.SpacePatrol.Fire.oneRoll.damageNoteCapped", penetration: 25, armour: 1, modifier: 20 });
    expect(t.damage[0]!.modifierText).toBe("+ 20");
  });
  it("says no armour counts against an NBC attack, and shows a suited target shut out with no damage note (Guide 8.5)", () => {
    const situation = {
      shooter: { asset: 0 as const },
      weapon: { band: "effective" as const, penetration: 6, targets: 2, ammoPerTurn: 2, attack: "nbc" as const },
      targets: [
        { markers: {}, armour: { hand: 2, bullets: 2, energy: 2 }, movedLastTurn: true, shots: 1 },
        { markers: {}, nbcProof: true, movedLastTurn: true, distanceToPrimary: 2, shots: 1 },
      ],
    };
    const result = resolveFire({ ...situation, d20: [15, 13], dice: new FixedDice([5, 4, 3]) });
    const card = fireCardContext({ shooterName: "R", weaponName: "Gas", band: "effective", result, situation, targets: [{ key: "a", name: "A", markers: {} }, { key: "b", name: "B", markers: {} }] });
    expect(card.targets[0]!.damageNote).toEqual({ key: "STARSKIRMISH.SpacePatrol.Fire.oneRoll.damageNoteNbc", penetration: 6, armour: 0, modifier: 6 });
    expect(card.targets[0]!.damage[0]!.total).toBe(18);
    expect(card.targets[1]).toMatchObject({ hits: 1, shutOut: true, damageNote: null, damage: [] });
  });
  it("writes a negative term with a minus sign, and none for 0", () => {
    expect([signedTerm(-2), signedTerm(0), signedTerm(3)]).toEqual(["\u2212 2", "", "+ 3"]);
  });
  it("keeps a damage roll's dice apart from the penetration less armour added once to them (SP-8)", () => {
    const row = { label: "STARSKIRMISH.SpacePatrol.Damage.individual.lightWound" } as never;
    expect(damageSumOf({ dice: [5, 4, 3], modifier: 3, total: 15, row })).toEqual({ dice: "5 + 4 + 3", modifier: 3, modifierText: "+ 3", total: 15, label: "STARSKIRMISH.SpacePatrol.Damage.individual.lightWound" });
    expect(damageSumOf({ dice: [1, 1, 2], modifier: -2, total: 2, row }).modifierText).toBe("\u2212 2");
  });
  it("marks a Dead result for the defeated status", () => {
    const result = resolveFire({
      shooter: { asset: 5 },
      weapon: { band: "effective", penetration: 20, targets: 1, ammoPerTurn: 1 },
      targets: [{ markers: {}, armour: 0 }],
      d20: 20,
      dice: new FixedDice([10, 10, 10]),
    });
    const card = fireCardContext({ shooterName: "A", weaponName: "B", band: "effective", result, targets: [{ key: "t", name: "T", markers: {} }] });
    expect(card.targets[0]?.dead).toBe(true);
  });
  it("lists only changed markers", () => {
    expect(markerChanges({ a: 1, b: 2 }, { a: 1, b: 3, c: 1 })).toEqual({ b: 1, c: 1 });
  });
});

const weapon = (code: WeaponSystem["code"], name = `w${code}`): CarriedItem => ({
  id: name,
  name,
  img: "",
  type: "spWeapon",
  system: { ...initialValue(WEAPON_SCHEMA), code } as WeaponSystem,
});
const armour = (movementPenalty: number): CarriedItem => ({
  id: "a",
  name: "Armour",
  img: "",
  type: "spArmour",
  system: { ...initialValue(ARMOUR_SCHEMA), movementPenalty } as ArmourSystem,
});
const device = (n: number): CarriedItem => ({ id: `d${n}`, name: `Device ${n}`, img: "", type: "spDevice", system: initialValue(DEVICE_SCHEMA) as DeviceSystem });

describe("the patrolman's inventory (Guide 5.1, 5.2)", () => {
  it("sorts items into their slots", () => {
    const slots = inventorySlots([weapon("M"), weapon("S"), armour(1), device(1)]);
    expect(slots.find((s) => s.slot === "main")?.items.map((i) => i.name)).toEqual(["wM"]);
    expect(slots.find((s) => s.slot === "armour")?.items).toHaveLength(1);
    expect(slots.find((s) => s.slot === "device")?.items[0]?.canFire).toBe(false);
  });
  it("names a weapon's code and reads its range in inches, a spacecraft weapon's in hexes (Guide 3.3, 7.8)", () => {
    const rifle: CarriedItem = { id: "r", name: "Rifle", img: "", type: "spWeapon", system: { ...initialValue(WEAPON_SCHEMA), code: "M", effective: { range: 12, penetration: 4, bonus: 0 } } as WeaponSystem };
    const laser: CarriedItem = { id: "l", name: "Ship Laser", img: "", type: "spWeapon", system: { ...initialValue(WEAPON_SCHEMA), code: "A", kind: "spaceWeapon", spaceKind: "laser", effective: { range: 6, penetration: 15, bonus: 0 } } as WeaponSystem };
    expect(inventoryRow(rifle)).toMatchObject({ code: "M", codeLabel: "STARSKIRMISH.Field.Choice.M", facts: [{ label: "STARSKIRMISH.SpacePatrol.Inventory.Fact.effective", value: "12\u2033" }, { label: "STARSKIRMISH.SpacePatrol.Inventory.Fact.penetration", value: "4" }] });
    expect(inventoryRow(laser).facts[0]).toEqual({ label: "STARSKIRMISH.SpacePatrol.Inventory.Fact.effectiveHexes", value: "6" });
    expect(inventoryRow(armour(1)).codeLabel).toBe("");
  });
  it("names a weapon's bonus and a device's apart, as the cards' sums name them (Guide 5.2)", () => {
    const pistol: CarriedItem = { id: "p", name: "Pistol", img: "", type: "spWeapon", system: { ...initialValue(WEAPON_SCHEMA), code: "S", effective: { range: 30, penetration: 5, bonus: 2 } } as WeaponSystem };
    const kit: CarriedItem = { id: "k", name: "Med Kit", img: "", type: "spDevice", system: { ...initialValue(DEVICE_SCHEMA), equipmentBonus: 1 } as DeviceSystem };
    expect(inventoryRow(pistol).facts).toContainEqual({ label: "STARSKIRMISH.SpacePatrol.Inventory.Fact.bonus", value: "+2" });
    expect(inventoryRow(kit).facts).toEqual([{ label: "STARSKIRMISH.SpacePatrol.Inventory.Fact.equipmentBonus", value: "+1" }]);
  });
  it("allows two sidearms without a main weapon, but not with one", () => {
    expect(checkAddition([weapon("S", "s1")], weapon("S", "s2"))).toEqual([]);
    expect(checkAddition([weapon("M"), weapon("S", "s1")], weapon("S", "s2")).map((p) => p.key)).toEqual(["STARSKIRMISH.SpacePatrol.Inventory.tooManySidearms"]);
  });
  it("refuses a fifth device, and a fourth with a heavy weapon", () => {
    expect(checkAddition([1, 2, 3, 4].map(device), device(5)).length).toBeGreaterThan(0);
    expect(checkAddition([weapon("H"), device(1), device(2), device(3)], device(4)).length).toBeGreaterThan(0);
    expect(checkAddition([weapon("H"), device(1), device(2)], device(3))).toEqual([]);
  });
  it("moves 8 inches plus Athletics, less armour and wounds (Guide 5.3)", () => {
    expect(movementInches([], 0, {})).toBe(8);
    expect(movementInches([armour(2)], 3, { "sp-wound": 1, "sp-mortalWound": 1 })).toBe(7);
    expect(movementInches([], "X", {})).toBe(8);
  });
});
