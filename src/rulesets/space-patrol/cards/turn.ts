/**
 * The turn cards: side initiative (Guide 6.2, SP-12) and the start-of-turn checks (SP-11), first as a
 * prompt whose owner rolls them from the card, then with their results.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const INITIATIVE_CARD = defineCardKind({
  id: "spInitiative",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/initiative.hbs",
});

/** Guide 7.2, 7.3: surprise checks, the d12s and the captains' Tactics Pools. */
/** Guide 6.2: the sneaking side's Stealth against the watchers' Recon. */
export const SURPRISE_CARD = defineCardKind({
  id: "spSurprise",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/surprise.hbs",
});

export const SP_SPACE_INITIATIVE_CARD = defineCardKind({
  id: "spSpaceInitiative",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-initiative.hbs",
});

export const START_OF_TURN_CARD = defineCardKind({
  id: "spStartOfTurn",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/start-of-turn.hbs",
  buttons: ["spStartOfTurn"],
  // SP-11: the checks are rolled once per prompt, which the GM's client posts as the side's turn
  // starts (turn/side-turn-flow.ts); the rolled card (the one with dice) answers the prompt of its
  // own kind for the same actor, and a second is marked (core/card-prompts.ts)
  prompt: { by: ["spStartOfTurn"], required: true, fromGm: true },
});
