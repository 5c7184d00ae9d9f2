/**
 * A routed team's move (Striker 8.C.4.b): it "will move away from the enemy each movement phase
 * until it leaves the game board or is rallied", its first move as soon as it fails the check. Pure:
 * where that move heads, whether it leaves the board, and whether the team moves or sits out a
 * movement phase of its own. Positions are in any one unit.
 */
import { finite, list, record } from "../../../core/checks";
import { assertPoint, type Point } from "./danger-space";
import { isAfter, phase, readPosition, type PlayPosition } from "./sequence";

/**
 * ROUT_AWAY_FROM: "away from the enemy" names no one enemy; the team moves straight away from the
 * nearest enemy team, the one it is fleeing first.
 */
export const ROUT_AWAY_FROM = "nearestEnemy" as const;

/** The point `distance` from the team, straight away from its nearest enemy; null with no enemy. */
export function routPoint(team: Point, enemies: readonly Point[], distance: number): Point | null {
  assertPoint(team, "team");
  list(enemies, "enemies").forEach((e, i) => assertPoint(e, `enemies[${i}]`));
  if (finite(distance, "distance") < 0) throw new RangeError(`A move is 0 or more, not ${distance}`);
  let nearest: Point | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const e of enemies) {
    const d = Math.hypot(team.x - e.x, team.y - e.y);
    if (d < best) [nearest, best] = [e, d];
  }
  // no enemy, or one standing on the team: no way is "away"
  if (nearest === null || best === 0) return null;
  return { x: team.x + ((team.x - nearest.x) / best) * distance, y: team.y + ((team.y - nearest.y) / best) * distance };
}

/** A rectangle of the board: its corner and size. */
export interface BoardRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether a point lies off the board: a team that routs off it is removed from play (8.C.4.b). */
export function offBoard(p: Point, rect: BoardRect): boolean {
  assertPoint(p, "p");
  return p.x < rect.x || p.y < rect.y || p.x > rect.x + rect.width || p.y > rect.y + rect.height;
}

/** What a routed team does as its side's movement phase begins (Striker 8.C.4.b). */
export type RoutPhaseAction = "move" | "stay";

/**
 * Striker 8.C.4.b: a routed team "will move away from the enemy each movement phase ... Its first move
 * is as soon as it fails the morale check. It does not move in its next movement phase, but is
 * considered to have moved for fire purposes." At `now`, the start of the team's own movement phase, it
 * stays when it routed since its previous one (at `routedAt`), and moves otherwise. ROUTED_AT_UNKNOWN:
 * with no record of when it routed (a Routed marker put on by hand, or a check outside a tracked turn),
 * or a record from after `now` (another combat's), it moves: it keeps fleeing, as routed teams do.
 */
export const ROUTED_AT_UNKNOWN: RoutPhaseAction = "move";

export function routPhaseAction(routedAt: PlayPosition | null, now: PlayPosition): RoutPhaseAction {
  const at = readPosition(record(now, "now"));
  if (phase(at.phase).kind !== "movement") throw new RangeError(`A routed team's phase move comes in a movement phase, not in ${at.phase}`);
  if (routedAt === null) return ROUTED_AT_UNKNOWN;
  const failed = readPosition(record(routedAt, "routedAt"));
  if (!isAfter(at, failed)) return ROUTED_AT_UNKNOWN;
  // the team's previous movement phase is the same phase a turn earlier; turn 1 has none
  if (at.turn === 1) return "stay";
  return isAfter({ turn: at.turn - 1, phase: at.phase }, failed) ? "move" : "stay";
}
