/** The StarMarines retreat card (VIII-H): where a broken unit went, or what stopped it. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_RETREAT_CARD = defineCardKind({ id: "smrRetreat", ruleSet: "starmarines", template: "starmarines/cards/retreat.hbs" });
