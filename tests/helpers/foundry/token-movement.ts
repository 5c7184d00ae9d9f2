/**
 * A drag as v13 writes it, for the checks that read a token update's movement. v13's
 * TokenDocument#move(waypoints, {method: "dragging"}) hands the waypoints to `_preUpdate`, which
 * splits the movement after the first checkpoint (`#splitMovementPath`: "split = current.checkpoint")
 * and puts that waypoint's position into `changed` before preUpdateToken fires. A drag's waypoints are
 * explicit checkpoints (the Token's drag context makes each one `explicit: true, checkpoint: true`),
 * so a drag through three waypoints is three updates. Once a leg's animation ends, the mover's client
 * continues (`#continueMovement`) with an update whose operation lists the pending, non-intermediate
 * waypoints. Each update's operation therefore carries `movement: {[tokenId]: {waypoints, method}}`
 * with the waypoints not yet reached, this leg's end first.
 * Source: v13 client/documents/token.mjs (`move`, `#preUpdateMovement`, `#splitMovementPath`,
 * `#continueMovement`), client/canvas/placeables/token.mjs (drag context); types: fvtt-types
 * client/documents/token.d.mts:1303-1460 (MovementData, MovementOperation).
 */

/** A waypoint of a drag, its top-left corner in pixels, as the drag context makes it. */
export interface DragWaypoint {
  readonly x: number;
  readonly y: number;
  readonly explicit: true;
  readonly checkpoint: true;
}

/** One update of a drag: what preUpdateToken and updateToken are handed. */
export interface DragLeg {
  readonly changed: { x: number; y: number };
  readonly options: { diff: boolean; recursive: boolean; movement: Record<string, { waypoints: DragWaypoint[]; method: "dragging" }> };
}

/** The updates v13 makes of a drag of the token through the given top-left corners, in order. */
export function dragLegs(tokenId: string, corners: readonly { x: number; y: number }[]): DragLeg[] {
  const waypoints: DragWaypoint[] = corners.map(({ x, y }) => ({ x, y, explicit: true, checkpoint: true }));
  return waypoints.map((end, i) => ({
    changed: { x: end.x, y: end.y },
    options: { diff: true, recursive: true, movement: { [tokenId]: { waypoints: waypoints.slice(i), method: "dragging" } } },
  }));
}

/**
 * The one update of a move to a single place, as v13 writes `token.update({x, y, elevation})`: it
 * infers a move of one checkpoint waypoint there (the method aside, a one-waypoint drag); a change
 * of elevation alone is a move too, to the same x and y.
 */
export function moveLeg(tokenId: string, to: { x: number; y: number; elevation?: number }): { changed: Record<string, number>; options: DragLeg["options"] } {
  const waypoint = { ...to, explicit: true as const, checkpoint: true as const };
  return {
    changed: { ...to },
    options: { diff: true, recursive: true, movement: { [tokenId]: { waypoints: [waypoint], method: "dragging" } } },
  };
}

/** The waypoints an update's operation lists for the token, when it came from a move (see dragLegs). */
export function plannedWaypoints(tokenId: string, options: object): readonly { x: number; y: number }[] | null {
  const own = (options as { movement?: Record<string, { waypoints?: unknown }> }).movement?.[tokenId];
  return Array.isArray(own?.waypoints) ? (own.waypoints as { x: number; y: number }[]) : null;
}
