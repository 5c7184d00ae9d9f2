/** The patrolman sheet's asset block: every asset by category, with its level shown as X or 0-10. */
import { ASSETS, ASSET_CATEGORIES, type AssetCategory } from "../rules/assets";
import { ASSET_X } from "../data/patrolman-schema";
import { MAX_ASSET_LEVEL } from "../rules/task";

export interface AssetRow {
  id: string;
  label: string;
  level: number;
  display: string;
  psi: boolean;
}

export interface AssetGroup {
  category: AssetCategory | "general";
  label: string;
  assets: AssetRow[];
}

/** Level choices for the select: X, then 0 to 10. */
export const LEVEL_CHOICES: readonly { value: number; label: string }[] = [
  { value: ASSET_X, label: "X" },
  ...Array.from({ length: MAX_ASSET_LEVEL + 1 }, (_, n) => ({ value: n, label: String(n) })),
];

export function assetGroups(levels: Readonly<Record<string, number>>): AssetGroup[] {
  const groups: AssetGroup[] = [...ASSET_CATEGORIES, "general" as const].map((category) => ({
    category,
    label: `STARSKIRMISH.SpacePatrol.Category.${category}`,
    assets: [],
  }));
  for (const asset of ASSETS) {
    const level = levels[asset.id] ?? ASSET_X;
    const group = groups.find((g) => g.category === (asset.category ?? "general"));
    group?.assets.push({
      id: asset.id,
      label: asset.label,
      level,
      display: level <= ASSET_X ? "X" : String(level),
      psi: asset.psi,
    });
  }
  return groups.filter((g) => g.assets.length > 0);
}
