// Hex geometry in Foundry's odd offset coordinates: neighbours, distances and pixel round trips.
import { describe, expect, it } from "vitest";
import {
  cellKey,
  gridGeometry,
  hexCellAt,
  hexCentre,
  hexDistance,
  hexNeighbours,
  hexRing,
  hexStepsPerPixel,
  hexTopLeft,
  keyCell,
  type HexKind,
} from "../../../src/core/formation/index";

const KINDS: readonly HexKind[] = ["hexOddR", "hexOddQ"];
const SIZE = 100;
const CELLS = [
  { i: 0, j: 0 },
  { i: 1, j: 0 },
  { i: 0, j: 1 },
  { i: 5, j: 8 },
  { i: 6, j: 7 },
  { i: -3, j: -2 },
  { i: -4, j: 3 },
];

describe("hex neighbours", () => {
  it("odd-r: even rows lean left, odd rows lean right", () => {
    const keys = (cells: { i: number; j: number }[]) => cells.map((c) => `${c.i},${c.j}`).sort();
    expect(keys(hexNeighbours("hexOddR", { i: 2, j: 2 }))).toEqual(["1,1", "1,2", "2,1", "2,3", "3,1", "3,2"]);
    expect(keys(hexNeighbours("hexOddR", { i: 3, j: 2 }))).toEqual(["2,2", "2,3", "3,1", "3,3", "4,2", "4,3"]);
  });
  it("odd-q: even columns lean up, odd columns lean down", () => {
    const keys = (cells: { i: number; j: number }[]) => cells.map((c) => `${c.i},${c.j}`).sort();
    expect(keys(hexNeighbours("hexOddQ", { i: 2, j: 2 }))).toEqual(["1,1", "1,2", "1,3", "2,1", "2,3", "3,2"]);
    expect(keys(hexNeighbours("hexOddQ", { i: 2, j: 3 }))).toEqual(["1,3", "2,2", "2,4", "3,2", "3,3", "3,4"]);
  });
  for (const kind of KINDS) {
    it(`${kind}: six distinct neighbours, one hex away and one size apart, and back again`, () => {
      for (const cell of CELLS) {
        const around = hexNeighbours(kind, cell);
        expect(new Set(around.map((c) => cellKey(c.i, c.j))).size).toBe(6);
        const centre = hexCentre(kind, SIZE, cell);
        for (const n of around) {
          expect(hexDistance(kind, cell, n)).toBe(1);
          const other = hexCentre(kind, SIZE, n);
          expect(Math.hypot(other.x - centre.x, other.y - centre.y)).toBeCloseTo(SIZE, 6);
          expect(hexNeighbours(kind, n).some((c) => c.i === cell.i && c.j === cell.j)).toBe(true);
        }
      }
    });
  }
});

describe("hex rings", () => {
  for (const kind of KINDS) {
    it(`${kind}: ring r holds 6r distinct hexes, each r steps away`, () => {
      for (const cell of CELLS) {
        expect(hexRing(kind, cell, 0)).toEqual([cell]);
        for (const r of [1, 2, 5]) {
          const ring = hexRing(kind, cell, r);
          expect(new Set(ring.map((c) => cellKey(c.i, c.j))).size).toBe(6 * r);
          for (const c of ring) expect(hexDistance(kind, cell, c)).toBe(r);
        }
      }
    });
  }
  it("square rings hold 8r spaces r steps away", () => {
    const g = gridGeometry({ kind: "square", size: 50, bounds: { x: 0, y: 0, width: 1, height: 1 } }, { x: 0, y: 0 });
    for (const r of [1, 3]) {
      const ring = g.ring({ i: 2, j: -1 }, r);
      expect(new Set(ring.map((c) => cellKey(c.i, c.j))).size).toBe(8 * r);
      for (const c of ring) expect(g.distance({ i: 2, j: -1 }, c)).toBe(r);
    }
  });
});

describe("hex pixels", () => {
  it("top-left points follow Foundry's getTopLeftPoint for odd grids", () => {
    const h = (SIZE * 2) / Math.sqrt(3);
    expect(hexTopLeft("hexOddR", SIZE, { i: 0, j: 0 })).toEqual({ x: -50, y: 0 });
    const r1 = hexTopLeft("hexOddR", SIZE, { i: 1, j: 0 });
    expect(r1.x).toBeCloseTo(0, 9);
    expect(r1.y).toBeCloseTo(0.75 * h, 9);
    const q0 = hexTopLeft("hexOddQ", SIZE, { i: 0, j: 0 });
    expect(q0.x).toBeCloseTo(0, 9);
    expect(q0.y).toBeCloseTo(-50, 9);
    const q1 = hexTopLeft("hexOddQ", SIZE, { i: 0, j: 1 });
    expect(q1.x).toBeCloseTo(0.75 * h, 9);
    expect(q1.y).toBeCloseTo(0, 9);
  });
  for (const kind of KINDS) {
    it(`${kind}: centre -> hex and points near the centre -> hex round trip`, () => {
      for (const cell of CELLS) {
        const c = hexCentre(kind, SIZE, cell);
        expect(hexCellAt(kind, SIZE, c)).toEqual(cell);
        for (const [dx, dy] of [[20, 0], [-20, 10], [0, -30], [25, 25]] as const) {
          expect(hexCellAt(kind, SIZE, { x: c.x + dx, y: c.y + dy })).toEqual(cell);
        }
        const tl = hexTopLeft(kind, SIZE, cell);
        const geometry = gridGeometry({ kind, size: SIZE, bounds: { x: 0, y: 0, width: 1, height: 1 } }, { x: 0, y: 0 });
        expect(tl.x + geometry.cellWidth / 2).toBeCloseTo(c.x, 9);
        expect(tl.y + geometry.cellHeight / 2).toBeCloseTo(c.y, 9);
      }
    });
  }
  it("steps per pixel: one hex per size along a row, per 3/4 height across rows", () => {
    expect(hexStepsPerPixel("hexOddR", SIZE, { x: 1, y: 0 })).toBeCloseTo(1 / SIZE, 12);
    expect(1 / hexStepsPerPixel("hexOddR", SIZE, { x: 0, y: 1 })).toBeCloseTo((SIZE * Math.sqrt(3)) / 2, 9);
    expect(hexStepsPerPixel("hexOddQ", SIZE, { x: 0, y: 1 })).toBeCloseTo(1 / SIZE, 12);
  });
});

describe("cell keys", () => {
  it("round trip, including negative rows and columns", () => {
    for (const cell of CELLS) expect(keyCell(cellKey(cell.i, cell.j))).toEqual(cell);
    expect(cellKey(0, 1)).not.toBe(cellKey(1, 0));
  });
});
