/**
 * Markers landing on one target over several hits (ruling SP-9: one at most of a single marker),
 * counted against the target's markers before the first hit without a copy per hit.
 */
import { counts as checkedCounts } from "../../../core/checks";
import { markerLimit, type MarkerCounts } from "../../../core/markers";
import { SPACE_PATROL_MARKERS } from "./markers";

const NONE: readonly string[] = [];

/** Every Space Patrol marker by a small index, with its SP-9 limit, so a tally compares numbers. */
const MARKER_IDS: readonly string[] = SPACE_PATROL_MARKERS.map((d) => d.id);
const MARKER_LIMITS: readonly number[] = SPACE_PATROL_MARKERS.map(markerLimit);
const MARKER_INDEX: ReadonlyMap<string, number> = new Map(MARKER_IDS.map((id, i) => [id, i]));

/** The index of a marker id, or an error naming it. */
export function markerIndex(id: string): number {
  const index = MARKER_INDEX.get(id);
  if (index === undefined) throw new RangeError(`Unknown Space Patrol marker "${id}"`);
  return index;
}

/**
 * Markers placed over several hits on one target, read against its counts before the first hit,
 * so the SP-9 limits hold across the hits without copying the counts for each one. It keeps the
 * markers it has met (a hit names one to three) in one flat list of small numbers, each with its
 * starting count and additions, so a hit costs a few number comparisons and no record lookups.
 */
export class MarkerTally {
  private readonly base: MarkerCounts;
  /** Per marker met: [marker index, starting count, additions], flat. */
  private readonly slots: number[];
  private placed: number;
  /** After a place() that returned true: the ids that landed and those the limits stopped. */
  lastAdded: readonly string[];
  lastBlocked: readonly string[];

  // set here rather than as field initialisers: one tally per target of every fire action
  constructor(base: MarkerCounts) {
    this.base = checkedCounts(base, "markers");
    this.slots = [];
    this.placed = 0;
    this.lastAdded = NONE;
    this.lastBlocked = NONE;
  }

  private slot(marker: number): number {
    const slots = this.slots;
    for (let k = 0; k < slots.length; k += SLOT) if (slots[k] === marker) return k;
    slots.push(marker, scanCount(this.base, MARKER_IDS[marker] as string), 0);
    return slots.length - SLOT;
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
   * id landed. (No object per call: this runs for every hit.)
   */
  place(ids: readonly string[]): boolean {
    return this.placeEach(ids, undefined);
  }

  /** As place, with the ids' indexes known (a damage row's, read at load). */
  placeIndexed(ids: readonly string[], markers: readonly number[]): boolean {
    return this.placeEach(ids, markers);
  }

  private placeEach(ids: readonly string[], markers: readonly number[] | undefined): boolean {
    let added: string[] | undefined;
    let blocked: string[] | undefined;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as string;
      if (this.add(markers ? (markers[i] as number) : markerIndex(id))) {
        if (added) added.push(id);
      } else {
        if (!blocked) {
          blocked = [];
          added = ids.slice(0, i);
        }
        blocked.push(id);
      }
    }
    if (!blocked) return false;
    this.lastAdded = added as string[];
    this.lastBlocked = blocked;
    return true;
  }

  /** Adds one marker unless its limit is reached; whether it landed. */
  private add(marker: number): boolean {
    const slots = this.slots;
    const k = this.slot(marker);
    const adds = slots[k + 2] as number;
    if ((slots[k + 1] as number) + adds >= (MARKER_LIMITS[marker] as number)) return false;
    slots[k + 2] = adds + 1;
    this.placed++;
    return true;
  }

  /** The counts with every placed marker; the starting object itself when nothing was placed. */
  counts(): MarkerCounts {
    if (this.placed === 0) return this.base;
    // the base was checked when the tally was made
    const out: Record<string, number> = {};
    for (const id in this.base) out[id] = this.base[id] as number;
    const slots = this.slots;
    for (let k = 0; k < slots.length; k += SLOT) {
      const adds = slots[k + 2] as number;
      if (adds > 0) out[MARKER_IDS[slots[k] as number] as string] = (slots[k + 1] as number) + adds;
    }
    return out;
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
