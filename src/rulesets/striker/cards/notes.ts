/**
 * The cards that only inform: a team's command check (Striker 5.A), which changes nothing, a
 * revealed counter (Striker 3.A.1), after which its tokens leave the scene, and what the GM's client
 * found when a move ended (Striker 7.A.2-4): cover gained or lost, teams spotted; and, whispered to
 * the GMs, a fire card's Morale check that was not due after all, as the board did not bear out its
 * only reason, "saw casualties nearby" (Striker 8.C.1).
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

export const SPOTTING_CARD = defineCardKind({
  id: "strSpotting",
  ruleSet: "striker",
  template: "striker/cards/spotting.hbs",
});

export const MORALE_NOT_DUE_CARD = defineCardKind({
  id: "strMoraleNotDue",
  ruleSet: "striker",
  template: "striker/cards/morale-not-due.hbs",
});
