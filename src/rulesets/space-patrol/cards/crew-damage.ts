/**
 * The Crew Damage card (Guide 6.15, 7.12; ruling SP-14): the prompt a vehicle's or spacecraft's hit
 * leaves, whose Roll button its owner uses once, then the result with each crewman's Apply. Both
 * keep the number of Crew Damage results and whether they were rolled; the result also keeps what
 * the GM works it out again from (crew-damage-derive.ts) and checks on the board (crew-damage-confirm.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { CREW_DAMAGE_RECORD, deriveCrewDamage } from "./crew-damage-derive";
import { confirmCrewDamage, crewDamagePromptCalls, promptOfCrewDamage } from "./crew-damage-confirm";
import { CREW_DAMAGE_KIND_ID } from "./crew-damage-id";

export const CREW_DAMAGE_CARD = defineCardKind({
  id: CREW_DAMAGE_KIND_ID,
  ruleSet: "space-patrol",
  template: "space-patrol/cards/crew-damage.hbs",
  payload: CREW_DAMAGE_RECORD,
  targetData: { dead: field.boolean() },
  buttons: ["spCrewDamage", "applyResult"],
  derive: deriveCrewDamage,
  confirm: confirmCrewDamage,
  // SP-14: a result (a card with dice) answers a prompt of its own kind for the same craft and count,
  // named in its payload since before the kit kept the field; the first result recorded stands
  prompt: { by: [CREW_DAMAGE_KIND_ID], required: true, promptOf: promptOfCrewDamage, calls: crewDamagePromptCalls },
});
