/**
 * The StarMarines Overwatch call (VIII-E, SMR-10): the GM's client tells the watching side, and only
 * it, that an enemy has moved into the arc and reach of its units in Overwatch; each unit's owner
 * fires from the card, at that moment, with the card's weapon.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SMR_OVERWATCH_CARD = defineCardKind({ id: "smrOverwatch", ruleSet: "starmarines", template: "starmarines/cards/overwatch.hbs", buttons: ["smrOverwatchFire"] });
