/**
 * The patrolman sheet's service record and advancement block (Guide 1.5, 4.1, 4.2; SP-13): the
 * medals and their points and the assets improved this session; and, for the Improve dialog, the
 * assets that could be improved now with what each costs; and the session-award dialog. Computed
 * from the actor's data alone.
 */
import { ASSETS } from "../rules/assets";
import { advancementCost, SESSION_AWARD_MAX, SESSION_AWARD_MIN } from "../rules/advancement";
import { MEDAL_IDS } from "../rules/creation-tables";
import { medalPoints } from "../rules/ranks";
import { MAX_ASSET_LEVEL } from "../rules/task";
import { formatAssetLevel, storedToAssetLevel } from "../data/asset-level";
import type { PatrolmanSystem } from "../data/patrolman-schema";

export interface ImprovableAsset {
  id: string;
  label: string;
  from: string;
  to: string;
  cost: number;
  affordable: boolean;
}

export interface AdvancementContext {
  medals: { id: string; label: string; count: number }[];
  medalPoints: number;
  improvedThisSession: { id: string; label: string }[];
}

/**
 * The assets that may improve now (SP-13: once per asset a session, never past 10), each with its
 * step and cost (Guide 4.1) and whether the saved points pay for it. Only the Improve dialog
 * needs this, so the sheet does not compute it on every render.
 */
export function improvableAssets(system: Pick<PatrolmanSystem, "assets" | "advancement">): ImprovableAsset[] {
  const improved = new Set(system.advancement.improvedThisSession);
  const improvable: ImprovableAsset[] = [];
  for (const asset of ASSETS) {
    const level = storedToAssetLevel(system.assets[asset.id]);
    if (improved.has(asset.id) || (level !== "X" && level >= MAX_ASSET_LEVEL)) continue;
    const cost = advancementCost(level);
    const stored = system.assets[asset.id] ?? -1;
    improvable.push({ id: asset.id, label: asset.label, from: formatAssetLevel(stored), to: formatAssetLevel(level === "X" ? 0 : level + 1), cost, affordable: cost <= system.advancement.points });
  }
  return improvable;
}

export function advancementContext(system: Pick<PatrolmanSystem, "advancement" | "medals">): AdvancementContext {
  const counts = MEDAL_IDS.map((id) => ({ id, label: `STARSKIRMISH.SpacePatrol.Medal.${id}`, count: system.medals[id] }));
  return {
    medals: counts,
    medalPoints: medalPoints(counts.flatMap((m) => Array.from({ length: m.count }, () => m.id))),
    improvedThisSession: system.advancement.improvedThisSession.map((id) => ({ id, label: `STARSKIRMISH.SpacePatrol.Asset.${id}` })),
  };
}

/** The session-award dialog (Guide 4.1): whose session closes, and the award's bounds. */
// a type, not an interface, so renderTemplate takes it as a plain object
export type SessionAwardDialogContext = {
  name: string;
  award: number;
  min: number;
  max: number;
};

/** The dialog's starting award is the middle of Guide 4.1's 1 to 5, a typical session's. */
export function sessionAwardDialogContext(name: string): SessionAwardDialogContext {
  return { name, award: (SESSION_AWARD_MIN + SESSION_AWARD_MAX) / 2, min: SESSION_AWARD_MIN, max: SESSION_AWARD_MAX };
}
