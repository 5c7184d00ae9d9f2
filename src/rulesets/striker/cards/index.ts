/**
 * Every card kind Striker II posts, with the handlers of the buttons each carries (the kit
 * handles Apply). ruleset.ts registers this list.
 */
import { cardKindEntry, type CardKindRegistration } from "../../../system/cards/card-registry";
import { FIRE_CARD } from "./fire";
import { MORALE_CARD, RALLY_CARD } from "./morale";
import { COMMAND_CARD, COUNTER_CARD, MORALE_NOT_DUE_CARD, SPOTTING_CARD } from "./notes";
import { onMoraleButton } from "../actions/morale-roll";
import { onRoutButton } from "../actions/rout-move";

export const STRIKER_CARD_KINDS: readonly CardKindRegistration[] = [
  cardKindEntry(FIRE_CARD, { strMorale: onMoraleButton }),
  cardKindEntry(MORALE_CARD, { strRoutAway: onRoutButton }),
  cardKindEntry(RALLY_CARD),
  cardKindEntry(COMMAND_CARD),
  cardKindEntry(COUNTER_CARD),
  cardKindEntry(SPOTTING_CARD),
  cardKindEntry(MORALE_NOT_DUE_CARD),
];
