/**
 * One damage roll (Guide 6.14, 6.15, 7.12; ruling SP-8): 3d10 (3d8 for an unarmed strike on a
 * person) plus the capped penetration-minus-armour modifier, read on a table, then the row's
 * markers placed on the target within the one-at-most limits of ruling SP-9.
 */
import { counts as checkedCounts, diceSource, list, record } from "../../../core/checks";
import { checkedDie, type DiceSource } from "../../../core/dice";
import type { MarkerCounts, MarkerDefinition } from "../../../core/markers";
import { armourAgainst, damageModifier, MAX_DAMAGE_MODIFIER, type AttackKind, type PersonalArmour } from "./armour";
import { assertHitCount, damageResult, face, hitTable, NO_MARKERS, type HitTable } from "./damage-hits";
import type { DamageCondition, DamageRow, DamageTableName } from "./damage-tables";
import { MarkerTally } from "./marker-tally";
import { SPACE_PATROL_MARKERS } from "./markers";

export { copyCounts, MarkerTally, scanCount } from "./marker-tally";

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
  /** The table's rows when they come from outside (a GM's edited table); the built-in rows otherwise. */
  readonly rows?: readonly DamageRow[] | undefined;
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
  readonly after?: MarkerCounts | undefined;
}


const DEFINITIONS: ReadonlyMap<string, MarkerDefinition> = new Map(SPACE_PATROL_MARKERS.map((d) => [d.id, d]));
const NONE = NO_MARKERS;

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
 * As resolveDamage, but the markers go onto a tally kept over several hits on one target (no
 * copy of the counts per hit; `after` is left unset: read the tally at the end).
 */
export function resolveDamageInto(input: Omit<DamageInput, "current">, tally: MarkerTally): DamageResult {
  checkedTally(tally);
  return rollDamage(input, tally);
}

function rollDamage(input: DamageInput, tally: MarkerTally | undefined): DamageResult {
  record(input, "input");
  if (input.current !== undefined) checkedCounts(input.current, "current");
  const attack = input.attack ?? "firearm";
  const modifier = input.unmodified ? 0 : damageModifier(input.penetration, armourAgainst(input.armour, attack));
  return rollWithModifier(hitTable(input.table, input.rows), damageDie(input.table, attack), modifier, input.dice, input.current, tally);
}

/** Guide 6.14: d8s for an unarmed strike on a person, d10s otherwise. */
export function damageDie(table: DamageTableName, attack: AttackKind): number {
  return table === "individual" && attack === "unarmed" ? UNARMED_DAMAGE_DIE : DAMAGE_DIE;
}

/**
 * A damage roll whose modifier (SP-8) is already known, for several hits of one weapon on one
 * target: the armour is chosen and the cap applied once, not per hit.
 */
export function rollDamageWithModifier(
  table: DamageTableName,
  sides: number,
  modifier: number,
  dice: DiceSource,
  tally?: MarkerTally,
  rows?: readonly DamageRow[],
): DamageResult {
  assertKnownModifier(sides, modifier);
  if (tally !== undefined) checkedTally(tally);
  return rollWithModifier(hitTable(table, rows), sides, modifier, dice, undefined, tally);
}

/**
 * Every hit of one weapon on one target (SP-8), the markers going onto the target's tally: the
 * die, modifier and table are checked and looked up once per target. Hot path: per hit only the
 * three dice, a row read by index and the result itself. `rows` from outside are checked and
 * indexed once per array (kept by identity), so passing the same rows again costs a lookup.
 */
export function rollDamageHits(
  table: DamageTableName,
  sides: number,
  modifier: number,
  dice: DiceSource,
  tally: MarkerTally | undefined,
  hits: number,
  rows?: readonly DamageRow[],
): DamageResult[] {
  assertKnownModifier(sides, modifier);
  assertHitCount(hits);
  if (tally !== undefined) checkedTally(tally);
  const on = hitTable(table, rows);
  // the source is checked once, as checkedDie would before the first die; each face as it comes
  if (hits > 0) diceSource(dice, "dice");
  // sized up front: no array growth per target
  const results = new Array<DamageResult>(hits);
  for (let h = 0; h < hits; h++) {
    const a = face(dice.die(sides), sides);
    const b = face(dice.die(sides), sides);
    const c = face(dice.die(sides), sides);
    results[h] = readDamage(on, a, b, c, modifier, undefined, tally);
  }
  return results;
}

function checkedTally(tally: MarkerTally): void {
  if (!(tally instanceof MarkerTally)) throw new RangeError("tally must be a MarkerTally");
}

function assertKnownModifier(sides: number, modifier: number): void {
  if (sides !== DAMAGE_DIE && sides !== UNARMED_DAMAGE_DIE) throw new RangeError(`Damage is rolled on d${DAMAGE_DIE} or d${UNARMED_DAMAGE_DIE}, not d${sides}`);
  if (!Number.isInteger(modifier) || modifier > MAX_DAMAGE_MODIFIER) throw new RangeError(`A damage modifier must be a whole number of at most ${MAX_DAMAGE_MODIFIER}, not ${modifier}`);
}

function rollWithModifier(
  on: HitTable,
  sides: number,
  modifier: number,
  dice: DiceSource,
  current: MarkerCounts | undefined,
  tally: MarkerTally | undefined,
): DamageResult {
  const a = checkedDie(dice, sides);
  const b = checkedDie(dice, sides);
  const c = checkedDie(dice, sides);
  return readDamage(on, a, b, c, modifier, current, tally);
}

/** Reads three checked dice and a whole-number modifier on a table and places the row's markers. */
function readDamage(
  on: HitTable,
  a: number,
  b: number,
  c: number,
  modifier: number,
  current: MarkerCounts | undefined,
  tally: MarkerTally | undefined,
): DamageResult {
  const roll = a + b + c;
  const total = roll + modifier;
  const index = on.reader.index(total);
  const row = on.reader.rows[index] as DamageRow;
  const applied = current === undefined || tally ? undefined : placeMarkers(current, row.markers);
  let added: readonly string[] = row.markers;
  let blocked: readonly string[] = NONE;
  if (tally) {
    if (tally.placeIndexed(row.markers, on.markers[index] as readonly number[])) {
      added = tally.lastAdded;
      blocked = tally.lastBlocked;
    }
  } else if (applied) {
    added = applied.added;
    blocked = applied.blocked;
  }
  return damageResult(a, b, c, modifier, row, added, blocked, applied ? applied.after : undefined);
}

export interface PlacedMarkers {
  readonly after: MarkerCounts;
  readonly added: readonly string[];
  readonly blocked: readonly string[];
}

/** Adds one of each marker to a target's counts, within each marker's limit (SP-9). */
export function placeMarkers(current: MarkerCounts, ids: readonly string[]): PlacedMarkers {
  checkedCounts(current, "current");
  if (list(ids, "ids").length === 0) return { after: current, added: NONE, blocked: NONE };
  const tally = new MarkerTally(current);
  const someBlocked = tally.place(ids);
  return { after: tally.counts(), added: someBlocked ? tally.lastAdded : ids, blocked: someBlocked ? tally.lastBlocked : NONE };
}

/** Whether any of the conditions takes the target out of the fight for good in this battle. */
export function isOutOfAction(conditions: readonly DamageCondition[]): boolean {
  return list(conditions, "conditions").includes("dead") || conditions.includes("wrecked") || conditions.includes("explodes");
}
