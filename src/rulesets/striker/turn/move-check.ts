/**
 * Team moves on the board checked against the movement rules (Striker 6), on the client that makes
 * them, before Foundry writes them. The move's path (the whole drag, leg by leg through its
 * waypoints, or one straight line) is read through the terrain regions the GM painted
 * (data/terrain-region.ts); in a tracked turn a team moves only in its own side's movement phase,
 * and the phase's moves add up on the token, so a team that walked 30 m has 20 m left. A player's
 * move the rules refuse is not made, and the player is told why; the GM's own moves stand (the GM
 * judges the table) and the GM is told what the rules would have said. The ruler reads the same. A routed team's move away
 * (actions/rout-move.ts) passes the phase check: its first move comes when it fails (Striker 8.C.4.b);
 * a routed team moves no other way. Buildings are entered, climbed and left as Striker 6.B.4 says
 * (turn/building-check.ts), a change of floor being a change of elevation alone. Counters move by the
 * allowance of the team they stand for (turn/counter-mover.ts).
 */
import { warn, formatSafe } from "../../../system/notify";
import { distanceBetweenPoints, movedTo, movesOnBoard } from "../../../system/board";
import { plannedPath } from "../../../system/move-plan";
import { centresTo, rulerText, type RulerLabel, type RulerWaypoint } from "../../../system/table-token-ruler";
import { flagUpdate, readFlag } from "../../../system/flags";
import { paintedRegions, regionHolds } from "../../../system/regions/region-reader";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { TeamData } from "../models/team-model";
import { strikerPosition } from "./turn-tracker";
import { movementPhaseOf } from "../rules/sequence";
import { sideOf } from "../rules/turn-expiry";
import { STR_MARKER } from "../rules/markers";
import { changesDirection, checkTeamMove, type MoveProblem } from "../rules/team-move";
import type { BuildingProblem } from "../rules/building-move";
import type { PathSegment, TerrainKind } from "../rules/terrain-movement";
import { STR_TERRAIN_REGION_TYPE } from "../data/terrain-region";
import { pathFromSamples, SAMPLE_STEP_M, type TerrainSample } from "../view/move-path";
import { moverCondition } from "../view/team-mover";
import { buildingProblemOnBoard, standsInBuilding, type Spot } from "./building-check";
import { moverOf } from "./counter-mover";

/** What the team has moved this phase, kept on its token. */
export interface PhaseMoves {
  turn: number;
  phase: string;
  path: PathSegment[];
  /** Heading of the last move in degrees, for changes of direction (Striker 6.A.2.a-b). */
  heading: number | null;
  changes: number;
  /** Where the team stood as the phase began, for the buildings it may enter and its floors (Striker 6.B.4). */
  start?: Spot;
}

declare module "../../../system/flags" {
  interface TokenFlags {
    /** Striker 6: the team's moves in the current movement phase. */
    strMove?: PhaseMoves;
  }
}

/** The update option a routed team's move away carries (Striker 8.C.4.b). */
export const ROUT_MOVE_OPTION = "strikerRoutMove";

type Point = { x: number; y: number };

/** The token's centre were it placed at (x, y). */
function centreAt(token: TokenDocument.Implementation, x: number, y: number): Point {
  const size = token.parent?.grid.size ?? 0;
  return { x: x + ((token.width ?? 1) * size) / 2, y: y + ((token.height ?? 1) * size) / 2 };
}

const GROUND: readonly string[] = ["clear", "road", "forest", "water", "ford", "bridge"] satisfies readonly TerrainKind[];

/**
 * The ground and contour level at a point: the last ground region painted over it, and the highest
 * hill region it lies in. Striker 6.B.4 gives buildings no cost of their own, so inside one a team
 * moves as on clear ground.
 */
function terrainAt(scene: Scene.Implementation, point: Point): { terrain: TerrainKind; contour: number } {
  let terrain: TerrainKind = "clear";
  let contour = 0;
  for (const { region, data } of paintedRegions(scene, STR_TERRAIN_REGION_TYPE)) {
    if (!regionHolds(region, point)) continue;
    if (data.terrain === "hill") contour = Math.max(contour, typeof data.contour === "number" ? data.contour : 0);
    else if (typeof data.terrain === "string" && GROUND.includes(data.terrain)) terrain = data.terrain as TerrainKind;
    else if (data.terrain === "building") terrain = "clear";
  }
  return { terrain, contour };
}

