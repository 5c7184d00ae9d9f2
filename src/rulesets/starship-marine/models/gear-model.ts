/** The Starship Marine gear item's data model: fields from the pure gear schema. */
import { specModel } from "../../../system/data/spec-model";
import { GEAR_SCHEMA } from "../data/gear-schema";

declare module "../../../system/model-config" {
  interface ItemModels {
    ssmGear: typeof GearData;
  }
}

export class GearData extends specModel<typeof GEAR_SCHEMA, Item.Implementation>(GEAR_SCHEMA) {}
