/**
 * A patrolman's or NPC's inventory as the sheet shows it and as the rules check it (Guide 5.1, 5.2):
 * items sorted into armour, main, sidearm, heavy and device slots, movement after armour and
 * wounds (Guide 5.3), and the loadout check for a new item. Pure: it reads plain item data.
 */
import { validateLoadout, type LoadoutItem, type LoadoutProblem, type InventoryCode } from "../rules/inventory";
import { movementAllowanceFromMarkers } from "../rules/movement";
import type { MarkerCounts } from "../../../core/markers";
import type { AssetLevel } from "../rules/task";
import type { WeaponSystem } from "../data/weapon-schema";
import type { ArmourSystem } from "../data/armour-schema";
import type { DeviceSystem } from "../data/device-schema";

export type CarriedItem =
  | { id: string; name: string; img: string; type: "spWeapon"; system: WeaponSystem }
  | { id: string; name: string; img: string; type: "spArmour"; system: ArmourSystem }
  | { id: string; name: string; img: string; type: "spDevice"; system: DeviceSystem };

export interface InventoryRow {
  id: string;
  name: string;
  img: string;
  type: CarriedItem["type"];
  code: InventoryCode;
  summary: string;
  canFire: boolean;
}

export interface InventorySlot {
  slot: "armour" | "main" | "sidearm" | "heavy" | "device" | "other";
  label: string;
  items: InventoryRow[];
}

/** The inventory code an item takes up (Guide 5.1). */
export function itemCode(item: CarriedItem): InventoryCode {
  if (item.type === "spArmour") return "armour";
  if (item.type === "spDevice") return "D";
  return item.system.code;
}

export function loadoutItem(item: CarriedItem): LoadoutItem {
  const base = { name: item.name, code: itemCode(item) };
  if (item.type !== "spArmour" || item.system.suit === "none") return base;
  return { ...base, suit: item.system.suit, patrolIssue: item.system.patrolIssue };
}

/** Whether adding `item` keeps the loadout legal; the rules' reasons when it does not. */
export function checkAddition(carried: readonly CarriedItem[], item: CarriedItem): readonly LoadoutProblem[] {
  const check = validateLoadout([...carried, item].map(loadoutItem));
  return check.ok ? [] : check.problems;
}

/** The short numbers a row shows: a weapon's effective band and ammunition, armour ratings, doses. */
export function itemSummary(item: CarriedItem): string {
  switch (item.type) {
    case "spWeapon": {
      const s = item.system;
      const band = s.effective.range > 0 ? `${s.effective.range}(${s.effective.penetration})${s.effective.bonus ? `${s.effective.bonus > 0 ? "+" : ""}${s.effective.bonus}` : ""}` : "";
      return [band, s.magazine > 0 ? `${s.ammo}/${s.magazine}` : ""].filter(Boolean).join(" · ");
    }
    case "spArmour":
      return `${item.system.hand}/${item.system.bullets}/${item.system.energy}`;
    case "spDevice":
      return item.system.doses > 0 ? `×${item.system.doses}` : item.system.equipmentBonus ? `+${item.system.equipmentBonus}` : "";
  }
}

const SLOT_OF: Record<InventoryCode, InventorySlot["slot"]> = {
  armour: "armour",
  M: "main",
  S: "sidearm",
  H: "heavy",
  D: "device",
  LV: "other",
  MV: "other",
  A: "other",
};

export function inventoryRow(item: CarriedItem): InventoryRow {
  return { id: item.id, name: item.name, img: item.img, type: item.type, code: itemCode(item), summary: itemSummary(item), canFire: item.type === "spWeapon" };
}

export function inventorySlots(items: readonly CarriedItem[]): InventorySlot[] {
  const slots: InventorySlot[] = (["armour", "main", "sidearm", "heavy", "device", "other"] as const).map((slot) => ({
    slot,
    label: `STARSKIRMISH.SpacePatrol.Inventory.${slot}`,
    items: [],
  }));
  for (const item of items) {
    const code = itemCode(item);
    slots.find((s) => s.slot === SLOT_OF[code])?.items.push(inventoryRow(item));
  }
  return slots.filter((s) => s.items.length > 0 || s.slot !== "other");
}

/** Guide 5.3: one move's inches with Athletics, worn armour and Wound markers. */
export function movementInches(items: readonly CarriedItem[], athletics: AssetLevel, markers: MarkerCounts): number {
  const armourPenalty = items.reduce((p, i) => (i.type === "spArmour" ? Math.max(p, i.system.movementPenalty) : p), 0);
  return movementAllowanceFromMarkers({ athletics, armourPenalty }, markers);
}
