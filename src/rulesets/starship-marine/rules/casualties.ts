/**
 * The campaign's casualty tables (Starship Marine 4.3-4.5): what became of each casualty on 1d6, by
 * his protection (Marine armour, space suit, substandard armour) and whether he fell in atmosphere or
 * vacuum; the sickbay's help read as one row toward No injury (SSM-11); days off for a minor wound
 * (3d10, read 0-9, SSM-1); the suit or robot's damage (4.4); and the hospital ship's second chance (4.5).
 */
import { keyOf, whole, yesNo } from "../../../core/checks";
import { readD10 } from "./d10";

export const INJURIES = ["noInjury", "scratch", "minorWound", "seriousWound", "killed"] as const;
export type Injury = (typeof INJURIES)[number];

export const PROTECTIONS = ["marineArmour", "spaceSuit", "substandardArmour"] as const;
export type Protection = (typeof PROTECTIONS)[number];

/** A table column: the result of each 1d6 face, 1 to 6. */
type Column<T> = readonly [T, T, T, T, T, T];

/** 4.3's three tables, column by column (atmosphere, vacuum), faces 1-6. */
export const CASUALTY_TABLES: Readonly<Record<Protection, { readonly atmosphere: Column<Injury>; readonly vacuum: Column<Injury> }>> = {
  marineArmour: {
    atmosphere: ["noInjury", "scratch", "scratch", "minorWound", "seriousWound", "killed"],
    vacuum: ["noInjury", "scratch", "minorWound", "killed", "killed", "killed"],
  },
  spaceSuit: {
    atmosphere: ["noInjury", "scratch", "minorWound", "seriousWound", "seriousWound", "killed"],
    vacuum: ["minorWound", "killed", "killed", "killed", "killed", "killed"],
  },
  substandardArmour: {
    atmosphere: ["noInjury", "scratch", "minorWound", "minorWound", "seriousWound", "killed"],
    vacuum: ["scratch", "minorWound", "seriousWound", "killed", "killed", "killed"],
  },
};

/** A casualty's injury; the sickbay within the hour takes 1 off the die, never below 1 (SSM-11). */
export function casualtyInjury(protection: Protection, vacuum: boolean, sickbay: boolean, d6: number): Injury {
  const table = CASUALTY_TABLES[keyOf(protection, "protection", CASUALTY_TABLES)];
  const face = whole(d6, "d6", 1, 6);
  const read = yesNo(sickbay, "sickbay") ? Math.max(1, face - 1) : face;
  return (yesNo(vacuum, "vacuum") ? table.vacuum : table.atmosphere)[read - 1]!;
}

/** 4.3: a minor wound keeps him off duty for 3d10 days (each read 0-9). */
export function minorWoundDays(d10Faces: readonly [number, number, number]): number {
  if (!Array.isArray(d10Faces) || d10Faces.length !== 3) throw new RangeError("minor wound days take three 1d10 faces");
  return d10Faces.reduce((sum, f) => sum + readD10(f), 0);
}

export const EQUIPMENT = ["marineArmour", "spaceSuit", "combatRobot", "closeSupportRobot"] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const EQUIPMENT_DAMAGE = ["none", "user", "technician", "workshop", "trashed"] as const;
export type EquipmentDamage = (typeof EQUIPMENT_DAMAGE)[number];

/** 4.4 LOST EQUIPMENT, faces 1-6 for each suit or robot. */
export const LOST_EQUIPMENT: Readonly<Record<Equipment, Column<EquipmentDamage>>> = {
  marineArmour: ["none", "user", "technician", "technician", "workshop", "trashed"],
  spaceSuit: ["user", "user", "technician", "trashed", "trashed", "trashed"],
  combatRobot: ["none", "none", "user", "technician", "workshop", "trashed"],
  closeSupportRobot: ["none", "user", "user", "technician", "workshop", "trashed"],
};

/** 4.4: the repair time's dice by who repairs it ("2d6 days", "1d6 days", "1d3 days"); null for none. */
export const REPAIR_DAYS: Readonly<Record<EquipmentDamage, { readonly dice: number; readonly sides: number } | null>> = {
  none: null,
  user: { dice: 1, sides: 3 },
  technician: { dice: 1, sides: 6 },
  workshop: { dice: 2, sides: 6 },
  trashed: null,
};

export function equipmentDamage(equipment: Equipment, d6: number): EquipmentDamage {
  return LOST_EQUIPMENT[keyOf(equipment, "equipment", LOST_EQUIPMENT)][whole(d6, "d6", 1, 6) - 1]!;
}

export const HOSPITAL_RESULTS = ["dead", "seriousWound", "minorWoundTwice", "minorWound", "scratch"] as const;
export type HospitalResult = (typeof HOSPITAL_RESULTS)[number];

/** 4.5: the hospital ship's 1d6 for a casualty first read Killed or Serious, faces 1-6. */
export const HOSPITAL_SHIP: Readonly<Record<"killed" | "seriousWound", Column<HospitalResult>>> = {
  killed: ["scratch", "minorWound", "minorWoundTwice", "seriousWound", "dead", "dead"],
  seriousWound: ["scratch", "minorWound", "minorWound", "minorWoundTwice", "minorWoundTwice", "seriousWound"],
};

/** 4.5: within this many minutes (90 turns) a hospital ship may save him. */
export const HOSPITAL_SHIP_MINUTES = 15;

export function hospitalShip(injury: "killed" | "seriousWound", d6: number): HospitalResult {
  return HOSPITAL_SHIP[keyOf(injury, "injury", HOSPITAL_SHIP)][whole(d6, "d6", 1, 6) - 1]!;
}
