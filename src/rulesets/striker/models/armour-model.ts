/** The Striker II personal armour item's data model: fields from the pure armour schema. */
import { specModel } from "../../../system/data/spec-model";
import { ARMOUR_SCHEMA } from "../data/armour-schema";
import { armourRatingOf } from "../data/weapon-item";
import type { ArmourRating } from "../rules/armour";

declare module "../../../system/model-config" {
  interface ItemModels {
    strArmour: typeof StrikerArmourData;
  }
}

export class StrikerArmourData extends specModel<typeof ARMOUR_SCHEMA, Item.Implementation>(ARMOUR_SCHEMA) {
  /** The rating damage is read against (ruling STR-5). */
  get rating(): ArmourRating {
    return armourRatingOf(this);
  }
}
