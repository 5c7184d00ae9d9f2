/**
 * The hooks the care and morale features need while Space Patrol! is the world's rule set: the
 * morale prompts (morale/morale-triggers.ts), the hull-breach card (hull-breach.ts), the Plummet card (plummet.ts), the EVA check of moves in zero-G (turn/zero-g-move.ts), and the end of a fight clearing each combatant's
 * field-care record, since Guide 8.1 counts the Wounds battlefield medicine may remove per fight.
 */
import { activateMoraleTriggers } from "./morale-triggers";
import { activateHullBreach } from "./hull-breach";
import { activatePlummet } from "./plummet";
import { activateZeroGMoves } from "../turn/zero-g-move";
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

export function activateCareHooks(): void {
  activateMoraleTriggers();
  activateHullBreach();
  activatePlummet();
  activateZeroGMoves();
  Hooks.on("deleteCombat", (combat) => void onCombatDeleted(combat));
}
