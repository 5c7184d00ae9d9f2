/**
 * What the vehicle sheet's Repairs section, the repair dialog and the repair card show (Guide 6.15):
 * the markers a mechanic can take off after the battle with their DT and hours, the wreck left to
 * the Space Judge, who works on which marker, and the roll, the time and the outcome. The card's DT is
 * in every task card's DT line (taskDtLine, parts/task-dt.hbs: 4 a disadvantage; Guide 3.2, SP-5),
 * each cause after it: the mechanic's Wound markers (6.14), Mechanics at X (SP-7).
 */
import { assetLevelText, type AssetLevelText } from "./asset-level-text";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import { AFTER_BATTLE_VEHICLE_REPAIRS, isWrecked, type VehicleRepairMarker } from "../rules/vehicle-repair";
import type { TaskResult } from "../rules/task";
import { dtCauses, taskDtLine, type DtCause, type TaskDtLine } from "./task-sum";

const MARKER_LABEL: Readonly<Record<VehicleRepairMarker, string>> = {
  [VH.damage]: "STARSKIRMISH.SpacePatrol.Marker.vehicle.damage",
  [VH.failureCascade]: "STARSKIRMISH.SpacePatrol.Marker.vehicle.failureCascade",
};

export interface RepairRow {
  marker: VehicleRepairMarker;
  label: string;
  count: number;
  dt: number;
  hours: number;
}

export interface VehicleRepairSection {
  rows: RepairRow[];
  /** Guide 6.15: "might be repairable later": no procedure, the Space Judge decides. */
  wrecked: boolean;
}

/** The Repairs section: each repairable marker the vehicle carries, and whether it is a wreck. */
export function vehicleRepairSection(counts: MarkerCounts): VehicleRepairSection {
  const rows = AFTER_BATTLE_VEHICLE_REPAIRS.filter((r) => markerCount(counts, r.marker) > 0).map((r) => ({
    marker: r.marker,
    label: MARKER_LABEL[r.marker],
    count: markerCount(counts, r.marker),
    dt: r.dt,
    hours: r.hours,
  }));
  return { rows, wrecked: isWrecked(counts) };
}

export interface MechanicChoice {
  value: string;
  label: string;
  /** The mechanic's Mechanics level as shown ("X" or a number) and best Mech Kit (null: none). */
  mechanics: string;
  mechKit: number | null;
  crew: boolean;
}

export interface VehicleRepairDialogContext {
  vehicleName: string;
  mechanics: (MechanicChoice & { level: AssetLevelText; kitText: string })[];
  markers: { value: string; label: string; count: number; dt: number; hours: number }[];
}

export function vehicleRepairDialogContext(vehicleName: string, mechanics: readonly MechanicChoice[], section: VehicleRepairSection): VehicleRepairDialogContext {
  return {
    vehicleName,
    mechanics: mechanics.map((m) => ({ ...m, level: assetLevelText(m.mechanics), kitText: m.mechKit === null ? "" : `+${m.mechKit}` })),
    markers: section.rows.map((r) => ({ value: r.marker, label: r.label, count: r.count, dt: r.dt, hours: r.hours })),
  };
}

export interface VehicleRepairCardContext {
  vehicleName: string;
  mechanicName: string;
  markerLabel: string;
  d20: number;
  mechanics: number;
  untrained: boolean;
  mechKit: number;
  noKit: boolean;
  markerDisadvantages: number;
  total: number;
  baseDt: number;
  dt: number;
  /** SP-5: the shared DT line, and what moved it. */
  dtLine: TaskDtLine;
  dtCauses: DtCause[];
  hours: number;
  success: boolean;
  outcomeKey: string;
  /** Markers of that kind left on the vehicle after this attempt. */
  left: number;
}

export function vehicleRepairCardContext(input: {
  vehicleName: string;
  mechanicName: string;
  marker: VehicleRepairMarker;
  result: TaskResult;
  hours: number;
  hadKit: boolean;
  markerDisadvantages: number;
  left: number;
}): VehicleRepairCardContext {
  const { result } = input;
  // SP-7: Mechanics X rolls at +0 with one more disadvantage than the markers gave
  const untrained = Math.max(0, result.disadvantages - input.markerDisadvantages);
  return {
    vehicleName: input.vehicleName,
    mechanicName: input.mechanicName,
    markerLabel: MARKER_LABEL[input.marker],
    d20: result.d20,
    mechanics: result.assetBonus,
    // SP-7: Mechanics X rolls at +0 with one more disadvantage, shown in the DT
    untrained: untrained > 0,
    mechKit: result.equipment,
    noKit: !input.hadKit,
    markerDisadvantages: input.markerDisadvantages,
    total: result.total,
    baseDt: result.baseDt,
    dt: result.dt,
    dtLine: taskDtLine(result),
    dtCauses: dtCauses([
      ["woundMarkers", input.markerDisadvantages],
      ["untrained", untrained, "STARSKIRMISH.SpacePatrol.Asset.mechanics"],
    ]),
    hours: input.hours,
    success: result.success,
    outcomeKey: result.success ? "STARSKIRMISH.SpacePatrol.VehicleRepair.fixed" : "STARSKIRMISH.SpacePatrol.VehicleRepair.notFixed",
    left: input.left,
  };
}
