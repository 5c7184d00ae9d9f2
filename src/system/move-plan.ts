/**
 * The whole path a token update means to take, as v13 plans a move (TokenDocument#move and
 * `_preUpdate`): a drag's waypoints are explicit checkpoints, and v13 writes one update per
 * checkpoint, so `changed` holds only the first leg's end. The update operation's `movement` record
 * for the token still lists every waypoint not yet reached (on the first leg the whole drag, on each
 * continuation the rest), so the path from where the token stands through them is the move the user
 * asked for. A check that reads this path refuses a drag past an allowance before the token sets
 * off, and a continuation leg passes whatever the first leg passed (the same path, less what was
 * walked). Without a movement record (a plain update of x and y) the path is one straight line.
 *
 * The installed v13 types do not declare the operation's `movement` option, so it is read
 * defensively: a waypoint keeps the previous point's x or y where it gives none, as v13's own
 * cleaning does, and a non-finite coordinate ends the plan there.
 */
import { movedTo, type Point } from "./board";

/** The top-left corners the token passes through, from where it stands to the end of the plan. */
export function plannedPath(token: TokenDocument.Implementation, changed: object, options: object): Point[] {
  const start = { x: token.x ?? 0, y: token.y ?? 0 };
  const waypoints = planWaypoints(token, options);
  if (waypoints.length === 0) return [start, movedTo(start, changed)];
  const path: Point[] = [start];
  for (const w of waypoints) {
    const previous = path.at(-1)!;
    const x = w.x === undefined ? previous.x : w.x;
    const y = w.y === undefined ? previous.y : w.y;
    if (typeof x !== "number" || typeof y !== "number" || !Number.isFinite(x) || !Number.isFinite(y)) break;
    path.push({ x, y });
  }
  return path.length > 1 ? path : [start, movedTo(start, changed)];
}

/** The plan's waypoints as the operation lists them for this token; none where it lists none. */
function planWaypoints(token: TokenDocument.Implementation, options: object): { x?: unknown; y?: unknown }[] {
  const records = (options as { movement?: unknown }).movement;
  if (!records || typeof records !== "object") return [];
  const own = (records as Record<string, unknown>)[token.id ?? ""];
  const waypoints = own && typeof own === "object" ? (own as { waypoints?: unknown }).waypoints : undefined;
  if (!Array.isArray(waypoints)) return [];
  return waypoints.filter((w): w is { x?: unknown; y?: unknown } => w !== null && typeof w === "object");
}

/** The plan's length in board squares (or hex widths), leg by leg in straight lines. */
export function pathLengthInSquares(path: readonly Point[], gridSize: number): number {
  if (!(gridSize > 0)) return 0;
  let pixels = 0;
  for (let i = 1; i < path.length; i++) pixels += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  return pixels / gridSize;
}

/**
 * Whether the token's last written leg leaves more of its move to come: v13 keeps the waypoints not
 * yet reached on TokenDocument#movement, and goes on once the leg's animation ends. What a whole
 * move sets off (a check, a roll) waits for the last leg.
 */
export function moreLegsToCome(token: TokenDocument.Implementation): boolean {
  return (token.movement?.pending?.waypoints?.length ?? 0) > 0;
}

/**
 * Whether this update goes on with the token's move rather than starting a new one: v13 continues a
 * drag with an update whose plan is exactly the waypoints its movement still had pending (less the
 * intermediate steps between them).
 */
export function continuesMove(token: TokenDocument.Implementation, options: object): boolean {
  const pending = (token.movement?.pending?.waypoints ?? []).filter((w) => !(w as { intermediate?: boolean }).intermediate);
  const planned = planWaypoints(token, options);
  return pending.length > 0 && pending.length === planned.length && pending.every((w, i) => w.x === planned[i]!.x && w.y === planned[i]!.y);
}
