/**
 * The facing each leg of the GM's own drag ended in, as the active GM's record judged it
 * (turn/move-record.ts), so the next leg of the same drag goes on from it. v13 writes a drag one
 * waypoint at a time (system/move-plan.ts); a player's drag is turned leg by leg by the check
 * (turn/move-check.ts turnAsWalked), so its next leg starts from its token's rotation. The GM's drag
 * is not checked, nor turned (SMR-24; the check leaves every move of the GM's as written, the GM's
 * client carrying passengers among them, which must not turn them), so its token keeps the rotation
 * it set off with, while the ruler planned the whole drag as one walk, each leg going on facing the
 * way the last one stepped (VIII-B, turn/move-plan.ts facingAfterWalk). The record reads a leg as
 * going on with the drag the way the kit reads a continuation (system/move-plan.ts continuesMove):
 * the waypoints the update plans are exactly those the last leg left pending, and the token was not
 * turned since. Memory of the active GM's client only.
 */
import type { Facing } from "../rules/hex-facing";

interface Point {
  readonly x: unknown;
  readonly y: unknown;
}

interface LegEnd {
  /** The waypoints the leg left to come, not counting v13's intermediate steps. */
  readonly pending: readonly Point[];
  /** The token's rotation when the leg was written. */
  readonly rotation: number;
  /** The facing the leg was judged to end in. */
  readonly facing: Facing;
}

const ends = new Map<string, LegEnd>();

/** The waypoints of a movement section as v13 keeps them, less the intermediate ones. */
function explicitWaypoints(waypoints: unknown): Point[] {
  if (!Array.isArray(waypoints)) return [];
  return waypoints.filter((w): w is Point & { intermediate?: unknown } => w !== null && typeof w === "object" && (w as { intermediate?: unknown }).intermediate !== true);
}

/** The waypoints the update's operation plans for the token (the movement's, this leg's end first). */
function plannedWaypoints(token: TokenDocument.Implementation, options: object): Point[] {
  const records = (options as { movement?: unknown }).movement;
  const own = records && typeof records === "object" ? (records as Record<string, unknown>)[token.id ?? ""] : undefined;
  return explicitWaypoints(own && typeof own === "object" ? (own as { waypoints?: unknown }).waypoints : undefined);
}

/**
 * The facing the last leg of the GM's drag ended in, when this update goes on with that drag and
 * the token was not turned since; else null. The leg is forgotten either way: the caller notes the
 * one it judges now (noteLegEnd).
 */
export function legGoingOn(token: TokenDocument.Implementation, options: object): Facing | null {
  const id = token.id;
  const last = id ? ends.get(id) : undefined;
  if (id) ends.delete(id);
  if (!last || last.rotation !== token.rotation) return null;
  const planned = plannedWaypoints(token, options);
  const same = planned.length > 0 && planned.length === last.pending.length && planned.every((w, i) => w.x === last.pending[i]!.x && w.y === last.pending[i]!.y);
  return same ? last.facing : null;
}

/** Notes the facing a leg of the GM's drag was judged to end in, while the drag has waypoints to come. */
export function noteLegEnd(token: TokenDocument.Implementation, facing: Facing): void {
  const id = token.id;
  const pending = explicitWaypoints(token.movement?.pending?.waypoints);
  if (!id || pending.length === 0 || typeof token.rotation !== "number") return;
  ends.set(id, { pending, rotation: token.rotation, facing });
}

/** Forgets the token's leg: an update that is no leg of the GM's drag ends any drag going on. */
export function forgetLeg(token: TokenDocument.Implementation): void {
  if (token.id) ends.delete(token.id);
}
