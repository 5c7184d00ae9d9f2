/**
 * What the patrolman sheet shows besides the shared parts, computed from the actor's data
 * alone, so the sheet in Foundry and the offline gallery render the same thing.
 */
import { BRANCHES, type PatrolmanSystem } from "../data/patrolman-schema";
import { assetGroups, type AssetGroup } from "./asset-rows";
import { inventorySlots, movementInches, type CarriedItem, type InventorySlot } from "./inventory-context";
import type { MarkerCounts } from "../../../core/markers";
import { ASSET_X } from "../data/asset-level";
import { psionicsSection, type PsiButton } from "./psionics-view";
import { scratchButton, type ScratchButton } from "./scratch-view";

export interface PatrolmanContext {
  assetGroups: AssetGroup[];
  branches: { value: string; label: string }[];
  ranks: { value: number; label: string }[];
  rankTitle: string;
  inventory: InventorySlot[];
  movement: number;
  /** Guide 2.3: a button per PSI power the patrolman has at 0 or more. */
  psionics: PsiButton[];
  /** Guide 4.2: "'Tis But a Scratch" for a Space Hero Point. */
  scratch: ScratchButton;
}

/** Guide 1.4: ranks 0 to 6. */
const RANKS = [0, 1, 2, 3, 4, 5, 6] as const;

export function patrolmanContext(
  system: Pick<PatrolmanSystem, "assets" | "branch" | "rank"> & Partial<Pick<PatrolmanSystem, "heroPoints">>,
  items: readonly CarriedItem[] = [],
  markers: MarkerCounts = {},
): PatrolmanContext {
  const athletics = system.assets.athletics ?? ASSET_X;
  return {
    inventory: inventorySlots(items),
    movement: movementInches(items, athletics <= ASSET_X ? "X" : athletics, markers),
    assetGroups: assetGroups(system.assets),
    psionics: psionicsSection(system.assets),
    scratch: scratchButton(system.heroPoints?.value ?? 0, markers),
    branches: BRANCHES.map((b) => ({ value: b, label: `STARSKIRMISH.SpacePatrol.Branch.${b}` })),
    ranks: RANKS.map((r) => ({ value: r, label: `STARSKIRMISH.SpacePatrol.Rank.${system.branch}.${r}` })),
    rankTitle: `STARSKIRMISH.SpacePatrol.Rank.${system.branch}.${system.rank}`,
  };
}
