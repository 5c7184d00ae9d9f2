/** The patrolman sheet's asset block: every asset by category, with its level shown as X or 0-10. */
import { ASSETS, ASSET_CATEGORIES, type AssetCategory } from "../rules/assets";
import { ASSET_X, formatAssetLevel } from "../data/asset-level";

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
      display: formatAssetLevel(level),
      psi: asset.psi,
    });
  }
  return groups.filter((g) => g.assets.length > 0);
}
