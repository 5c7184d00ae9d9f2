/**
 * One interface over the four grid kinds: where a grid space is in pixels, which space holds a
 * point, its neighbours, and how many grid steps a pixel is worth in a direction. A gridless scene
 * gets a square lattice of `size` pixels centred on the drop point, so figures are spaced by their
 * footprints without snapping to anything.
 */
import { hexNeighbours } from "./hex";
import { cellHolding, centreOf, hexSize, ringAround, stepsBetween, stepsPerPixelAlong, type HexKind } from "./hex-math";
import { oneOf, positive, record } from "../checks";
import { checkedPoint, GRID_KINDS } from "./input-checks";
import type { Cell, GridKind, GridSpec, Point } from "./types";

export interface GridGeometry {
  readonly kind: GridKind;
  /** Pixel size of one grid space's bounding box. */
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** Pixels between the centres of neighbouring columns and rows. */
  readonly columnPitch: number;
  readonly rowPitch: number;
  topLeft(cell: Cell): Point;
  centre(cell: Cell): Point;
  cellAt(point: Point): Cell;
  /** Neighbouring spaces in a fixed order: 8 on square lattices, 6 on hexes. */
  neighbours(cell: Cell): Cell[];
  /** Grid steps per pixel along a unit vector (Chebyshev on squares, hex distance on hexes). */
  stepsPerPixel(v: Point): number;
  /** Grid steps between two spaces. */
  distance(a: Cell, b: Cell): number;
  /** The spaces exactly `radius` steps from a space, in a fixed order. */
  ring(centre: Cell, radius: number): Cell[];
}

function squareRing(c: Cell, r: number): Cell[] {
  if (r === 0) return [c];
  const cells: Cell[] = [];
  for (let dj = -r; dj <= r; dj++) cells.push({ i: c.i - r, j: c.j + dj }, { i: c.i + r, j: c.j + dj });
  for (let di = -r + 1; di <= r - 1; di++) cells.push({ i: c.i + di, j: c.j - r }, { i: c.i + di, j: c.j + r });
  return cells;
}

const SQUARE_STEPS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 1],
  [1, 1],
  [1, -1],
  [-1, -1],
];

function squareGeometry(kind: GridKind, size: number, originX: number, originY: number): GridGeometry {
  return {
    kind,
    cellWidth: size,
    cellHeight: size,
    columnPitch: size,
    rowPitch: size,
    topLeft: (c) => ({ x: originX + c.j * size, y: originY + c.i * size }),
    centre: (c) => ({ x: originX + (c.j + 0.5) * size, y: originY + (c.i + 0.5) * size }),
    cellAt: (p) => ({ i: Math.floor((p.y - originY) / size), j: Math.floor((p.x - originX) / size) }),
    neighbours: (c) => SQUARE_STEPS.map(([di, dj]) => ({ i: c.i + di, j: c.j + dj })),
    stepsPerPixel: (v) => Math.max(Math.abs(v.x), Math.abs(v.y)) / size,
    distance: (a, b) => Math.max(Math.abs(a.i - b.i), Math.abs(a.j - b.j)),
    ring: squareRing,
  };
}

function hexGeometry(kind: HexKind, size: number): GridGeometry {
  // the grid was checked once (gridGeometry); every space asked about comes from the layout itself
  const { width, height } = hexSize(kind, size);
  return {
    kind,
    cellWidth: width,
    cellHeight: height,
    columnPitch: kind === "hexOddR" ? width : 0.75 * width,
    rowPitch: kind === "hexOddR" ? 0.75 * height : height,
    topLeft: (c) => {
      const centre = centreOf(kind, width, height, c.i, c.j);
      return { x: centre.x - width / 2, y: centre.y - height / 2 };
    },
    centre: (c) => centreOf(kind, width, height, c.i, c.j),
    cellAt: (p) => cellHolding(kind, width, height, p.x, p.y),
    neighbours: (c) => hexNeighbours(kind, c),
    stepsPerPixel: (v) => stepsPerPixelAlong(kind, width, height, v),
    distance: (a, b) => stepsBetween(kind, a, b),
    ring: (c, r) => ringAround(kind, c, r),
  };
}

/**
 * The geometry of a grid. Square spaces start at pixel (0, 0) like Foundry's; the gridless lattice
 * puts the centre of space (0, 0) on the drop point.
 */
export function gridGeometry(grid: GridSpec, drop: Point): GridGeometry {
  record(grid, "grid");
  oneOf(grid.kind, "grid.kind", GRID_KINDS);
  const size = positive(grid.size, "grid.size");
  checkedPoint(drop, "drop");
  switch (grid.kind) {
    case "square":
      return squareGeometry("square", size, 0, 0);
    case "gridless":
      return squareGeometry("gridless", size, drop.x - size / 2, drop.y - size / 2);
    case "hexOddR":
    case "hexOddQ":
      return hexGeometry(grid.kind, size);
  }
}
