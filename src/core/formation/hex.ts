/**
 * Hex grids in Foundry's offset coordinates (i = row, j = column), odd variants only.
 *
 * hexOddR (pointy-top rows, odd rows pushed half a hex right):
 *   width w = size, height h = size * 2 / sqrt(3)
 *   centre(i, j) = ((j + (i odd ? 1/2 : 0)) * w, (3/4 * i + 1/2) * h)
 *   top-left     = centre - (w / 2, h / 2), as Foundry's HexagonalGrid#getTopLeftPoint
 * hexOddQ (flat-top columns, odd columns pushed half a hex down):
 *   width w = size * 2 / sqrt(3), height h = size
 *   centre(i, j) = ((3/4 * j + 1/2) * w, (i + (j odd ? 1/2 : 0)) * h)
 * Neighbours, distances and pixel-to-hex go through axial coordinates (q, r):
 *   odd-r: r = i, q = j - (i - (i & 1)) / 2;  odd-q: q = j, r = i - (j - (j & 1)) / 2.
 */
import { finite, oneOf, positive, whole } from "../checks";
import { CELL_KEY_LIMIT } from "./cell-key";
import { checkedCell, checkedPoint } from "./input-checks";
import type { Cell, Point } from "./types";
import { cubeToOffset, HEX_LAYOUTS, offsetToCube } from "../board/hex-offsets";

export type HexKind = "hexOddR" | "hexOddQ";

const TWO_OVER_SQRT3 = 2 / Math.sqrt(3);

/** Axial neighbour directions, in a fixed order. */
const AXIAL_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

const HEX_KINDS: readonly HexKind[] = ["hexOddR", "hexOddQ"];

/** Pixel width and height of one hex's bounding box. */
export function hexCellSize(kind: HexKind, size: number): { width: number; height: number } {
  oneOf(kind, "kind", HEX_KINDS);
  positive(size, "size");
  return kind === "hexOddR" ? { width: size, height: size * TWO_OVER_SQRT3 } : { width: size * TWO_OVER_SQRT3, height: size };
}

function toAxial(kind: HexKind, i: number, j: number): [number, number] {
  const { q, r } = offsetToCube({ i, j }, HEX_LAYOUTS[kind]);
  return [q, r];
}

function fromAxial(kind: HexKind, q: number, r: number): Cell {
  return cubeToOffset(q, r, HEX_LAYOUTS[kind]);
}

export function hexCentre(kind: HexKind, size: number, cell: Cell): Point {
  const { width, height } = hexCellSize(kind, size);
  checkedCell(cell, "cell");
  if (kind === "hexOddR") return { x: (cell.j + (cell.i & 1) / 2) * width, y: (0.75 * cell.i + 0.5) * height };
  return { x: (0.75 * cell.j + 0.5) * width, y: (cell.i + (cell.j & 1) / 2) * height };
}

export function hexTopLeft(kind: HexKind, size: number, cell: Cell): Point {
  const { width, height } = hexCellSize(kind, size);
  const centre = hexCentre(kind, size, cell);
  return { x: centre.x - width / 2, y: centre.y - height / 2 };
}

/** Fractional axial coordinates of a pixel displacement from the centre of hex (0, 0)'s axial origin. */
function axialOf(kind: HexKind, size: number, dx: number, dy: number): [number, number] {
  const { width, height } = hexCellSize(kind, size);
  if (kind === "hexOddR") {
    const r = dy / (0.75 * height);
    return [dx / width - r / 2, r];
  }
  const q = dx / (0.75 * width);
  return [q, dy / height - q / 2];
}

/** Rounds fractional axial coordinates to the hex that holds them (cube rounding). */
export function axialRound(q: number, r: number): [number, number] {
  finite(q, "q");
  finite(r, "r");
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return [rq + 0, rr + 0];
}

/** The hex that holds a pixel point. */
export function hexCellAt(kind: HexKind, size: number, point: Point): Cell {
  checkedPoint(point, "point");
  const origin = hexCentre(kind, size, { i: 0, j: 0 });
  const [q, r] = axialOf(kind, size, point.x - origin.x, point.y - origin.y);
  const [rq, rr] = axialRound(q, r);
  return fromAxial(kind, rq, rr);
}

/** The six neighbouring hexes, always in the same order. */
export function hexNeighbours(kind: HexKind, cell: Cell): Cell[] {
  oneOf(kind, "kind", HEX_KINDS);
  checkedCell(cell, "cell");
  const [q, r] = toAxial(kind, cell.i, cell.j);
  return AXIAL_DIRECTIONS.map(([dq, dr]) => fromAxial(kind, q + dq, r + dr));
}

/** The hexes exactly `radius` steps away: start `radius` steps along one direction, walk the six sides. */
export function hexRing(kind: HexKind, cell: Cell, radius: number): Cell[] {
  oneOf(kind, "kind", HEX_KINDS);
  checkedCell(cell, "cell");
  // no scene a layout can index is wider than this many steps
  whole(radius, "radius", 0, 2 * CELL_KEY_LIMIT);
  if (radius === 0) return [cell];
  const [q0, r0] = toAxial(kind, cell.i, cell.j);
  let q = q0 - radius;
  let r = r0 + radius;
  const cells: Cell[] = [];
  for (const [dq, dr] of AXIAL_DIRECTIONS) {
    for (let step = 0; step < radius; step++) {
      cells.push(fromAxial(kind, q, r));
      q += dq;
      r += dr;
    }
  }
  return cells;
}

/** Hex steps between two hexes. */
export function hexDistance(kind: HexKind, a: Cell, b: Cell): number {
  oneOf(kind, "kind", HEX_KINDS);
  checkedCell(a, "a");
  checkedCell(b, "b");
  const [aq, ar] = toAxial(kind, a.i, a.j);
  const [bq, br] = toAxial(kind, b.i, b.j);
  const dq = aq - bq;
  const dr = ar - br;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Hex steps per pixel travelled along a unit vector (1 / size along a hex row). */
export function hexStepsPerPixel(kind: HexKind, size: number, v: Point): number {
  checkedPoint(v, "v");
  const [q, r] = axialOf(kind, size, v.x, v.y);
  return Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));
}
