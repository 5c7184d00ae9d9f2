/**
 * The small action cards (Guide 6.4): Steady Aim, Hunker, Reload and Second Move share one
 * template and carry no buttons; each is its own kind so the chat keeps which action it was.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

const template = "space-patrol/cards/action.hbs";

export const STEADY_AIM_CARD = defineCardKind({ id: "spSteadyAim", ruleSet: "space-patrol", template });
export const HUNKER_CARD = defineCardKind({ id: "spHunker", ruleSet: "space-patrol", template });
export const RELOAD_CARD = defineCardKind({ id: "spReload", ruleSet: "space-patrol", template });
export const SECOND_MOVE_CARD = defineCardKind({ id: "spSecondMove", ruleSet: "space-patrol", template });

/** Guide 6.10: the Space-Fu check before a combat action in zero-G. */
export const SP_ZERO_G_CARD = defineCardKind({ id: "spZeroG", ruleSet: "space-patrol", template: "space-patrol/cards/zero-g.hbs" });

/** Guide 6.7: the pilot's dog fighting check before a shot between two flying vehicles. */
export const SP_DOG_FIGHT_CARD = defineCardKind({ id: "spDogFight", ruleSet: "space-patrol", template: "space-patrol/cards/dog-fight.hbs" });

export type ActionCardKind = typeof STEADY_AIM_CARD;
