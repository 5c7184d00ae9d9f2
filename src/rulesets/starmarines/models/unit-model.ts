/** The StarMarines unit's data model: fields from the pure unit schema (SMR-4, SMR-5, SMR-16). */
import { specModel } from "../../../system/data/spec-model";
import { UNIT_SCHEMA } from "../data/unit-schema";

declare module "../../../system/model-config" {
  interface ActorModels {
    smrUnit: typeof UnitData;
  }
}

export class UnitData extends specModel<typeof UNIT_SCHEMA, Actor.Implementation>(UNIT_SCHEMA) {}
