/** The data models of Space Patrol! weapons, armour and devices, from their field descriptions. */
import { specModel } from "../../../system/data/spec-model";
import { WEAPON_SCHEMA } from "../data/weapon-schema";
import { ARMOUR_SCHEMA } from "../data/armour-schema";
import { DEVICE_SCHEMA } from "../data/device-schema";
import type { WeaponRangeProfile } from "../rules/equipment-bonus";

declare module "../../../system/model-config" {
  interface ItemModels {
    spWeapon: typeof WeaponData;
    spArmour: typeof ArmourData;
    spDevice: typeof DeviceData;
  }
}

export class WeaponData extends specModel<typeof WEAPON_SCHEMA, Item.Implementation>(WEAPON_SCHEMA) {
  /** The weapon's range bands in the rules' terms; a band with range 0 does not exist. */
  get rangeProfile(): WeaponRangeProfile {
    const profile: { -readonly [K in keyof WeaponRangeProfile]: WeaponRangeProfile[K] } = {};
    for (const band of ["effective", "long", "extreme"] as const) {
      const b = this[band];
      if (b.range > 0) profile[band] = { range: b.range, penetration: b.penetration, bonus: b.bonus };
    }
    return profile;
  }
}

export class ArmourData extends specModel<typeof ARMOUR_SCHEMA, Item.Implementation>(ARMOUR_SCHEMA) {}

export class DeviceData extends specModel<typeof DEVICE_SCHEMA, Item.Implementation>(DEVICE_SCHEMA) {}
