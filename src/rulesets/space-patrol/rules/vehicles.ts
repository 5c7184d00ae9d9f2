/**
 * Special rules for vehicles in regular combat (Guide 6.7, 6.16): weapon classes, the driver's
 * move and turns, dog fighting, and spacecraft in a gravity well.
 */
import { finite, record, yesNo } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import { taskDisadvantagesFromMarkers } from "./marker-effects";
import { assertAssetLevel, DIFFICULTY_TARGETS } from "./task";
import type { AssetLevel, TaskInput } from "./task";

/** Guide 6.7: vehicle weapons are Light (LV) or Major (MV). */
export const VEHICLE_WEAPON_CLASSES = ["LV", "MV"] as const;
export type VehicleWeaponClass = (typeof VEHICLE_WEAPON_CLASSES)[number];

/** Guide 6.7: a driver may fire only weapons fixed to fire along the direction of travel. */
export function driverMayFire(fixedForward: boolean): boolean {
  return yesNo(fixedForward, "fixedForward");
}

export type VehicleType = "tracked" | "wheeled" | "watercraft" | "flying";

export interface TurnCost {
  /** Share of the move a turn costs. */
  readonly moveFraction: number;
  /** The largest turn that share buys, in degrees. */
  readonly upToDegrees: number;
}

/** Guide 6.7: what turning costs; turning at all also takes the driver's action. */
export const VEHICLE_TURN_COSTS = {
  tracked: { moveFraction: 0.5, upToDegrees: 90 },
  watercraft: { moveFraction: 0.5, upToDegrees: 90 },
  wheeled: { moveFraction: 0.25, upToDegrees: 90 },
  flying: { moveFraction: 0.25, upToDegrees: 180 },
} as const satisfies Record<VehicleType, TurnCost>;

/** Guide 6.7: a turn uses the driver's move and action. */
export const TURNING_USES_DRIVER_ACTION = true;

/** Movement a vehicle has left after turning `degrees` (each step of up to the limit costs the share). */
export function moveAfterTurning(type: VehicleType, speed: number, degrees: number): number {
  const cost: TurnCost | undefined = typeof type === "string" && Object.hasOwn(VEHICLE_TURN_COSTS, type) ? VEHICLE_TURN_COSTS[type] : undefined;
  if (!cost) throw new RangeError(`Unknown vehicle type "${String(type)}"`);
  if (!Number.isFinite(speed) || speed < 0) throw new RangeError(`Speed must be 0 or more, not ${speed}`);
  if (!Number.isFinite(degrees) || degrees < 0 || degrees > 360) throw new RangeError(`A turn must be 0 to 360 degrees, not ${degrees}`);
  const steps = Math.ceil(degrees / cost.upToDegrees);
  return Math.max(0, speed * (1 - steps * cost.moveFraction));
}

/** Guide 6.7: the dog fighting check is DT 12 Air Pilot with the A-Drive. */
export const DOG_FIGHT_DT = DIFFICULTY_TARGETS.average;

/**
 * Guide 6.7: one advantage per A-Drive code the attacker is above the target (a disadvantage per
 * code below), and one for a better (worse) Air Pilot asset. Missiles need no dog fight.
 */
export function dogFightModifiers(attacker: { readonly aDrive: number; readonly airPilot: AssetLevel }, target: { readonly aDrive: number; readonly airPilot: AssetLevel }): { readonly advantages: number; readonly disadvantages: number } {
  for (const [side, who] of [["attacker", attacker], ["target", target]] as const) {
    record(who, side);
    finite(who.aDrive, `${side}.aDrive`);
    assertAssetLevel(who.airPilot, `${side}.airPilot`);
  }
  const diff = attacker.aDrive - target.aDrive;
  const a = attacker.airPilot === "X" ? -1 : attacker.airPilot;
  const t = target.airPilot === "X" ? -1 : target.airPilot;
  return {
    advantages: Math.max(0, diff) + (a > t ? 1 : 0),
    disadvantages: Math.max(0, -diff) + (a < t ? 1 : 0),
  };
}

/** One side of a dog fight: its vehicle's A-Drive code and its pilot's Air Pilot level. */
export interface DogFighter {
  readonly aDrive: number;
  readonly airPilot: AssetLevel;
}

/**
 * Guide 6.7: a shot between two flying vehicles needs the dog fighting check first; a missile
 * (a guided weapon) needs none.
 */
export function dogFightNeeded(shooterFlying: boolean, targetFlying: boolean, missile: boolean): boolean {
  return yesNo(shooterFlying, "shooterFlying") && yesNo(targetFlying, "targetFlying") && !yesNo(missile, "missile");
}

/**
 * The attacker's dog fighting task (Guide 6.7): DT 12 on their Air Pilot with the A-Drive, whose code is
 * its equipment bonus (Guide 3.3: a component's drive code is the equipment bonus of any task that
 * uses it), the code and asset comparisons of dogFightModifiers, a disadvantage for each of the
 * attacker vehicle's Damage, Failure Cascade and Control Markers (6.15: "Drive/Pilot checks" and
 * "all functions") and one for each of the pilot's own Wounds (6.14).
 */
export function dogFightTask(attacker: DogFighter, target: DogFighter, burden: { readonly vehicle: MarkerCounts; readonly pilot: MarkerCounts }): TaskInput {
  const mods = dogFightModifiers(attacker, target);
  record(burden, "burden");
  return {
    dt: DOG_FIGHT_DT,
    asset: attacker.airPilot,
    equipment: attacker.aDrive,
    advantages: mods.advantages,
    disadvantages: mods.disadvantages + taskDisadvantagesFromMarkers(burden.vehicle, "vehicleDrive") + taskDisadvantagesFromMarkers(burden.pilot, "asset"),
  };
}

/** Guide 6.16: space weapons in regular combat always fire at effective range. */
export const SPACE_WEAPONS_IN_ATMOSPHERE_BAND = "effective";
/** Guide 6.16: spacecraft hits in regular combat use the spacecraft table. */
export const SPACECRAFT_IN_ATMOSPHERE_TABLE = "spacecraft";

/** Guide 6.15 Plummet: crew of a wrecked aircraft have this many turns to get out with parachutes or belts. */
export const PLUMMET_ESCAPE_TURNS = 1;
