/**
 * The cards that only inform: a team's command check (Striker 5.A), which changes nothing, and a
 * revealed counter (Striker 3.A.1), after which its tokens leave the scene.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const COMMAND_CARD = defineCardKind({
  id: "strCommand",
  ruleSet: "striker",
  template: "striker/cards/command.hbs",
});

export const COUNTER_CARD = defineCardKind({
  id: "strCounter",
  ruleSet: "striker",
  template: "striker/cards/counter.hbs",
});
