/**
 * The suppression cards (Guide 6.6, 6.7): the suppressor's card, whose Apply per enemy places
 * Suppressed (its data keeps who suppresses the enemy and the disadvantages they suffer), and the note
 * posted when the suppression ends. The GM works each Suppressed out again from what the card
 * keeps (suppression-derive.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { deriveSuppression, SUPPRESSION_RECORD } from "./suppression-derive";
import { confirmSuppressedEnemy } from "./target-facts-confirm";

export const SUPPRESSION_CARD = defineCardKind({
  id: "spSuppression",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/suppression.hbs",
  payload: SUPPRESSION_RECORD,
  targetData: { suppressedBy: field.string(), disadvantages: field.integer(0, 0) },
  buttons: ["applyResult"],
  derive: deriveSuppression,
  confirm: confirmSuppressedEnemy,
});

export const SUPPRESSION_ENDED_CARD = defineCardKind({
  id: "spSuppressionEnded",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/suppression-ended.hbs",
});
