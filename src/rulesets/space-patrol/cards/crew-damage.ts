/**
 * The Crew Damage card (Guide 6.15, 7.12; ruling SP-14): the prompt a vehicle's or spacecraft's hit
 * leaves, whose Roll button its owner uses once, then the result with each crewman's Apply. Both
 * keep the number of Crew Damage results and whether they were rolled.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";

export const CREW_DAMAGE_CARD = defineCardKind({
  id: "spCrewDamage",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/crew-damage.hbs",
  payload: { count: field.integer(1, 1), rolled: field.boolean() },
  targetData: { dead: field.boolean() },
  buttons: ["spCrewDamage", "applyResult"],
});
