/** Facing: compass points as degrees, and the forward, right and back unit vectors in pixels. */
import type { CompassName, Point } from "./types";

/** Degrees clockwise from north for each compass point. */
export const COMPASS_DEGREES: Readonly<Record<CompassName, number>> = {
  N: 0,
  NE: 45,
  E: 90,
  SE: 135,
  S: 180,
  SW: 225,
  W: 270,
  NW: 315,
};

export interface FacingFrame {
  readonly forward: Point;
  readonly right: Point;
  readonly back: Point;
}

/** The facing in degrees, normalised to [0, 360). */
export function facingDegrees(facing: number | CompassName | undefined): number {
  const degrees = facing === undefined ? 0 : typeof facing === "number" ? facing : Object.hasOwn(COMPASS_DEGREES, facing) ? COMPASS_DEGREES[facing] : NaN;
  if (typeof degrees !== "number" || !Number.isFinite(degrees)) throw new RangeError(`Facing ${String(facing)} is not a direction`);
  return ((degrees % 360) + 360) % 360;
}

/** Rounds away the float dust of sin/cos so compass facings give exact axis vectors (and no -0). */
function clean(v: number): number {
  return Math.abs(v) < 1e-12 ? 0 : v;
}

/**
 * Unit vectors in screen pixels (y grows downwards): forward = (sin a, -cos a),
 * right = (cos a, sin a), back = -forward.
 */
export function facingFrame(facing: number | CompassName | undefined): FacingFrame {
  const radians = (facingDegrees(facing) * Math.PI) / 180;
  const s = clean(Math.sin(radians));
  const c = clean(Math.cos(radians));
  return { forward: { x: s, y: clean(-c) }, right: { x: c, y: s }, back: { x: clean(-s), y: c } };
}
