/**
 * The scene's walls as every rule set reads them: which stop a line of fire (any wall that blocks
 * sight, a closed or locked door included; an open door does not), which are doors, and how far a
 * token stands from one, in the rule set's unit. Geometry is core/board/walls.ts; this module only
 * turns v13 wall documents into segments.
 */
import { crossesWall, distanceToWall, type WallSegment } from "../core/board/walls";
import type { Point } from "../core/board/measure";
import type { BoardPoint } from "../core/board/board-point";

export type WallDoc = WallDocument.Implementation;

export function segmentOf(wall: WallDoc): WallSegment {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = wall.c;
  return { x1, y1, x2, y2 };
}

/** The middle of a wall on its scene, where a card's "show on the board" points at it. */
export function wallPoint(scene: Scene.Implementation, wall: WallDoc): BoardPoint {
  const { x1, y1, x2, y2 } = segmentOf(wall);
  return { sceneId: scene.id ?? "", x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
}

export function isDoor(wall: WallDoc): boolean {
  return wall.door !== CONST.WALL_DOOR_TYPES.NONE;
}

/** Whether the wall stops a line of fire: it blocks sight and is not an open door. */
export function stopsFire(wall: WallDoc): boolean {
  if (wall.sight === CONST.WALL_SENSE_TYPES.NONE) return false;
  return !(isDoor(wall) && wall.ds === CONST.WALL_DOOR_STATES.OPEN);
}

/** The first wall between two canvas points that stops fire, or null when the line is clear. */
export function wallInTheWay(scene: Scene.Implementation, a: Point, b: Point): WallDoc | null {
  return scene.walls.find((w) => stopsFire(w) && crossesWall(a.x, a.y, b.x, b.y, segmentOf(w))) ?? null;
}

/** Scene units in one pixel of this scene (centimetres on a Starship Marine deck). */
export function unitsPerPixel(scene: Scene.Implementation): number {
  const size = scene.grid.size;
  return size > 0 ? scene.grid.distance / size : 0;
}

/** A token's centre in the scene's pixels, from its document (where it stands, not where it is drawn). */
export function tokenCentre(token: TokenDocument.Implementation, scene: Scene.Implementation): Point {
  const size = scene.grid.size;
  return { x: token.x + ((token.width ?? 1) * size) / 2, y: token.y + ((token.height ?? 1) * size) / 2 };
}

/**
 * Whether two figures' round bases touch or overlap: their centres no further apart than their two
 * radii, each base as wide as its token's narrower side. Read from the documents, as the GM checks.
 */
export function basesTouch(a: TokenDocument.Implementation, b: TokenDocument.Implementation, scene: Scene.Implementation): boolean {
  const ca = tokenCentre(a, scene);
  const cb = tokenCentre(b, scene);
  const radius = (t: TokenDocument.Implementation) => (Math.min(t.width ?? 1, t.height ?? 1) * scene.grid.size) / 2;
  // a hair's tolerance, so that bases placed edge to edge on the grid count as touching
  return Math.hypot(ca.x - cb.x, ca.y - cb.y) <= radius(a) + radius(b) + 1e-6;
}

/** How far the edge of a token's base is from a wall, in scene units; 0 when the base touches it. */
export function baseToWall(token: TokenDocument.Implementation, wall: WallDoc, scene: Scene.Implementation): number {
  const centre = tokenCentre(token, scene);
  const radius = (Math.min(token.width ?? 1, token.height ?? 1) * scene.grid.size) / 2;
  return Math.max(0, distanceToWall(centre.x, centre.y, segmentOf(wall)) - radius) * unitsPerPixel(scene);
}
