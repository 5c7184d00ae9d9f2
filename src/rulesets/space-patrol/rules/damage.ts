/**
 * One damage roll (Guide 6.14, 6.15, 7.12; ruling SP-8): 3d10 (3d8 for an unarmed strike on a
 * person) plus the capped penetration-minus-armour modifier, read on a table, then the row's
 * markers placed on the target within the one-at-most limits of ruling SP-9.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { markerLimit, type MarkerCounts, type MarkerDefinition } from "../../../core/markers";
import { armourAgainst, damageModifier, MAX_DAMAGE_MODIFIER, type AttackKind, type PersonalArmour } from "./armour";
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
  readonly after?: MarkerCounts | undefined;
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
 * As resolveDamage, but the markers go onto a tally kept over several hits on one target (no
 * copy of the counts per hit; `after` is left unset: read the tally at the end).
 */
export function resolveDamageInto(input: Omit<DamageInput, "current">, tally: MarkerTally): DamageResult {
  return rollDamage(input, tally);
}

function rollDamage(input: DamageInput, tally: MarkerTally | undefined): DamageResult {
  const attack = input.attack ?? "firearm";
  const modifier = input.unmodified ? 0 : damageModifier(input.penetration, armourAgainst(input.armour, attack));
  return rollWithModifier(input.table, damageDie(input.table, attack), modifier, input.dice, input.current, tally);
}

/** Guide 6.14: d8s for an unarmed strike on a person, d10s otherwise. */
export function damageDie(table: DamageTableName, attack: AttackKind): number {
  return table === "individual" && attack === "unarmed" ? UNARMED_DAMAGE_DIE : DAMAGE_DIE;
}

/**
 * A damage roll whose modifier (SP-8) is already known, for several hits of one weapon on one
 * target: the armour is chosen and the cap applied once, not per hit.
 */
export function rollDamageWithModifier(table: DamageTableName, sides: number, modifier: number, dice: DiceSource, tally?: MarkerTally): DamageResult {
  if (sides !== DAMAGE_DIE && sides !== UNARMED_DAMAGE_DIE) throw new RangeError(`Damage is rolled on d${DAMAGE_DIE} or d${UNARMED_DAMAGE_DIE}, not d${sides}`);
  if (!Number.isInteger(modifier) || modifier > MAX_DAMAGE_MODIFIER) throw new RangeError(`A damage modifier must be a whole number of at most ${MAX_DAMAGE_MODIFIER}, not ${modifier}`);
  return rollWithModifier(table, sides, modifier, dice, undefined, tally);
}

function rollWithModifier(
  table: DamageTableName,
  sides: number,
  modifier: number,
  dice: DiceSource,
  current: MarkerCounts | undefined,
  tally: MarkerTally | undefined,
): DamageResult {
  const a = checkedDie(dice, sides);
  const b = checkedDie(dice, sides);
  const c = checkedDie(dice, sides);
  const roll = a + b + c;
  const total = roll + modifier;
  const row = damageRow(table, total);
  const applied = current === undefined || tally ? undefined : placeMarkers(current, row.markers);
  let added: readonly string[] = row.markers;
  let blocked: readonly string[] = NONE;
  if (tally) {
    if (tally.place(row.markers)) {
      added = tally.lastAdded;
      blocked = tally.lastBlocked;
    }
  } else if (applied) {
    added = applied.added;
    blocked = applied.blocked;
  }
  // every result has the same fields, `after` included, so readers see one object shape
  return {
    dice: [a, b, c],
    roll,
    modifier,
    total,
    row,
    markersToAdd: added,
    markersBlocked: blocked,
    conditions: row.conditions,
    after: applied ? applied.after : undefined,
  };
}

export interface PlacedMarkers {
  readonly after: MarkerCounts;
  readonly added: readonly string[];
  readonly blocked: readonly string[];
}

/** Adds one of each marker to a target's counts, within each marker's limit (SP-9). */
export function placeMarkers(current: MarkerCounts, ids: readonly string[]): PlacedMarkers {
  if (ids.length === 0) return { after: current, added: NONE, blocked: NONE };
  const tally = new MarkerTally(current);
  const someBlocked = tally.place(ids);
  return { after: tally.counts(), added: someBlocked ? tally.lastAdded : ids, blocked: someBlocked ? tally.lastBlocked : NONE };
}

const LIMITS: ReadonlyMap<string, number> = new Map(SPACE_PATROL_MARKERS.map((d) => [d.id, markerLimit(d)]));

/**
 * Markers placed over several hits on one target, read against its counts before the first hit,
 * so the SP-9 limits hold across the hits without copying the counts for each one. It keeps the
 * marker ids it has met (a hit names one to three) in one flat list, each with its starting count,
 * limit and additions, so a hit costs a few comparisons and no record lookups.
 */
export class MarkerTally {
  private readonly base: MarkerCounts;
  /** Per id met: [id, starting count, limit, additions], flat. */
  private readonly slots: (string | number)[] = [];
  private placed = 0;
  /** After a place() that returned true: the ids that landed and those the limits stopped. */
  lastAdded: readonly string[] = NONE;
  lastBlocked: readonly string[] = NONE;

  constructor(base: MarkerCounts) {
    this.base = base;
  }

  private slot(id: string): number {
    const slots = this.slots;
    for (let i = 0; i < slots.length; i += SLOT) if (slots[i] === id) return i;
    const limit = LIMITS.get(id);
    if (limit === undefined) throw new RangeError(`Unknown Space Patrol marker "${id}"`);
    slots.push(id, scanCount(this.base, id), limit, 0);
    return slots.length - SLOT;
  }

  /** The count of a marker now. */
  count(id: string): number {
    const slots = this.slots;
    for (let i = 0; i < slots.length; i += SLOT) if (slots[i] === id) return (slots[i + 1] as number) + (slots[i + 3] as number);
    return scanCount(this.base, id);
  }

  /**
   * Places one of each marker within its limit (SP-9: a second single marker adds nothing).
   * Returns whether any was stopped; only then are lastAdded and lastBlocked set, otherwise every
   * id landed. (No object per call: this runs for every hit.)
   */
  place(ids: readonly string[]): boolean {
    const slots = this.slots;
    let added: string[] | undefined;
    let blocked: string[] | undefined;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as string;
      const k = this.slot(id);
      const adds = slots[k + 3] as number;
      if ((slots[k + 1] as number) + adds >= (slots[k + 2] as number)) {
        if (!blocked) {
          blocked = [];
          added = ids.slice(0, i);
        }
        blocked.push(id);
      } else {
        slots[k + 3] = adds + 1;
        this.placed++;
        if (added) added.push(id);
      }
    }
    if (!blocked) return false;
    this.lastAdded = added as string[];
    this.lastBlocked = blocked;
    return true;
  }

  /** The counts with every placed marker; the starting object itself when nothing was placed. */
  counts(): MarkerCounts {
    if (this.placed === 0) return this.base;
    const out = copyCounts(this.base);
    const slots = this.slots;
    for (let i = 0; i < slots.length; i += SLOT) {
      const adds = slots[i + 3] as number;
      if (adds > 0) out[slots[i] as string] = (slots[i + 1] as number) + adds;
    }
    return out;
  }
}

const SLOT = 4;

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

/**
 * markerCount by walking the record's keys. Marker records are small and come in many shapes, so
 * a walk is several times cheaper than a keyed lookup that misses; the result is the same.
 */
export function scanCount(counts: MarkerCounts, id: string): number {
  for (const key in counts) {
    if (key === id) {
      const n = counts[key];
      return n !== undefined && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
    }
  }
  return 0;
}
