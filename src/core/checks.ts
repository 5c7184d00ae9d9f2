/**
 * Refusals of input the rules cannot use. The rules are called from plain JavaScript too (the
 * standalone rules module: bots, another table, a macro), where a missing field or a NaN would
 * otherwise surface as a TypeError deep inside or as a NaN in the result. Each check returns the
 * value, narrowed, or throws a RangeError that names the field.
 */
import type { DiceSource } from "./dice";

/** How a refused value reads in a message. */
export function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || value === undefined || typeof value !== "object") return String(value);
  return Array.isArray(value) ? "a list" : "an object";
}

function refuse(field: string, wanted: string, value: unknown): never {
  throw new RangeError(`${field} must be ${wanted}, not ${shown(value)}`);
}

/** A finite number. */
export function finite(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) refuse(field, "a number", value);
  return value;
}

/** A finite number from `min` up. */
export function atLeast(value: unknown, field: string, min: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min) refuse(field, `a number from ${min} up`, value);
  return value;
}

/** A finite number above 0. */
export function positive(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) refuse(field, "a number above 0", value);
  return value;
}

/** A finite number from `min` to `max`. */
export function between(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !(value >= min && value <= max)) refuse(field, `a number from ${min} to ${max}`, value);
  return value;
}

/** A whole number from `min` to `max` (by default any safe whole number). */
export function whole(value: unknown, field: string, min = -Number.MAX_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    refuse(field, max === Number.MAX_SAFE_INTEGER ? `a whole number from ${min} up` : `a whole number from ${min} to ${max}`, value);
  }
  return value as number;
}

/** One of a fixed list of values. */
export function oneOf<T>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) refuse(field, `one of ${allowed.map(shown).join(", ")}`, value);
  return value as T;
}

/** A key of a table (its own, not one inherited from Object). */
export function keyOf<T extends object>(value: unknown, field: string, table: T): keyof T & string {
  if (typeof value !== "string" || !Object.hasOwn(table, value)) refuse(field, `one of ${Object.keys(table).map(shown).join(", ")}`, value);
  return value as keyof T & string;
}

/** Text. */
export function text(value: unknown, field: string): string {
  if (typeof value !== "string") refuse(field, "text", value);
  return value;
}

/** true or false. */
export function yesNo(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") refuse(field, "true or false", value);
  return value;
}

/** An object (not null, not a list). */
export function record<T>(value: T, field: string): NonNullable<T> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) refuse(field, "an object", value);
  return value as NonNullable<T>;
}

/** A list. */
export function list<T>(value: readonly T[], field: string): readonly T[] {
  if (!Array.isArray(value)) refuse(field, "a list", value);
  return value;
}

/** A function. */
export function callable<T extends (...args: never[]) => unknown>(value: T, field: string): T {
  if (typeof value !== "function") refuse(field, "a function", value);
  return value;
}

/** A source of dice: something with a die(sides) method. */
export function diceSource(value: DiceSource, field: string): DiceSource {
  if (value === null || typeof value !== "object" || typeof value.die !== "function") refuse(field, "a dice source", value);
  return value;
}

/** Text by key (localisation keys by id): an object whose values are strings. */
export function texts<T extends Readonly<Record<string, string | undefined>>>(value: T, field: string): T {
  record(value, field);
  for (const key in value) {
    const v = value[key];
    if (v !== undefined && typeof v !== "string") refuse(`${field}.${key}`, "text", v);
  }
  return value;
}

/** Counts by key (markers on a token, points by side): an object whose values are finite numbers. */
export function counts<T extends Readonly<Record<string, number | undefined>>>(value: T, field: string): T {
  record(value, field);
  for (const key in value) {
    const n = value[key];
    if (n !== undefined && (typeof n !== "number" || !Number.isFinite(n))) refuse(`${field}.${key}`, "a number", n);
  }
  return value;
}
