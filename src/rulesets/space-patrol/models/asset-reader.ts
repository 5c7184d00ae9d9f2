/**
 * What a roll needs from the person who rolls it, whichever kind of actor they are: their asset levels
 * in the rules' terms and the points they can spend on a Not So Fast reroll (Guide 4.2). Patrolmen
 * and NPCs both provide it, so the task, fire and start-of-turn rolls serve both.
 */
import type { AssetLevel } from "../rules/task";
import type { AssetId } from "../rules/assets";
import { ASSET_X } from "../data/asset-level";

export interface AssetLevelReader {
  /** Stored levels by asset id (-1 for X). */
  readonly assets: Readonly<Record<string, number>>;
  assetLevel(assetId: string): AssetLevel;
  /** Space Hero Points, or an NPC's Plot Armor Points. */
  readonly rerollPoints: number;
}

export function isAssetLevelReader(system: unknown): system is AssetLevelReader {
  return (
    typeof system === "object" &&
    system !== null &&
    typeof (system as Partial<AssetLevelReader>).assetLevel === "function" &&
    typeof (system as Partial<AssetLevelReader>).rerollPoints === "number"
  );
}

/** Stored asset levels in the rules' terms (-1 is X). */
export function assetLevels(system: AssetLevelReader): Partial<Record<AssetId, AssetLevel>> {
  const out: Partial<Record<AssetId, AssetLevel>> = {};
  for (const [id, stored] of Object.entries(system.assets)) out[id as AssetId] = stored <= ASSET_X ? "X" : stored;
  return out;
}
