/**
 * What the NPC sheet shows, from the actor's data alone (so Foundry and the offline gallery render
 * the same): only the assets the NPC has, in the Guide's order, with the rest offered to add; its
 * side; and the same inventory and movement as a patrolman's (Guide 5.1-5.3).
 */
import { ASSETS } from "../rules/assets";
import { formatAssetLevel, storedToAssetLevel } from "../data/asset-level";
import { sideChoices } from "../data/sides";
import type { NpcSystem } from "../data/npc-schema";
import type { AssetRow } from "./asset-rows";
import { inventorySlots, movementInches, type CarriedItem, type InventorySlot } from "./inventory-context";
import type { MarkerCounts } from "../../../core/markers";
import { psionicsSection, type PsiButton } from "./psionics-view";
import { scratchButton, type ScratchButton } from "./scratch-view";

export interface NpcContext {
  assets: AssetRow[];
  addableAssets: { value: string; label: string }[];
  sides: { value: string; label: string }[];
  inventory: InventorySlot[];
  movement: number;
  /** Guide 2.3: a button per PSI asset the NPC has at 0 or more. */
  psionics: PsiButton[];
  /** Guide 4.2: "'Tis But a Scratch" for a Plot Armor Point. */
  scratch: ScratchButton;
}

/** The NPC's own assets, in the Guide's order; ids that are not assets are left out. */
export function npcAssetRows(levels: Readonly<Record<string, number>>): AssetRow[] {
  const rows: AssetRow[] = [];
  for (const asset of ASSETS) {
    const level = levels[asset.id];
    if (level !== undefined) rows.push({ id: asset.id, label: asset.label, level, display: formatAssetLevel(level), psi: asset.psi });
  }
  return rows;
}

export function npcContext(system: Pick<NpcSystem, "assets"> & Partial<Pick<NpcSystem, "plotArmor">>, items: readonly CarriedItem[] = [], markers: MarkerCounts = {}): NpcContext {
  return {
    assets: npcAssetRows(system.assets),
    addableAssets: ASSETS.filter((a) => system.assets[a.id] === undefined).map((a) => ({ value: a.id, label: a.label })),
    sides: sideChoices(),
    inventory: inventorySlots(items),
    movement: movementInches(items, storedToAssetLevel(system.assets.athletics), markers),
    psionics: psionicsSection(system.assets),
    scratch: scratchButton(system.plotArmor?.value ?? 0, markers),
  };
}

/**
 * The sheet's "add asset" choice, read from a submitted form: a known asset the NPC lacks is added
 * at level 0 (Guide 2: the first trained level); anything else adds nothing.
 */
export function assetToAdd(choice: unknown, current: Readonly<Record<string, number>>): string | null {
  if (typeof choice !== "string" || choice === "" || current[choice] !== undefined) return null;
  return ASSETS.some((a) => a.id === choice) ? choice : null;
}
