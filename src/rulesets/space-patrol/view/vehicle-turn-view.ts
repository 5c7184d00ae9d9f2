/**
 * What the vehicle sheet's Movement section, the turn dialog and the turn card show (Guide 6.7,
 * 6.15): the speed left after Damage and Failure Cascade Markers, what a turn costs for this kind of
 * vehicle, and how much of the move is left once the driver has turned it. A wreck moves no more
 * (6.15: "ground vehicles stop moving, watercraft sink and aircraft plummet"): its speed is 0, and the
 * section says which of the three befell it. While the vehicle fights in the battle, the section
 * also says how far it moved of its move this turn, from the GM's record (turn/vehicle-movement.ts).
 * Pure.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import { VEHICLE_TURN_COSTS, type VehicleType } from "../rules/vehicles";
import { vehicleMoveAllowance } from "../rules/vehicle-move";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleTurn.";

/** The turn's direction as the user names it; right is clockwise seen from above. */
export const TURN_DIRECTIONS = ["right", "left"] as const;
export type TurnDirection = (typeof TURN_DIRECTIONS)[number];

export function isTurnDirection(value: unknown): value is TurnDirection {
  return typeof value === "string" && (TURN_DIRECTIONS as readonly string[]).includes(value);
}

/** Guide 6.7: a turn is of up to a full circle; it must turn by something. */
export function isTurnDegrees(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 360;
}

export interface VehicleMovementSection {
  baseSpeed: number;
  /** Guide 6.15: 10% less for each Damage and Failure Cascade Marker. */
  speed: number;
  /** Damage and Failure Cascade Markers counted. */
  markers: number;
  reduced: boolean;
  /** Guide 6.15: the vehicle is wrecked and moves no more; its speed is 0. */
  wrecked: boolean;
  /** The line saying how the wreck stopped (6.15), by kind of vehicle; "" while it is not wrecked. */
  wreckKey: string;
  /** Guide 6.7: the share of the move a turn costs and how far it turns. */
  costKey: string;
  upToDegrees: number;
  /** In the battle: the inches moved since the side's turn began of the move left after turning (6.7, 6.15). */
  thisTurn?: { used: number; allowance: number };
}

/**
 * The section with the move this turn added, while the vehicle fights in the battle and is not a
 * wreck (whose line already says it moves no more); `move` null outside the battle.
 */
export function withMoveThisTurn(section: VehicleMovementSection, move: { readonly used: number; readonly allowance: number } | null): VehicleMovementSection {
  if (!move || section.wrecked) return section;
  return { ...section, thisTurn: { used: move.used, allowance: move.allowance } };
}

/** Guide 6.7: the cost of turning, as words ("a quarter", "half"). */
function costKey(type: VehicleType): string {
  return VEHICLE_TURN_COSTS[type].moveFraction === 0.5 ? `${KEY}half` : `${KEY}quarter`;
}

/** Guide 6.15: how a wreck of each kind stops: ground vehicles stop, watercraft sink, aircraft plummet. */
export const WRECK_FATE: Readonly<Record<VehicleType, "stops" | "sinks" | "plummets">> = { tracked: "stops", wheeled: "stops", watercraft: "sinks", flying: "plummets" };

/** The sheet's Movement section: base speed, speed after the markers, and what a turn costs. */
export function vehicleMovementSection(type: VehicleType, baseSpeed: number, counts: MarkerCounts): VehicleMovementSection {
  const markers = markerCount(counts, VH.damage) + markerCount(counts, VH.failureCascade);
  // Guide 6.15: the speed after the markers, to a tenth of an inch; a wreck stops moving (speed 0)
  const { speed, wrecked } = vehicleMoveAllowance({ vehicleType: type, baseSpeed, counts, turnedDegrees: 0 });
  return {
    baseSpeed,
    speed,
    markers,
    reduced: !wrecked && speed !== baseSpeed,
    wrecked,
    wreckKey: wrecked ? `${KEY}wrecked.${WRECK_FATE[type]}` : "",
    costKey: costKey(type),
    upToDegrees: VEHICLE_TURN_COSTS[type].upToDegrees,
  };
}

export interface VehicleTurnDialogContext {
  vehicleName: string;
  driverName: string;
  speed: number;
  costKey: string;
  upToDegrees: number;
  directions: { value: TurnDirection; label: string }[];
}

export function vehicleTurnDialogContext(vehicleName: string, driverName: string, section: VehicleMovementSection): VehicleTurnDialogContext {
  return {
    vehicleName,
    driverName,
    speed: section.speed,
    costKey: section.costKey,
    upToDegrees: section.upToDegrees,
    directions: TURN_DIRECTIONS.map((d) => ({ value: d, label: `${KEY}direction.${d}` })),
  };
}

/**
 * The token's rotation after the turn. Foundry's rotation grows clockwise on the screen (0 faces
 * south), so a turn to the right adds the degrees; the result is kept in 0 to 359.
 */
export function rotationAfterTurn(rotation: number, degrees: number, direction: TurnDirection): number {
  const turned = rotation + (direction === "right" ? degrees : -degrees);
  return ((turned % 360) + 360) % 360;
}

/** The smaller angle between two facings, 0 to 180 degrees: what a change of a token's rotation turned it. */
export function turnBetween(from: number, to: number): number {
  const d = (((to - from) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * The turn named on the Turn button as rotations of at most 180 degrees each, in order. The GM's
 * record (turn/moved-tracking.ts) counts each change of rotation as the smaller angle between the
 * facings, so a turn of more than half a circle written at once would count as its short way
 * round; written in these steps, the steps add up to the degrees named (Guide 6.7 charges a share
 * of the move per step of up to 90 or 180 degrees).
 */
export function turnSteps(degrees: number): number[] {
  const steps: number[] = [];
  for (let left = degrees; left > 0; left -= 180) steps.push(Math.min(180, left));
  return steps;
}

export interface VehicleTurnInput {
  readonly vehicleName: string;
  readonly driverName: string;
  readonly vehicleType: VehicleType;
  readonly baseSpeed: number;
  readonly counts: MarkerCounts;
  readonly degrees: number;
  readonly direction: TurnDirection;
  /** How many of the vehicle's tokens were turned on the board. */
  readonly tokensTurned: number;
}

/** The turn card: the degrees, the steps paid for, the move left of the speed after markers. */
export function vehicleTurnCardContext(input: VehicleTurnInput) {
  const section = vehicleMovementSection(input.vehicleType, input.baseSpeed, input.counts);
  const cost = VEHICLE_TURN_COSTS[input.vehicleType];
  // Guide 6.7: each share of the move buys a turn of up to the limit
  const steps = Math.ceil(input.degrees / cost.upToDegrees);
  const left = vehicleMoveAllowance({ vehicleType: input.vehicleType, baseSpeed: input.baseSpeed, counts: input.counts, turnedDegrees: input.degrees }).allowance;
  return {
    vehicleName: input.vehicleName,
    driverName: input.driverName,
    degrees: input.degrees,
    directionLabel: `${KEY}direction.${input.direction}`,
    typeLabel: `STARSKIRMISH.Field.Choice.${input.vehicleType}`,
    costKey: section.costKey,
    upToDegrees: cost.upToDegrees,
    steps,
    baseSpeed: section.baseSpeed,
    speed: section.speed,
    reduced: section.reduced,
    markers: section.markers,
    left,
    tokensTurned: input.tokensTurned,
  };
}

export type VehicleTurnCardContext = ReturnType<typeof vehicleTurnCardContext>;
