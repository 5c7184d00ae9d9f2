/**
 * The StarMarines overrun card (IX-F): the soldier's roll to get out of the way and, if he did not,
 * the armour-pierce 3, damage 5 attack. Only the GM's client rolls it; a card of this kind that a
 * player wrote himself lands nothing.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_OVERRUN_CARD = defineCardKind({
  id: "smrOverrun",
  ruleSet: "starmarines",
  template: "starmarines/cards/overrun.hbs",
  buttons: ["applyResult"],
  async confirm(_input, { messageId }) {
    return game.messages?.get(messageId)?.author?.isGM ? null : "STARSKIRMISH.StarMarines.Overrun.notFromGm";
  },
});
