/**
 * Repairs to a vehicle once the battle is over (Guide 6.15): a Damage Marker takes 1 hour and DT 12,
 * a Failure Cascade Marker 4 hours and DT 20, each "Mechanics; Mech Kit"; a success takes one marker
 * off. A wrecked vehicle "might be repairable later": the Guide gives no procedure, so the GM decides.
 */
import { record, whole } from "../../../core/checks";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";
import { VEHICLE_REMOVAL_TASKS } from "./marker-removal";
import { assertAssetLevel, resolveTask, type AssetLevel, type TaskInput, type TaskResult } from "./task";

/** Guide 6.15: the markers that come off after the battle, with their DT and hours. */
export const AFTER_BATTLE_VEHICLE_REPAIRS = VEHICLE_REMOVAL_TASKS.filter((t) => t.when === "afterBattle");
export type VehicleRepairMarker = (typeof AFTER_BATTLE_VEHICLE_REPAIRS)[number]["marker"];

/**
 * Our reading: the Guide names the Mech Kit as the task's equipment without saying the work is
 * impossible without one; a mechanic with no kit works at +0, as a spacecraft EVA repair does
 * (Guide 7.13) when its tool kit is missing.
 */
export const REPAIR_WITHOUT_MECH_KIT_BONUS = 0;

/** Whether a marker id is one the after-battle repair takes off. */
export function isVehicleRepairMarker(marker: string): marker is VehicleRepairMarker {
  return AFTER_BATTLE_VEHICLE_REPAIRS.some((t) => t.marker === marker);
}

/** The markers on this vehicle a mechanic can work on, in the Guide's order. */
export function repairableMarkers(counts: MarkerCounts): VehicleRepairMarker[] {
  return AFTER_BATTLE_VEHICLE_REPAIRS.filter((t) => markerCount(counts, t.marker) > 0).map((t) => t.marker);
}

/** Guide 6.15: a wrecked vehicle is left to the GM ("might be repairable later"). */
export function isWrecked(counts: MarkerCounts): boolean {
  return markerCount(counts, VH.wrecked) > 0;
}

export interface VehicleRepairInput {
  readonly marker: VehicleRepairMarker;
  readonly mechanics: AssetLevel;
  /** The mechanic's best Mech Kit bonus, or null when they carry none. */
  readonly mechKit: number | null;
  /** Disadvantages the mechanic's own Wound and Mortal Wound markers give (Guide 6.14). */
  readonly markerDisadvantages: number;
}

export interface VehicleRepairTask {
  readonly task: TaskInput;
  readonly hours: number;
}

/** Guide 6.15: the task and the hours it takes. */
export function vehicleRepairTask(input: VehicleRepairInput): VehicleRepairTask {
  record(input, "input");
  const row = AFTER_BATTLE_VEHICLE_REPAIRS.find((t) => t.marker === input.marker);
  if (!row) throw new RangeError(`No after-battle repair takes "${String(input.marker)}" off a vehicle`);
  assertAssetLevel(input.mechanics, "mechanics");
  const equipment = input.mechKit === null ? REPAIR_WITHOUT_MECH_KIT_BONUS : whole(input.mechKit, "mechKit");
  const disadvantages = whole(input.markerDisadvantages, "markerDisadvantages", 0);
  return { task: { dt: row.dt, asset: input.mechanics, equipment, disadvantages }, hours: row.hours };
}

export interface VehicleRepairOutcome {
  readonly result: TaskResult;
  readonly hours: number;
  /** Markers of this kind to take off: 1 on a success, else 0. */
  readonly removed: number;
}

/** One repair attempt with its d20: the time is spent whatever the outcome. */
export function attemptVehicleRepair(input: VehicleRepairInput, d20: number): VehicleRepairOutcome {
  const { task, hours } = vehicleRepairTask(input);
  const result = resolveTask(task, d20);
  return { result, hours, removed: result.success ? 1 : 0 };
}
