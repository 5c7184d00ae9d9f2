// What the property test looks for in a result: NaN anywhere, and undefined anywhere its declared
// type does not admit it (an optional field, `T | undefined`, a void check). Parts typed unknown
// are the caller's own data passed through, and are not looked into.
import type { ObjectShape, Shape } from "./shapes";

/** Whether a shape admits undefined. */
export function admitsUndefined(shape: Shape): boolean {
  if (shape.k === "undef" || shape.k === "any") return true;
  return shape.k === "union" && shape.of.some(admitsUndefined);
}

/**
 * The path of the first NaN, or of an undefined the declared type does not admit, inside a value;
 * undefined when there is none. Parts whose type is unknown may hold neither.
 */
export function badValuePath(value: unknown, shape: Shape, defs: Record<string, ObjectShape>, path = "result", depth = 0): string | undefined {
  // unknown data the caller handed in and gets back (a document's system data through a
  // migration): the rules never read it, so what it holds is the caller's
  if (shape.k === "any") return undefined;
  if (value === undefined) return admitsUndefined(shape) ? undefined : `${path} is undefined`;
  if (typeof value === "number") return Number.isNaN(value) ? `${path} is NaN` : undefined;
  if (value === null || typeof value !== "object" || depth > 12) return undefined;
  switch (shape.k) {
    case "union": {
      const members = shape.of.filter((s) => s.k !== "undef" && s.k !== "null");
      let first: string | undefined;
      for (const member of members) {
        const bad = badValuePath(value, member, defs, path, depth);
        if (!bad) return undefined;
        first ??= bad;
      }
      return first;
    }
    case "arr":
    case "set":
      return each([...(value as Iterable<unknown>)], (v, i) => badValuePath(v, shape.of, defs, `${path}[${i}]`, depth + 1));
    case "tuple":
      return each([...(value as Iterable<unknown>)], (v, i) => badValuePath(v, shape.of[i] ?? { k: "any" }, defs, `${path}[${i}]`, depth + 1));
    case "map":
      return each([...(value as Map<unknown, unknown>)], ([k, v]) => badValuePath(k, shape.key, defs, `${path}.key`, depth + 1) ?? badValuePath(v, shape.of, defs, `${path}.get(${String(k)})`, depth + 1));
    case "ref": {
      const def = defs[shape.id];
      if (!def) return `${path}: no shape ${shape.id}`;
      return each(Object.entries(value), ([k, v]) => {
        if (typeof v === "function") return undefined;
        const prop = def.props[k];
        const inner: Shape = prop ? (prop.opt ? { k: "union", of: [prop.s, { k: "undef" }] } : prop.s) : (def.index ?? { k: "any" });
        return badValuePath(v, inner, defs, `${path}.${k}`, depth + 1);
      });
    }
    default:
      return anyBad(value, path, depth);
  }
}

/** For values of unknown type: no NaN and no undefined anywhere inside. */
function anyBad(value: object, path: string, depth: number): string | undefined {
  const entries: (readonly [unknown, unknown])[] = value instanceof Map ? [...value] : value instanceof Set ? [...value].map((v, i) => [i, v] as const) : Object.entries(value);
  return each(entries, ([k, v]) => {
    if (typeof v === "function") return undefined;
    if (v === undefined) return `${path}.${String(k)} is undefined`;
    if (typeof v === "number") return Number.isNaN(v) ? `${path}.${String(k)} is NaN` : undefined;
    return v && typeof v === "object" && depth < 12 ? anyBad(v, `${path}.${String(k)}`, depth + 1) : undefined;
  });
}

function each<T>(items: readonly T[], check: (item: T, index: number) => string | undefined): string | undefined {
  for (let i = 0; i < items.length; i++) {
    const bad = check(items[i] as T, i);
    if (bad) return bad;
  }
  return undefined;
}
