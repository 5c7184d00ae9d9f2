/**
 * The fire actions' hot path (Guide 6.6, 6.14, 6.15, 7.8, 7.12; rulings SP-8, SP-9): the damage
 * tables ready for hits, and every hit of one weapon on one target with its markers tallied. Not
 * among the rules module's exports (index.ts): damage.ts is the checked way in.
 */
import { MAX_DICE_PER_ROLL, type DiceSource } from "../../../core/dice";
import type { MarkerCounts } from "../../../core/markers";
import { assertDamageRows } from "./damage-rows";
import type { DamageResult } from "./damage";
import { DAMAGE_TABLES, DamageTableReader, damageTableReader, type DamageRow, type DamageTableName } from "./damage-tables";
import { markerIndex, placeRow, type TallySlots } from "./marker-tally";

export const NO_MARKERS: readonly string[] = [];

/** Guide 6.14: three dice a hit (DAMAGE_DICE_COUNT), so no more hits than dice one roll may ask for. */
const MAX_HITS = Math.floor(MAX_DICE_PER_ROLL / 3);

/** Throws unless a count of hits is a whole number one roll can take. */
export function assertHitCount(hits: number): void {
  if (!Number.isInteger(hits) || hits < 0 || hits > MAX_HITS) throw new RangeError(`Hits must be a whole number from 0 to ${MAX_HITS}, not ${hits}`);
}

/** A damage table ready for hits: its reader and each row's markers as indexes, built at load. */
export interface HitTable {
  readonly reader: DamageTableReader;
  readonly markers: readonly (readonly number[])[];
}

const HIT_TABLES: Readonly<Record<DamageTableName, HitTable>> = {
  individual: buildHitTable("individual"),
  vehicle: buildHitTable("vehicle"),
  spacecraft: buildHitTable("spacecraft"),
};

function buildHitTable(table: DamageTableName, rows?: readonly DamageRow[]): HitTable {
  const reader = rows === undefined ? damageTableReader(table) : new DamageTableReader(table, rows);
  return { reader, markers: reader.rows.map((row) => row.markers.map(markerIndex)) };
}

/** Hit tables built from outside rows, per table, keyed by the rows array itself. */
const OUTSIDE_HIT_TABLES: Readonly<Record<DamageTableName, WeakMap<readonly DamageRow[], HitTable>>> = {
  individual: new WeakMap(),
  vehicle: new WeakMap(),
  spacecraft: new WeakMap(),
};

/** A table's hit table: the built-in rows', or outside rows' checked and indexed once per array. */
export function hitTable(table: DamageTableName, rows?: readonly DamageRow[]): HitTable {
  // a name Object.prototype has ("constructor") finds no reader there
  const found: HitTable | undefined = HIT_TABLES[table];
  if (found?.reader === undefined) throw new RangeError(`Unknown damage table "${String(table)}"`);
  if (rows === undefined || rows === DAMAGE_TABLES[table]) return found;
  const cache = OUTSIDE_HIT_TABLES[table];
  let built = cache.get(rows);
  if (!built) {
    // refused rather than read wrongly: a gap or an unknown marker would misplace results
    assertDamageRows(table, rows);
    built = buildHitTable(table, rows);
    cache.set(rows, built);
  }
  return built;
}

/** checkedDie's test of a face, for a source already checked. */
export function face(value: number, sides: number): number {
  if (!Number.isInteger(value) || value < 1 || value > sides) throw new RangeError(`A d${sides} cannot show ${value}`);
  return value;
}

/** One hit's result; every result has the same fields, `after` included, so readers see one object shape. */
export function damageResult(
  a: number,
  b: number,
  c: number,
  modifier: number,
  row: DamageRow,
  added: readonly string[],
  blocked: readonly string[],
  after: MarkerCounts | undefined,
): DamageResult {
  const roll = a + b + c;
  return { dice: [a, b, c], roll, modifier, total: roll + modifier, row, markersToAdd: added, markersBlocked: blocked, conditions: row.conditions, after };
}

/**
 * Every hit of one weapon on one target, the die and modifier already checked and the dice source
 * checked when there are hits: per hit three dice, a row read by index, its markers placed on the
 * tally over `base` (when the target's markers were given) and the result. One flat loop.
 */
export function rollHits(on: HitTable, sides: number, modifier: number, dice: DiceSource, hits: number, base: MarkerCounts | undefined, slots: TallySlots | undefined): DamageResult[] {
  // sized up front: no array growth per target
  const results = new Array<DamageResult>(hits);
  const { reader, markers } = on;
  for (let h = 0; h < hits; h++) {
    const a = face(dice.die(sides), sides);
    const b = face(dice.die(sides), sides);
    const c = face(dice.die(sides), sides);
    const index = reader.index(a + b + c + modifier);
    const row = reader.rows[index] as DamageRow;
    const placed = slots === undefined ? null : placeRow(slots, base as MarkerCounts, row.markers, markers[index] as readonly number[]);
    results[h] = placed === null ? damageResult(a, b, c, modifier, row, row.markers, NO_MARKERS, undefined) : damageResult(a, b, c, modifier, row, placed.added, placed.blocked, undefined);
  }
  return results;
}
