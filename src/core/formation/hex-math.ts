/**
 * The hex formulas of hex.ts without their input checks, for a caller that checked the grid once
 * and then asks about many spaces (a formation's layout asks thousands of times per drop). Not
 * among the rules module's exports: hex.ts offers the checked forms. See hex.ts for the layouts.
 */
import { cubeToOffset, HEX_LAYOUTS, offsetToCube } from "../board/hex-offsets";
import type { Cell, Point } from "./types";

export type HexKind = "hexOddR" | "hexOddQ";

const TWO_OVER_SQRT3 = 2 / Math.sqrt(3);

/** Axial neighbour directions, in a fixed order. */
export const AXIAL_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Pixel width and height of one hex's bounding box. */
export function hexSize(kind: HexKind, size: number): { width: number; height: number } {
  return kind === "hexOddR" ? { width: size, height: size * TWO_OVER_SQRT3 } : { width: size * TWO_OVER_SQRT3, height: size };
}

export function toAxial(kind: HexKind, i: number, j: number): [number, number] {
  const { q, r } = offsetToCube({ i, j }, HEX_LAYOUTS[kind]);
  return [q, r];
}

export function fromAxial(kind: HexKind, q: number, r: number): Cell {
  return cubeToOffset(q, r, HEX_LAYOUTS[kind]);
}

/** The centre of hex (i, j) on hexes `width` by `height` pixels. */
export function centreOf(kind: HexKind, width: number, height: number, i: number, j: number): Point {
  if (kind === "hexOddR") return { x: (j + (i & 1) / 2) * width, y: (0.75 * i + 0.5) * height };
  return { x: (0.75 * j + 0.5) * width, y: (i + (j & 1) / 2) * height };
}

/** Fractional axial coordinates of a pixel displacement from the centre of hex (0, 0)'s axial origin. */
export function axialOf(kind: HexKind, width: number, height: number, dx: number, dy: number): [number, number] {
  if (kind === "hexOddR") {
    const r = dy / (0.75 * height);
    return [dx / width - r / 2, r];
  }
  const q = dx / (0.75 * width);
  return [q, dy / height - q / 2];
}

/** Rounds fractional axial coordinates to the hex that holds them (cube rounding). */
export function roundAxial(q: number, r: number): [number, number] {
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
export function cellHolding(kind: HexKind, width: number, height: number, x: number, y: number): Cell {
  const origin = centreOf(kind, width, height, 0, 0);
  const [q, r] = axialOf(kind, width, height, x - origin.x, y - origin.y);
  const [rq, rr] = roundAxial(q, r);
  return fromAxial(kind, rq, rr);
}

/** The hexes exactly `radius` steps away: start `radius` steps along one direction, walk the six sides. */
export function ringAround(kind: HexKind, cell: Cell, radius: number): Cell[] {
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
export function stepsBetween(kind: HexKind, a: Cell, b: Cell): number {
  const [aq, ar] = toAxial(kind, a.i, a.j);
  const [bq, br] = toAxial(kind, b.i, b.j);
  const dq = aq - bq;
  const dr = ar - br;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Hex steps per pixel travelled along a unit vector (1 / size along a hex row). */
export function stepsPerPixelAlong(kind: HexKind, width: number, height: number, v: Point): number {
  const [q, r] = axialOf(kind, width, height, v.x, v.y);
  return Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));
}
