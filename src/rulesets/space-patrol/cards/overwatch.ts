/**
 * The over-watch card (Guide 6.6): the weapon held, the trigger that stands after any Will check,
 * and whether the held shot was taken; its button takes the shot once.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { OVERWATCH_TRIGGERS } from "../view/overwatch-card";

export const OVERWATCH_CARD = defineCardKind({
  id: "spOverwatch",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/overwatch.hbs",
  payload: { itemId: field.string(), trigger: field.choice(OVERWATCH_TRIGGERS, "firstMover"), spent: field.boolean() },
  buttons: ["spOverwatchShot"],
});
