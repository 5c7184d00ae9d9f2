/**
 * The end of a fight clearing each combatant's field-care record, since Guide 8.1 counts the
 * Wounds battlefield medicine may remove per fight. Its deleteCombat hook is registered at init
 * (ruleset.ts), with the morale prompts, hull breach, Plummet and zero-G hooks beside it; this body
 * comes with the table.
 */
import { FIELD_CARE_FLAG } from "./care-flags";
import { flagRemoval, readFlag } from "../../../system/flags";

/** deleteCombat: the active GM clears the record of every actor that fought. */
export async function onCombatDeleted(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isActiveGM) return;
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (!actor || readFlag(actor, "Actor", FIELD_CARE_FLAG) === undefined) continue;
    await actor.update(flagRemoval("Actor", FIELD_CARE_FLAG));
  }
}
