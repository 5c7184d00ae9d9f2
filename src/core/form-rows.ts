/**
 * A sheet's form sends a list back whole, one row per index ("system.crew.2.role"), as the rows
 * stood when the sheet was drawn. Between the draw and the submit the list may have changed (a
 * drop seated someone, the GM marked a casualty, a row was removed), so the form's rows are not
 * written as they are: only the fields the user changed are kept, and each edited row is found in
 * the list as it is now before they are laid over it. Pure: no Foundry here.
 */

/** Edits per row, keyed by the row's index as a string, each holding only the changed fields (nested as the form names them). */
export type RowEdits = Record<string, Record<string, unknown>>;

/** What makes a row the same row after the list changed; null for lists whose rows have no identity but their place. */
export type RowKey<T> = ((row: T) => string) | null;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A form sends text where the data may hold a number and "" where it holds nothing: a value the
 * user did not touch must not count as changed for the way the form spells it.
 */
function sameValue(shown: unknown, sent: unknown): boolean {
  if (shown === sent) return true;
  if (isRecord(shown) || Array.isArray(shown) || isRecord(sent) || Array.isArray(sent)) return false;
  return String(shown ?? "") === String(sent ?? "");
}

/** What changedLeaves gives when nothing differs: not null, which an emptied number input sends. */
const UNCHANGED: unique symbol = Symbol("unchanged");

/** The leaves of `sent` that differ from `shown`, keeping the nesting; UNCHANGED when none differ. */
function changedLeaves(shown: unknown, sent: unknown): unknown {
  if (!isRecord(sent)) return sameValue(shown, sent) ? UNCHANGED : sent;
  const out: Record<string, unknown> = {};
  const base = (isRecord(shown) || Array.isArray(shown) ? shown : {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(sent)) {
    const changed = changedLeaves(base[k], v);
    if (changed !== UNCHANGED) out[k] = changed;
  }
  return Object.keys(out).length > 0 ? out : UNCHANGED;
}

/** The fields of `sent` (a record, nested as the form names it) that differ from `shown`; empty when none do. */
export function changedFields(shown: unknown, sent: unknown): Record<string, unknown> {
  const changed = changedLeaves(shown, sent);
  return isRecord(changed) ? changed : {};
}

/** Whether what the form sent reaches into a list of what it showed, at any depth (rows by index). */
function reachesList(shown: unknown, sent: unknown): boolean {
  if (!isRecord(sent)) return false;
  if (Array.isArray(shown)) return true;
  return isRecord(shown) && Object.entries(sent).some(([k, v]) => reachesList(shown[k], v));
}

/**
 * Of the fields a form sent (`system`'s, say), those that differ from the ones it showed, nested as
 * sent. A field whose sent part reaches into a list is left as sent, for its own reading: part of
 * a list's rows would be written as the whole list.
 */
export function changedFormFields(shown: Readonly<Record<string, unknown>>, sent: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent)) {
    if (reachesList(shown[key], value)) {
      out[key] = value;
      continue;
    }
    const changed = changedLeaves(shown[key], value);
    if (changed !== UNCHANGED) out[key] = changed;
  }
  return out;
}

/**
 * For each row the form sent, the fields that differ from the row it showed. A row the form sent
 * beyond the rows shown is left out: the form can only edit rows it drew.
 */
export function changedRowFields(shown: readonly unknown[], submitted: unknown): RowEdits {
  const rows: unknown = Array.isArray(submitted) ? Object.fromEntries(submitted.map((r, i) => [String(i), r])) : submitted;
  if (!isRecord(rows)) return {};
  const edits: RowEdits = {};
  for (const [index, sent] of Object.entries(rows)) {
    const i = Number(index);
    if (!Number.isInteger(i) || i < 0 || i >= shown.length) continue;
    const changed = changedLeaves(shown[i], sent);
    if (isRecord(changed)) edits[String(i)] = changed;
  }
  return edits;
}

/** Where a row once at `index` is now: there if the row there has its key, else the one row that has it (two alike rows leave it unknown), else -1. */
export function keyedRowNow<T>(now: readonly T[], index: number, was: T, key: (row: T) => string): number {
  const k = key(was);
  if (index >= 0 && index < now.length && key(now[index]!) === k) return index;
  const matches = now.flatMap((row, i) => (key(row) === k ? [i] : []));
  return matches.length === 1 ? matches[0]! : -1;
}

/**
 * Where the row shown at `index` is now (keyedRowNow). A list without keys is added to only at its
 * end, so its rows keep their places while it has not shrunk; once rows were taken out, a row is
 * not known.
 */
export function rowNow<T>(now: readonly T[], shown: readonly T[], index: number, key: RowKey<T>): number {
  const was = shown[index];
  if (was === undefined) return -1;
  if (key === null) return now.length >= shown.length ? index : -1;
  return keyedRowNow(now, index, was, key);
}

/** The edits keyed by the index each edited row has now; edits to rows no longer found are dropped. */
export function rowEditsNow<T>(edits: RowEdits, shown: readonly T[], now: readonly T[], key: RowKey<T>): RowEdits {
  const out: RowEdits = {};
  for (const [index, edit] of Object.entries(edits)) {
    const at = rowNow(now, shown, Number(index), key);
    if (at >= 0) out[String(at)] = edit;
  }
  return out;
}

/** `edit` laid over `base`: a record over a record key by key, over an array row by row at the indices it names. */
export function laidOver(base: unknown, edit: unknown): unknown {
  if (!isRecord(edit)) return edit;
  if (Array.isArray(base)) return base.map((row: unknown, i) => (String(i) in edit ? laidOver(row, edit[String(i)]) : row));
  if (!isRecord(base)) return edit;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(edit)) out[k] = laidOver(base[k], v);
  return out;
}

/** The rows with each edit laid over the row at its index; rows not edited, and fields no edit names, stay as they are. */
export function applyRowEdits<T>(now: readonly T[], edits: RowEdits): T[] {
  return now.map((row, i) => {
    const edit = edits[String(i)];
    return edit ? (laidOver(row, edit) as T) : row;
  });
}
