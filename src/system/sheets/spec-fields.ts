/**
 * Form rows built from a pure field description, for sheets of types that have no sheet of
 * their own yet: each field becomes a labelled input of the right kind; a list of objects
 * becomes a table with a row per entry; an object with a label of its own (a weapon's firing
 * arc) becomes a group under that label, so its parts are not read as loose fields.
 */
import type { FieldSpec, FieldsSpec } from "../../core/schema";
import { inputMin, inputValue } from "../../core/number-input";

export interface InputRow {
  kind: "number" | "string" | "choice" | "boolean" | "html";
  name: string;
  label: string;
  value: unknown;
  choices?: { value: string; label: string }[];
  min?: number;
  max?: number;
  /** "1" for whole numbers, "any" where decimals are allowed (a weight in kg). */
  step?: string;
  /** The field stores a blank when emptied (`emptyAs`): its empty input shows a dash. */
  blankable?: boolean;
}

export interface TableRow {
  kind: "table";
  name: string;
  label: string;
  columns: { key: string; label: string }[];
  rows: InputRow[][];
}

export interface GroupRow {
  kind: "group";
  name: string;
  label: string;
  rows: InputRow[];
}

export type SpecRow = InputRow | TableRow | GroupRow;

function labelOf(spec: FieldSpec, path: string, labelRoot: string): string {
  return spec.label ?? `${labelRoot}.${path.split(".").pop() ?? path}`;
}

function inputRow(spec: FieldSpec, name: string, label: string, value: unknown, labelRoot: string): InputRow | null {
  switch (spec.kind) {
    case "number": {
      const min = inputMin(spec);
      return {
        kind: "number",
        name,
        label,
        value: inputValue(spec, value),
        step: spec.integer ? "1" : "any",
        blankable: spec.emptyAs !== undefined,
        ...(min === undefined ? {} : { min }),
        ...(spec.max === undefined ? {} : { max: spec.max }),
      };
    }
    case "string":
      return spec.choices
        ? { kind: "choice", name, label, value, choices: spec.choices.map((c) => ({ value: c, label: `${labelRoot}.Choice.${c}` })) }
        : { kind: "string", name, label, value };
    case "boolean":
      return { kind: "boolean", name, label, value };
    case "html":
      return { kind: "html", name, label, value };
    default:
      return null;
  }
}

/**
 * Whether a field for some kinds only (FieldWhen) applies: its sibling's value, or the sibling's
 * initial value on data that has none yet, is one it is for.
 */
function applies(spec: FieldSpec, fields: FieldsSpec, data: Record<string, unknown>): boolean {
  const when = "when" in spec ? spec.when : undefined;
  if (!when) return true;
  const sibling = fields[when.field];
  const value = data[when.field] ?? (sibling && "initial" in sibling ? sibling.initial : undefined);
  return typeof value === "string" && when.is.includes(value);
}

/** Rows for every field of a spec, with form names under `prefix` (e.g. "system"). */
export function specRows(fields: FieldsSpec, data: Record<string, unknown>, prefix: string, labelRoot: string): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    if (!applies(spec, fields, data)) continue;
    const name = `${prefix}.${key}`;
    const value = data[key];
    if (spec.kind === "object") {
      const inner = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
      const innerRows = specRows(spec.fields, inner, name, labelRoot);
      const flat = innerRows.filter((r): r is InputRow => r.kind !== "table" && r.kind !== "group");
      if (spec.label && flat.length === innerRows.length) rows.push({ kind: "group", name, label: spec.label, rows: flat });
      else rows.push(...innerRows);
    } else if (spec.kind === "array" && spec.element.kind === "object") {
      const element = spec.element;
      const entries = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      rows.push({
        kind: "table",
        name,
        label: labelOf(spec, key, labelRoot),
        columns: Object.entries(element.fields).map(([k, f]) => ({ key: k, label: labelOf(f, k, labelRoot) })),
        rows: entries.map((entry, i) =>
          Object.entries(element.fields)
            .map(([k, f]) => inputRow(f, `${name}.${i}.${k}`, labelOf(f, k, labelRoot), entry?.[k], labelRoot))
            .filter((r): r is InputRow => r !== null),
        ),
      });
    } else {
      const row = inputRow(spec, name, labelOf(spec, key, labelRoot), value, labelRoot);
      if (row) rows.push(row);
    }
  }
  return rows;
}

/**
 * An emptied number input arrives as null (v13 FormDataExtended), which Foundry's data model
 * replaces with the field's initial value. A field with `emptyAs` stores that value instead, so
 * emptying a printed column marks it as blank. Works on the expanded form data in place; lists
 * may arrive as arrays or as objects keyed by index.
 */
export function fillEmptiedNumbers(fields: FieldsSpec, data: unknown): void {
  if (typeof data !== "object" || data === null) return;
  const entries = data as Record<string, unknown>;
  for (const [key, spec] of Object.entries(fields)) {
    if (!(key in entries)) continue;
    const value = entries[key];
    if (spec.kind === "number") {
      if (value === null && spec.emptyAs !== undefined) entries[key] = spec.emptyAs;
    } else if (spec.kind === "object") {
      fillEmptiedNumbers(spec.fields, value);
    } else if (spec.kind === "array" && spec.element.kind === "object" && typeof value === "object" && value !== null) {
      for (const entry of Object.values(value)) fillEmptiedNumbers(spec.element.fields, entry);
    }
  }
}
