/**
 * How a card kind's field descriptions (src/core/schema.ts) type and check its data. A payload is
 * complete: posting checks it, reading checks it and gives missing fields their initial value, as
 * Foundry does for a data model. A target's data is checked the same way but not filled, since a
 * missing field there means "nothing of that kind to apply".
 */
import { validateData, type ArraySpec, type FieldSpec, type FieldsSpec, type ObjectSpec, type RecordSpec, type SpecValue } from "../../core/schema";

/** The value a spec describes, read-only all the way down (what posting accepts, what reading gives). */
export type ReadonlyValue<S> =
  S extends ObjectSpec<infer F>
    ? ReadonlySchemaValue<F>
    : S extends ArraySpec<infer E>
      ? readonly ReadonlyValue<E>[]
      : S extends RecordSpec<infer V>
        ? { readonly [key: string]: ReadonlyValue<V> }
        : SpecValue<S>;
export type ReadonlySchemaValue<F extends FieldsSpec> = { readonly [K in keyof F]: ReadonlyValue<F[K]> };

/** As ReadonlyValue, with every field of every object optional: checked data that was not filled. */
export type PartialValue<S> =
  S extends ObjectSpec<infer F>
    ? PartialSchemaValue<F>
    : S extends ArraySpec<infer E>
      ? readonly PartialValue<E>[]
      : S extends RecordSpec<infer V>
        ? { readonly [key: string]: PartialValue<V> }
        : SpecValue<S>;
export type PartialSchemaValue<F extends FieldsSpec> = { readonly [K in keyof F]?: PartialValue<F[K]> };

/** Problems of data against fields, one line each ("payload.count must be at least 1"). */
export function schemaProblems(fields: FieldsSpec, data: unknown, path: string): string[] {
  return validateData(fields, data, path).map((p) => `${p.path} ${p.message}`);
}

/** Checked data with every missing field at its initial value; call only on data without problems. */
export function withInitialValues(fields: FieldsSpec, data: unknown): Record<string, unknown> {
  return fillObject(fields, data);
}

function fillObject(fields: FieldsSpec, data: unknown): Record<string, unknown> {
  const source = isRecord(data) ? data : {};
  return Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, fill(spec, source[key])]));
}

/** The value itself, filled below, or the field's initial value when it is missing. */
function fill(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "object":
      return fillObject(spec.fields, value);
    case "array":
      return Array.isArray(value) ? value.map((v) => fill(spec.element, v)) : [];
    case "record":
      return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(spec.value, v)])) : {};
    default:
      return value === undefined ? spec.initial : value;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
