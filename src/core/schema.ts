/**
 * A small, pure description of document data: one source of truth for a type's fields. The
 * Foundry glue turns it into DataModel fields (src/system/data/foundry-fields.ts); the pack check
 * validates compendium sources against the same description without Foundry.
 */
import { finite, keyOf, list, record, text, yesNo } from "./checks";

interface FieldBase<T> {
  /** Value of a new document. */
  readonly initial: T;
  /** Localisation key of the field's label, shown on sheets. */
  readonly label?: string;
  /** Where the field means something only for some values of a sibling choice (a vehicle's size). */
  readonly when?: FieldWhen;
}

/**
 * A field that applies only while a sibling field in the same object holds one of `is`: a sheet
 * drawn from the fields leaves it out otherwise. The value is still kept and validated, so turning
 * a vehicle into a soldier and back loses nothing.
 */
export interface FieldWhen {
  readonly field: string;
  readonly is: readonly string[];
}

/** The spec, shown only while `sibling` holds one of `is` (FieldWhen). */
export function onlyWhen<S extends FieldBase<unknown>>(sibling: string, is: readonly string[], spec: S): S {
  record(spec, "spec");
  return { ...spec, when: { field: text(sibling, "sibling"), is: list(is, "is").map((v, i) => text(v, `is[${i}]`)) } };
}

export interface NumberSpec extends FieldBase<number> {
  readonly kind: "number";
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
  /** A sibling field (same object) this value may not exceed, as hero points their maximum. */
  readonly atMost?: string;
  /**
   * The value an empty input stands for (a column the text leaves blank): a sheet shows it as an
   * empty input and stores it when the input is emptied, where Foundry would restore `initial`.
   */
  readonly emptyAs?: number;
}
export interface StringSpec<C extends string = string> extends FieldBase<C> {
  readonly kind: "string";
  /** Allowed values, when the field is a choice; with `blank`, "" (none chosen) is allowed too. */
  readonly choices?: readonly C[];
  readonly blank?: boolean;
}
export interface BooleanSpec extends FieldBase<boolean> {
  readonly kind: "boolean";
}
/** Rich text the user writes; listed in system.json's htmlFields. */
export interface HtmlSpec extends FieldBase<string> {
  readonly kind: "html";
}
export interface ObjectSpec<F extends FieldsSpec = FieldsSpec> {
  readonly kind: "object";
  readonly fields: F;
  readonly label?: string;
}
export interface ArraySpec<E extends FieldSpec = FieldSpec> {
  readonly kind: "array";
  readonly element: E;
  readonly label?: string;
  /** Most entries the list may hold. */
  readonly max?: number;
}

/** A map from keys (optionally from a fixed list) to values of one spec. */
export interface RecordSpec<V extends FieldSpec = FieldSpec> {
  readonly kind: "record";
  readonly value: V;
  readonly keys?: readonly string[];
  readonly label?: string;
}

export type FieldSpec = NumberSpec | StringSpec<string> | BooleanSpec | HtmlSpec | ObjectSpec | ArraySpec | RecordSpec;
export type FieldsSpec = { readonly [key: string]: FieldSpec };

/** The TypeScript type of data described by a spec. */
export type SpecValue<S> = S extends NumberSpec
  ? number
  : S extends StringSpec<infer C>
    ? C
    : S extends BooleanSpec
      ? boolean
      : S extends HtmlSpec
        ? string
        : S extends ObjectSpec<infer F>
          ? SchemaValue<F>
          : S extends ArraySpec<infer E>
            ? SpecValue<E>[]
            : S extends RecordSpec<infer V>
              ? Record<string, SpecValue<V>>
              : never;
export type SchemaValue<F extends FieldsSpec> = { -readonly [K in keyof F]: SpecValue<F[K]> };

