/**
 * A routed team's move (Striker 8.C.4.b): it "will move away from the enemy each movement phase
 * until it leaves the game board or is rallied", its first move as soon as it fails the check. Pure:
 * where that move heads, and whether it leaves the board. Positions are in any one unit.
 */
import { finite, list } from "../../../core/checks";
import { assertPoint, type Point } from "./danger-space";

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
