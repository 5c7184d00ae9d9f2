/**
 * The layout's view of the board: grid kind and size, the scene rectangle, the rectangles of
 * tokens already there and the walls that block movement.
 */
import type { FormationInput, GridKind, Rect, WallSegment } from "../../core/formation/types";

function gridKind(type: number): GridKind {
  const T = CONST.GRID_TYPES;
  if (type === T.SQUARE) return "square";
  if (type === T.HEXODDR || type === T.HEXEVENR) return "hexOddR";
  if (type === T.HEXODDQ || type === T.HEXEVENQ) return "hexOddQ";
  return "gridless";
}

export function boardForLayout(): Pick<FormationInput, "grid" | "occupiedRects" | "walls"> | null {
  const scene = canvas?.scene;
  const dims = canvas?.dimensions;
  const grid = canvas?.grid;
  if (!scene || !dims || !grid) return null;
  const rect = dims.sceneRect;
  const occupiedRects: Rect[] = scene.tokens.map((t) => ({ x: t.x, y: t.y, width: (t.width ?? 1) * grid.sizeX, height: (t.height ?? 1) * grid.sizeY }));
  const walls: WallSegment[] = scene.walls
    .filter((w) => w.move !== CONST.WALL_MOVEMENT_TYPES.NONE)
    .map((w) => ({ x1: w.c[0] ?? 0, y1: w.c[1] ?? 0, x2: w.c[2] ?? 0, y2: w.c[3] ?? 0 }));
  return {
    grid: { kind: gridKind(grid.type), size: grid.size, bounds: { x: rect.x, y: rect.y, width: rect.width, height: rect.height } },
    occupiedRects,
    walls,
  };
}
