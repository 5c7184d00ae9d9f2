/**
 * What a combatant may carry into a fight (Guide 5.1, 5.2, 6.7, 8.7): one suit of armour, a main
 * weapon (M), a sidearm (S) and four devices (D); two sidearms without a main weapon; a heavy
 * weapon (H) in place of the main weapon and one device; suit equipment built into Flight, EVA
 * and Hard Suits that takes no device slot.
 */

import { list, record, text } from "../../../core/checks";

/** Inventory codes a person carries (Guide 5.1, 5.2) and the vehicle-only codes (Guide 6.7, 2.2). */
export type CarriedCode = "armour" | "M" | "S" | "H" | "D";
export type VehicleCode = "LV" | "MV" | "A";
export type InventoryCode = CarriedCode | VehicleCode;

/** Guide 5.2: the suits that carry equipment built in. */
export type SuitType = "flightSuit" | "evaSuit" | "hardSuit";

/** Guide 5.2: what those suits carry built in. */
export const SUIT_BUILT_INS = ["lifeSupport", "suitPatches", "communicator"] as const;
/** Guide 5.2, 8.7: only the Space Patrol and NEL military versions have the auto-injector. */
export const PATROL_SUIT_BUILT_INS = ["thanaticAutoInjector"] as const;
export type BuiltInKind = (typeof SUIT_BUILT_INS)[number] | (typeof PATROL_SUIT_BUILT_INS)[number];

/** Guide 5.1, 5.2: slot limits. */
export const INVENTORY_LIMITS = {
  armour: 1,
  main: 1,
  sidearms: 1,
  sidearmsWithoutMain: 2,
  heavy: 1,
  devices: 4,
  /** Guide 5.2: a heavy weapon takes one of the four device slots. */
  devicesTakenByHeavy: 1,
} as const satisfies Readonly<Record<string, number>>;

/**
 * Guide 5.2 says two sidearms are allowed "if he does not carry a main weapon", and that a heavy
 * weapon replaces the main weapon. We read the heavy weapon as filling the main weapon's place,
 * so a heavy weapon and two sidearms is not allowed.
 */
export const HEAVY_WEAPON_FILLS_MAIN_SLOT = true;

export interface LoadoutItem {
  readonly name: string;
  readonly code: InventoryCode;
  /** For armour: the suit type, if it is one of the suits with built-ins. */
  readonly suit?: SuitType;
  /** For armour: a Space Patrol or NEL military version (Guide 5.2). */
  readonly patrolIssue?: boolean;
  /** For a device: claims to be part of the worn suit and so take no slot. */
  readonly builtIn?: BuiltInKind;
}

export interface LoadoutProblem {
  readonly key: string;
  readonly detail: string;
}

export interface LoadoutUsage {
  readonly armour: number;
  readonly main: number;
  readonly sidearms: number;
  readonly heavy: number;
  /** Devices that take a slot. */
  readonly devices: number;
  readonly deviceSlots: number;
}

export type LoadoutCheck =
  | { readonly ok: true; readonly usage: LoadoutUsage }
  | { readonly ok: false; readonly usage: LoadoutUsage; readonly problems: readonly LoadoutProblem[] };

const KEY = "STARSKIRMISH.SpacePatrol.Inventory";

/** Checks a combatant's carried items against Guide 5.1 and 5.2. */
export function validateLoadout(items: readonly LoadoutItem[]): LoadoutCheck {
  list(items, "items").forEach((item, i) => text(record(item, `items[${i}]`).name, `items[${i}].name`));
  const problems: LoadoutProblem[] = [];
  const armour = items.filter((i) => i.code === "armour");
  const worn = armour[0];
  const main = items.filter((i) => i.code === "M").length;
  const sidearms = items.filter((i) => i.code === "S").length;
  const heavy = items.filter((i) => i.code === "H").length;
  let devices = 0;

  for (const item of items) {
    if (item.code === "LV" || item.code === "MV" || item.code === "A") {
      problems.push({ key: `${KEY}.vehicleWeapon`, detail: `${item.name} (code ${item.code}) must be mounted on a vehicle or in a fixed position` });
    }
    if (item.builtIn !== undefined && item.code !== "D") {
      problems.push({ key: `${KEY}.builtInNotDevice`, detail: `${item.name} is marked built-in but is not a device` });
    }
    if (item.code !== "D") continue;
    if (item.builtIn === undefined) {
      devices++;
      continue;
    }
    const reason = builtInProblem(item.builtIn, worn);
    if (reason) {
      problems.push({ key: `${KEY}.builtInWithoutSuit`, detail: `${item.name}: ${reason}` });
      devices++;
    }
  }

  if (armour.length > INVENTORY_LIMITS.armour) {
    problems.push({ key: `${KEY}.tooManyArmour`, detail: `Only one suit of armour can be worn, not ${armour.length}` });
  }
  if (heavy > INVENTORY_LIMITS.heavy) {
    problems.push({ key: `${KEY}.tooManyHeavy`, detail: `Only one heavy weapon can be carried, not ${heavy}` });
  }
  if (heavy > 0 && main > 0) {
    problems.push({ key: `${KEY}.heavyAndMain`, detail: "A heavy weapon replaces the main weapon; both cannot be carried" });
  }
  if (main > INVENTORY_LIMITS.main) {
    problems.push({ key: `${KEY}.tooManyMain`, detail: `Only one main weapon can be carried, not ${main}` });
  }
  const mainSlotFilled = main > 0 || (HEAVY_WEAPON_FILLS_MAIN_SLOT && heavy > 0);
  const sidearmLimit = mainSlotFilled ? INVENTORY_LIMITS.sidearms : INVENTORY_LIMITS.sidearmsWithoutMain;
  if (sidearms > sidearmLimit) {
    problems.push({
      key: `${KEY}.tooManySidearms`,
      detail: mainSlotFilled
        ? `With a main or heavy weapon only one sidearm can be carried, not ${sidearms}`
        : `Without a main weapon at most two sidearms can be carried, not ${sidearms}`,
    });
  }
  const deviceSlots = INVENTORY_LIMITS.devices - (heavy > 0 ? INVENTORY_LIMITS.devicesTakenByHeavy : 0);
  if (devices > deviceSlots) {
    problems.push({
      key: `${KEY}.tooManyDevices`,
      detail: `${devices} devices take slots but only ${deviceSlots} are free${heavy > 0 ? " with a heavy weapon" : ""}`,
    });
  }

  const usage: LoadoutUsage = { armour: armour.length, main, sidearms, heavy, devices, deviceSlots };
  return problems.length > 0 ? { ok: false, usage, problems } : { ok: true, usage };
}

/** Why a device cannot be a built-in of the worn armour, or null if it can. */
function builtInProblem(kind: BuiltInKind, worn: LoadoutItem | undefined): string | null {
  if (!worn?.suit) return "only Flight Suits, EVA suits and Hard Suits have built-in equipment";
  if ((PATROL_SUIT_BUILT_INS as readonly string[]).includes(kind) && !worn.patrolIssue) {
    return "only Space Patrol and NEL military suits have a built-in Thanatic Acid auto-injector";
  }
  return null;
}