/** Builders that keep literal types, so SpecValue can see through them. */
export const field = {
  integer: (initial: number, min?: number, max?: number, label?: string): NumberSpec => ({
    kind: "number",
    integer: true,
    initial,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(label === undefined ? {} : { label }),
  }),
  string: (initial = "", label?: string): StringSpec => ({ kind: "string", initial, blank: true, ...(label ? { label } : {}) }),
  choice: <const C extends string>(choices: readonly C[], initial: NoInfer<C>, label?: string): StringSpec<C> => ({
    kind: "string",
    choices,
    initial,
    blank: false,
    ...(label ? { label } : {}),
  }),
  /** One of a fixed list, or "" for none chosen yet. */
  optionalChoice: <const C extends string>(choices: readonly C[], label?: string): StringSpec<C | ""> => ({
    kind: "string",
    choices,
    initial: "",
    blank: true,
    ...(label ? { label } : {}),
  }),
  /** A number that may not exceed a sibling field of the same object. */
  atMost: (spec: NumberSpec, sibling: string): NumberSpec => ({ ...spec, atMost: sibling }),
  boolean: (initial = false, label?: string): BooleanSpec => ({ kind: "boolean", initial, ...(label ? { label } : {}) }),
  html: (label?: string): HtmlSpec => ({ kind: "html", initial: "", ...(label ? { label } : {}) }),
  object: <F extends FieldsSpec>(fields: F, label?: string): ObjectSpec<F> => ({ kind: "object", fields, ...(label ? { label } : {}) }),
  array: <E extends FieldSpec>(element: E, label?: string, max?: number): ArraySpec<E> => ({
    kind: "array",
    element,
    ...(label ? { label } : {}),
    ...(max === undefined ? {} : { max }),
  }),
  record: <V extends FieldSpec>(value: V, keys?: readonly string[]): RecordSpec<V> => ({ kind: "record", value, ...(keys ? { keys } : {}) }),
};

const INITIAL_CHECKS = {
  number: (v: unknown, at: string) => finite(v, at),
  string: (v: unknown, at: string) => text(v, at),
  html: (v: unknown, at: string) => text(v, at),
  boolean: (v: unknown, at: string) => yesNo(v, at),
} as const;

/** Throws a RangeError naming the field unless every spec in `fields` is whole. */
export function checkFields(fields: FieldsSpec, at = "fields"): void {
  record(fields, at);
  for (const [key, spec] of Object.entries(fields)) checkSpec(spec, `${at}.${key}`);
}

function checkSpec(spec: FieldSpec, at: string): void {
  record(spec, at);
  const kind = keyOf(spec.kind, `${at}.kind`, { ...INITIAL_CHECKS, object: 0, array: 0, record: 0 });
  if (spec.label !== undefined) text(spec.label, `${at}.label`);
  if (kind === "object") return checkFields((spec as ObjectSpec).fields, `${at}.fields`);
  if (kind === "array") return checkSpec((spec as ArraySpec).element, `${at}.element`);
  if (kind === "record") {
    const keys = (spec as RecordSpec).keys;
    if (keys !== undefined) list(keys, `${at}.keys`).forEach((k, i) => text(k, `${at}.keys[${i}]`));
    return checkSpec((spec as RecordSpec).value, `${at}.value`);
  }
  INITIAL_CHECKS[kind]((spec as { initial: unknown }).initial, `${at}.initial`);
  if (spec.kind === "number") {
    for (const bound of ["min", "max"] as const) if (spec[bound] !== undefined) finite(spec[bound], `${at}.${bound}`);
    if (spec.integer !== undefined) yesNo(spec.integer, `${at}.integer`);
  }
  if (spec.kind === "string") {
    if (spec.choices !== undefined) list(spec.choices, `${at}.choices`).forEach((c, i) => text(c, `${at}.choices[${i}]`));
    if (spec.blank !== undefined) yesNo(spec.blank, `${at}.blank`);
  }
}

/** The data of a new document of a spec. */
export function initialValue<F extends FieldsSpec>(fields: F): SchemaValue<F> {
  checkFields(fields);
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) out[key] = initialOf(spec);
  return out as SchemaValue<F>;
}

function initialOf(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "object":
      return initialValue(spec.fields);
    case "array":
      return [];
    case "record":
      return {};
    default:
      return spec.initial;
  }
}

/** One problem found in data: where it is and what is wrong. */
export interface SchemaProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * Checks data against a spec. Missing fields are allowed (they take their initial value, as in
 * Foundry); unknown fields, wrong types, values out of bounds and choices not on the list are not.
 */
