/**
 * Tokens remember the formation they were placed with (a flag with the formation's UUID) and the
 * units they stand in, so the formation sheet can find, select, add to combat by unit and recall
 * them.
 */
import { SYSTEM_ID } from "../constants";
import "../flags";
import { FORMATION_LEVELS } from "../../core/formation-schema";
import { addTokensToCombat } from "./combat-groups";
import { readUnitChain } from "./unit-flags";

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
 * Adds the formation's tokens to the active combat (made if there is none), grouped by their
 * smallest unit (each squad, say) as the drop recorded it; tokens placed before drops kept a
 * chain go into one group named after the formation.
 */
export async function addFormationToCombat(formationUuid: string, name: string): Promise<number> {
  const docs = formationTokens(formationUuid);
  const chains = docs.map(readUnitChain);
  const levels = FORMATION_LEVELS.filter((l) => l !== "group" && chains.some((c) => c.some((u) => u.level === l)));
  return addTokensToCombat(docs, levels[0] ?? "group", { uuid: formationUuid, name });
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
