/** The StarMarines scatter card (X, SMR-21): the d6 and the hex it points to. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_SCATTER_CARD = defineCardKind({ id: "smrScatter", ruleSet: "starmarines", template: "starmarines/cards/scatter.hbs" });
