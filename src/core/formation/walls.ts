/**
 * Walls as pixel segments: does a straight line cross one? Touching counts as crossing, so a line
 * through the joint of two wall segments cannot slip between them.
 */
import { finite, list, record } from "../checks";
import type { WallSegment } from "./types";

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
  for (const [v, name] of [[ax, "ax"], [ay, "ay"], [bx, "bx"], [by, "by"]] as const) finite(v, name);
  const { x1, y1, x2, y2 } = record(wall, "wall");
  for (const [v, name] of [[x1, "wall.x1"], [y1, "wall.y1"], [x2, "wall.x2"], [y2, "wall.y2"]] as const) finite(v, name);
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

export function crossesAnyWall(ax: number, ay: number, bx: number, by: number, walls: readonly WallSegment[]): boolean {
  for (const wall of list(walls, "walls")) if (crossesWall(ax, ay, bx, by, wall)) return true;
  return false;
}
