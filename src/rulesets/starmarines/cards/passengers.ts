/** The StarMarines passengers card (IX-B): each soldier aboard a destroyed vehicle, his die and his fate. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_PASSENGERS_CARD = defineCardKind({ id: "smrPassengers", ruleSet: "starmarines", template: "starmarines/cards/passengers.hbs" });
