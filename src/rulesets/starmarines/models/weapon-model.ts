/** The StarMarines weapon's data model: fields from the pure weapon schema (SMR-17). */
import { specModel } from "../../../system/data/spec-model";
import { WEAPON_SCHEMA } from "../data/weapon-schema";

declare module "../../../system/model-config" {
  interface ItemModels {
    smrWeapon: typeof WeaponData;
  }
}

export class WeaponData extends specModel<typeof WEAPON_SCHEMA, Item.Implementation>(WEAPON_SCHEMA) {}
