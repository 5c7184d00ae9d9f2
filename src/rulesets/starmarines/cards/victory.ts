/** The StarMarines victory card (VII.8, SMR-20): the GM's decision on who won, or a draw, for the table. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_VICTORY_CARD = defineCardKind({ id: "smrVictory", ruleSet: "starmarines", template: "starmarines/cards/victory.hbs" });
