/**
 * Sheet forms name list entries by index ("system.ammo.0.bands.1.range"), which arrive as
 * objects with numeric keys. These helpers turn them back into arrays before the update, so a
 * list is always written whole and in order, whatever Foundry's field casting does.
 */

function isIndexed(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
}

/** Arrays for every numeric-keyed object under `value`, at any depth. */
export function indexedToArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(indexedToArrays);
  if (typeof value !== "object" || value === null) return value;
  if (isIndexed(value)) {
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => indexedToArrays(v));
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, indexedToArrays(v)]));
}

/**
 * Merges a form's entries over the stored list: a field the form does not show (an embedded
 * item id, say) keeps its stored value. Entries the form does not name are kept as they are.
 */
export function mergeList<T extends object>(stored: readonly T[], fromForm: unknown): T[] {
  const edited = indexedToArrays(fromForm);
  if (!Array.isArray(edited)) return [...stored];
  return stored.map((entry, i) => {
    const change = edited[i] as unknown;
    return typeof change === "object" && change !== null ? ({ ...entry, ...mergeDeep(entry, change as Record<string, unknown>) } as T) : entry;
  });
}

function mergeDeep(base: object, change: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(change)) {
    const b = out[k];
    if (Array.isArray(b) && Array.isArray(v)) out[k] = mergeList(b as object[], v);
    else if (typeof b === "object" && b !== null && !Array.isArray(b) && typeof v === "object" && v !== null && !Array.isArray(v)) out[k] = mergeDeep(b, v as Record<string, unknown>);
    else out[k] = v;
  }
  return out;
}
