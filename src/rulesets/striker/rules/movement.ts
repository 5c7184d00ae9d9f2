/**
 * Movement allowances (Striker 6.A): walking and running infantry, grav speeds, flight modes and
 * their heights, the cost of turning at cruise, and pop-up.
 */
import { keyOf, yesNo } from "../../../core/checks";

/** Striker 6.A.1: metres per turn on foot; only battle dress may run (every turn). */
export const FOOT_ALLOWANCE_M = { walk: 50, run: 100 } as const;

/** Striker 6.A.2: grav speeds per turn, with the text's rounding (1875 -> 2000, 333 -> 350). */
export const GRAV_SPEED_M = { maximum: 2500, cruise: 2000, noe: 350 } as const;
export const GRAV_SPEED_KPH = { maximum: 300, cruise: 225, noe: 40 } as const;

export type FlightMode = "high" | "terrainFollowing" | "noe";
export type GravSpeed = keyof typeof GRAV_SPEED_M;

/**
 * Striker 6.A.2.a-f: the fastest speed each mode allows, whether the team may change direction,
 * and the cost of each change as a share of the allowance.
 */
export const FLIGHT_MODES = {
  high: { fastest: "maximum", label: "STARSKIRMISH.Striker.Flight.high" },
  terrainFollowing: { fastest: "cruise", label: "STARSKIRMISH.Striker.Flight.terrainFollowing" },
  noe: { fastest: "noe", label: "STARSKIRMISH.Striker.Flight.noe" },
} as const satisfies Record<FlightMode, { fastest: GravSpeed; label: string }>;

/** Striker 6.A.2.a-c: turning at each speed. */
export const TURNING = {
  maximum: { allowed: false, costPercent: 0 },
  cruise: { allowed: true, costPercent: 10 },
  noe: { allowed: true, costPercent: 0 },
} as const satisfies Record<GravSpeed, { allowed: boolean; costPercent: number }>;

/**
 * Striker 6.A.2.d-f: height in metres. High: at least 10 m above the highest feature on the
 * battlefield; terrain following: 10 m above what is beneath; NOE: 4 m above the ground.
 */
export const FLIGHT_CLEARANCE_M = { high: 10, terrainFollowing: 10, noe: 4 } as const satisfies Record<FlightMode, number>;

/** Height above the ground of a grav team in a mode. */
export function flightHeight(mode: FlightMode, featureBelowM: number, highestFeatureM: number): number {
  for (const v of [featureBelowM, highestFeatureM]) if (!Number.isFinite(v) || v < 0) throw new RangeError(`Heights must be 0 m or more, not ${v}`);
  switch (keyOf(mode, "mode", FLIGHT_MODES)) {
    case "high":
      return highestFeatureM + FLIGHT_CLEARANCE_M.high;
    case "terrainFollowing":
      return featureBelowM + FLIGHT_CLEARANCE_M.terrainFollowing;
    case "noe":
      return FLIGHT_CLEARANCE_M.noe;
  }
}

/** Foot allowance; running needs battle dress (Striker 6.A.1). */
export function footAllowance(run: boolean, battleDress: boolean): number {
  if (run && !battleDress) throw new RangeError("Only troops in battle dress may run");
  return run ? FOOT_ALLOWANCE_M.run : FOOT_ALLOWANCE_M.walk;
}

/** Whether a speed may be flown in a mode: no faster than the mode's fastest (Striker 6.A.2.a-c). */
export function speedAllowed(mode: FlightMode, speed: GravSpeed): boolean {
  keyOf(mode, "mode", FLIGHT_MODES);
  keyOf(speed, "speed", GRAV_SPEED_M);
  const order: GravSpeed[] = ["noe", "cruise", "maximum"];
  return order.indexOf(speed) <= order.indexOf(FLIGHT_MODES[mode].fastest);
}

/**
 * Metres left for moving after direction changes (Striker 6.A.2.b): each change at cruise
 * costs 10% of the allowance, whatever its size; none are allowed at maximum.
 */
export function gravDistance(speed: GravSpeed, directionChanges: number): number {
  if (!Number.isInteger(directionChanges) || directionChanges < 0) throw new RangeError(`Direction changes must be 0 or more, not ${directionChanges}`);
  const turning = TURNING[keyOf(speed, "speed", GRAV_SPEED_M)];
  if (!turning.allowed && directionChanges > 0) throw new RangeError(`No changes of direction at ${speed} speed`);
  const allowance = GRAV_SPEED_M[speed];
  return Math.max(0, allowance - (directionChanges * turning.costPercent * allowance) / 100);
}

/** Striker 6.A.2.g: a grav team may pop up only if it stays stationary in its movement phase. */
export function mayPopUp(grav: boolean, movedThisPhase: boolean): boolean {
  yesNo(grav, "grav");
  yesNo(movedThisPhase, "movedThisPhase");
  return grav && !movedThisPhase;
}
