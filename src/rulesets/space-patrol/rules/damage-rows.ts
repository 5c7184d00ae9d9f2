/**
 * Damage rows from outside the core (Guide 6.14, 6.15, 7.12): a table the GM has edited arrives
 * as plain ranges with markers and conditions. It is read only if its rows leave no gap and do not
 * overlap, and if every marker belongs to that table's kind of target (a person's Wound Marker has
 * no meaning on a spacecraft). The first row's floor and the last row's ceiling are open, as the
 * printed tables' "1 or less" and "40+" are: totals past them read on them.
 */
import { list, oneOf, record, text } from "../../../core/checks";
import type { DamageCondition, DamageRow, DamageTableName } from "./damage-tables";
import { INDIVIDUAL_MARKERS, SPACECRAFT_MARKERS, VEHICLE_MARKERS } from "./markers";

/** Every condition a row can name (the DamageCondition union as data, checked below). */
export const DAMAGE_CONDITIONS = ["prone", "unconscious", "dead", "destroyed", "wrecked", "explodes", "crewDamage"] as const satisfies readonly DamageCondition[];
// fails to compile if DamageCondition gains a member this list lacks
const complete: Exclude<DamageCondition, (typeof DAMAGE_CONDITIONS)[number]> extends never ? true : never = true;
void complete;

/** The markers a row of each table may place: the markers of that kind of target. */
export const DAMAGE_TABLE_MARKERS: Readonly<Record<DamageTableName, ReadonlySet<string>>> = {
  individual: new Set(INDIVIDUAL_MARKERS.map((m) => m.id)),
  vehicle: new Set(VEHICLE_MARKERS.map((m) => m.id)),
  spacecraft: new Set(SPACECRAFT_MARKERS.map((m) => m.id)),
};

/** The reader indexes rows with one byte, and totals far outside any roll make no sense. */
export const MAX_DAMAGE_ROWS = 255;
export const DAMAGE_ROW_BOUND = 1000;

export type DamageRowProblem =
  | { readonly kind: "empty" }
  | { readonly kind: "tooManyRows"; readonly rows: number }
  | { readonly kind: "badRange"; readonly row: number }
  | { readonly kind: "gap"; readonly row: number; readonly from: number; readonly to: number }
  | { readonly kind: "overlap"; readonly row: number }
  | { readonly kind: "unknownMarker"; readonly row: number; readonly marker: string }
  | { readonly kind: "unknownCondition"; readonly row: number; readonly condition: string };

const CONDITIONS: ReadonlySet<string> = new Set(DAMAGE_CONDITIONS);
const isBound = (n: number): boolean => Number.isInteger(n) && Math.abs(n) <= DAMAGE_ROW_BOUND;

/**
 * What is wrong with a table's rows, in row order; empty when they can be read. Rows count from
 * 1 in the problems, as a GM counts them.
 */
export function validateDamageRows(table: DamageTableName, rows: readonly DamageRow[]): DamageRowProblem[] {
  const known = Object.hasOwn(DAMAGE_TABLE_MARKERS, table) ? DAMAGE_TABLE_MARKERS[table] : undefined;
  if (!known) throw new RangeError(`Unknown damage table "${String(table)}"`);
  list(rows, "rows").forEach(checkRowShape);
  if (rows.length === 0) return [{ kind: "empty" }];
  const problems: DamageRowProblem[] = [];
  if (rows.length > MAX_DAMAGE_ROWS) problems.push({ kind: "tooManyRows", rows: rows.length });
  const last = rows.length - 1;
  for (let i = 0; i <= last; i++) {
    const row = rows[i] as DamageRow;
    const n = i + 1;
    // the open ends may be infinite; every other bound is a whole number within reach of a roll
    const minOk = i === 0 ? row.min === Number.NEGATIVE_INFINITY || isBound(row.min) : isBound(row.min);
    const maxOk = i === last ? row.max === Number.POSITIVE_INFINITY || isBound(row.max) : isBound(row.max);
    if (!minOk || !maxOk || row.min > row.max) problems.push({ kind: "badRange", row: n });
    else if (i > 0) {
      const before = (rows[i - 1] as DamageRow).max;
      if (row.min > before + 1) problems.push({ kind: "gap", row: n, from: before + 1, to: row.min - 1 });
      else if (row.min <= before) problems.push({ kind: "overlap", row: n });
    }
    for (const marker of row.markers) if (!known.has(marker)) problems.push({ kind: "unknownMarker", row: n, marker });
    for (const condition of row.conditions) if (!CONDITIONS.has(condition)) problems.push({ kind: "unknownCondition", row: n, condition });
  }
  return problems;
}

