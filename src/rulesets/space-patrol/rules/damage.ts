/**
 * One damage roll (Guide 6.14, 6.15, 7.12; ruling SP-8): 3d10 (3d8 for an unarmed strike on a
 * person) plus the capped penetration-minus-armour modifier, read on a table, then the row's
 * markers placed on the target within the one-at-most limits of ruling SP-9.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { adjustedCount, markerCount, type MarkerCounts, type MarkerDefinition } from "../../../core/markers";
import { armourAgainst, damageModifier, type AttackKind, type PersonalArmour } from "./armour";
import { damageRow, type DamageCondition, type DamageRow, type DamageTableName } from "./damage-tables";
import { SPACE_PATROL_MARKERS } from "./markers";

/** Guide 6.14: three dice are rolled for damage. */
export const DAMAGE_DICE_COUNT = 3;
/** Guide 6.14: d10s normally, d8s for unarmed strikes on the individual table. */
export const DAMAGE_DIE = 10;
export const UNARMED_DAMAGE_DIE = 8;

export interface DamageInput {
  readonly table: DamageTableName;
  readonly penetration: number;
  /** One value for vehicles and spacecraft, or a suit's three ratings (then `attack` picks one). */
  readonly armour: number | PersonalArmour;
  /** What kind of attack this is (Guide 6.13); defaults to a firearm. NBC ignores armour. */
  readonly attack?: AttackKind;
  /** Roll with no penetration or armour at all (spacecraft Crew Damage, crashes: Guide 7.5, 7.12). */
  readonly unmodified?: boolean;
  readonly dice: DiceSource;
  /** The target's markers before this hit; when given, SP-9 limits are applied and `after` is set. */
  readonly current?: MarkerCounts;
}

export interface DamageResult {
  readonly dice: readonly number[];
  /** Sum of the dice. */
  readonly roll: number;
  /** SP-8: penetration - armour, at most +20. */
  readonly modifier: number;
  readonly total: number;
  readonly row: DamageRow;
  /** Marker ids that actually land (a second Morale or Stun on a target that has one does not). */
  readonly markersToAdd: readonly string[];
  /** Marker ids the row names that the SP-9 limits stopped. */
  readonly markersBlocked: readonly string[];
  readonly conditions: readonly DamageCondition[];
  /** The target's markers after the hit, when `current` was given. */
  readonly after?: MarkerCounts;
}

const DEFINITIONS: ReadonlyMap<string, MarkerDefinition> = new Map(SPACE_PATROL_MARKERS.map((d) => [d.id, d]));
const NONE: readonly string[] = [];

/** The marker definition for an id, or an error naming it. */
export function spaceMarkerDefinition(id: string): MarkerDefinition {
  const def = DEFINITIONS.get(id);
  if (!def) throw new RangeError(`Unknown Space Patrol marker "${id}"`);
  return def;
}

/** Rolls and reads one damage result. */
export function resolveDamage(input: DamageInput): DamageResult {
  return rollDamage(input, undefined);
}

/**
 * As resolveDamage, but places the markers straight into `counts`, a writable record the caller
 * owns (no copy per hit; `after` is left unset). For several hits on one target in a row.
 */
export function resolveDamageInto(input: Omit<DamageInput, "current">, counts: Record<string, number>): DamageResult {
  return rollDamage(input, counts);
}

function rollDamage(input: DamageInput, into: Record<string, number> | undefined): DamageResult {
  const attack = input.attack ?? "firearm";
  const sides = input.table === "individual" && attack === "unarmed" ? UNARMED_DAMAGE_DIE : DAMAGE_DIE;
  const modifier = input.unmodified ? 0 : damageModifier(input.penetration, armourAgainst(input.armour, attack));
  const a = checkedDie(input.dice, sides);
  const b = checkedDie(input.dice, sides);
  const c = checkedDie(input.dice, sides);
  const roll = a + b + c;
  const total = roll + modifier;
  const row = damageRow(input.table, total);
  const placed = into ? placeMarkersInto(into, row.markers) : input.current === undefined ? undefined : placeMarkers(input.current, row.markers);
  const result: { -readonly [K in keyof DamageResult]: DamageResult[K] } = {
    dice: [a, b, c],
    roll,
    modifier,
    total,
    row,
    markersToAdd: placed ? placed.added : row.markers,
    markersBlocked: placed ? placed.blocked : NONE,
    conditions: row.conditions,
  };
  if (placed && !into) result.after = placed.after;
  return result;
}

export interface PlacedMarkers {
  readonly after: MarkerCounts;
  readonly added: readonly string[];
  readonly blocked: readonly string[];
}

/** Adds one of each marker to a target's counts, within each marker's limit (SP-9). */
export function placeMarkers(current: MarkerCounts, ids: readonly string[]): PlacedMarkers {
  if (ids.length === 0) return { after: current, added: NONE, blocked: NONE };
  return placeMarkersInto(copyCounts(current), ids);
}

/** As placeMarkers, writing into a record the caller owns. */
export function placeMarkersInto(after: Record<string, number>, ids: readonly string[]): PlacedMarkers {
  if (ids.length === 0) return { after, added: NONE, blocked: NONE };
  const added: string[] = [];
  let blocked: string[] | undefined;
  for (const id of ids) {
    const def = spaceMarkerDefinition(id);
    const before = markerCount(after, id);
    const next = adjustedCount(def, before, 1);
    if (next === before) (blocked ??= []).push(id);
    else {
      after[id] = next;
      added.push(id);
    }
  }
  return { after, added, blocked: blocked ?? NONE };
}

/** Whether any of the conditions takes the target out of the fight for good in this battle. */
export function isOutOfAction(conditions: readonly DamageCondition[]): boolean {
  return conditions.includes("dead") || conditions.includes("wrecked") || conditions.includes("explodes");
}

/** A writable copy of marker counts (a plain loop: object spread is several times slower here). */
export function copyCounts(counts: MarkerCounts): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in counts) out[id] = counts[id] as number;
  return out;
}
