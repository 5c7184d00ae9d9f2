// A routed team's move (Striker 8.C.4.b): straight away from the nearest enemy, and off the board
// it leaves play.
import { describe, expect, it } from "vitest";
import { offBoard, routPoint } from "../../../../src/rulesets/striker/rules/rout-move";

describe("a routed team's move away", () => {
  it("heads straight away from the nearest enemy, as far as it is given", () => {
    expect(routPoint({ x: 0, y: 0 }, [{ x: 100, y: 0 }, { x: 0, y: 300 }], 50)).toEqual({ x: -50, y: 0 });
    const p = routPoint({ x: 0, y: 0 }, [{ x: 30, y: 40 }], 10)!;
    expect(p.x).toBeCloseTo(-6);
    expect(p.y).toBeCloseTo(-8);
  });

  it("has no way to go with no enemy, or one standing on it", () => {
    expect(routPoint({ x: 0, y: 0 }, [], 50)).toBeNull();
    expect(routPoint({ x: 5, y: 5 }, [{ x: 5, y: 5 }], 50)).toBeNull();
  });

  it("leaves the board past any edge of it", () => {
    const rect = { x: 0, y: 0, width: 1000, height: 500 };
    expect([offBoard({ x: 0, y: 0 }, rect), offBoard({ x: 1000, y: 500 }, rect)]).toEqual([false, false]);
    expect([offBoard({ x: -1, y: 10 }, rect), offBoard({ x: 10, y: 501 }, rect)]).toEqual([true, true]);
  });

  it("refuses what no board gives", () => {
    expect(() => routPoint({ x: Number.NaN, y: 0 }, [], 1)).toThrow(RangeError);
    expect(() => routPoint({ x: 0, y: 0 }, [{ x: 1, y: 0 }], -1)).toThrow(RangeError);
  });
});
