/**
 * The lists a sheet's form edits row by row (a vehicle's seats, a formation's members, a team's
 * troopers, a weapon's ammunition). v13 writes a form as it was drawn, so a list sent back whole
 * would undo whatever changed it since the draw: a crewman seated by a drop, a casualty the GM
 * marked, a member removed. Instead the sheet notes the rows it drew; at the submit only the
 * fields the user changed are kept (core/form-rows.ts), and the send waits its turn in the
 * document's line (one-at-a-time.ts) to lay them over the list as it is then. A list the user did
 * not change is not written at all. Boxes kept by key (an asset's level by asset) are sent only
 * where the user changed them: v13 merges such a field key by key (TypedObjectField is recursive,
 * common/data/fields.d.mts:2049, :2068), so the keys left out keep whatever changed them since.
 * Every other field of `system` the form sent goes only if the user changed it, for the same
 * reason: hero points spent, an award made, a count the GM set since the sheet was drawn stay.
 */
import { applyRowEdits, changedFields, changedFormFields, changedRowFields, laidOver, rowEditsNow, type RowEdits } from "../../core/form-rows";
import { documentLine } from "../one-at-a-time";

/** One list a form edits by row, under `system`. Methods, so a list of seats is a list of rows. */
export interface FormList<T = unknown> {
  /** The list's key under `system`, as the form names it ("crew" for "system.crew.0.role"). */
  readonly path: string;
  /** The list in the document's data, or null when the data is not of the type that holds it. */
  rows(system: unknown): readonly T[] | null;
  /** What makes a row the same row after the list changed; a list without it is known by place alone. */
  keyOf?(row: T): string;
  /** The list with the edits (by current index) laid over it; by default each over its row. */
  apply?(now: readonly T[], edits: RowEdits): T[];
}

/** A part of `system` the form shows as boxes by key, which v13 updates key by key. */
export interface FormRecord {
  /** Its key under `system`, as the form names it ("assets" for "system.assets.brawn"). */
  readonly path: string;
  /** The boxes in the document's data, or null when the data is not of the type that holds them. */
  entries(system: unknown): Readonly<Record<string, unknown>> | null;
  /** The boxes the form sent, read as the data stores them ("X" as the level it stands for), before they are compared. */
  read?(sent: unknown, system: unknown): Record<string, unknown>;
}

interface Taken {
  readonly list: FormList;
  readonly shown: readonly unknown[];
  readonly edits: RowEdits;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The list as it is in `system` with the edits to rows still found laid over it; null when the data holds no such list. */
function mergedNow(taken: Taken, system: unknown): unknown[] | null {
  const now = taken.list.rows(system);
  if (!now) return null;
  const key = taken.list.keyOf ? (row: unknown) => taken.list.keyOf!(row) : null;
  const edits = rowEditsNow(taken.edits, taken.shown, now, key);
  return taken.list.apply ? taken.list.apply(now, edits) : applyRowEdits(now, edits);
}

export class FormLists {
  #shown = new Map<string, readonly unknown[]>();
  #shownRecords = new Map<string, Readonly<Record<string, unknown>>>();
  #shownSystem: Record<string, unknown> = {};
  // keyed by the submit data object, which v13 hands from _prepareSubmitData to _processSubmitData
  readonly #taken = new WeakMap<object, Taken[]>();

  constructor(
    private readonly lists: () => readonly FormList[],
    private readonly records: () => readonly FormRecord[] = () => [],
  ) {}

  /** At each draw: the data the form is about to show, copied so later changes do not reach it. */
  show(system: unknown): void {
    const model = system as { toObject?(): Record<string, unknown> } | null;
    this.#shownSystem = typeof model?.toObject === "function" ? model.toObject() : {};
    this.#shown = new Map();
    for (const list of this.lists()) {
      const rows = list.rows(system);
      if (rows) this.#shown.set(list.path, foundry.utils.deepClone([...rows]));
    }
    this.#shownRecords = new Map();
    for (const record of this.records()) {
      const entries = record.entries(system);
      if (entries) this.#shownRecords.set(record.path, { ...entries });
    }
  }

  /**
   * At the form's read: each list the form sent keeps only the fields the user changed, laid over
   * the list as this client has it (so the data v13 validates is whole), or is taken out of the
   * data when the user changed none of it. The edits are kept for the send. Boxes by key, and every
   * other field, keep only what the user changed.
   */
  take(data: object, system: unknown): void {
    const sent = (data as { system?: unknown }).system;
    if (!isRecord(sent)) return;
    for (const record of this.records()) {
      if (!(record.path in sent)) continue;
      const boxes = record.read ? record.read(sent[record.path], system) : sent[record.path];
      const changed = changedFields(this.#shownRecords.get(record.path) ?? {}, boxes);
      if (Object.keys(changed).length > 0) {
        sent[record.path] = changed;
        // the form shows these now: a box set back before the sheet is drawn again is a change too
        this.#shownRecords.set(record.path, { ...this.#shownRecords.get(record.path), ...changed });
      } else delete sent[record.path];
    }
    const named = new Set([...this.records(), ...this.lists()].map((part) => part.path));
    const others = Object.fromEntries(Object.entries(sent).filter(([key]) => !named.has(key)));
    const changedOthers = changedFormFields(this.#shownSystem, others);
    for (const key of Object.keys(others)) {
      if (!(key in changedOthers)) {
        delete sent[key];
        continue;
      }
      sent[key] = changedOthers[key];
      // the form shows these now: a field set back before the sheet is drawn again is a change too
      this.#shownSystem[key] = laidOver(this.#shownSystem[key], changedOthers[key]);
    }
    const taken: Taken[] = [];
    for (const list of this.lists()) {
      if (!(list.path in sent)) continue;
      const shown = this.#shown.get(list.path) ?? [];
      const entry = { list, shown, edits: changedRowFields(shown, sent[list.path]) };
      const merged = Object.keys(entry.edits).length > 0 ? mergedNow(entry, system) : null;
      if (merged) {
        sent[list.path] = merged;
        taken.push(entry);
        // the form shows these now: a field set back before the sheet is drawn again is a change too
        this.#shown.set(list.path, applyRowEdits(shown, entry.edits));
      } else delete sent[list.path];
    }
    if (taken.length > 0) this.#taken.set(data, taken);
  }

  /**
   * Sends the data. Data with list edits waits for the document's line and lays them over the lists
   * as they are when its turn comes, after any drop or removal that was in flight has landed.
   */
  async send(document: { readonly system: unknown }, data: object, send: () => Promise<void>): Promise<void> {
    const taken = this.#taken.get(data);
    if (!taken) return send();
    await documentLine(document)(async () => {
      const sent = (data as { system: Record<string, unknown> }).system;
      for (const entry of taken) {
        const merged = mergedNow(entry, document.system);
        if (merged) sent[entry.list.path] = merged;
        else delete sent[entry.list.path];
      }
      await send();
    });
  }
}