/** The straight line from `a` to `b` as the terrain it crosses. */
export function pathAcross(scene: Scene.Implementation, a: Point, b: Point): PathSegment[] {
  const lengthM = distanceBetweenPoints(a, b);
  if (!Number.isFinite(lengthM) || lengthM <= 0) return [];
  const steps = Math.max(1, Math.ceil(lengthM / SAMPLE_STEP_M));
  const samples: TerrainSample[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    samples.push({ atM: lengthM * t, ...terrainAt(scene, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }) });
  }
  return pathFromSamples(samples);
}

/** Where the moves of a path leave the team: the terrain it crossed, its heading and its changes of direction. */
interface Walked {
  path: PathSegment[];
  heading: number | null;
  changes: number;
}

/** Walks the centres in order from what the phase's moves left: each leg costed where it runs, a turn between legs a change of direction. */
function walk(scene: Scene.Implementation, points: readonly Point[], prior: PhaseMoves | null): Walked {
  let heading: number | null = prior?.heading ?? null;
  let changes = prior?.changes ?? 0;
  const path = [...(prior?.path ?? [])];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    if (a.x === b.x && a.y === b.y) continue;
    const leg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    if (changesDirection(heading, leg)) changes++;
    heading = leg;
    path.push(...pathAcross(scene, a, b));
  }
  return { path, heading, changes };
}

/** Whether a tracked Striker turn runs with this token in it, and where it stands. */
function trackedPosition(token: TokenDocument.Implementation) {
  const combat = game.combat;
  const position = strikerPosition(combat);
  return position && combat?.combatants.some((c) => c.tokenId === token.id) ? position : null;
}

/** The team's moves so far in the tracked phase, from its token; null when none are recorded for it. */
function phaseRecord(token: TokenDocument.Implementation, position: { turn: number; phase: string } | null): PhaseMoves | null {
  const stored = readFlag(token, "Token", "strMove");
  return position && stored && stored.turn === position.turn && stored.phase === position.phase ? stored : null;
}

/**
 * The ruler while a team is dragged in a tracked turn (Striker 6): what the path from where the team
 * stands to this waypoint comes to, from the phase's moves so far, against the allowance, or why the
 * rules refuse it, as the check before the move is written reads it. Outside a tracked turn, or for
 * a token that is no team, the label is core's. The ruler class is token-ruler.ts, at start-up.
 */
export function labelTeamMove(token: TokenDocument.Implementation, waypoint: RulerWaypoint, context: RulerLabel): RulerLabel {
  const actor = token.actor;
  const scene = token.parent;
  const position = trackedPosition(token);
  if (!actor || !scene || !(actor.system instanceof TeamData) || position === null || waypoint.stage === "passed") return context;
  const prior = phaseRecord(token, position);
  const planned = walk(scene, centresTo(waypoint), prior);
  const { mover, markers } = moverOf(actor, actor.system);
  const result = checkTeamMove({ mover, path: planned.path, directionChanges: planned.changes, condition: moverCondition(markers) });
  const ownPhase = position.phase === movementPhaseOf(sideOf(token.disposition));
  const problem = ownPhase ? result.problem : "notOwnPhase";
  const data = { used: String(Math.round(result.usedM)), allowance: String(Math.round(result.allowanceM)) };
  const text = game.i18n?.format(`STARSKIRMISH.Striker.Move.ruler.${problem ?? "within"}`, data) ?? "";
  return rulerText(context, text, `str-move${problem ? " str-move-refused" : ""}`);
}

/**
 * preUpdateToken: false refuses a player's move the rules forbid. Records the phase's moves on the
 * same update, so the next move of the team in this phase goes on from them.
 */
