/**
 * Walls as pixel segments, for every rule set: does a straight line cross one (a formation's drop,
 * a line of fire), and how far is a point from one (a figure at a door)? Touching counts as
 * crossing, so a line through the joint of two wall segments cannot slip between them.
 */
import { finite, list, record } from "../checks";

/** A wall as a segment in canvas pixels. */
export interface WallSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

const EPSILON = 1e-9;

function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return Math.abs(cross) < EPSILON ? 0 : Math.sign(cross);
}

function within(a: number, b: number, v: number): boolean {
  return Math.min(a, b) - EPSILON <= v && v <= Math.max(a, b) + EPSILON;
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return within(ax, bx, px) && within(ay, by, py);
}

/** Whether segment a-b meets the wall (crossing or touching). */
export function crossesWall(ax: number, ay: number, bx: number, by: number, wall: WallSegment): boolean {
  finite(ax, "ax");
  finite(ay, "ay");
  finite(bx, "bx");
  finite(by, "by");
  const { x1, y1, x2, y2 } = record(wall, "wall");
  finite(x1, "wall.x1");
  finite(y1, "wall.y1");
  finite(x2, "wall.x2");
  finite(y2, "wall.y2");
  return meetsWall(ax, ay, bx, by, wall);
}

export function crossesAnyWall(ax: number, ay: number, bx: number, by: number, walls: readonly WallSegment[]): boolean {
  for (const wall of list(walls, "walls")) if (crossesWall(ax, ay, bx, by, wall)) return true;
  return false;
}

/**
 * crossesAnyWall without its checks, for a caller that checked its walls and points once and then
 * asks about many lines (a formation's layout, once per grid space it looks at). Not among the
 * rules module's exports.
 */
export function meetsAnyWall(ax: number, ay: number, bx: number, by: number, walls: readonly WallSegment[]): boolean {
  for (const wall of walls) if (meetsWall(ax, ay, bx, by, wall)) return true;
  return false;
}

function meetsWall(ax: number, ay: number, bx: number, by: number, { x1, y1, x2, y2 }: WallSegment): boolean {
  const o1 = orientation(ax, ay, bx, by, x1, y1);
  const o2 = orientation(ax, ay, bx, by, x2, y2);
  const o3 = orientation(x1, y1, x2, y2, ax, ay);
  const o4 = orientation(x1, y1, x2, y2, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(ax, ay, bx, by, x1, y1)) return true;
  if (o2 === 0 && onSegment(ax, ay, bx, by, x2, y2)) return true;
  if (o3 === 0 && onSegment(x1, y1, x2, y2, ax, ay)) return true;
  return o4 === 0 && onSegment(x1, y1, x2, y2, bx, by);
}

/** The point of a wall segment nearest a point. */
export function nearestPointOnWall(px: number, py: number, wall: WallSegment): { x: number; y: number } {
  finite(px, "px");
  finite(py, "py");
  const { x1, y1, x2, y2 } = record(wall, "wall");
  const dx = finite(x2, "wall.x2") - finite(x1, "wall.x1");
  const dy = finite(y2, "wall.y2") - finite(y1, "wall.y1");
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
  return { x: x1 + t * dx, y: y1 + t * dy };
}

/** The shortest distance in pixels from a point to a wall segment. */
export function distanceToWall(px: number, py: number, wall: WallSegment): number {
  const p = nearestPointOnWall(px, py, wall);
  return Math.hypot(px - p.x, py - p.y);
}

/**
 * What is left of a wall once a hole `halfWidth` pixels either side of a point on it is cut: none,
 * one or two segments, each longer than zero.
 */
export function wallWithHole(wall: WallSegment, at: { readonly x: number; readonly y: number }, halfWidth: number): WallSegment[] {
  const { x1, y1, x2, y2 } = record(wall, "wall");
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return [];
  const p = nearestPointOnWall(at.x, at.y, wall);
  const along = Math.hypot(p.x - x1, p.y - y1);
  const half = finite(halfWidth, "halfWidth");
  const point = (d: number) => ({ x: x1 + ((x2 - x1) * d) / length, y: y1 + ((y2 - y1) * d) / length });
  const out: WallSegment[] = [];
  if (along - half > 0) {
    const end = point(along - half);
    out.push({ x1, y1, x2: end.x, y2: end.y });
  }
  if (along + half < length) {
    const start = point(along + half);
    out.push({ x1: start.x, y1: start.y, x2, y2 });
  }
  return out;
}
