/**
 * The phase's moves of each team in a tracked Striker turn (Striker 6), as the GM's client records
 * them on the Combat: the path walked, its heading and changes of direction (6.A.2), and where the
 * team stood as the phase began (6.B.4). The check before a player's next move and the ruler read
 * it, so a team that walked 30 m has 20 m left. A player cannot write the Combat, so no player can
 * rewrite the record to get a move back (system/turn/combat-records.ts).
 *
 * The active GM's client records each leg v13 writes, from the leg's own path (v13's movement
 * origin and the waypoints it passed), and judges it against the record before it as the mover's
 * check would have: a player's move that the rules refuse (the mover's client skipped the check, or
 * its record had not caught up with the last move) is shown to the GM, once per team and phase for
 * a rule of the walk and once per move out of the phase. A routed team's move away
 * (actions/rout-move.ts, 8.C.4.b) is made by a GM's client, which records it as the team's rout
 * for the phase (recordRout); it is no walk of the phase. Without an active GM nothing is recorded,
 * and each move is judged alone.
 */
import { formatSafe } from "../../../system/notify";
import { movesOnBoard } from "../../../system/board";
import { moreLegsToCome } from "../../../system/move-plan";
import { CombatRecords } from "../../../system/turn/combat-records";
import { combatantOf } from "../../../system/turn/combatant-of";
import { TeamData } from "../models/team-model";
import { strikerPosition } from "./turn-tracker";
import { movementPhaseOf, type PlayPosition } from "../rules/sequence";
import { sideOf } from "../rules/turn-expiry";
import { checkTeamMove, type MoveProblem } from "../rules/team-move";
import type { BuildingProblem } from "../rules/building-move";
import type { PathSegment, TerrainKind } from "../rules/terrain-movement";
import { moverCondition } from "../view/team-mover";
import { buildingProblemOnBoard, type Spot } from "./building-check";
import { moverOf } from "./counter-mover";
import { centreAt, walk, type Point, type Walked } from "./team-walk";
import { ralliedThisTurn } from "./rallied-record";

/** What a team has moved in one movement phase. */
export interface PhaseMoves extends Walked {
  turn: number;
  phase: string;
  /** Where the team stood as the phase began, for the buildings it may enter and its floors (Striker 6.B.4). */
  start?: Spot;
  /** The rule the team's moves this phase first broke, once the GM was told of it. */
  breach?: string;
  /** Striker 8.C.4.b: the routed team made its rout move in this phase (once a phase). */
  routed?: boolean;
}

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Striker 6: each team's moves in the current movement phase, by combatant id. */
    strMoves?: Record<string, PhaseMoves | null>;
  }
}

/** The update option a routed team's move away carries (Striker 8.C.4.b). */
export const ROUT_MOVE_OPTION = "strikerRoutMove";

const TERRAIN: readonly string[] = ["clear", "road", "forest", "water", "ford", "bridge"] satisfies readonly TerrainKind[];

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const count = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** A stored segment of the walk, or null where it is not one. */
function readSegment(stored: unknown): PathSegment | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { terrain, lengthM, contoursUp, contourSpacingM } = stored as Record<string, unknown>;
  if (typeof terrain !== "string" || !TERRAIN.includes(terrain) || !finite(lengthM) || lengthM < 0) return null;
  return {
    terrain: terrain as TerrainKind,
    lengthM,
    ...(count(contoursUp) ? { contoursUp } : {}),
    ...(finite(contourSpacingM) && contourSpacingM > 0 ? { contourSpacingM } : {}),
  };
}

/** A stored record read field by field: a flag is data, and an edit or an old world may have left anything there. */
export function readPhaseMoves(stored: unknown): PhaseMoves | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { turn, phase, path, heading, changes, start, breach, routed } = stored as Record<string, unknown>;
  if (!count(turn) || typeof phase !== "string" || !Array.isArray(path)) return null;
  const segments = path.map(readSegment);
  if (segments.some((s) => s === null)) return null;
  const spot = typeof start === "object" && start !== null ? (start as Record<string, unknown>) : null;
  return {
    turn,
    phase,
    path: segments as PathSegment[],
    heading: finite(heading) ? heading : null,
    changes: count(changes) ? changes : 0,
    ...(spot && finite(spot.x) && finite(spot.y) && finite(spot.elevation) ? { start: { x: spot.x, y: spot.y, elevation: spot.elevation } } : {}),
    ...(typeof breach === "string" && breach !== "" ? { breach } : {}),
    ...(routed === true ? { routed } : {}),
  };
}

/** The records, as the GM's client gathers and writes them. */
const TEAM_MOVES = new CombatRecords<PhaseMoves>("strMoves", readPhaseMoves);

/** Whether a tracked Striker turn runs with this token in it, and where it stands. */
export function trackedPosition(token: TokenDocument.Implementation): PlayPosition | null {
  const combat = game.combat;
  const position = strikerPosition(combat);
  return position && combatantOf(token, combat) ? position : null;
}

/** The team's moves so far in the tracked phase, as this client knows them; null when none are recorded. */
export function phaseRecord(token: TokenDocument.Implementation, position: { turn: number; phase: string } | null): PhaseMoves | null {
  const id = combatantOf(token)?.id;
  const stored = position && id ? TEAM_MOVES.now(game.combat, id) : null;
  return position && stored && stored.turn === position.turn && stored.phase === position.phase ? stored : null;
}

