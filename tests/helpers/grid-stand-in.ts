/**
 * A scene grid that behaves like v13's grid classes for what the board module reads
 * (fvtt-types common/grid/base.d.mts: `type`, `size`, `distance`, `isGridless`, `isSquare`,
 * `isHexagonal`, `getOffset`, `getCenterPoint`; common/grid/hexagonal.d.mts: `columns`, `even`).
 * Hex geometry follows v13's HexagonalGrid: pointy-top rows are `size` wide and 2/sqrt(3) `size`
 * tall; flat-top columns the other way round; the odd (or even) lines are pushed half a hex.
 * It also measures paths with the v13 default diagonal rule on squares (each diagonal step one
 * space), so a test can tell a ruler's distance from the grid's.
 */

export type GridKind = "gridless" | "square" | "hexOddR" | "hexEvenR" | "hexOddQ" | "hexEvenQ";

/** CONST.GRID_TYPES (fvtt-types common/constants.d.mts). */
const GRID_TYPES: Record<GridKind, number> = { gridless: 0, square: 1, hexOddR: 2, hexEvenR: 3, hexOddQ: 4, hexEvenQ: 5 };

export interface Offset {
  i: number;
  j: number;
}
export interface PointXY {
  x: number;
  y: number;
}

export interface GridStandIn {
  type: number;
  size: number;
  distance: number;
  units: string;
  isGridless: boolean;
  isSquare: boolean;
  isHexagonal: boolean;
  columns: boolean;
  even: boolean;
  getOffset(p: PointXY | Offset): Offset;
  getCenterPoint(o: Offset | PointXY): PointXY;
  measurePath(waypoints: PointXY[], options?: object): { distance: number };
}

const SQRT3 = Math.sqrt(3);

export function gridStandIn(kind: GridKind, size = 100, distance = 1, units = ""): GridStandIn {
  const hex = kind.startsWith("hex");
  const columns = kind === "hexOddQ" || kind === "hexEvenQ";
  const even = kind === "hexEvenR" || kind === "hexEvenQ";
  const w = hex && columns ? (size * 2) / SQRT3 : size;
  const h = hex && !columns ? (size * 2) / SQRT3 : size;
  const pushed = (line: number): number => ((line & 1) === (even ? 0 : 1) ? 0.5 : 0);
  const centre = ({ i, j }: Offset): PointXY => {
    if (!hex) return { x: (j + 0.5) * size, y: (i + 0.5) * size };
    if (columns) return { x: (0.75 * j + 0.5) * w, y: (i + pushed(j) + 0.5) * h };
    return { x: (j + pushed(i) + 0.5) * w, y: (0.75 * i + 0.5) * h };
  };
  const isOffset = (c: PointXY | Offset): c is Offset => "i" in c && "j" in c;
  const offsetOf = (p: PointXY): Offset => {
    if (!hex) return { i: Math.floor(p.y / size), j: Math.floor(p.x / size) };
    // the hex whose centre is nearest holds the point
    const i0 = Math.round(columns ? p.y / h : p.y / (0.75 * h));
    const j0 = Math.round(columns ? p.x / (0.75 * w) : p.x / w);
    let best: Offset = { i: i0, j: j0 };
    let bestD = Infinity;
    for (let i = i0 - 2; i <= i0 + 2; i++) {
      for (let j = j0 - 2; j <= j0 + 2; j++) {
        const c = centre({ i, j });
        const d = Math.hypot(c.x - p.x, c.y - p.y);
        if (d < bestD) [best, bestD] = [{ i, j }, d];
      }
    }
    return best;
  };
  return {
    type: GRID_TYPES[kind],
    size,
    distance,
    units,
    isGridless: kind === "gridless",
    isSquare: kind === "square",
    isHexagonal: hex,
    columns,
    even,
    getOffset: (c) => (isOffset(c) ? { i: c.i, j: c.j } : offsetOf(c)),
    getCenterPoint: (c) => centre(isOffset(c) ? c : offsetOf(c)),
    measurePath(waypoints) {
      let spaces = 0;
      for (let k = 1; k < waypoints.length; k++) {
        const a = waypoints[k - 1]!;
        const b = waypoints[k]!;
        if (kind === "gridless") spaces += Math.hypot(b.x - a.x, b.y - a.y) / size;
        else if (kind === "square") spaces += Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) / size; // v13 default: diagonals cost one space
        else throw new Error("the board module measures hexes by offsets, not by measurePath");
      }
      return { distance: spaces * distance };
    },
  };
}
