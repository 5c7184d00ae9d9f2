/** Every StarMarines card kind with its buttons' handlers (the kit's Apply needs none); the table exports it (table.ts). */
import { cardKindEntry } from "../../../system/cards/card-registry";
import { SMR_ATTACK_CARD } from "./attack";
import { SMR_MORALE_CARD } from "./morale";
import { SMR_OVERWATCH_CARD } from "./overwatch";
import { SMR_OVERRUN_CARD } from "./overrun";
import { SMR_REPAIR_CARD } from "./repair";
import { SMR_SKIMMER_CARD } from "./skimmer";
import { SMR_SCATTER_CARD } from "./scatter";
import { SMR_PASSENGERS_CARD } from "./passengers";
import { SMR_VICTORY_CARD } from "./victory";
import { SMR_RETREAT_CARD } from "./retreat";
import { SMR_MORALE_PROMPT_CARD } from "./morale-prompt";
import { onPromptedCheck } from "../actions/morale-prompt";
import { onRepair } from "../turn/repair-phase";
import { onOverwatchFire } from "../turn/overwatch";

export const STARMARINES_CARD_KINDS = [cardKindEntry(SMR_ATTACK_CARD), cardKindEntry(SMR_MORALE_CARD), cardKindEntry(SMR_OVERWATCH_CARD, { smrOverwatchFire: onOverwatchFire }), cardKindEntry(SMR_OVERRUN_CARD), cardKindEntry(SMR_REPAIR_CARD, { smrRepair: onRepair }), cardKindEntry(SMR_MORALE_PROMPT_CARD, { smrMoraleCheck: onPromptedCheck }), cardKindEntry(SMR_SKIMMER_CARD), cardKindEntry(SMR_SCATTER_CARD), cardKindEntry(SMR_PASSENGERS_CARD), cardKindEntry(SMR_VICTORY_CARD), cardKindEntry(SMR_RETREAT_CARD)];
