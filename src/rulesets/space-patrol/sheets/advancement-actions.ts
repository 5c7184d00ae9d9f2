/**
 * Advancement from the patrolman sheet (Guide 4.1, 4.2; SP-13): the owner improves one asset at a
 * time with saved points, each asset once a session; the GM closes a session for a patrolman,
 * awarding 1 to 5 points, renewing their Space Hero Points and opening the next session's
 * improvements. Refusals say why and change nothing.
 */
import { PatrolmanData } from "../models/patrolman-model";
import { sessionAward, validateSessionImprovements } from "../rules/advancement";
import { ASSET_IDS, isAssetId, type AssetId } from "../rules/assets";
import type { AssetLevel } from "../rules/task";
import { storedToAssetLevel } from "../data/asset-level";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { improvableAssets, sessionAwardDialogContext } from "../view/advancement-context";
import { warn } from "../../../system/notify";
import { askDialogInput } from "../../../system/form-dialog";


export async function improveAsset(actor: Actor.Implementation, assetId: string): Promise<void> {
  const system = actor.system;
  if (!(system instanceof PatrolmanData) || !actor.isOwner) return warn("STARSKIRMISH.Error.notYourActor");
  if (!isAssetId(assetId)) return warn("STARSKIRMISH.SpacePatrol.Advancement.unknownAsset");
  // Guide 4.1: "the same Asset cannot be improved more than once per session"
  if (system.advancement.improvedThisSession.includes(assetId)) return warn("STARSKIRMISH.SpacePatrol.Advancement.oncePerSession");
  const levels: Partial<Record<AssetId, AssetLevel>> = {};
  for (const id of ASSET_IDS) levels[id] = storedToAssetLevel(system.assets[id]);
  const check = validateSessionImprovements(levels, [assetId], system.advancement.points);
  if (!check.ok) return warn(check.problems[0]?.key ?? "STARSKIRMISH.SpacePatrol.Advancement.refused");
  const reached = check.levels[assetId];
  const stored = reached === undefined || reached === "X" ? -1 : reached;
  await actor.update({
    system: {
      assets: { [assetId]: stored },
      advancement: { points: system.advancement.points - check.totalCost, improvedThisSession: [...system.advancement.improvedThisSession, assetId] },
    },
  });
}

/** The sheet's Improve button: a dialog of the assets that may improve now, then the improvement. */
export async function chooseAndImprove(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof PatrolmanData) || !actor.isOwner) return warn("STARSKIRMISH.Error.notYourActor");
  const improvable = improvableAssets(system);
  if (!improvable.some((a) => a.affordable)) return warn("STARSKIRMISH.SpacePatrol.Advancement.nothingAffordable");
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/improve-asset.hbs`, {
    points: system.advancement.points,
    improvable,
  });
  const raw: unknown = await askDialogInput({
    window: { title: "STARSKIRMISH.SpacePatrol.Advancement.improve" },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Advancement.improve" },
  });
  const assetId = raw && typeof raw === "object" ? (raw as { assetId?: unknown }).assetId : undefined;
  if (typeof assetId === "string") await improveAsset(actor, assetId);
}

/** The GM's "session ends": the award (Guide 4.1), hero points renewed (Guide 4.2), improvements reopened. */
export async function closeSession(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof PatrolmanData) || !game.user?.isGM) return;
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/session-award.hbs`, sessionAwardDialogContext(actor.name ?? ""));
  const raw: unknown = await askDialogInput({
    window: { title: "STARSKIRMISH.SpacePatrol.Advancement.newSessionTitle" },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Advancement.newSession" },
  });
  if (!raw || typeof raw !== "object") return;
  let award: number;
  try {
    award = sessionAward(Number((raw as { award?: unknown }).award));
  } catch {
    return warn("STARSKIRMISH.SpacePatrol.Advancement.badAward");
  }
  await actor.update({
    system: {
      heroPoints: { value: system.heroPoints.max },
      advancement: { points: system.advancement.points + award, improvedThisSession: [] },
    },
  });
}