export function checkTeamMoveOnBoard(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: object): boolean {
  // Striker 6.B.4: climbing or descending a floor is a change of elevation alone
  if (!movesOnBoard(changed, { elevation: true })) return true;
  const actor = token.actor;
  const scene = token.parent;
  if (!actor || !scene || !(actor.system instanceof TeamData)) return true;
  const from = centreAt(token, token.x, token.y);
  const dest = movedTo(token, changed);
  const to = centreAt(token, dest.x, dest.y);
  const elevationNow = typeof token.elevation === "number" && Number.isFinite(token.elevation) ? token.elevation : 0;
  const endElevation = typeof changed.elevation === "number" && Number.isFinite(changed.elevation) ? changed.elevation : elevationNow;
  // a change of height outside a building (a pop-up, its drop back down) is no move (Striker 6.A.2.g)
  if (from.x === to.x && from.y === to.y && (endElevation === elevationNow || !standsInBuilding(scene, from))) return true;
  const position = trackedPosition(token);
  const rout = (options as Record<string, unknown>)[ROUT_MOVE_OPTION] === true;
  // Striker 6: teams move in their own movement phase; a rout's move comes when the check fails
  const ownPhase = position === null || rout || position.phase === movementPhaseOf(sideOf(token.disposition));
  const prior = phaseRecord(token, position);
  // v13 writes a drag one waypoint at a time: the whole path it asks for is what the rules judge,
  // so a drag past the allowance is refused before the team sets off (system/move-plan.ts); the
  // phase's record takes in only this update's leg, and the next leg goes on from it
  const planned = walk(scene, plannedPath(token, changed, options).map((p) => centreAt(token, p.x, p.y)), prior);
  const points = [from, to];
  const { path, heading, changes } = walk(scene, points, prior);
  // Striker 3.A.1, 7.A.4: a counter shows where a team may be, and moves as that team could
  const { mover, markers } = moverOf(actor, actor.system);
  const condition = moverCondition(markers);
  const result = checkTeamMove({
    mover,
    path: planned.path,
    directionChanges: planned.changes,
    // Striker 8.C.4.b: a routed team moves only away from the enemy, by its rout move
    condition: rout && condition === "routed" ? "ready" : condition,
  });
  const start: Spot = prior?.start ?? { ...from, elevation: elevationNow };
  const building = result.problem === null ? buildingProblemOnBoard({ token, scene, mover, phaseStart: start, points, endElevation }) : null;
  const problem: MoveProblem | BuildingProblem | null = ownPhase ? (result.problem ?? building) : "notOwnPhase";
  if (problem !== null) {
    const data = { team: token.name ?? "", used: Math.round(result.usedM), allowance: Math.round(result.allowanceM) };
    if (!game.user?.isGM) {
      warn(`STARSKIRMISH.Striker.Move.problem.${problem}`, data);
      return false;
    }
    ui.notifications?.info(`${formatSafe(`STARSKIRMISH.Striker.Move.problem.${problem}`, data)} ${game.i18n!.localize("STARSKIRMISH.Striker.Move.gmStands")}`);
  }
  if (position !== null && ownPhase && !rout) {
    Object.assign(changed, flagUpdate("Token", { strMove: { turn: position.turn, phase: position.phase, path, heading, changes, start } }));
  }
  return true;
}

/**
 * updateToken, on the client that moved it: a team that moved in its own movement phase carries the
 * Moved marker until its next one (Striker 6.E; the tracker takes it off then). A rout move marks its
 * team itself (actions/rout-move.ts), as the routed team moves for fire purposes (Striker 8.C.4.b).
 */
export async function markTeamMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }, userId: string, options: object = {}): Promise<void> {
  if (userId !== game.user?.id || !movesOnBoard(changed)) return;
  if ((options as Record<string, unknown>)[ROUT_MOVE_OPTION] === true) return;
  const actor = token.actor;
  const position = trackedPosition(token);
  if (!actor || !(actor.system instanceof TeamData) || actor.system.counter || !actor.isOwner || position === null) return;
  if (position.phase !== movementPhaseOf(sideOf(token.disposition))) return;
  const moved = markerDefinition(STR_MARKER.moved);
  if (moved && !(readMarkers(actor)[STR_MARKER.moved] ?? 0)) await setMarkerCount(actor, moved, 1);
}
