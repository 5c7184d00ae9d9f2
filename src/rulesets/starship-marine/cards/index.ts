/** Every card kind Starship Marine posts (the kit handles Apply). ruleset.ts registers this list. */
import { cardKindEntry, type CardKindRegistration } from "../../../system/cards/card-registry";
import { SSM_FIRE_CARD } from "./fire";
import { SSM_MORALE_CARD } from "./morale";

export const STARSHIP_MARINE_CARD_KINDS: readonly CardKindRegistration[] = [cardKindEntry(SSM_FIRE_CARD), cardKindEntry(SSM_MORALE_CARD)];
