/**
 * Equipment bonuses (Guide 3.3, 3.5): a weapon's range entries written "range(penetration)+bonus"
 * per range band, the band a distance falls in with its DT, and the rule that a spacecraft
 * component's Drive or Rating Code is its equipment bonus.
 */

import { finite, oneOf, record } from "../../../core/checks";

/** Guide 3.5 / 6.6: the three range bands in order, each with its Difficulty Target. */
export const WEAPON_RANGE_BANDS = [
  { band: "effective", dt: 12 },
  { band: "long", dt: 16 },
  { band: "extreme", dt: 20 },
] as const satisfies readonly { band: string; dt: number }[];

export type WeaponRangeBand = (typeof WEAPON_RANGE_BANDS)[number]["band"];

/** One range band of a weapon: "30(5)+2" is range 30", penetration 5, bonus +2 (Guide 3.3). */
export interface WeaponRangeEntry {
  /** Longest distance, in inches, this band reaches. */
  readonly range: number;
  readonly penetration: number;
  /** The "+" number: the equipment bonus at this band; 0 when none is printed. */
  readonly bonus: number;
}

/** A ranged weapon's profile: an entry per band it has (a weapon may lack the longer bands). */
export type WeaponRangeProfile = Readonly<Partial<Record<WeaponRangeBand, WeaponRangeEntry>>>;

const ENTRY = /^\s*(\d+)\s*\(\s*(-?\d+)\s*\)\s*(?:([+-])\s*(\d+))?\s*$/;

/** Reads a range entry as printed in the weapon tables, e.g. "30(5)+2" or "60(3)". */
export function parseWeaponRangeEntry(text: string): WeaponRangeEntry {
  const m = ENTRY.exec(text);
  if (!m) throw new RangeError(`"${text}" is not a range entry like 30(5)+2`);
  const [, range, penetration, sign, bonus] = m;
  const plus = bonus === undefined ? 0 : Number(bonus) * (sign === "-" ? -1 : 1);
  return { range: Number(range), penetration: Number(penetration), bonus: plus };
}

/** The band a target at `distance` inches falls in, or null beyond the last band the weapon has. */
export function rangeBandAt(
  profile: WeaponRangeProfile,
  distance: number,
): { readonly band: WeaponRangeBand; readonly dt: number; readonly entry: WeaponRangeEntry } | null {
  if (!Number.isFinite(distance) || distance < 0) throw new RangeError(`Distance must be 0 or more, not ${distance}`);
  record(profile, "profile");
  for (const { band, dt } of WEAPON_RANGE_BANDS) {
    const entry = profile[band];
    if (entry !== undefined) checkEntry(entry, `profile.${band}`);
    if (entry && distance <= entry.range) return { band, dt, entry };
  }
  return null;
}

/** Guide 3.3: the equipment bonus a weapon adds at a band (0 if the band has no "+" number). */
export function weaponEquipmentBonus(profile: WeaponRangeProfile, band: WeaponRangeBand): number {
  record(profile, "profile");
  oneOf(band, "band", WEAPON_RANGE_BANDS.map((b) => b.band));
  const entry = profile[band];
  if (!entry) throw new RangeError(`This weapon has no ${band} range`);
  return checkEntry(entry, `profile.${band}`).bonus;
}

function checkEntry(entry: WeaponRangeEntry, field: string): WeaponRangeEntry {
  record(entry, field);
  finite(entry.range, `${field}.range`);
  finite(entry.penetration, `${field}.penetration`);
  finite(entry.bonus, `${field}.bonus`);
  return entry;
}

/**
 * Guide 3.3: a spacecraft component's Drive Code or Rating Code is its equipment bonus for tasks
 * that use it (an S-Drive of code 2 gives +2 to S-Drive tasks).
 */
export function componentEquipmentBonus(code: number): number {
  if (!Number.isInteger(code) || code < 0) throw new RangeError(`A Drive or Rating Code must be a whole number of 0 or more, not ${code}`);
  return code;
}

/** A task as the Guide writes it (Guide 3.4): "DT 16; Ship's Drive; S-Drive". */
export interface TaskFormat {
  readonly dt: number;
  /** The asset named, as written ("None"/"No Asset" become null). */
  readonly asset: string | null;
  /** The equipment named, as written ("None" becomes null). */
  readonly equipment: string | null;
}

/** Reads the standard task format of Guide 3.4; the separators vary in the text (";" or ","). */
export function parseTaskFormat(text: string): TaskFormat {
  const m = /^\s*DT\s*(\d+)\s*[;,]\s*([^;,]*?)\s*[;,]\s*([^;,]*?)\s*[;,.]?\s*$/i.exec(text);
  if (!m) throw new RangeError(`"${text}" is not a task like "DT 16; Ship's Drive; S-Drive"`);
  const [, dt, asset = "", equipment = ""] = m;
  const none = (s: string): string | null => (/^(none|no asset)?$/i.test(s) ? null : s);
  return { dt: Number(dt), asset: none(asset), equipment: none(equipment) };
}
