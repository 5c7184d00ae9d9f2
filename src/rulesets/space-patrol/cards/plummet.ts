/**
 * The Plummet cards (Guide 6.15): the falling aircraft's crew with their Escape and Space Hero Point
 * buttons and the GM's Crash button; one crewman's choice; the crash. Choices are recorded on each
 * crewman's actor (system/roll-once.ts), so the cards keep no payload; a choice or crash answers
 * the plummet card once (core/card-prompts.ts).
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SP_PLUMMET_CARD = defineCardKind({
  id: "spPlummet",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/plummet.hbs",
  buttons: ["spPlummetEscape", "spPlummetSpend", "spPlummetCrash"],
});

export const SP_PLUMMET_CHOICE_CARD = defineCardKind({
  id: "spPlummetChoice",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/plummet-choice.hbs",
  // Guide 6.15: each crewman chooses once on the prompt the GM's client posted as the craft was wrecked
  prompt: { by: ["spPlummet"], fromGm: true },
});

export const SP_PLUMMET_CRASH_CARD = defineCardKind({
  id: "spPlummetCrash",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/plummet-crash.hbs",
  // the craft crashes once per plummet
  prompt: { by: ["spPlummet"], fromGm: true },
});
