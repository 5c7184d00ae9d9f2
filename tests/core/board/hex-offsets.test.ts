// Hex distance from offsets for the four layouts a scene can use, checked against the geometry of
// the hexes themselves: a walk from centre to neighbouring centre, counted step by step.
import { describe, expect, it } from "vitest";
import { cubeToOffset, hexDistance, HEX_LAYOUTS, offsetToCube } from "../../../src/core/board/hex-offsets";
import { gridStandIn, type GridKind } from "../../helpers/grid-stand-in";
import { SeededDice } from "../../../src/core/seeded-dice";

type Layout = keyof typeof HEX_LAYOUTS;
const LAYOUTS = Object.keys(HEX_LAYOUTS) as Layout[];

/** Steps between two hexes, walking only between hexes whose centres touch (one hex apart). */
function stepsByWalking(kind: GridKind, from: { i: number; j: number }, to: { i: number; j: number }): number {
  const grid = gridStandIn(kind, 100);
  const key = (o: { i: number; j: number }) => `${o.i},${o.j}`;
  const seen = new Set([key(from)]);
  let frontier = [from];
  for (let steps = 0; steps < 40; steps++) {
    if (frontier.some((o) => key(o) === key(to))) return steps;
    const next: { i: number; j: number }[] = [];
    for (const o of frontier) {
      const c = grid.getCenterPoint(o);
      for (let di = -2; di <= 2; di++) {
        for (let dj = -2; dj <= 2; dj++) {
          const n = { i: o.i + di, j: o.j + dj };
          const nc = grid.getCenterPoint(n);
          // neighbouring hex centres are one hex's short diameter (the grid size) apart
          if (Math.abs(Math.hypot(nc.x - c.x, nc.y - c.y) - 100) < 1e-6 && !seen.has(key(n))) {
            seen.add(key(n));
            next.push(n);
          }
        }
      }
    }
    frontier = next;
  }
  throw new Error("no path found");
}

describe("hex distance by offsets", () => {
  for (const layout of LAYOUTS) {
    it(`${layout}: every hex has six neighbours at distance 1, and distance matches a walk between centres`, () => {
      const grid = gridStandIn(layout, 100);
      for (const origin of [{ i: 4, j: 4 }, { i: 5, j: 5 }, { i: 4, j: 5 }, { i: 5, j: 4 }]) {
        const c = grid.getCenterPoint(origin);
        let neighbours = 0;
        for (let i = origin.i - 2; i <= origin.i + 2; i++) {
          for (let j = origin.j - 2; j <= origin.j + 2; j++) {
            const n = grid.getCenterPoint({ i, j });
            if (Math.abs(Math.hypot(n.x - c.x, n.y - c.y) - 100) < 1e-6) {
              neighbours++;
              expect(hexDistance(origin, { i, j }, HEX_LAYOUTS[layout])).toBe(1);
            }
          }
        }
        expect(neighbours).toBe(6);
      }
      const dice = new SeededDice(31);
      for (let k = 0; k < 25; k++) {
        const a = { i: dice.die(12) - 1, j: dice.die(12) - 1 };
        const b = { i: dice.die(12) - 1, j: dice.die(12) - 1 };
        expect(hexDistance(a, b, HEX_LAYOUTS[layout])).toBe(stepsByWalking(layout, a, b));
      }
    });

    it(`${layout}: offsets go to cube coordinates and back unchanged`, () => {
      for (let i = -3; i <= 6; i++) {
        for (let j = -3; j <= 6; j++) {
          const { q, r, s } = offsetToCube({ i, j }, HEX_LAYOUTS[layout]);
          expect(q + r + s).toBe(0);
          expect(cubeToOffset(q, r, HEX_LAYOUTS[layout])).toEqual({ i, j });
        }
      }
    });
  }

  it("the same two offsets lie at different distances in odd and even layouts", () => {
    // odd rows (columns) pushed out make (1, 0) the neighbour of (0, 0) and (1, 1) two away; even ones the reverse
    const a = { i: 0, j: 0 };
    const b = { i: 1, j: 1 };
    expect(hexDistance(a, b, HEX_LAYOUTS.hexOddR)).toBe(2);
    expect(hexDistance(a, b, HEX_LAYOUTS.hexEvenR)).toBe(1);
    expect(hexDistance(a, b, HEX_LAYOUTS.hexOddQ)).toBe(2);
    expect(hexDistance(a, b, HEX_LAYOUTS.hexEvenQ)).toBe(1);
  });
});
