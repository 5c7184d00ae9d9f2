/**
 * What a fire target's kind decides (Guide 6.13-6.15, 7.12, 6.16): a person's hits are read on the
 * individual table against the worn armour's three ratings (SP-8); a vehicle's on the vehicle
 * table and a spacecraft's on the spacecraft table, each against its one armour value. A person
 * whose suit or armour shuts out NBC attacks takes none of their damage (Guide 8.5).
 */
import type { DamageTableName, PersonalArmour } from "../rules";
import { ArmourData } from "../models/item-models";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import { nbcProtected } from "../rules/healing";

export interface TargetProfile {
  table: DamageTableName;
  armour: PersonalArmour | number;
  /** Guide 8.5: a person in a Hazard, Flight, Hard or EVA suit is wholly safe from NBC attacks. */
  nbcProof: boolean;
}

const UNARMOURED: PersonalArmour = { hand: 0, bullets: 0, energy: 0 };

export function targetProfile(actor: Actor.Implementation | null | undefined): TargetProfile {
  const system = actor?.system;
  if (system instanceof VehicleData) return { table: "vehicle", armour: system.armour, nbcProof: false };
  if (system instanceof SpacecraftData) return { table: "spacecraft", armour: system.armour, nbcProof: false };
  for (const item of actor?.items ?? []) {
    const a = item.system;
    if (a instanceof ArmourData) return { table: "individual", armour: { hand: a.hand, bullets: a.bullets, energy: a.energy }, nbcProof: a.nbcProof || nbcProtected(a.suit) };
  }
  return { table: "individual", armour: UNARMOURED, nbcProof: false };
}
