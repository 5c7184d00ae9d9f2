/** Guide 4.2: the Space Hero Point (or Plot Armor) uses spent from a character's own sheet. */
import { defineCardKind } from "../../../system/cards/card-kind";

/** "'Tis But a Scratch": who spent the point, the markers it cleared and the points left. */
export const SP_SCRATCH_CARD = defineCardKind({
  id: "spTisButAScratch",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/tis-but-a-scratch.hbs",
});
