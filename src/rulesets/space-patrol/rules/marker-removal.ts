/**
 * Tasks that take markers off (Guide 6.9, 6.14, 6.15, 7.13, 8.1): battlefield medicine, vehicle
 * repairs in and after battle, and the spacecraft repair table with its stations, drone or EVA
 * equipment bonus and the 25% chance that a failed repair must go on by EVA.
 */
import { record, whole } from "../../../core/checks";
import { checkedDie, type DiceSource } from "../../../core/dice";
import type { AssetId } from "./assets";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";
import { SP_MARKER } from "./markers";

/** Guide 7.4: the six crew stations of a spacecraft. */
export type SpaceStation = "flight" | "astrogation" | "engineering" | "gunnery" | "intelligence" | "medical";

export type ToolKit = "medKit" | "mechKit" | "electKit" | "lsKit";

export interface RemovalTask {
  readonly marker: string;
  readonly dt: number;
  readonly asset: AssetId;
  /** Tool kits that may give the equipment bonus (either one where two are listed). */
  readonly kits: readonly ToolKit[];
  /** When it can be tried: in the fight, or only once the battle is over and the vehicle shut down. */
  readonly when: "battle" | "afterBattle";
  /** Hours the work takes, where the text gives them. */
  readonly hours?: number;
  /** Guide 6.14 / 8.1: each failed attempt adds a disadvantage to the next. */
  readonly cumulativeDisadvantagePerFailure?: boolean;
  /** Guide 6.9: removed by a friend's Leadership within 6", one more per special success. */
  readonly byFriendWithinInches?: number;
}

/** Guide 6.14, 6.9, 8.1: a person's markers. */
export const INDIVIDUAL_REMOVAL_TASKS = [
  { marker: SP_MARKER.wound, dt: 16, asset: "medicine", kits: ["medKit"], when: "battle" },
  { marker: SP_MARKER.mortalWound, dt: 16, asset: "medicine", kits: ["medKit"], when: "battle", cumulativeDisadvantagePerFailure: true },
  { marker: SP_MARKER.stun, dt: 8, asset: "medicine", kits: ["medKit"], when: "battle" },
  { marker: SP_MARKER.unconscious, dt: 16, asset: "medicine", kits: ["medKit"], when: "battle" },
  { marker: SP_MARKER.morale, dt: 8, asset: "leadership", kits: [], when: "battle", byFriendWithinInches: 6 },
] as const satisfies readonly RemovalTask[];

/** Guide 6.15: Damage and Failure Cascade Markers come off only after the battle. */
export const VEHICLE_REMOVAL_TASKS = [
  { marker: VH.damage, dt: 12, asset: "mechanics", kits: ["mechKit"], when: "afterBattle", hours: 1 },
  { marker: VH.failureCascade, dt: 20, asset: "mechanics", kits: ["mechKit"], when: "afterBattle", hours: 4 },
  { marker: VH.control, dt: 16, asset: "electronics", kits: ["electKit"], when: "battle" },
] as const satisfies readonly RemovalTask[];

/** Guide 7.12: a Failure Cascade that outlives the battle takes 4 hours of Ship Drives work. */
export const SPACECRAFT_AFTER_BATTLE_TASKS = [
  { marker: SC.failureCascade, dt: 20, asset: "shipDrives", kits: ["mechKit"], when: "afterBattle", hours: 4 },
] as const satisfies readonly RemovalTask[];

/** Guide 7.13: every in-battle repair is DT 16. */
export const SPACECRAFT_REPAIR_DT = 16;
/** Guide 7.13: after a failed first attempt, 25% that the system can only be reached by EVA. */
export const REPAIR_EVA_CHANCE_PERCENT = 25;

export interface SpacecraftRepairRow {
  /** A marker id, or "crewDamage" for one crewman put out of action. */
  readonly target: string;
  readonly asset: AssetId;
  readonly kits: readonly ToolKit[];
  /** Stations that may try; "any" for every station. */
  readonly stations: readonly SpaceStation[] | "any";
  /** Guide 7.13: medics tend crew in person, never by drone. */
  readonly inPersonOnly?: boolean;
}

