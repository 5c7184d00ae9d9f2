/**
 * Reading the asset level boxes of a submitted patrolman sheet: "X" or 0-10 become stored
 * levels; anything else keeps the level the asset had, and is named so the user is told.
 */
import { ASSET_X, parseAssetLevel } from "../data/asset-level";
import { ASSET_IDS } from "../rules/assets";

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

/** The level each box shows: the stored one, or X for an asset the record holds no level for. */
export function levelsShown(stored: Readonly<Record<string, number>>): Record<string, number> {
  return { ...Object.fromEntries(ASSET_IDS.map((id) => [id, ASSET_X])), ...stored };
}
