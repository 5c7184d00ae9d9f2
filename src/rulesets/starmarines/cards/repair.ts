/** The StarMarines Repair Phase card (VII.7, IX-B, SMR-19): self un-stun rolls and the GM's repair buttons. */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_REPAIR_CARD = defineCardKind({ id: "smrRepair", ruleSet: "starmarines", template: "starmarines/cards/repair.hbs", buttons: ["smrRepair"] });
