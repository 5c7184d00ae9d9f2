/** The Space Patrol! creation card (Guide 1.1-1.3): one roll of a patrolman's lifepath, compact. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SP_CREATION_CARD = defineCardKind({ id: "spCreation", ruleSet: "space-patrol", template: "space-patrol/cards/creation.hbs" });
