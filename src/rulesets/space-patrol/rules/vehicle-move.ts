/**
 * A vehicle's move per turn in regular combat (Guide 6.7, 6.15): its speed, less 10% for each
 * Damage and Failure Cascade Marker, less the share of the move a turn took this turn; a wreck moves
 * no more. In the rules' regular-scale inches (6.1): the board converts (ground-scale.ts).
 */
import { finite, record } from "../../../core/checks";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { vehicleSpeedAfterMarkers } from "./marker-effects";
import { SP_VEHICLE_MARKER_ID as VH } from "./marker-ids";
import { moveAfterTurning, type VehicleType } from "./vehicles";

export interface VehicleMoveInput {
  readonly vehicleType: VehicleType;
  /** The speed in the vehicle's description, in inches per turn. */
  readonly baseSpeed: number;
  readonly counts: MarkerCounts;
  /** Degrees the driver turned the vehicle this turn; 0 when they did not turn it. */
  readonly turnedDegrees: number;
}

export interface VehicleMoveAllowance {
  /** Guide 6.15: the speed after Damage and Failure Cascade Markers (0 for a wreck). */
  readonly speed: number;
  /** What is left to move this turn once the turn's share is paid (Guide 6.7). */
  readonly allowance: number;
  readonly wrecked: boolean;
}

/** Speeds are kept to a tenth of an inch, as the sheet and the turn card show them. */
const tenth = (n: number): number => Math.round(n * 10) / 10;

/** Guide 6.7, 6.15: how far the vehicle may move this turn, in regular-scale inches. */
export function vehicleMoveAllowance(input: VehicleMoveInput): VehicleMoveAllowance {
  record(input, "input");
  const degrees = finite(input.turnedDegrees, "turnedDegrees");
  // Guide 6.15: a wreck "can perform no functions during the battle"
  if (markerCount(input.counts, VH.wrecked) > 0) return { speed: 0, allowance: 0, wrecked: true };
  const speed = vehicleSpeedAfterMarkers(input.baseSpeed, input.counts);
  // Guide 6.7: a turn is of up to a full circle; more turning in one turn cannot cost more than that
  const allowance = moveAfterTurning(input.vehicleType, speed, Math.min(360, Math.max(0, degrees)));
  return { speed: tenth(speed), allowance: tenth(allowance), wrecked: false };
}

/** Whether moving `inches` more, after `spent` this turn, stays within the allowance. */
export function withinVehicleMove(spent: number, inches: number, allowance: number): boolean {
  finite(spent, "spent");
  finite(inches, "inches");
  finite(allowance, "allowance");
  // a hair's tolerance: a move to exactly the allowance measured in floating point passes
  return spent + inches <= allowance + 1e-9;
}
