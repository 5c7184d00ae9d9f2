/** The space combat cards (Guide 7): the scanner card of identify and lock (7.6). */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SP_SPACE_SCAN_CARD = defineCardKind({
  id: "spSpaceScan",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/space-scan.hbs",
});
