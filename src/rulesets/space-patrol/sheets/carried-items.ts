/** Reads any actor's Space Patrol! items (patrolman, NPC, vehicle, spacecraft) as the plain data the inventory rules take. */
import { ArmourData, DeviceData, WeaponData } from "../models/item-models";
import type { CarriedItem } from "../view/inventory-context";

export function carriedItem(item: Item.Implementation): CarriedItem | null {
  const base = { id: item.id ?? "", name: item.name ?? "", img: item.img ?? "" };
  const system = item.system;
  if (system instanceof WeaponData) return { ...base, type: "spWeapon", system };
  if (system instanceof ArmourData) return { ...base, type: "spArmour", system };
  if (system instanceof DeviceData) return { ...base, type: "spDevice", system };
  return null;
}

export function carriedItems(actor: Actor.Implementation): CarriedItem[] {
  const out: CarriedItem[] = [];
  for (const item of actor.items) {
    const carried = carriedItem(item);
    if (carried) out.push(carried);
  }
  return out;
}
