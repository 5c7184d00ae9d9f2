/**
 * Armour against penetration (Guide 6.13, ruling SP-8): which of a suit's three ratings an attack
 * meets, and the damage-roll modifier penetration minus armour, capped at +20 with no floor.
 */

import { record } from "../../../core/checks";

/** The kinds of attack the Guide names when it sorts attacks onto armour ratings (Guide 6.13, 8.5). */
export type AttackKind =
  | "melee"
  | "unarmed"
  | "natural"
  | "firearm"
  | "archery"
  | "armourPiercing"
  | "fragmentation"
  | "energy"
  | "highExplosive"
  | "concussion"
  | "fire"
  | "radiation"
  | "nbc";

/** A personal armour's three ratings (Guide 6.13). */
export interface PersonalArmour {
  readonly hand: number;
  readonly bullets: number;
  readonly energy: number;
}

export type ArmourRating = keyof PersonalArmour;

/** Guide 6.13 / SP-8: the rating each attack kind meets; NBC meets none (Guide 8.5). */
export const ARMOUR_RATING_FOR_ATTACK = {
  melee: "hand",
  unarmed: "hand",
  natural: "hand",
  firearm: "bullets",
  archery: "bullets",
  armourPiercing: "bullets",
  fragmentation: "bullets",
  energy: "energy",
  highExplosive: "energy",
  concussion: "energy",
  fire: "energy",
  radiation: "energy",
  nbc: null,
} as const satisfies Record<AttackKind, ArmourRating | null>;

/**
 * The rating an attack kind meets, or undefined for a name that is none. A plain record read
 * rather than a Map (every hit's armour is read here, and a Map hashes the kind on each read); a
 * name Object.prototype has ("constructor") reads a function there, which is no rating.
 */
function ratingFor(attack: unknown): ArmourRating | null | undefined {
  const found: unknown = typeof attack === "string" ? (ARMOUR_RATING_FOR_ATTACK as Readonly<Record<string, unknown>>)[attack] : undefined;
  return typeof found === "string" || found === null ? (found as ArmourRating | null) : undefined;
}

/** Guide 6.13 / SP-8: at most +20 is added to a damage roll however much penetration beats armour. */
export const MAX_DAMAGE_MODIFIER = 20;

/** Whether a string names an attack kind. */
export function isAttackKind(value: unknown): value is AttackKind {
  return ratingFor(value) !== undefined;
}

/**
 * The armour value an attack meets. Vehicles and spacecraft have one value; a person's suit has
 * three and the attack kind picks one. NBC attacks ignore armour (Guide 8.5).
 */
export function armourAgainst(armour: number | PersonalArmour, attack: AttackKind): number {
  const rating = ratingFor(attack);
  if (rating === undefined) throw new RangeError(`Unknown attack kind "${String(attack)}"`);
  if (rating === null) return 0;
  const value = typeof armour === "number" ? armour : record(armour, "armour")[rating];
  assertWhole(value, "Armour");
  return value;
}

/** SP-8: penetration minus armour, never above +20 and with no lower limit. */
export function damageModifier(penetration: number, armour: number): number {
  assertWhole(penetration, "Penetration");
  assertWhole(armour, "Armour");
  return Math.min(MAX_DAMAGE_MODIFIER, penetration - armour);
}

function assertWhole(n: number, what: string): void {
  if (!Number.isInteger(n)) throw new RangeError(`${what} must be a whole number, not ${n}`);
}
