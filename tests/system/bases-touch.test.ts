// Whether two figures' bases touch on a scene (the kit's board-walls.ts): centres no further apart
// than their two radii, each base as wide as its token's narrower side; read from the documents.
import { describe, expect, it } from "vitest";
import { basesTouch } from "../../src/system/board-walls";

const scene = { grid: { size: 100, distance: 2.5 } } as never;
const token = (x: number, y: number, width = 1, height = 1) => ({ x, y, width, height }) as never;

describe("basesTouch", () => {
  it("counts one-space bases edge to edge as touching, and a hair further as not", () => {
    expect(basesTouch(token(0, 0), token(100, 0), scene)).toBe(true);
    expect(basesTouch(token(0, 0), token(101, 0), scene)).toBe(false);
    // diagonal neighbours on the grid stand 141 px apart: round bases do not touch
    expect(basesTouch(token(0, 0), token(100, 100), scene)).toBe(false);
  });

  it("reads a larger token as a larger base, by its narrower side", () => {
    // a 2x2 robot (radius 100) and a figure (radius 50): centres 150 px apart touch
    expect(basesTouch(token(0, 0, 2, 2), token(200, 50), scene)).toBe(true);
    expect(basesTouch(token(0, 0, 2, 1), token(100, 160), scene)).toBe(false);
  });
});
