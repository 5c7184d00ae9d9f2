/**
 * Armour values (Striker 8.B.2-3): the cover table, the armour thickness table, combining two
 * armours, and bracketed armour (ruling STR-5).
 */
import { keyOf, oneOf, record } from "../../../core/checks";

/** Striker 8.B.3 Armor Rating Table: armour value -> cm of hard steel. */
export const ARMOUR_THICKNESS_CM = [
  { value: 1, cm: 0.25 },
  { value: 2, cm: 0.5 },
  { value: 3, cm: 0.75 },
  { value: 4, cm: 1.0 },
  { value: 5, cm: 1.25 },
  { value: 6, cm: 1.5 },
  { value: 7, cm: 1.75 },
  { value: 8, cm: 2.0 },
  { value: 9, cm: 2.25 },
  { value: 10, cm: 2.5 },
  { value: 11, cm: 2.75 },
  { value: 12, cm: 3.0 },
  { value: 13, cm: 3.25 },
  { value: 14, cm: 3.54 },
  { value: 15, cm: 3.86 },
  { value: 16, cm: 4.2 },
  { value: 17, cm: 4.59 },
  { value: 18, cm: 5.0 },
  { value: 19, cm: 5.45 },
  { value: 20, cm: 5.95 },
  { value: 21, cm: 6.48 },
  { value: 22, cm: 7.07 },
] as const satisfies readonly { value: number; cm: number }[];

/** Ruling STR-4: the table ends at 22; higher values combine as 22. */
export const MAX_TABLE_ARMOUR = 22;

/** Striker 8.B.2 COVER TABLE: armour of cover by the team's status. */
export const COVER_ARMOUR = {
  building: { hidden: 8, concealed: 4 },
  forest: { hidden: 7, concealed: 3 },
} as const satisfies Record<string, { hidden: number; concealed: number }>;

export type CoverTerrain = keyof typeof COVER_ARMOUR;
export type CoverStatus = "hidden" | "concealed";

function assertArmour(value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`Armour must be a whole number of 0 or more, not ${value}`);
}

/** Thickness in cm of an armour value; 0 is none, above 22 reads as 22 (ruling STR-4). */
export function armourToCm(value: number): number {
  assertArmour(value);
  if (value === 0) return 0;
  const row = ARMOUR_THICKNESS_CM[Math.min(value, MAX_TABLE_ARMOUR) - 1];
  if (!row) throw new RangeError(`No thickness for armour ${value}`);
  return row.cm;
}

/** The highest armour value whose thickness does not exceed `cm` (Striker 8.B.3). */
export function cmToArmour(cm: number): number {
  if (!Number.isFinite(cm) || cm < 0) throw new RangeError(`Thickness must be 0 cm or more, not ${cm}`);
  let best = 0;
  // A small tolerance keeps sums such as 0.25 + 0.5 from missing 0.75 by rounding error.
  // The rows grow thicker down the table, so the first row too thick ends the search.
  for (const row of ARMOUR_THICKNESS_CM) {
    if (row.cm > cm + 1e-9) break;
    best = row.value;
  }
  return best;
}

/**
 * Every pair of table values combined through their thicknesses, read once: cover is combined on
 * every hit. Values above 22 read as 22 (ruling STR-4), so the table covers every armour.
 */
const COMBINED_ARMOUR: readonly (readonly number[])[] = Array.from({ length: MAX_TABLE_ARMOUR + 1 }, (_, a) =>
  Array.from({ length: MAX_TABLE_ARMOUR + 1 }, (_, b) => cmToArmour(armourToCm(a) + armourToCm(b))),
);

/** Striker 8.B.3: two armours combined through their thicknesses. */
export function combineArmour(a: number, b: number): number {
  assertArmour(a);
  assertArmour(b);
  return COMBINED_ARMOUR[Math.min(a, MAX_TABLE_ARMOUR)]?.[Math.min(b, MAX_TABLE_ARMOUR)] ?? cmToArmour(armourToCm(a) + armourToCm(b));
}

/** Armour of cover for a team in it, or 0 if it is in the open. */
export function coverArmour(terrain: CoverTerrain | null, status: CoverStatus | "open"): number {
  if (terrain === null || status === "open") return 0;
  const row = typeof terrain === "string" && Object.hasOwn(COVER_ARMOUR, terrain) ? COVER_ARMOUR[terrain] : undefined;
  if (!row) throw new RangeError(`No cover value for "${String(terrain)}"`);
  return row[keyOf(status, "status", row)];
}

/** What kind of attack armour is read against (ruling STR-5). */
export const ATTACK_KINDS = ["melee", "slug", "energy"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/**
 * Personal armour with brackets (ruling STR-5): `general` protects against everything unless
 * `meleeOnly`; `energy` replaces it against energy weapons.
 */
export interface ArmourRating {
  readonly general: number;
  readonly energy?: number;
  readonly meleeOnly?: boolean;
}

/** Ruling STR-5: the armour value that counts against one kind of attack. */
export function armourAgainst(rating: ArmourRating, kind: AttackKind): number {
  record(rating, "rating");
  assertArmour(rating.general);
  if (rating.energy !== undefined) assertArmour(rating.energy);
  oneOf(kind, "kind", ATTACK_KINDS);
  if (kind === "energy" && rating.energy !== undefined) return rating.energy;
  if (rating.meleeOnly && kind !== "melee") return 0;
  // "Combat Armor [10]" is { general: 0, energy: 10 }: nothing against slugs.
  return rating.general;
}
