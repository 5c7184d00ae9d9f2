/**
 * Which teams a multi-target weapon attacks (Striker 8.A.1.a.2): the danger space is a strip
 * 20 m wide from firer to prime target; teams in it (friends too) are attacked nearest the prime
 * target first, up to the weapon's targets.
 */
import { finite, list, record, text } from "../../../core/checks";

/** Striker 8.A.1.a.2: width of the danger space. */
export const DANGER_SPACE_WIDTH_M = 20;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Distance from a point to the segment a-b, in the same units. */
/** Throws a RangeError naming the field unless `p` is a point with finite coordinates. */
export function assertPoint(p: Point, field: string): void {
  record(p, field);
  finite(p.x, `${field}.x`);
  finite(p.y, `${field}.y`);
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  assertPoint(p, "p");
  assertPoint(a, "a");
  assertPoint(b, "b");
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  const d = Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
  // finite coordinates so far apart that their differences overflow measure nothing
  if (!Number.isFinite(d)) throw new RangeError("Positions are too far apart to measure");
  return d;
}

/** Whether a point lies in the strip between firer and prime target (metres). */
export function inDangerSpace(firer: Point, prime: Point, p: Point): boolean {
  for (const v of [firer, prime, p]) {
    record(v, "position");
    if (!Number.isFinite(v.x) || !Number.isFinite(v.y)) throw new RangeError("Positions must be finite numbers");
  }
  return distanceToSegment(p, firer, prime) <= DANGER_SPACE_WIDTH_M / 2;
}

export interface DangerCandidate {
  readonly id: string;
  readonly position: Point;
  /** Striker 8.A.1.a.2: passed through the danger space in the previous movement. */
  readonly passedThrough?: boolean;
}

/**
 * The teams attacked, prime target first, then by distance from it. Friendly, unspotted, hidden
 * and concealed teams are all candidates (Striker 8.A.1.a.2); the caller includes them.
 */
export function selectTargets(
  firer: Point,
  prime: DangerCandidate,
  candidates: readonly DangerCandidate[],
  maxTargets: number,
): DangerCandidate[] {
  if (!Number.isInteger(maxTargets) || maxTargets < 1) throw new RangeError(`A weapon engages at least 1 target, not ${maxTargets}`);
  assertPoint(firer, "firer");
  for (const [c, at] of [[prime, "prime"], ...list(candidates, "candidates").map((c, i) => [c, `candidates[${i}]`] as const)] as const) {
    text(record(c, at).id, `${at}.id`);
    assertPoint(c.position, `${at}.position`);
  }
  const inSpace = candidates
    .filter((c) => c.id !== prime.id && (c.passedThrough === true || inDangerSpace(firer, prime.position, c.position)))
    .map((c) => ({ c, d: Math.hypot(c.position.x - prime.position.x, c.position.y - prime.position.y) }))
    .sort((a, b) => a.d - b.d || a.c.id.localeCompare(b.c.id));
  return [prime, ...inSpace.map((e) => e.c)].slice(0, maxTargets);
}
