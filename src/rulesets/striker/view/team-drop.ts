/**
 * Dropping a weapon or armour item onto a trooper row: what the drop must look like, and the
 * trooper list after the assignment. Pure, so the refusals are tested without Foundry.
 */
import type { Trooper } from "./team-items";

/** Drop data the team sheet accepts: an Item by uuid (Foundry's drag data for documents). */
export interface ItemDrop {
  readonly type: "Item";
  readonly uuid: string;
}

export type DropRefusal = "notAnItem" | "notStrikerGear" | "noTrooper";

/** Reads drag data; anything but an Item with a uuid is refused. */
export function parseItemDrop(data: unknown): ItemDrop | DropRefusal {
  if (typeof data !== "object" || data === null) return "notAnItem";
  const d = data as Record<string, unknown>;
  if (d.type !== "Item" || typeof d.uuid !== "string" || d.uuid === "") return "notAnItem";
  return { type: "Item", uuid: d.uuid };
}

/** The item as the assignment sees it, once it is embedded in the team. */
export interface DroppedGear {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** The armour value to write on the card (the item's general value), for armour. */
  readonly armourValue?: number;
  /** The first ammunition type, for a weapon, so the trooper has something loaded. */
  readonly firstAmmo?: string;
  /** The weapon's table (weapon-schema WEAPON_TABLES): grenades and mounts are not the main weapon. */
  readonly table?: string;
}

/** Weapon tables carried besides the trooper's weapon (Striker 8.A.1.a.4: grenades are thrown or rifle-launched). */
export const GRENADE_TABLES: readonly string[] = ["handGrenade", "rifleGrenade"];
/** WEAPON MOUNTS: a mount is team gear, carried with the weapon it serves, not a trooper's weapon. */
export const TEAM_GEAR_TABLES: readonly string[] = ["mount"];

/** Localisation key of a refusal. */
export function dropRefusalLabel(reason: DropRefusal): string {
  return `STARSKIRMISH.Striker.Team.Drop.${reason}`;
}

/** The troopers after `gear` is given to trooper `index`, or why it cannot be. */
export function assignGear(troopers: readonly Trooper[], index: number, gear: DroppedGear): Trooper[] | DropRefusal {
  const trooper = troopers[index];
  if (!Number.isInteger(index) || !trooper) return "noTrooper";
  let next: Trooper;
  if (gear.type === "strWeapon" && GRENADE_TABLES.includes(gear.table ?? "")) {
    next = { ...trooper, grenadeItem: gear.id };
  } else if (gear.type === "strWeapon" && TEAM_GEAR_TABLES.includes(gear.table ?? "")) {
    next = trooper;
  } else if (gear.type === "strWeapon") {
    // A new weapon comes loaded with its first ammunition type; the sheet can change it.
    next = { ...trooper, weapon: gear.name, weaponItem: gear.id, ammunition: gear.firstAmmo ?? trooper.ammunition };
  } else if (gear.type === "strArmour") {
    next = { ...trooper, armourItem: gear.id, armour: gear.armourValue ?? trooper.armour };
  } else {
    return "notStrikerGear";
  }
  return troopers.map((t, i) => (i === index ? next : t));
}

/** The troopers after an item is deleted from the team: nobody carries it any more. */
export function releaseGear(troopers: readonly Trooper[], itemId: string): Trooper[] {
  return troopers.map((t) => ({
    ...t,
    weaponItem: t.weaponItem === itemId ? "" : t.weaponItem,
    armourItem: t.armourItem === itemId ? "" : t.armourItem,
    grenadeItem: t.grenadeItem === itemId ? "" : t.grenadeItem,
  }));
}
