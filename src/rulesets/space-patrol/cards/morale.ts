/**
 * The morale cards (Guide 6.9): the prompt an event posts, with a Roll button per friend who must
 * check (his data names the trigger and its DT), the check he rolled, and a leader's rally, whose
 * Apply per friend takes a Morale Marker off, as the GM works it out again (rally-derive.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { MORALE_TRIGGERS } from "../rules/morale";
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
});

export const RALLY_CARD = defineCardKind({
  id: "spRally",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/rally.hbs",
  payload: RALLY_RECORD,
  buttons: ["applyResult"],
  derive: deriveRally,
});
