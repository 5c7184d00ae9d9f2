/**
 * One team's moves in a movement phase against its allowance (Striker 6.A, 6.B, 6.D.1, 8.C.4): what
 * the moves so far and this one cost, what the team may use, and why a move is refused. The phase's
 * moves add up; a grav team's changes of direction at cruise each take 10% of its allowance, and at
 * maximum speed it may not change direction at all. Pure: the board gives the path and the markers.
 */
import { finite, list, oneOf, record, whole } from "../../../core/checks";
import { FLIGHT_MODES, GRAV_SPEED_M, gravDistance, type FlightMode } from "./movement";
import { footAllowanceOver, pathCost, STEEP_CONTOUR_SPACING_M, type Mover, type PathSegment } from "./terrain-movement";

/** Why a move is refused, each a sentence in the language file. */
export const MOVE_PROBLEMS = ["water", "steep", "pastAllowance", "noTurnAtMaximum", "suppressed", "settingUp", "weaponSetUp", "routed", "rallied", "notOwnPhase"] as const;
export type MoveProblem = (typeof MOVE_PROBLEMS)[number];

/**
 * What stops a team moving at all, from its markers (Striker 6.D.1, 8.C.4.a); a routed team moves
 * only away from the enemy, by its rout move (8.C.4.b), never as its owner chooses. A weapon set up
 * holds its team until it is packed up again (6.D.1: "The same amount of time is required after a
 * weapon has set up to ready it for movement again"). A team that rallied, or rallied others, this
 * turn may not move in it (8.C.5: "Neither the rallying team nor the troops being rallied may move").
 */
export type MoverCondition = "ready" | "suppressed" | "settingUp" | "weaponSetUp" | "routed" | "rallied";

export interface TeamMoveInput {
  readonly mover: Mover;
  /** The whole phase's path so far and this move, in order: costs add up over the phase. */
  readonly path: readonly PathSegment[];
  /** Changes of direction made this phase, this move's included (Striker 6.A.2.a-b). */
  readonly directionChanges: number;
  readonly condition: MoverCondition;
}

export interface TeamMoveResult {
  /** Metres of allowance the phase's moves use, terrain counted. */
  readonly usedM: number;
  /** Metres the team may use this phase, after any turns at cruise. */
  readonly allowanceM: number;
  readonly problem: MoveProblem | null;
}

/** The speed a grav team flies at: its mode's fastest (Striker 6.A.2.a-c). */
export function gravSpeedOf(mode: FlightMode): keyof typeof GRAV_SPEED_M {
  return FLIGHT_MODES[oneOf<FlightMode>(mode, "mode", ["high", "terrainFollowing", "noe"])].fastest;
}

/**
 * The mover a team is: a flight marker makes it grav in that mode (Striker 6.E: the marker shows its
 * flight mode); otherwise on foot, running when every standing trooper wears battle dress (6.A.1: only
 * battle dress runs, and may do so every turn).
 */
export function teamMover(flight: FlightMode | null, battleDress: boolean): Mover {
  if (flight !== null) return { kind: "grav", mode: oneOf<FlightMode>(flight, "flight", ["high", "terrainFollowing", "noe"]) };
  return { kind: "foot", run: battleDress, battleDress };
}

/** The allowance for the phase (Striker 6.A.1-2, 6.B.3 fords), or null when turning is barred. */
function allowanceOf(input: TeamMoveInput): number | null {
  const { mover, path, directionChanges } = input;
  if (mover.kind === "foot") return footAllowanceOver(path, mover.run === true);
  const speed = gravSpeedOf(mover.mode);
  try {
    return gravDistance(speed, directionChanges);
  } catch {
    // Striker 6.A.2.a: no change of direction at maximum speed
    return null;
  }
}

/** Whether the team may make the phase's moves, and what they cost. */
export function checkTeamMove(input: TeamMoveInput): TeamMoveResult {
  record(input, "input");
  const kind = oneOf(record(input.mover, "mover").kind, "mover.kind", ["foot", "grav"]);
  if (kind === "grav") oneOf<FlightMode>((input.mover as { mode: unknown }).mode, "mover.mode", ["high", "terrainFollowing", "noe"]);
  list(input.path, "path").forEach((s, i) => record(s, `path[${i}]`));
  whole(input.directionChanges, "directionChanges", 0);
  const condition = oneOf<MoverCondition>(input.condition, "condition", ["ready", "suppressed", "settingUp", "weaponSetUp", "routed", "rallied"]);
  const allowance = allowanceOf(input);
  const allowanceM = allowance ?? GRAV_SPEED_M.maximum;
  const foot = input.mover.kind === "foot";
  // Striker 6.B.3: troops on foot cross water only at bridges and fords; 6.B.2: nor steep slopes
  if (foot && input.path.some((s) => s.terrain === "water")) return { usedM: 0, allowanceM, problem: "water" };
  if (foot && input.path.some((s) => s.contourSpacingM !== undefined && finite(s.contourSpacingM, "contourSpacingM") < STEEP_CONTOUR_SPACING_M)) {
    return { usedM: 0, allowanceM, problem: "steep" };
  }
  const usedM = pathCost(input.path, input.mover);
  // Striker 8.C.4.a: a suppressed team may not move; 6.D.1: nor one setting up its weapon, or with
  // one set up; 8.C.4.b: a routed one moves only by its rout move; 8.C.5: nor one rallied this turn
  if (condition !== "ready") return { usedM, allowanceM, problem: condition };
  if (allowance === null) return { usedM, allowanceM, problem: "noTurnAtMaximum" };
  return { usedM, allowanceM, problem: usedM > allowanceM ? "pastAllowance" : null };
}

/** Degrees two headings may differ and still count as one direction: a drag is never pixel-true. */
export const SAME_HEADING_DEG = 5;

/** Whether a move's heading changes the direction of the one before it (Striker 6.A.2.a-b). */
export function changesDirection(previousDeg: number | null, headingDeg: number): boolean {
  if (previousDeg === null) return false;
  const diff = Math.abs(((finite(headingDeg, "headingDeg") - finite(previousDeg, "previousDeg")) % 360 + 540) % 360 - 180);
  return diff > SAME_HEADING_DEG;
}
