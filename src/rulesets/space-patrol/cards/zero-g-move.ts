/**
 * The zero-G move card (Guide 6.10): the EVA check of a move in zero-G during a fight. It records the
 * roll the mover's client made and has no buttons, so it keeps no payload.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SP_ZERO_G_MOVE_CARD = defineCardKind({
  id: "spZeroGMove",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/zero-g-move.hbs",
});
