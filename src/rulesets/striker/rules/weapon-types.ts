/**
 * Shapes of the weapon tables (Striker, WEAPONS): one row per ammunition type with the text's
 * columns, and helpers that keep the data files close to the printed rows.
 */
import { finite, list, oneOf, record, text, whole } from "../../../core/checks";
import { assertRangeBand, type RangeBand } from "./fire-profile";
import type { Signature } from "./visibility";

export type AmmoType = "standard" | "pellets" | "bullets" | "slugs" | "DS" | "HE" | "HEAP" | "KEAP" | "flechette" | "smoke";

/** "Trg": one number, or single shot / automatic; flechette rounds attack an area instead. */
export type Targets = { readonly single: number; readonly auto: number | null } | { readonly areaM: number };

/** One printed row: an ammunition type of a weapon. */
export interface AmmoRow {
  readonly ammo: AmmoType;
  /** Rounds in a magazine, shots in a power pack, or a belt/hopper as printed ("120/3"). */
  readonly magazine: number | "unlimited" | string;
  /** Difficult, formidable, impossible columns (ruling STR-1); fewer where the text prints fewer. */
  readonly bands: readonly RangeBand[];
  readonly damage: number;
  readonly signature: Signature;
  readonly targets: Targets;
  /** Loaded magazine (power pack, belt) weight in kg, null where the text leaves it blank. */
  readonly magazineWeightKg: number | null;
  readonly magazinePriceCr: number | null;
  /** Note numbers as printed; their meaning depends on the table. */
  readonly notes: readonly number[];
}

export const WEAPON_TABLES = ["slugThrower", "energy", "crewServed"] as const;
export type WeaponTable = (typeof WEAPON_TABLES)[number];

export interface Weapon {
  readonly id: string;
  /** Localisation key of the name. */
  readonly label: string;
  readonly table: WeaponTable;
  readonly tl: number;
  readonly weightKg: number | null;
  readonly priceCr: number | null;
  readonly rows: readonly AmmoRow[];
  /** Crew-served only: SET UP in friendly movement phases (Striker 6.D.1). */
  readonly setUp?: number | null;
}

/** A range column: "300(3)+2" is r(300, 3, 2); "C(1)" is r("C", 1). */
export function r(range: number | "C", penetration: number, autofire = 0): RangeBand {
  const band = { range, penetration, autofire };
  assertRangeBand(band);
  return band;
}

/** "Trg" column: t(1) or t(1, 2) for "1/2". */
export function t(single: number, auto: number | null = null): Targets {
  whole(single, "single", 0);
  if (auto !== null) whole(auto, "auto", 0);
  return { single, auto };
}

/** The localisation key of a weapon's name. */
export function weaponLabel(id: string): string {
  text(id, "id");
  return `STARSKIRMISH.Striker.Weapon.${id}`;
}

/** The greater number of targets: the introductory game always uses automatic fire (8.A.1.a.2). */
export function maxTargets(targets: Targets): number {
  assertTargets(targets, "targets");
  // An area attack takes every team in the area, however many.
  return "areaM" in targets ? Number.MAX_SAFE_INTEGER : Math.max(targets.single, targets.auto ?? 0);
}

/** Throws a RangeError naming the field unless `targets` is a "Trg" entry: numbers, or an area. */
export function assertTargets(targets: Targets, field: string): void {
  record(targets, field);
  if ("areaM" in targets) {
    finite(targets.areaM, `${field}.areaM`);
    return;
  }
  whole(targets.single, `${field}.single`, 0);
  if (targets.auto !== null) whole(targets.auto, `${field}.auto`, 0);
}

/** Throws a RangeError naming the field unless `row` is a whole printed ammunition row. */
export function assertAmmoRow(row: AmmoRow, field: string): void {
  record(row, field);
  text(row.ammo, `${field}.ammo`);
  if (typeof row.magazine !== "string") finite(row.magazine, `${field}.magazine`);
  list(row.bands, `${field}.bands`).forEach((b, i) => assertRangeBand(b, `${field}.bands[${i}]`));
  whole(row.damage, `${field}.damage`, 0);
  text(row.signature, `${field}.signature`);
  assertTargets(row.targets, `${field}.targets`);
  if (row.magazineWeightKg !== null) finite(row.magazineWeightKg, `${field}.magazineWeightKg`);
  if (row.magazinePriceCr !== null) finite(row.magazinePriceCr, `${field}.magazinePriceCr`);
  list(row.notes, `${field}.notes`).forEach((n, i) => finite(n, `${field}.notes[${i}]`));
}

/** Throws a RangeError naming the field unless `weapon` is a whole weapon of the tables. */
export function assertWeapon(weapon: Weapon): void {
  record(weapon, "weapon");
  text(weapon.id, "weapon.id");
  text(weapon.label, "weapon.label");
  oneOf(weapon.table, "weapon.table", WEAPON_TABLES);
  finite(weapon.tl, "weapon.tl");
  if (weapon.weightKg !== null) finite(weapon.weightKg, "weapon.weightKg");
  if (weapon.priceCr !== null) finite(weapon.priceCr, "weapon.priceCr");
  if (weapon.setUp !== undefined && weapon.setUp !== null) whole(weapon.setUp, "weapon.setUp", 0);
  list(weapon.rows, "weapon.rows").forEach((row, i) => assertAmmoRow(row, `weapon.rows[${i}]`));
}
