/**
 * Data of a Striker II weapon item: one weapon of the WEAPONS tables (slug throwers, energy
 * weapons, crew-served slug throwers) with every printed column, one row per ammunition type.
 * The shapes follow rules/weapon-types.ts so a table row becomes an item and back without loss
 * of anything the fire rules read.
 */
import { field, type NumberSpec, type SchemaValue } from "../../../core/schema";

/**
 * WEAPONS: the tables an item can come from: slug throwers, energy weapons, crew-served slug
 * throwers, hand grenades, rifle grenades, grenade launchers and weapon mounts.
 */
export const WEAPON_TABLES = ["slugThrower", "energy", "crewServed", "handGrenade", "rifleGrenade", "grenadeLauncher", "mount"] as const;
/** WEAPONS: every ammunition type the tables print (rules/weapon-types.ts AmmoType); smoke rounds make no attack. */
export const AMMO_TYPES = ["standard", "pellets", "bullets", "slugs", "DS", "HE", "HEAP", "KEAP", "flechette", "smoke"] as const;
/** Striker 7.A.4: weapon signature low, medium, high. */
export const SIGNATURES = ["L", "M", "H"] as const;
/** WEAPONS notes 2 and 5: low or high recoil; most weapons are neither. */
export const RECOIL_LEVELS = ["normal", "low", "high"] as const;

/**
 * A column the text leaves blank (the LAG's price, a later vacc suit's weight) is stored as -1
 * and shown as a dash: the data models have no empty numbers, and 0 would read as "free". A
 * sheet shows it as an empty input, and an emptied input stores it (`emptyAs`).
 */
export const NOT_PRINTED = -1;

/** A number with decimals (weights in kg), or NOT_PRINTED. */
export function decimal(initial: number, label?: string): NumberSpec {
  return { kind: "number", initial, min: NOT_PRINTED, emptyAs: NOT_PRINTED, ...(label ? { label } : {}) };
}

/** A whole number of credits, or NOT_PRINTED. */
export function credits(initial: number, label: string): NumberSpec {
  return { ...field.integer(initial, NOT_PRINTED, 9999999, label), emptyAs: NOT_PRINTED };
}

/** One range column: "300(3)+2" is range 300, penetration 3, autofire +2; "C(1)" is contact. */
export const BAND_SCHEMA = field.object({
  range: field.integer(0, 0, 99999, "STARSKIRMISH.Striker.Weapon.range"),
  /** Ruling STR-1: "C" is contact range only. */
  contact: field.boolean(false, "STARSKIRMISH.Striker.Weapon.contact"),
  penetration: field.integer(0, 0, 99, "STARSKIRMISH.Striker.Weapon.penetration"),
  autofire: field.integer(0, 0, 20, "STARSKIRMISH.Striker.Weapon.autofire"),
});

/** "Trg": single shot / automatic (auto 0 when only one number is printed), or an area in m. */
export const TARGETS_SCHEMA = field.object({
  single: field.integer(1, 0, 99, "STARSKIRMISH.Striker.Weapon.single"),
  auto: field.integer(0, 0, 99, "STARSKIRMISH.Striker.Weapon.auto"),
  areaM: field.integer(0, 0, 9999, "STARSKIRMISH.Striker.Weapon.areaM"),
}, "STARSKIRMISH.Striker.Weapon.targets");

