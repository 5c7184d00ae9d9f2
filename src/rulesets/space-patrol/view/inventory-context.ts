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
import { signed } from "../../../core/signed";

export type CarriedItem =
  | { id: string; name: string; img: string; type: "spWeapon"; system: WeaponSystem }
  | { id: string; name: string; img: string; type: "spArmour"; system: ArmourSystem }
  | { id: string; name: string; img: string; type: "spDevice"; system: DeviceSystem };

/** One labelled number of an inventory row: the label is a lang key. */
export interface ItemFact {
  label: string;
  value: string;
}

export interface InventoryRow {
  id: string;
  name: string;
  img: string;
  type: CarriedItem["type"];
  code: InventoryCode;
  /** What a weapon's code means (lang key), or "" for other items. */
  codeLabel: string;
  /** The short numbers the row shows, each named (lang keys), so none reads as a bare code. */
  facts: ItemFact[];
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

const FACT = "STARSKIRMISH.SpacePatrol.Inventory.Fact.";

/**
 * The short numbers a row shows, each with its name: a weapon's effective band (range in inches,
 * penetration and bonus, Guide 5.2) and ammunition, armour's three ratings (Guide 5.3), a device's
 * doses or equipment bonus. The bonuses are named as the task sum on every card names them ("+ 2
 * weapon", "+ 1 equipment"), and the range as the band it is, so sheet and card read alike.
 */
export function itemFacts(item: CarriedItem): ItemFact[] {
  switch (item.type) {
    case "spWeapon": {
      const s = item.system;
      const facts: ItemFact[] = [];
      if (s.effective.range > 0) {
        // Guide 7.8: a spacecraft weapon's ranges are hexes of the space map, not inches
        const range = s.spaceKind !== "none" ? { label: `${FACT}effectiveHexes`, value: `${s.effective.range}` } : { label: `${FACT}effective`, value: `${s.effective.range}\u2033` };
        facts.push(range, { label: `${FACT}penetration`, value: `${s.effective.penetration}` });
        if (s.effective.bonus) facts.push({ label: `${FACT}bonus`, value: signed(s.effective.bonus) });
      }
      if (s.magazine > 0) facts.push({ label: `${FACT}ammo`, value: `${s.ammo}/${s.magazine}` });
      return facts;
    }
    case "spArmour":
      return [
        { label: `${FACT}hand`, value: `${item.system.hand}` },
        { label: `${FACT}bullets`, value: `${item.system.bullets}` },
        { label: `${FACT}energy`, value: `${item.system.energy}` },
      ];
    case "spDevice":
      return item.system.doses > 0 ? [{ label: `${FACT}doses`, value: `${item.system.doses}` }] : item.system.equipmentBonus ? [{ label: `${FACT}equipmentBonus`, value: signed(item.system.equipmentBonus) }] : [];
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
  const code = itemCode(item);
  // a weapon's code names its class (Guide 5.1, 6.7); the row shows the code, the tooltip what it means
  const codeLabel = item.type === "spWeapon" ? `STARSKIRMISH.Field.Choice.${item.system.code}` : "";
  return { id: item.id, name: item.name, img: item.img, type: item.type, code, codeLabel, facts: itemFacts(item), canFire: item.type === "spWeapon" };
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