export function validateData(fields: FieldsSpec, data: unknown, path = "system"): SchemaProblem[] {
  checkFields(fields);
  text(path, "path");
  const problems: SchemaProblem[] = [];
  if (!isRecord(data)) return [{ path, message: "must be an object" }];
  for (const key of Object.keys(data)) {
    if (!(key in fields)) problems.push({ path: `${path}.${key}`, message: "is not a field of this type" });
  }
  for (const [key, spec] of Object.entries(fields)) {
    const value = data[key];
    if (value === undefined) continue;
    problems.push(...validateField(spec, value, `${path}.${key}`));
  }
  problems.push(...jointProblems(fields, data, path, false));
  return problems;
}

/**
 * Rules across fields: a number above the sibling it may not exceed. Only pairs where both are
 * numbers are compared, so partial data (an update, a token's overrides) passes. With `deep`,
 * nested objects are checked too (validateData reaches them on its own).
 */
export function jointProblems(fields: FieldsSpec, data: unknown, path = "system", deep = true): SchemaProblem[] {
  if (!isRecord(data)) return [];
  const problems: SchemaProblem[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    const value = data[key];
    if (spec.kind === "number" && spec.atMost !== undefined) {
      const bound = data[spec.atMost];
      if (typeof value === "number" && typeof bound === "number" && value > bound) {
        problems.push({ path: `${path}.${key}`, message: `must be at most ${path}.${spec.atMost} (${bound})` });
      }
    } else if (deep && spec.kind === "object") problems.push(...jointProblems(spec.fields, value, `${path}.${key}`));
  }
  return problems;
}

function validateField(spec: FieldSpec, value: unknown, path: string): SchemaProblem[] {
  const fail = (message: string): SchemaProblem[] => [{ path, message }];
  switch (spec.kind) {
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return fail("must be a number");
      if (spec.integer && !Number.isInteger(value)) return fail("must be a whole number");
      if (spec.min !== undefined && value < spec.min) return fail(`must be at least ${spec.min}`);
      if (spec.max !== undefined && value > spec.max) return fail(`must be at most ${spec.max}`);
      return [];
    case "string":
      if (typeof value !== "string") return fail("must be text");
      if (value === "" && spec.blank === true) return [];
      if (spec.choices && !spec.choices.includes(value)) return fail(`must be one of ${spec.choices.join(", ")}`);
      if (spec.blank === false && value === "") return fail("must not be empty");
      return [];
    case "html":
      return typeof value === "string" ? [] : fail("must be text");
    case "boolean":
      return typeof value === "boolean" ? [] : fail("must be true or false");
    case "object":
      return validateData(spec.fields, value, path);
    case "array":
      if (!Array.isArray(value)) return fail("must be a list");
      if (spec.max !== undefined && value.length > spec.max) return fail(`must hold at most ${spec.max} entries`);
      return value.flatMap((v, i) => validateField(spec.element, v, `${path}[${i}]`));
    case "record": {
      if (!isRecord(value)) return fail("must be an object");
      const keys = spec.keys;
      return Object.entries(value).flatMap(([k, v]) =>
        keys && !keys.includes(k) ? [{ path: `${path}.${k}`, message: "is not a known key" }] : validateField(spec.value, v, `${path}.${k}`),
      );
    }
  }
}

/** Paths of every html field, as system.json's htmlFields wants them. */
export function htmlFieldPaths(fields: FieldsSpec, prefix = ""): string[] {
  checkFields(fields);
  text(prefix, "prefix");
  const out: string[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    if (spec.kind === "html") out.push(prefix + key);
    else if (spec.kind === "object") out.push(...htmlFieldPaths(spec.fields, `${prefix}${key}.`));
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Every html field's stored text by its path (htmlFieldPaths), "" where the data holds none. */
export function htmlFieldValues(fields: FieldsSpec, data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const path of htmlFieldPaths(fields)) {
    let value: unknown = data;
    for (const key of path.split(".")) value = isRecord(value) ? value[key] : undefined;
    out[path] = typeof value === "string" ? value : "";
  }
  return out;
}
