// Straight-line distance in a rule set's unit: a ruler's length on squares and gridless scenes
// (never the grid's diagonal rule), hexes counted on hex maps.
import { describe, expect, it } from "vitest";
import { measureBetween, pointInUnits, spacesBetween, type BoardGrid } from "../../../src/core/board/measure";
import { gridStandIn } from "../../helpers/grid-stand-in";

const square = (distance: number): BoardGrid => ({ kind: "square", size: 100, distance });

describe("straight-line distance", () => {
  it("a 5-square diagonal on Striker's 50 m squares is 354 m, where the grid's diagonal rule says 250 m", () => {
    const a = { x: 50, y: 50 };
    const b = { x: 550, y: 550 };
    expect(Math.round(measureBetween(square(50), a, b, "units"))).toBe(354);
    expect(gridStandIn("square", 100, 50).measurePath([a, b]).distance).toBe(250);
  });

  it("counts Space Patrol!'s inches as squares, whatever a square stands for in metres (Guide 6.1)", () => {
    expect(measureBetween(square(1.5), { x: 0, y: 0 }, { x: 300, y: 400 }, "spaces")).toBe(5);
    expect(measureBetween(square(1.5), { x: 0, y: 0 }, { x: 300, y: 400 }, "units")).toBeCloseTo(7.5);
  });

  it("measures a gridless scene in its units, as a tape measure would", () => {
    const grid: BoardGrid = { kind: "gridless", size: 100, distance: 2.5 };
    expect(measureBetween(grid, { x: 0, y: 0 }, { x: 60, y: 80 }, "units")).toBeCloseTo(2.5);
    expect(spacesBetween(grid, { x: 10, y: 10 }, { x: 10, y: 10 })).toBe(0);
  });

  it("counts hexes on every hex layout, and scales them by the scene's units when asked", () => {
    for (const kind of ["hexOddR", "hexEvenR", "hexOddQ", "hexEvenQ"] as const) {
      const g = gridStandIn(kind, 100, 10);
      const grid: BoardGrid = { kind: "hex", size: 100, distance: 10, layout: { columns: g.columns, even: g.even }, offsetOf: (p) => g.getOffset(p) };
      const a = g.getCenterPoint({ i: 2, j: 2 });
      const b = g.getCenterPoint({ i: 2, j: 6 });
      expect(measureBetween(grid, a, b, "spaces")).toBe(4);
      expect(measureBetween(grid, a, b, "units")).toBe(40);
      // a point anywhere inside a hex counts as that hex
      expect(measureBetween(grid, { x: a.x + 20, y: a.y - 15 }, b, "spaces")).toBe(4);
    }
  });

  it("gives a point's position in the rule set's unit, and refuses a grid without a size", () => {
    expect(pointInUnits(square(50), { x: 200, y: 100 }, "units")).toEqual({ x: 100, y: 50 });
    expect(pointInUnits(square(50), { x: 200, y: 100 }, "spaces")).toEqual({ x: 2, y: 1 });
    expect(() => spacesBetween({ kind: "square", size: 0, distance: 1 }, { x: 0, y: 0 }, { x: 1, y: 1 })).toThrow(RangeError);
  });
});