/** Guide 7.13, the repair table (SP-10 names: Mechanics, Computers, Ship Drives). */
export const SPACECRAFT_REPAIR_TABLE = [
  { target: SC.gunnery, asset: "mechanics", kits: ["mechKit"], stations: ["gunnery", "engineering"] },
  { target: SC.electronics, asset: "electronics", kits: ["electKit"], stations: ["intelligence", "engineering"] },
  { target: SC.astrogation, asset: "computers", kits: ["electKit"], stations: ["astrogation", "engineering"] },
  { target: SC.flight, asset: "mechanics", kits: ["mechKit"], stations: ["flight", "engineering"] },
  { target: SC.hull, asset: "lifeSupport", kits: ["lsKit"], stations: ["medical", "engineering"] },
  { target: SC.drive, asset: "shipDrives", kits: ["mechKit"], stations: ["engineering"] },
  { target: SC.failureCascade, asset: "shipDrives", kits: ["electKit", "mechKit"], stations: "any" },
  { target: "crewDamage", asset: "medicine", kits: ["medKit"], stations: ["medical"], inPersonOnly: true },
] as const satisfies readonly SpacecraftRepairRow[];

export interface SpacecraftRepairTask {
  readonly row: SpacecraftRepairRow;
  readonly dt: number;
  readonly equipment: number;
  readonly eva: boolean;
}

/** The repair row for a marker (or "crewDamage"), or an error naming it. */
export function spacecraftRepairRow(target: string): SpacecraftRepairRow {
  const row = SPACECRAFT_REPAIR_TABLE.find((r) => r.target === target);
  if (!row) throw new RangeError(`No repair on the spacecraft repair table for "${target}"`);
  return row;
}

/** Whether a station may attempt a repair (Guide 7.13). */
export function stationCanRepair(target: string, station: SpaceStation): boolean {
  const { stations } = spacecraftRepairRow(target);
  return stations === "any" || (stations as readonly string[]).includes(station);
}

/**
 * The task for one spacecraft repair (Guide 7.13): DT 16, the drones' bonus is the S-Drive code,
 * an EVA attempt uses the tool kit's bonus instead. Crew are tended in person with the Med Kit.
 */
export function spacecraftRepairTask(input: {
  readonly target: string;
  readonly station: SpaceStation;
  readonly sDrive: number;
  readonly eva?: boolean;
  readonly toolKitBonus?: number;
}): SpacecraftRepairTask {
  const row = spacecraftRepairRow(record(input, "input").target);
  if (!stationCanRepair(input.target, input.station)) {
    throw new RangeError(`The ${input.station} station cannot repair ${input.target}`);
  }
  const inPerson = input.eva === true || row.inPersonOnly === true;
  const equipment = inPerson ? (input.toolKitBonus ?? 0) : input.sDrive;
  if (!Number.isInteger(equipment)) throw new RangeError(`Equipment bonus must be a whole number, not ${equipment}`);
  return { row, dt: SPACECRAFT_REPAIR_DT, equipment, eva: input.eva === true };
}

/** Guide 7.13: after a system's first failed repair, whether the rest must be done by EVA (d100 <= 25). */
export function repairNeedsEva(dice: DiceSource): boolean {
  return repairEvaRoll(dice).needsEva;
}

/** Guide 7.13: the d100 after a first failed repair, kept so the card can show it, and whether it means EVA. */
export function repairEvaRoll(dice: DiceSource): { readonly d100: number; readonly needsEva: boolean } {
  const d100 = checkedDie(dice, 100);
  return { d100, needsEva: d100 <= REPAIR_EVA_CHANCE_PERCENT };
}

/** Guide 6.9: Morale Markers a Leadership success removes: one plus one per special success. */
export function moraleMarkersRallied(success: boolean, specialSuccesses: number): number {
  whole(specialSuccesses, "specialSuccesses", 0);
  return success ? 1 + specialSuccesses : 0;
}

/** Guide 6.9: only a combatant with Leadership 1+ may try to rally friends. */
export const RALLY_MIN_LEADERSHIP = 1;

/** Guide 7.13: the ship may not move while a repair is tried by EVA. */
export const EVA_REPAIR_HOLDS_SHIP_STILL = true;

/**
 * Guide 7.13: crew with Medicine may tend a nearby shipmate, but while the ship carries a Hull
 * Marker only medics may heal.
 */
export function mayHealAboard(isMedic: boolean, shipHasHullMarker: boolean): boolean {
  return isMedic || !shipHasHullMarker;
}
