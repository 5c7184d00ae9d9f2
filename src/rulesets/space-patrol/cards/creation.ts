/**
 * The Space Patrol! creation cards: one roll of a patrolman's lifepath, compact (Guide 1.1-1.3), and
 * the party's chain of command with its captain and Number 2 (1.5).
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SP_CREATION_CARD = defineCardKind({ id: "spCreation", ruleSet: "space-patrol", template: "space-patrol/cards/creation.hbs" });

export const SP_COMMAND_CARD = defineCardKind({ id: "spCommand", ruleSet: "space-patrol", template: "space-patrol/cards/chain-of-command.hbs" });
