/** The Striker II weapon item's data model: fields from the pure weapon schema. */
import { specModel } from "../../../system/data/spec-model";
import { WEAPON_SCHEMA } from "../data/weapon-schema";
import { attackKindOfItem, fireWeaponOfItem } from "../data/weapon-item";
import type { FireWeapon } from "../rules/fire";
import type { AttackKind } from "../rules/armour";

declare module "../../../system/model-config" {
  interface ItemModels {
    strWeapon: typeof StrikerWeaponData;
  }
}

export class StrikerWeaponData extends specModel<typeof WEAPON_SCHEMA, Item.Implementation>(WEAPON_SCHEMA) {
  /** What the fire rules read for the loaded ammunition (Striker 8.A), null if it cannot fire. */
  fireWeapon(ammo: string): FireWeapon | null {
    return fireWeaponOfItem(this, ammo);
  }

  /** Ruling STR-5: which armour value a hit from this weapon meets. */
  get attackKind(): AttackKind {
    return attackKindOfItem(this);
  }
}