/** One printed row: an ammunition type of the weapon. */
export const AMMO_ROW_SCHEMA = field.object({
  type: field.choice(AMMO_TYPES, "standard", "STARSKIRMISH.Striker.Weapon.ammoType"),
  /** Rounds, shots, "unlimited" or a belt as printed ("120/3"). */
  magazine: field.string("", "STARSKIRMISH.Striker.Weapon.magazine"),
  /** Difficult, formidable, impossible (ruling STR-1); fewer where the text prints fewer. */
  bands: field.array(BAND_SCHEMA, "STARSKIRMISH.Striker.Weapon.bands"),
  damage: field.integer(0, 0, 99, "STARSKIRMISH.Striker.Weapon.damage"),
  signature: field.choice(SIGNATURES, "M", "STARSKIRMISH.Striker.Weapon.signature"),
  targets: TARGETS_SCHEMA,
  magazineWeightKg: decimal(NOT_PRINTED, "STARSKIRMISH.Striker.Weapon.magazineWeight"),
  magazinePriceCr: credits(NOT_PRINTED, "STARSKIRMISH.Striker.Weapon.magazinePrice"),
  /** Note 4: autofire DM doubled on the autofire setting (Striker 8.A.1.b.2.a.ii). */
  doubledAutofire: field.boolean(false, "STARSKIRMISH.Striker.Weapon.doubledAutofire"),
  /** Explosive rounds (HE, HEAP): burst in metres; note 1 rounds burst over 0 m. */
  burstM: field.integer(0, 0, 999, "STARSKIRMISH.Striker.Weapon.burst"),
  /** Explosive rounds: fragmentation penetration of the burst (Striker 8.A.1.b.5; grenade notes). */
  fragmentationPenetration: field.integer(0, 0, 99, "STARSKIRMISH.Striker.Weapon.fragmentation"),
  /** Offensive DM of the round: flechette grenades +4 (notes for all grenade weapons). */
  hitDm: field.integer(0, -9, 9, "STARSKIRMISH.Striker.Weapon.hitDm"),
  /** Note numbers as printed; their meaning depends on the table. */
  notes: field.string("", "STARSKIRMISH.Striker.Weapon.noteNumbers"),
});

export const WEAPON_SCHEMA = {
  table: field.choice(WEAPON_TABLES, "slugThrower", "STARSKIRMISH.Striker.Weapon.table"),
  /** The table row this item was made from ("" for a weapon of the referee's own). */
  tableId: field.string("", "STARSKIRMISH.Striker.Weapon.tableId"),
  tl: field.integer(7, 0, 20, "STARSKIRMISH.Striker.Field.techLevel"),
  weightKg: decimal(0, "STARSKIRMISH.Striker.Weapon.weight"),
  priceCr: credits(0, "STARSKIRMISH.Striker.Weapon.price"),
  recoil: field.choice(RECOIL_LEVELS, "normal", "STARSKIRMISH.Striker.Weapon.recoil"),
  /** Note 3 (individual weapons): +2 DM when the firer moved (Striker 8.A.1.b.1.b). */
  gyrostabilised: field.boolean(false, "STARSKIRMISH.Striker.Weapon.gyro"),
  /** Crew-served: friendly movement phases to set up (Striker 6.D.1). */
  setUp: field.integer(0, 0, 20, "STARSKIRMISH.Striker.Weapon.setUp"),
  /** Troopers needed to fire it (crew-served notes: two if carried, one if magazine-fed). */
  crew: field.integer(1, 1, 4, "STARSKIRMISH.Striker.Weapon.crew"),
  /** Hand grenades and disposable launchers: one attack only (grenade notes). */
  singleUse: field.boolean(false, "STARSKIRMISH.Striker.Weapon.singleUse"),
  /**
   * Rifle grenades: rounds of this grenade the team carries ("all details are for a single round",
   * rifle grenade notes), counted down as they are fired; none left, none fired.
   */
  rounds: field.integer(1, 0, 99, "STARSKIRMISH.Striker.Weapon.rounds"),
  /** Weapon mounts: the weapon the mount is for, as the WEAPON MOUNTS table prints it. */
  mountFor: field.string("", "STARSKIRMISH.Striker.Weapon.mountFor"),
  /** Weapon mounts note 8: the mount can also be a carriage. */
  carriage: field.boolean(false, "STARSKIRMISH.Striker.Weapon.carriage"),
  ammo: field.array(AMMO_ROW_SCHEMA, "STARSKIRMISH.Striker.Weapon.ammo"),
  description: field.html("STARSKIRMISH.Common.description"),
};

export type WeaponItemSystem = SchemaValue<typeof WEAPON_SCHEMA>;
export type AmmoRowSystem = WeaponItemSystem["ammo"][number];
export type BandSystem = AmmoRowSystem["bands"][number];
