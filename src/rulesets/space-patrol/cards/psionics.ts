/**
 * The PSI card (Guide 2.3): a probe, suggestion, telepathy or viewing roll as the operator made it.
 * It changes no one's markers, so it keeps no payload and has no buttons; Psi-Shock posts the melee card.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const PSI_CARD = defineCardKind({
  id: "spPsi",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/psionics.hbs",
});
