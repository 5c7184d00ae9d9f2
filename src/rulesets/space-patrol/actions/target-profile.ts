/**
 * What a fire target's kind decides (Guide 6.13-6.15, 7.12, 6.16): a person's hits are read on the
 * individual table against the worn armour's three ratings (SP-8); a vehicle's on the vehicle
 * table and a spacecraft's on the spacecraft table, each against its one armour value.
 */
import type { DamageTableName, PersonalArmour } from "../rules";
import { ArmourData } from "../models/item-models";
import { SpacecraftData, VehicleData } from "../models/craft-models";

export interface TargetProfile {
  table: DamageTableName;
  armour: PersonalArmour | number;
}

const UNARMOURED: PersonalArmour = { hand: 0, bullets: 0, energy: 0 };

export function targetProfile(actor: Actor.Implementation | null | undefined): TargetProfile {
  const system = actor?.system;
  if (system instanceof VehicleData) return { table: "vehicle", armour: system.armour };
  if (system instanceof SpacecraftData) return { table: "spacecraft", armour: system.armour };
  for (const item of actor?.items ?? []) {
    if (item.system instanceof ArmourData) return { table: "individual", armour: { hand: item.system.hand, bullets: item.system.bullets, energy: item.system.energy } };
  }
  return { table: "individual", armour: UNARMOURED };
}
