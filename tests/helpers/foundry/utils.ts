/**
 * The foundry.utils functions the system calls, behaving as v13's do (common/utils/helpers.d.mts):
 * property paths read and written through dots, deep clones, and mergeObject for updates.
 */
import { expandObject } from "./data-model";
import { mergeWithDeletions, randomID } from "./document";
import { isPlainObject } from "./fields";

export function getProperty(object: unknown, path: string): unknown {
  let node: unknown = object;
  for (const key of path.split(".")) {
    if (node === null || node === undefined || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function hasProperty(object: unknown, path: string): boolean {
  return getProperty(object, path) !== undefined;
}

export function setProperty(object: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split(".");
  let node = object;
  for (const key of keys.slice(0, -1)) {
    if (!isPlainObject(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
  return true;
}

export function deepClone<T>(value: T): T {
  return structuredClone(value);
}

/** v13's getType: "Object" for plain objects, else the class name or primitive type. */
export function getType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "Array";
  if (isPlainObject(value)) return "Object";
  if (typeof value === "object") return (value as object).constructor?.name ?? "Object";
  return typeof value;
}

export function mergeObject<T extends Record<string, unknown>>(original: T, other: Record<string, unknown> = {}, { inplace = true }: { inplace?: boolean } = {}): T {
  const merged = mergeWithDeletions(original, expandObject(other)) as T;
  if (!inplace) return merged;
  for (const key of Object.keys(original)) delete original[key];
  return Object.assign(original, merged);
}

/**
 * v13's flattenObject: nested plain objects become dotted keys; arrays, class instances and empty
 * objects are values of their own (an empty object stays `{}` under its key).
 */
export function flattenObject(object: object, depth = 0): Record<string, unknown> {
  if (depth > 100) throw new Error("Maximum depth exceeded");
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [inner, innerValue] of Object.entries(flattenObject(value, depth + 1))) flat[`${key}.${inner}`] = innerValue;
    } else flat[key] = value;
  }
  return flat;
}

export const FOUNDRY_UTILS = { getProperty, hasProperty, setProperty, deepClone, getType, mergeObject, expandObject, flattenObject, randomID };
