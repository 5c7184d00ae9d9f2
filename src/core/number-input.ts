/**
 * How a sheet's number input shows a field of a field description (schema.ts): a field whose
 * `emptyAs` value stands for an empty column (a price the table leaves blank) is an empty input,
 * and its input's lowest value is the lowest real one. Pure, for the sheets and their views; not
 * part of the rules module, as it is about forms, not rules.
 */
import type { NumberSpec } from "./schema";

/** A number input's value: empty where the stored value stands for an empty column (`emptyAs`). */
export function inputValue<T>(spec: NumberSpec, value: T): T | "" {
  return spec.emptyAs !== undefined && value === spec.emptyAs ? "" : value;
}

/** A number input's lowest value: the blank a field stores is entered by emptying it, not typed. */
export function inputMin(spec: NumberSpec): number | undefined {
  return spec.emptyAs !== undefined && spec.min === spec.emptyAs ? 0 : spec.min;
}
