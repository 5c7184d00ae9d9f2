/**
 * Existing tokens as a set of grid-space keys: spaces listed by the caller, and spaces covered by
 * token rectangles (on a grid, a space whose centre lies inside the rectangle, as Foundry counts a
 * token's occupied spaces; gridless, any lattice space the rectangle overlaps).
 */
import { callable, list, record } from "../checks";
import { CELL_KEY_LIMIT, cellKey } from "./cell-key";
import type { GridGeometry } from "./grid-geometry";
import { checkedCell, checkedRect } from "./input-checks";
import type { Cell, Rect } from "./types";

const EDGE = 1e-6;
/** No token covers more grid spaces a side; a bound keeps a mistaken rectangle from hanging the caller. */
const MAX_RECT_SPACES = 1000;

function coveredBy(geometry: GridGeometry, cell: Cell, r: Rect): boolean {
  if (geometry.kind === "gridless") {
    const p = geometry.topLeft(cell);
    return p.x < r.x + r.width - EDGE && p.x + geometry.cellWidth > r.x + EDGE && p.y < r.y + r.height - EDGE && p.y + geometry.cellHeight > r.y + EDGE;
  }
  const c = geometry.centre(cell);
  return c.x > r.x && c.x < r.x + r.width && c.y > r.y && c.y < r.y + r.height;
}

export function blockedKeys(geometry: GridGeometry, cells: Iterable<Cell> | undefined, rects: readonly Rect[] | undefined): Set<number> {
  record(geometry, "geometry");
  for (const fn of ["cellAt", "topLeft", "centre"] as const) callable(geometry[fn], `geometry.${fn}`);
  const keys = new Set<number>();
  // a space past the key limit is off any scene a layout can index: nothing is placed there
  const indexable = (c: Cell): boolean => Math.abs(c.i) <= CELL_KEY_LIMIT && Math.abs(c.j) <= CELL_KEY_LIMIT;
  let n = 0;
  if (cells) for (const c of cells) if (indexable(checkedCell(c, `cells[${n++}]`))) keys.add(cellKey(c.i, c.j));
  for (const r of rects === undefined ? [] : list(rects, "rects")) {
    checkedRect(r, "rect");
    const a = checkedCell(geometry.cellAt({ x: r.x, y: r.y }), "geometry.cellAt()");
    const b = checkedCell(geometry.cellAt({ x: r.x + r.width, y: r.y + r.height }), "geometry.cellAt()");
    if (Math.abs(a.i - b.i) > MAX_RECT_SPACES || Math.abs(a.j - b.j) > MAX_RECT_SPACES) throw new RangeError(`rect covers more than ${MAX_RECT_SPACES} grid spaces a side`);
    for (let i = Math.min(a.i, b.i) - 1; i <= Math.max(a.i, b.i) + 1; i++) {
      for (let j = Math.min(a.j, b.j) - 1; j <= Math.max(a.j, b.j) + 1; j++) {
        if (indexable({ i, j }) && coveredBy(geometry, { i, j }, r)) keys.add(cellKey(i, j));
      }
    }
  }
  return keys;
}
