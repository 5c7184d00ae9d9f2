/**
 * Reading the asset level boxes of a submitted patrolman sheet: "X" or 0-10 become stored
 * levels; anything else keeps the level the asset had, and is named so the user is told.
 */
import { parseAssetLevel } from "../data/asset-level";

export interface AssetFormResult {
  levels: Record<string, number>;
  rejected: string[];
}

export function readAssetLevels(submitted: unknown, current: Readonly<Record<string, number>>): AssetFormResult {
  const levels: Record<string, number> = {};
  const rejected: string[] = [];
  if (typeof submitted !== "object" || submitted === null) return { levels, rejected };
  for (const [id, raw] of Object.entries(submitted)) {
    const level = parseAssetLevel(raw);
    if (level === null) {
      rejected.push(id);
      const previous = current[id];
      if (previous !== undefined) levels[id] = previous;
    } else {
      levels[id] = level;
    }
  }
  return { levels, rejected };
}
