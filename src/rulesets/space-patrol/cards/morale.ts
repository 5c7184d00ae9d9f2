/**
 * The morale cards (Guide 6.9): the prompt an event posts, with a Roll button per friend who must
 * check (its data names the trigger and its DT), the check the friend rolled, and a leader's rally, whose
 * Apply per friend takes a Morale Marker off, as the GM works it out again (rally-derive.ts). A
 * check answers its prompt once (core/card-prompts.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { MORALE_TRIGGERS } from "../rules/morale";
import { TURN_SIDES } from "../rules/side-turns";
import { deriveRally, RALLY_RECORD } from "./rally-derive";

export const MORALE_PROMPT_CARD = defineCardKind({
  id: "spMoralePrompt",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/morale-prompt.hbs",
  targetData: { trigger: field.choice(MORALE_TRIGGERS.map((t) => t.key), "friendKilled"), dt: field.integer(0, 0) },
  buttons: ["spMoraleRoll"],
});

export const MORALE_RESULT_CARD = defineCardKind({
  id: "spMoraleResult",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/morale-result.hbs",
  // Guide 6.9: a friend checks once for the event that called it, on the GM's client's prompt
  // (actions/morale-triggers.ts); a second roll for the same prompt is marked and lands nothing
  prompt: { by: ["spMoralePrompt"], required: true, fromGm: true },
});

export const RALLY_CARD = defineCardKind({
  id: "spRally",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/rally.hbs",
  payload: RALLY_RECORD,
  buttons: ["applyResult"],
  derive: deriveRally,
});

/** Guide 6.9: the GM's prompt, as an NPC side's turn opens, to count its groups once the start-of-turn checks are rolled. */
export const NPC_MORALE_PROMPT_CARD = defineCardKind({
  id: "spNpcMoralePrompt",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/npc-morale-prompt.hbs",
  payload: { combatId: field.string(), side: field.choice(TURN_SIDES, "enemies"), round: field.integer(0, 0) },
  buttons: ["spNpcMoraleCount"],
});

/** Guide 6.9: the count: broken groups, and a Surrender button per marked NPC who would give up. */
export const NPC_MORALE_CARD = defineCardKind({
  id: "spNpcMorale",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/npc-morale.hbs",
  payload: { combatId: field.string(), side: field.choice(TURN_SIDES, "enemies") },
  buttons: ["spNpcSurrender"],
});
