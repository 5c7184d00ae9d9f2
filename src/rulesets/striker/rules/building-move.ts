/**
 * Buildings in a team's movement phase (Striker 6.B.4): "Units adjacent to buildings may enter in their
 * next movement phase. Units may ascend or descend one level (floor) in each of their movement phases.
 * Teams exiting buildings may move up to their full movement allowance that phase. Only grav equipped
 * units may exit a building at levels other than ground level." Floors come from heights, 3 m a storey
 * (Striker 2.A.4, 7.A.1.d). Pure: the board says which buildings a move enters and leaves, and how high
 * the team stands.
 */
import { finite, list, oneOf, record, yesNo } from "../../../core/checks";
import { FLOOR_HEIGHT_M } from "./line-of-sight";
import { floorChangeAllowed, mayLeaveBuildingAt, type Mover } from "./terrain-movement";

/** Why the building rules refuse a move, each a sentence in the language file. */
export const BUILDING_PROBLEMS = ["buildingNotAdjacent", "buildingFloors", "buildingUpperExit"] as const;
export type BuildingProblem = (typeof BUILDING_PROBLEMS)[number];

/**
 * Striker 6.A.2.d-e: a team in high or terrain-following mode flies 10 m over every building; it never
 * stands in one, so the building rules leave its moves alone. A team on foot, or in NOE mode dodging
 * round obstacles (6.A.2.f), goes into a building as the rules say.
 */
export function movesThroughBuildings(mover: Mover): boolean {
  const m = record(mover, "mover");
  if (oneOf(m.kind, "mover.kind", ["foot", "grav"]) === "foot") return true;
  return oneOf((m as { mode: unknown }).mode, "mover.mode", ["high", "terrainFollowing", "noe"]) === "noe";
}

/**
 * The floor a team stands on at `heightM` above the building's foot: floor n (ground = 1) is (n - 1) x
 * 3 m up (Striker 7.A.1.d); a height between two floors is on the lower one.
 */
export function floorAtHeight(heightM: number): number {
  const h = finite(heightM, "heightM");
  // a hair of slack, so 6 m read back from a document as 5.999... is still the third floor
  return Math.max(1, Math.floor(h / FLOOR_HEIGHT_M + 1e-9) + 1);
}

export interface BuildingMoveInput {
  /** Striker 6.B.4: grav equipped; in the game a team with a flight marker (6.E). */
  readonly grav: boolean;
  /** The floor the team stood on in a building when the phase began, or null outside one. */
  readonly startFloor: number | null;
  /** The floor it stands on in a building after this move, or null outside one. */
  readonly endFloor: number | null;
  /** For each building the phase's moves go into: whether the team was in or next to it when the phase began. */
  readonly entered: readonly boolean[];
  /** The floor of the team's height as this move takes it out of a building to end outside, or null. */
  readonly exitFloor: number | null;
}

function checkFloor(value: number | null, field: string): number | null {
  if (value === null) return null;
  const f = finite(value, field);
  if (!Number.isInteger(f) || f < 1) throw new RangeError(`${field}: floors count from 1, not ${f}`);
  return f;
}

/**
 * The building rule a move breaks, or null. Leaving a building costs nothing of the allowance (6.B.4:
 * "may move up to their full movement allowance that phase"), so only going in, changing floors and
 * leaving above the ground floor are checked. A team that began the phase outside comes in from the
 * ground floor; one that leaves counts its floors to the floor it comes out at.
 */
export function buildingMoveProblem(input: BuildingMoveInput): BuildingProblem | null {
  const i = record(input, "input");
  const grav = yesNo(i.grav, "grav");
  const start = checkFloor(i.startFloor, "startFloor");
  const end = checkFloor(i.endFloor, "endFloor");
  const entered = list(i.entered, "entered").map((e, n) => yesNo(e, `entered[${n}]`));
  const exit = checkFloor(i.exitFloor, "exitFloor");
  // 6.B.4: a team enters only a building it was next to (or already in) when its movement phase began
  if (entered.some((nextTo) => !nextTo)) return "buildingNotAdjacent";
  // 6.B.4: one floor up or down each movement phase
  const reached = end ?? exit;
  if (reached !== null && !floorChangeAllowed(start ?? 1, reached)) return "buildingFloors";
  // 6.B.4: only grav equipped units leave a building above the ground floor
  if (exit !== null && !mayLeaveBuildingAt(exit, grav)) return "buildingUpperExit";
  return null;
}
