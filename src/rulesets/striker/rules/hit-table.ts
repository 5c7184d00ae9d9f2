/**
 * The Striker hit table (Striker 8.A.1.b.3): modified 2D6 row against difficulty profile column
 * gives hits, "M" (no hit, but a morale check) or nothing.
 */
import type { DifficultyId } from "./difficulty";

/** One cell: a number of hits, a morale check only, or no effect. */
export type HitCell = number | "M" | "-";

/** The table's columns, left to right. */
export const HIT_TABLE_COLUMNS = [
  "simple",
  "routine",
  "difficult",
  "formidable",
  "impossible",
  "impossible+1",
  "impossible+2",
] as const satisfies readonly DifficultyId[];

/** Striker 8.A.1.b.3 HIT TABLE: each row applies from `minRoll` up; the last row is "23+". */
export const HIT_TABLE = [
  { minRoll: 3, cells: [1, "M", "-", "-", "-", "-", "-"] },
  { minRoll: 7, cells: [2, 1, "M", "-", "-", "-", "-"] },
  { minRoll: 11, cells: [3, 2, 1, "M", "-", "-", "-"] },
  { minRoll: 15, cells: [4, 3, 2, 1, "M", "-", "-"] },
  { minRoll: 19, cells: [5, 4, 3, 2, 1, "M", "-"] },
  { minRoll: 23, cells: [6, 5, 4, 3, 2, 1, "M"] },
] as const satisfies readonly { minRoll: number; cells: readonly HitCell[] }[];

/** Striker 8.A.1.b.3: the most hits one cell of the hit table gives. */
export const MAX_TABLE_HITS = Math.max(...HIT_TABLE.flatMap((row) => row.cells.map((c: HitCell) => (typeof c === "number" ? c : 0))));

/** What one cell means for the target team. */
export interface HitOutcome {
  readonly cell: HitCell;
  readonly hits: number;
  /** Striker 8.A.1.b: any hit or an "M" calls for a morale check. */
  readonly moraleCheck: boolean;
}

function outcomeOf(cell: HitCell): HitOutcome {
  const hits = typeof cell === "number" ? cell : 0;
  return Object.freeze({ cell, hits, moraleCheck: hits > 0 || cell === "M" });
}

/** What each cell of the table means, read once: every attack reads one (shared, read only). */
const OUTCOMES: readonly (readonly HitOutcome[])[] = HIT_TABLE.map((row) => row.cells.map(outcomeOf));
const NO_ROW = outcomeOf("-");

/** Reads the table. Rolls under 3 have no row and do nothing. */
export function lookupHits(modifiedRoll: number, profile: DifficultyId): HitOutcome {
  if (!Number.isFinite(modifiedRoll) || !Number.isInteger(modifiedRoll)) {
    throw new RangeError(`A modified roll must be a whole number, not ${modifiedRoll}`);
  }
  const column = HIT_TABLE_COLUMNS.indexOf(profile);
  if (column < 0) throw new RangeError(`The hit table has no column "${String(profile)}"`);
  let outcome = NO_ROW;
  for (let r = 0; r < HIT_TABLE.length; r++) {
    if (modifiedRoll >= (HIT_TABLE[r] as (typeof HIT_TABLE)[number]).minRoll) outcome = OUTCOMES[r]?.[column] ?? NO_ROW;
  }
  return outcome;
}