/** A row's parts are of the right kinds; whether they make sense is what the problems report. */
function checkRowShape(row: DamageRow, i: number): void {
  const at = `rows[${i}]`;
  record(row, at);
  text(row.key, `${at}.key`);
  text(row.label, `${at}.label`);
  list(row.markers, `${at}.markers`).forEach((m, j) => text(m, `${at}.markers[${j}]`));
  list(row.conditions, `${at}.conditions`).forEach((c, j) => text(c, `${at}.conditions[${j}]`));
}

/** Throws a RangeError naming every problem; for the core, which refuses rows it cannot read. */
export function assertDamageRows(table: DamageTableName, rows: readonly DamageRow[]): void {
  const problems = validateDamageRows(table, rows);
  if (problems.length > 0) throw new RangeError(`The ${table} damage rows cannot be read: ${problems.map(describeProblem).join("; ")}`);
}

/** A problem in plain words, for errors and logs (the glue shows localised text instead). */
export function describeProblem(p: DamageRowProblem): string {
  oneOf(record(p, "problem").kind, "problem.kind", ["empty", "tooManyRows", "badRange", "gap", "overlap", "unknownMarker", "unknownCondition"]);
  switch (p.kind) {
    case "empty":
      return "no rows";
    case "tooManyRows":
      return `${p.rows} rows, more than ${MAX_DAMAGE_ROWS}`;
    case "badRange":
      return `row ${p.row} has a range that is not two whole numbers, low to high`;
    case "gap":
      return `nothing covers ${p.from}-${p.to} before row ${p.row}`;
    case "overlap":
      return `row ${p.row} overlaps the row before it`;
    case "unknownMarker":
      return `row ${p.row} names the unknown marker "${p.marker}"`;
    case "unknownCondition":
      return `row ${p.row} names the unknown condition "${p.condition}"`;
  }
}

/** One row as a RollTable result gives it: its range, its text and what it does. */
export interface DamageRowSource {
  readonly low: number;
  readonly high: number;
  readonly text: string;
  /** The built-in row this one stands for (kept so rules keyed by row, e.g. suit breach, still apply). */
  readonly key?: string | undefined;
  readonly markers: readonly string[];
  readonly conditions: readonly string[];
}

/**
 * Rows from a table's results, ordered by range, with the ends opened; and the problems that
 * stop them being used (then `rows` is null).
 */
export function damageRowsFromSources(
  table: DamageTableName,
  sources: readonly DamageRowSource[],
): { readonly rows: readonly DamageRow[] | null; readonly problems: readonly DamageRowProblem[] } {
  list(sources, "sources").forEach((s, i) => {
    const at = `sources[${i}]`;
    record(s, at);
    text(s.text, `${at}.text`);
    if (s.key !== undefined) text(s.key, `${at}.key`);
    list(s.markers, `${at}.markers`);
    list(s.conditions, `${at}.conditions`);
  });
  const sorted = [...sources].sort((a, b) => a.low - b.low || a.high - b.high);
  const last = sorted.length - 1;
  const rows: DamageRow[] = sorted.map((s, i) => ({
    min: i === 0 && isBound(s.low) && s.low <= s.high ? Number.NEGATIVE_INFINITY : s.low,
    max: i === last && isBound(s.high) && s.low <= s.high ? Number.POSITIVE_INFINITY : s.high,
    key: s.key || `row${i + 1}`,
    label: s.text.trim() || s.key || `${s.low}-${s.high}`,
    markers: [...s.markers],
    // the condition names are checked by the validator below before anything reads them
    conditions: [...s.conditions] as DamageCondition[],
  }));
  const problems = validateDamageRows(table, rows);
  return { rows: problems.length === 0 ? rows : null, problems };
}
