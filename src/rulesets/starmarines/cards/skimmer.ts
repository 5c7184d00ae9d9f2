/** The StarMarines skimmer card (IX-B, SMR-9): a damaged skimmer sinking, or its crash die. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_SKIMMER_CARD = defineCardKind({ id: "smrSkimmer", ruleSet: "starmarines", template: "starmarines/cards/skimmer.hbs" });
