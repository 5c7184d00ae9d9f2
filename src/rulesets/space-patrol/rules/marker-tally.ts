/**
 * Markers landing on one target over several hits (ruling SP-9: one at most of a single marker),
 * counted against the target's markers before the first hit without a copy per hit.
 */
import { counts as checkedCounts } from "../../../core/checks";
import { markerLimit, type MarkerCounts } from "../../../core/markers";
import { SPACE_PATROL_MARKERS } from "./markers";

const NONE: readonly string[] = [];

/**
 * Every Space Patrol marker by a small index, with its SP-9 limit, so a tally compares numbers.
 * The ids are read back as an object's keys: the marker builder makes each id by joining strings,
 * and a joined string is compared and used as a key by its characters (hashed on every store into
 * `after`), while a key string is one shared copy compared by identity.
 */
const MARKER_IDS: readonly string[] = Object.keys(Object.fromEntries(SPACE_PATROL_MARKERS.map((d) => [d.id, 0])));
const MARKER_LIMITS: readonly number[] = SPACE_PATROL_MARKERS.map(markerLimit);
const MARKER_INDEX: ReadonlyMap<string, number> = new Map(MARKER_IDS.map((id, i) => [id, i]));

/** The index of a marker id, or an error naming it. */
export function markerIndex(id: string): number {
  const index = MARKER_INDEX.get(id);
  if (index === undefined) throw new RangeError(`Unknown Space Patrol marker "${id}"`);
  return index;
}

/**
 * A tally's state: per marker met, [marker index, count before the first hit, additions], flat.
 * A hit names one to three markers, so a lookup is a short scan of small numbers, no record lookup.
 */
export type TallySlots = number[];

/** After placeRow stopped a marker: the ids that landed and those the limits stopped. */
export interface PlacedRow {
  readonly added: readonly string[];
  readonly blocked: readonly string[];
}

/**
 * Places one of each marker onto a tally over `base` within its limit (SP-9: a second single
 * marker adds nothing), the ids' indexes known. Null when every id landed, else what landed and
 * what was stopped (an object only then). One flat loop: a fire action runs it for every hit.
 */
export function placeRow(slots: TallySlots, base: MarkerCounts, ids: readonly string[], markers: readonly number[]): PlacedRow | null {
  let added: string[] | undefined;
  let blocked: string[] | undefined;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const marker = markers[i] as number;
    let k = 0;
    while (k < slots.length && slots[k] !== marker) k += SLOT;
    // met for the first time: its count before the first hit
    if (k === slots.length) slots.push(marker, scanCount(base, id), 0);
    const adds = slots[k + 2] as number;
    if ((slots[k + 1] as number) + adds < (MARKER_LIMITS[marker] as number)) {
      slots[k + 2] = adds + 1;
      if (added) added.push(id);
    } else if (blocked) {
      blocked.push(id);
    } else {
      // the lists made at their size: a damage row names its limited marker last, so they rarely grow
      blocked = [id];
      added = ids.slice(0, i);
    }
  }
  return blocked ? { added: added as string[], blocked } : null;
}

/** The counts with every marker the tally placed; `base` itself when none landed. */
export function tallyCounts(base: MarkerCounts, slots: TallySlots): MarkerCounts {
  let landed = false;
  for (let k = 2; k < slots.length && !landed; k += SLOT) landed = (slots[k] as number) > 0;
  if (!landed) return base;
  // the base was checked when the tally was made
  const out: Record<string, number> = {};
  for (const id in base) out[id] = base[id] as number;
  for (let k = 0; k < slots.length; k += SLOT) {
    const adds = slots[k + 2] as number;
    if (adds > 0) out[MARKER_IDS[slots[k] as number] as string] = (slots[k + 1] as number) + adds;
  }
  return out;
}

/**
 * Markers placed over several hits on one target, read against its counts before the first hit,
 * so the SP-9 limits hold across the hits without copying the counts for each one (placeRow).
 */
export class MarkerTally {
  private readonly base: MarkerCounts;
  private readonly slots: TallySlots;
  /** After a place() that returned true: the ids that landed and those the limits stopped. */
  lastAdded: readonly string[];
  lastBlocked: readonly string[];

  // set here rather than as field initialisers: one tally per target of every fire action
  constructor(base: MarkerCounts) {
    this.base = checkedCounts(base, "markers");
    this.slots = [];
    this.lastAdded = NONE;
    this.lastBlocked = NONE;
  }

  /** The count of a marker now. */
  count(id: string): number {
    const marker = MARKER_INDEX.get(id);
    const slots = this.slots;
    for (let k = 0; k < slots.length; k += SLOT) if (slots[k] === marker) return (slots[k + 1] as number) + (slots[k + 2] as number);
    return scanCount(this.base, id);
  }

  /**
   * Places one of each marker within its limit (SP-9: a second single marker adds nothing).
   * Returns whether any was stopped; only then are lastAdded and lastBlocked set, otherwise every
   * id landed.
   */
  place(ids: readonly string[]): boolean {
    return this.placeIndexed(ids, ids.map(markerIndex));
  }

  /** As place, with the ids' indexes known (a damage row's, read at load). */
  placeIndexed(ids: readonly string[], markers: readonly number[]): boolean {
    const placed = placeRow(this.slots, this.base, ids, markers);
    if (placed === null) return false;
    this.lastAdded = placed.added;
    this.lastBlocked = placed.blocked;
    return true;
  }

  /** The counts with every placed marker; the starting object itself when nothing was placed. */
  counts(): MarkerCounts {
    return tallyCounts(this.base, this.slots);
  }
}

const SLOT = 3;

/** A writable copy of marker counts (a plain loop: object spread is several times slower here). */
export function copyCounts(counts: MarkerCounts): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in checkedCounts(counts, "markers")) out[id] = counts[id] as number;
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
