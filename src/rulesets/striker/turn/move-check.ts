/**
 * Team moves on the board checked against the movement rules (Striker 6), on the client that makes
 * them, before Foundry writes them. The move's path (the whole drag, leg by leg through its
 * waypoints, or one straight line) is read through the terrain regions the GM painted
 * (turn/team-walk.ts); in a tracked turn a team moves only in its own side's movement phase, from
 * what its moves so far in the phase left it, as the GM's client recorded them (turn/move-record.ts):
 * a team that walked 30 m has 20 m left. A player's move the rules refuse is not made, and the
 * player is told why; the GM's own moves stand (the GM judges the table) and the GM is told what the
 * rules would have said. The ruler reads the same. A routed team's move away (actions/rout-move.ts)
 * passes the phase check: its first move comes when it fails (Striker 8.C.4.b); a routed team moves
 * no other way. Buildings are entered, climbed and left as Striker 6.B.4 says
 * (turn/building-check.ts), a change of floor being a change of elevation alone. Counters move by the
 * allowance of the team they stand for (turn/counter-mover.ts).
 *
 * The check runs on the mover's client, which a hostile player controls: the record and the GM's
 * audit of every move live on the GM's client, where the player cannot reach them.
 */
import { warn, formatSafe } from "../../../system/notify";
import { movedTo, movesOnBoard } from "../../../system/board";
import { continuesMove, plannedPath } from "../../../system/move-plan";
import { centresTo, rulerText, type RulerLabel, type RulerWaypoint } from "../../../system/table-token-ruler";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { TeamData } from "../models/team-model";
import { movementPhaseOf } from "../rules/sequence";
import { sideOf } from "../rules/turn-expiry";
import { STR_MARKER } from "../rules/markers";
import { checkTeamMove, type MoveProblem } from "../rules/team-move";
import type { BuildingProblem } from "../rules/building-move";
import { moverCondition } from "../view/team-mover";
import { buildingProblemOnBoard, standsInBuilding, type Spot } from "./building-check";
import { moverOf } from "./counter-mover";
import { centreAt, walk, type Point } from "./team-walk";
import { phaseRecord, ROUT_MOVE_OPTION, trackedPosition } from "./move-record";
import { ralliedThisTurn } from "./rallied-record";

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
  const points = centresTo(waypoint);
  const planned = walk(scene, points, prior);
  const { mover, markers, held } = moverOf(actor, actor.system);
  const result = checkTeamMove({ mover, path: planned.path, directionChanges: planned.changes, condition: moverCondition(markers, held, ralliedThisTurn(token)) });
  const ownPhase = position.phase === movementPhaseOf(sideOf(token.disposition));
  const problem = ownPhase ? (result.problem ?? buildingProblem(token, scene, mover, prior?.start, points, elevationOf(token))) : "notOwnPhase";
  const data = { used: String(Math.round(result.usedM)), allowance: String(Math.round(result.allowanceM)) };
  const text = game.i18n?.format(`STARSKIRMISH.Striker.Move.ruler.${problem ?? "within"}`, data) ?? "";
  return rulerText(context, text, `str-move${problem ? " str-move-refused" : ""}`);
}

/** The token's elevation, 0 where none is stored. */
function elevationOf(token: TokenDocument.Implementation): number {
  return typeof token.elevation === "number" && Number.isFinite(token.elevation) ? token.elevation : 0;
}

/**
 * The building rule a path through these centres breaks (Striker 6.B.4), judged from where the
 * team stood as the phase began (where it stands now, before its first move of the phase).
 */
function buildingProblem(token: TokenDocument.Implementation, scene: Scene.Implementation, mover: ReturnType<typeof moverOf>["mover"], start: Spot | undefined, points: readonly Point[], endElevation: number): BuildingProblem | null {
  const here = centreAt(token, token.x, token.y);
  return buildingProblemOnBoard({ token, scene, mover, phaseStart: start ?? { ...here, elevation: elevationOf(token) }, points, endElevation });
}

/**
 * preUpdateToken: false refuses a player's move the rules forbid. The move adds to the team's
 * record for the phase once the GM's client sees it (turn/move-record.ts).
 */
export function checkTeamMoveOnBoard(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: object): boolean {
  // Striker 6.B.4: climbing or descending a floor is a change of elevation alone
  if (!movesOnBoard(changed, { elevation: true })) return true;
  const actor = token.actor;
  const scene = token.parent;
  if (!actor || !scene || !(actor.system instanceof TeamData)) return true;
  // v13 writes a drag one waypoint at a time, and the first leg judged the whole path the drag asks
  // for (below): a later leg goes on with a move already judged (system/move-plan.ts)
  if (continuesMove(token, options)) return true;
  const from = centreAt(token, token.x, token.y);
  const dest = movedTo(token, changed);
  const to = centreAt(token, dest.x, dest.y);
  const elevationNow = elevationOf(token);
  const endElevation = typeof changed.elevation === "number" && Number.isFinite(changed.elevation) ? changed.elevation : elevationNow;
  // a change of height outside a building (a pop-up, its drop back down) is no move (Striker 6.A.2.g)
  if (from.x === to.x && from.y === to.y && (endElevation === elevationNow || !standsInBuilding(scene, from))) return true;
  const position = trackedPosition(token);
  const rout = (options as Record<string, unknown>)[ROUT_MOVE_OPTION] === true;
  // Striker 6: teams move in their own movement phase; a rout's move comes when the check fails
  const ownPhase = position === null || rout || position.phase === movementPhaseOf(sideOf(token.disposition));
  const prior = phaseRecord(token, position);
  // the whole path the update asks for, so a drag past the allowance is refused before the team sets off
  const points = plannedPath(token, changed, options).map((p) => centreAt(token, p.x, p.y));
  const planned = walk(scene, points, prior);
  // Striker 3.A.1, 7.A.4: a counter shows where a team may be, and moves as that team could
  const { mover, markers, held } = moverOf(actor, actor.system);
  // Striker 8.C.5: a team that rallied, or rallied others, this turn, by the GM's record on the Combat
  const condition = moverCondition(markers, held, ralliedThisTurn(token));
  const result = checkTeamMove({
    mover,
    path: planned.path,
    directionChanges: planned.changes,
    // Striker 8.C.4.b: a routed team moves only away from the enemy, by its rout move
    condition: rout && condition === "routed" ? "ready" : condition,
  });
  const building = result.problem === null ? buildingProblem(token, scene, mover, prior?.start, points, endElevation) : null;
  const problem: MoveProblem | BuildingProblem | null = ownPhase ? (result.problem ?? building) : "notOwnPhase";
  if (problem === null) return true;
  const data = { team: token.name ?? "", used: Math.round(result.usedM), allowance: Math.round(result.allowanceM) };
  if (!game.user?.isGM) {
    warn(`STARSKIRMISH.Striker.Move.problem.${problem}`, data);
    return false;
  }
  ui.notifications?.info(`${formatSafe(`STARSKIRMISH.Striker.Move.problem.${problem}`, data)} ${game.i18n!.localize("STARSKIRMISH.Striker.Move.gmStands")}`);
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
