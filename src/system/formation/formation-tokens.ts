/**
 * Tokens remember the formation they were placed with (a flag with the formation's UUID), so the
 * formation sheet can find, select, add to combat and recall them.
 */
import { SYSTEM_ID } from "../constants";
import "../flags";

export const FORMATION_FLAG = "formation";

/** The current scene's tokens placed from a formation. */
export function formationTokens(formationUuid: string): TokenDocument.Implementation[] {
  const scene = canvas?.scene;
  if (!scene) return [];
  return scene.tokens.filter((t) => t.getFlag(SYSTEM_ID, FORMATION_FLAG) === formationUuid);
}

/** Selects the formation's tokens on the canvas. */
export function selectFormation(formationUuid: string): number {
  const docs = formationTokens(formationUuid);
  canvas?.tokens?.releaseAll();
  for (const doc of docs) doc.object?.control({ releaseOthers: false });
  return docs.length;
}

/** Removes the formation's tokens from the current scene. */
export async function recallFormation(formationUuid: string): Promise<number> {
  const scene = canvas?.scene;
  const ids = formationTokens(formationUuid).map((t) => t.id).filter((id): id is string => Boolean(id));
  if (!scene || ids.length === 0) return 0;
  await scene.deleteEmbeddedDocuments("Token", ids);
  return ids.length;
}

/**
 * Adds the formation's tokens to the active combat (created if there is none), gathered in one
 * combatant group named after the formation, so the tracker shows and folds them together.
 */
export async function addFormationToCombat(formationUuid: string, name: string): Promise<number> {
  const docs = formationTokens(formationUuid);
  if (docs.length === 0) return 0;
  const combat = game.combat ?? (await Combat.implementation.create({ scene: canvas?.scene?.id ?? null, active: true }));
  if (!combat) return 0;
  const existing = combat.groups.find((g) => g.getFlag(SYSTEM_ID, "formation") === formationUuid);
  const created = existing ? [] : ((await combat.createEmbeddedDocuments("CombatantGroup", [{ name, flags: { [SYSTEM_ID]: { formation: formationUuid } } }])) ?? []);
  const group = existing ?? created[0];
  const already = new Set(combat.combatants.map((c) => c.tokenId));
  const fresh = docs.filter((d) => !already.has(d.id));
  await combat.createEmbeddedDocuments(
    "Combatant",
    fresh.map((d) => ({
      tokenId: d.id,
      sceneId: d.parent?.id ?? null,
      actorId: d.actorId,
      group: group?.id ?? null,
      flags: { [SYSTEM_ID]: { formation: formationUuid, formationName: name } },
    })),
  );
  return fresh.length;
}

/** Takes the formation's combatants, and its group, out of the active combat. */
export async function removeFormationFromCombat(formationUuid: string): Promise<number> {
  const combat = game.combat;
  if (!combat) return 0;
  const ids = combat.combatants.filter((c) => c.getFlag(SYSTEM_ID, "formation") === formationUuid).map((c) => c.id).filter((id): id is string => Boolean(id));
  if (ids.length > 0) await combat.deleteEmbeddedDocuments("Combatant", ids);
  const groups = combat.groups.filter((g) => g.getFlag(SYSTEM_ID, "formation") === formationUuid).map((g) => g.id).filter((id): id is string => Boolean(id));
  if (groups.length > 0) await combat.deleteEmbeddedDocuments("CombatantGroup", groups);
  return ids.length;
}
