/**
 * What applying a result does to a unit's markers: the change of each marker between two counts,
 * as a card lists it and the GM lands it. Pure.
 */
import type { MarkerCounts } from "./markers";

/** Marker changes between two counts: each marker whose count differs, by how much. */
export function markerChanges(before: MarkerCounts, after: MarkerCounts): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[id] ?? 0) - (before[id] ?? 0);
    if (d !== 0) out[id] = d;
  }
  return out;
}
