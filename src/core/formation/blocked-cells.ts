/**
 * Existing tokens as a set of grid-space keys: spaces listed by the caller, and spaces covered by
 * token rectangles (on a grid, a space whose centre lies inside the rectangle, as Foundry counts a
 * token's occupied spaces; gridless, any lattice space the rectangle overlaps).
 */
import { cellKey } from "./cell-key";
import type { GridGeometry } from "./grid-geometry";
import type { Cell, Rect } from "./types";

const EDGE = 1e-6;

function coveredBy(geometry: GridGeometry, cell: Cell, r: Rect): boolean {
  if (geometry.kind === "gridless") {
    const p = geometry.topLeft(cell);
    return p.x < r.x + r.width - EDGE && p.x + geometry.cellWidth > r.x + EDGE && p.y < r.y + r.height - EDGE && p.y + geometry.cellHeight > r.y + EDGE;
  }
  const c = geometry.centre(cell);
  return c.x > r.x && c.x < r.x + r.width && c.y > r.y && c.y < r.y + r.height;
}

export function blockedKeys(geometry: GridGeometry, cells: Iterable<Cell> | undefined, rects: readonly Rect[] | undefined): Set<number> {
  const keys = new Set<number>();
  if (cells) for (const c of cells) keys.add(cellKey(c.i, c.j));
  for (const r of rects ?? []) {
    const a = geometry.cellAt({ x: r.x, y: r.y });
    const b = geometry.cellAt({ x: r.x + r.width, y: r.y + r.height });
    for (let i = Math.min(a.i, b.i) - 1; i <= Math.max(a.i, b.i) + 1; i++) {
      for (let j = Math.min(a.j, b.j) - 1; j <= Math.max(a.j, b.j) + 1; j++) {
        if (coveredBy(geometry, { i, j }, r)) keys.add(cellKey(i, j));
      }
    }
  }
  return keys;
}