/**
 * The leg v13 just wrote, as centres: the movement's origin, then each waypoint it passed (v13's
 * TokenDocument#movement, whose waypoints are top-left corners as the token's x and y are); null
 * when the token carries no movement.
 */
function legOf(token: TokenDocument.Implementation): { points: Point[]; origin: Spot } | null {
  const movement = token.movement as { origin?: { x?: unknown; y?: unknown; elevation?: unknown }; passed?: { waypoints?: readonly { x?: unknown; y?: unknown }[] } } | null | undefined;
  const origin = movement?.origin;
  if (!origin || !finite(origin.x) || !finite(origin.y)) return null;
  const points = [centreAt(token, origin.x, origin.y)];
  for (const w of movement.passed?.waypoints ?? []) if (finite(w.x) && finite(w.y)) points.push(centreAt(token, w.x, w.y));
  return { points, origin: { ...points[0]!, elevation: finite(origin.elevation) ? origin.elevation : 0 } };
}

/** What the GM is told of a player's move the rules refuse. */
function tellGm(token: TokenDocument.Implementation, userId: string, problem: MoveProblem | BuildingProblem, used: number, allowance: number): void {
  const user = game.users?.get(userId)?.name ?? "";
  const data = { team: token.name ?? "", used: Math.round(used), allowance: Math.round(allowance) };
  ui.notifications?.warn(`${formatSafe("STARSKIRMISH.Striker.Move.audit", { user })} ${formatSafe(`STARSKIRMISH.Striker.Move.problem.${problem}`, data)}`);
}

/**
 * updateToken, on the active GM's client: adds the leg the team just moved to its record for the
 * phase, and tells the GM when a player's move broke the movement rules.
 */
export async function recordTeamMove(token: TokenDocument.Implementation, changed: object, userId: string, options: object = {}): Promise<void> {
  if (!game.user?.isActiveGM || !movesOnBoard(changed, { elevation: true })) return;
  const actor = token.actor;
  const scene = token.parent;
  const combat = game.combat;
  const combatant = combatantOf(token);
  const position = trackedPosition(token);
  if (!actor || !scene || !combat || !combatant?.id || !(actor.system instanceof TeamData) || position === null) return;
  const { mover, markers, held } = moverOf(actor, actor.system);
  // Striker 8.C.5: judged by the GM's own record of the teams that rallied this turn (rallied-record.ts)
  const condition = moverCondition(markers, held, ralliedThisTurn(token));
  const byPlayer = game.users?.get(userId)?.isGM === false;
  // Striker 8.C.4.b: a routed team's move away, made and recorded by a GM's client, is its rout,
  // not a phase move; a player's move that only says so is judged like every other move
  if ((options as Record<string, unknown>)[ROUT_MOVE_OPTION] === true && condition === "routed" && !byPlayer) return;
  // Striker 6: teams move in their own movement phase; a move outside it is not recorded
  if (position.phase !== movementPhaseOf(sideOf(token.disposition))) {
    if (byPlayer && !moreLegsToCome(token)) tellGm(token, userId, "notOwnPhase", 0, 0);
    return;
  }
  const leg = legOf(token);
  if (!leg) return;
  const endElevation = finite(token.elevation) ? token.elevation : 0;
  const audit: { told?: { problem: MoveProblem | BuildingProblem; used: number; allowance: number } } = {};
  const written = TEAM_MOVES.stage(combat, combatant.id, (stored) => {
    const before = stored && stored.turn === position.turn && stored.phase === position.phase ? stored : null;
    const start = before?.start ?? leg.origin;
    const walked = walk(scene, leg.points, before);
    const result = checkTeamMove({ mover, path: walked.path, directionChanges: walked.changes, condition });
    const problem = result.problem ?? buildingProblemOnBoard({ token, scene, mover, phaseStart: start, points: leg.points, endElevation });
    // the GM hears of the first rule a player's moves break in the phase, not of every leg after it
    if (byPlayer && problem !== null && before?.breach === undefined) audit.told = { problem, used: result.usedM, allowance: result.allowanceM };
    const breach = before?.breach ?? audit.told?.problem;
    return { turn: position.turn, phase: position.phase, ...walked, start, ...(breach ? { breach } : {}), ...(before?.routed ? { routed: true } : {}) };
  });
  if (audit.told) tellGm(token, userId, audit.told.problem, audit.told.used, audit.told.allowance);
  await written;
}

/**
 * On the GM's client that makes a routed team's move away (Striker 8.C.4.b): notes the rout in the
 * team's record for the phase, so it routs once a phase whoever asks. Resolves once it is written.
 */
export async function recordRout(token: TokenDocument.Implementation, position: { turn: number; phase: string }): Promise<void> {
  const combat = game.combat;
  const id = combatantOf(token)?.id;
  if (!combat || !id) return;
  await TEAM_MOVES.stage(combat, id, (stored) => {
    const before = stored && stored.turn === position.turn && stored.phase === position.phase ? stored : null;
    return { ...(before ?? { path: [], heading: null, changes: 0 }), turn: position.turn, phase: position.phase, routed: true };
  });
}
