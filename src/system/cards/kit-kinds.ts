/**
 * The card kinds the kit itself posts, whatever the rule set: the turn's initiative roll. They are
 * registered at init beside every rule set's kinds.
 */
import { defineCardKind } from "./card-kind";
import { cardKindEntry, type CardKindRegistration } from "./card-registry";

/** The order the sides rolled for this turn (core/turn/initiative.ts); it only shows the dice. */
export const TURN_INITIATIVE_CARD = defineCardKind({ id: "turnInitiative", ruleSet: "shared", template: "shared/cards/turn-initiative.hbs" });

export const KIT_CARD_KINDS: readonly CardKindRegistration[] = [cardKindEntry(TURN_INITIATIVE_CARD)];
