/**
 * Pop-up (Striker 6.A.2.g, 8.A.1.a.1): "a grav team which is stationary in its movement phase may
 * execute a popup. It rises straight up to whatever altitude it wants and drops back down in the
 * same turn." It fires and is fired upon from its highest position in its own fire phase, and from
 * its NOE position (4 m) in the enemy's. Pure: whether a team may pop up, and to what height.
 */
import { finite, record, yesNo } from "../../../core/checks";
import { FLIGHT_CLEARANCE_M } from "./movement";

export const POP_UP_PROBLEMS = ["notGrav", "moved", "notOwnPhase", "tooLow"] as const;
export type PopUpProblem = (typeof POP_UP_PROBLEMS)[number];

/** Striker 6.A.2.f-g: it drops back to its NOE height. */
export const POP_UP_RETURN_M = FLIGHT_CLEARANCE_M.noe;

export interface PopUpInput {
  readonly grav: boolean;
  readonly movedThisPhase: boolean;
  /** In its own side's movement phase (true outside a tracked turn: the table keeps the phase). */
  readonly ownMovementPhase: boolean;
  /** Metres above the ground it rises to. */
  readonly altitudeM: number;
}

/** Why the team may not pop up to that height, or null when it may. */
export function popUpProblem(input: PopUpInput): PopUpProblem | null {
  record(input, "input");
  if (!yesNo(input.grav, "grav")) return "notGrav";
  if (yesNo(input.movedThisPhase, "movedThisPhase")) return "moved";
  if (!yesNo(input.ownMovementPhase, "ownMovementPhase")) return "notOwnPhase";
  // rising "straight up" from its NOE height: anything not above it is no pop-up
  if (finite(input.altitudeM, "altitudeM") <= POP_UP_RETURN_M) return "tooLow";
  return null;
}
