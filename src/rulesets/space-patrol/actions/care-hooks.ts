/**
 * The hooks the care and morale features need while Space Patrol! is the world's rule set: the
 * morale prompts (morale/morale-triggers.ts), and the end of a fight clearing each combatant's
 * field-care record, since Guide 8.1 counts the Wounds battlefield medicine may remove per fight.
 */
import { activateMoraleTriggers } from "./morale-triggers";
import { SYSTEM_ID } from "../../../system/constants";
import { FIELD_CARE_FLAG } from "./care-flags";

/** deleteCombat: the active GM clears the record of every actor that fought. */
export async function onCombatDeleted(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isActiveGM) return;
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    const scope = actor ? (actor.flags as unknown as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID] : undefined;
    if (!actor || scope?.[FIELD_CARE_FLAG] === undefined) continue;
    // Foundry's "-=" key removes the flag; the typed flags do not list this one
    const path: string = `flags.${SYSTEM_ID}.-=${FIELD_CARE_FLAG}`;
    await actor.update({ [path]: null });
  }
}

export function activateCareHooks(): void {
  activateMoraleTriggers();
  Hooks.on("deleteCombat", (combat) => void onCombatDeleted(combat));
}
