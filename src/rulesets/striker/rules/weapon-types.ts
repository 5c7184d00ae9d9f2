/**
 * Shapes of the weapon tables (Striker, WEAPONS): one row per ammunition type with the text's
 * columns, and helpers that keep the data files close to the printed rows.
 */
import type { RangeBand } from "./fire-profile";
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

export type WeaponTable = "slugThrower" | "energy" | "crewServed";

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
  return { range, penetration, autofire };
}

/** "Trg" column: t(1) or t(1, 2) for "1/2". */
export function t(single: number, auto: number | null = null): Targets {
  return { single, auto };
}

/** The localisation key of a weapon's name. */
export function weaponLabel(id: string): string {
  return `STARSKIRMISH.Striker.Weapon.${id}`;
}

/** The greater number of targets: the introductory game always uses automatic fire (8.A.1.a.2). */
export function maxTargets(targets: Targets): number {
  // An area attack takes every team in the area, however many.
  return "areaM" in targets ? Number.MAX_SAFE_INTEGER : Math.max(targets.single, targets.auto ?? 0);
}
