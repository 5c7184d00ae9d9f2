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
import { AXIAL_DIRECTIONS, cellHolding, centreOf, fromAxial, hexSize, ringAround, roundAxial, stepsBetween, stepsPerPixelAlong, toAxial, type HexKind } from "./hex-math";

export type { HexKind } from "./hex-math";

const HEX_KINDS: readonly HexKind[] = ["hexOddR", "hexOddQ"];

/** Pixel width and height of one hex's bounding box. */
export function hexCellSize(kind: HexKind, size: number): { width: number; height: number } {
  oneOf(kind, "kind", HEX_KINDS);
  positive(size, "size");
  return hexSize(kind, size);
}

export function hexCentre(kind: HexKind, size: number, cell: Cell): Point {
  const { width, height } = hexCellSize(kind, size);
  checkedCell(cell, "cell");
  return centreOf(kind, width, height, cell.i, cell.j);
}

export function hexTopLeft(kind: HexKind, size: number, cell: Cell): Point {
  const { width, height } = hexCellSize(kind, size);
  const centre = hexCentre(kind, size, cell);
  return { x: centre.x - width / 2, y: centre.y - height / 2 };
}

/** Rounds fractional axial coordinates to the hex that holds them (cube rounding). */
export function axialRound(q: number, r: number): [number, number] {
  finite(q, "q");
  finite(r, "r");
  return roundAxial(q, r);
}

/** The hex that holds a pixel point. */
export function hexCellAt(kind: HexKind, size: number, point: Point): Cell {
  checkedPoint(point, "point");
  const { width, height } = hexCellSize(kind, size);
  return cellHolding(kind, width, height, point.x, point.y);
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
  return ringAround(kind, cell, radius);
}

/** Hex steps between two hexes. */
export function hexDistance(kind: HexKind, a: Cell, b: Cell): number {
  oneOf(kind, "kind", HEX_KINDS);
  checkedCell(a, "a");
  checkedCell(b, "b");
  return stepsBetween(kind, a, b);
}

/** Hex steps per pixel travelled along a unit vector (1 / size along a hex row). */
export function hexStepsPerPixel(kind: HexKind, size: number, v: Point): number {
  checkedPoint(v, "v");
  const { width, height } = hexCellSize(kind, size);
  return stepsPerPixelAlong(kind, width, height, v);
}
