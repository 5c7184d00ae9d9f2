// Walls as segments (core/board/walls.ts): a line crosses or touches one, and how far a point is from one.
import { describe, expect, it } from "vitest";
import { crossesWall, distanceToWall, nearestPointOnWall, wallWithHole } from "../../../src/core/board/walls";

const wall = { x1: 200, y1: 0, x2: 200, y2: 400 };

describe("walls", () => {
  it("sees a line crossing the wall, touching its end, or passing it by", () => {
    expect(crossesWall(100, 200, 300, 200, wall)).toBe(true);
    expect(crossesWall(100, 400, 300, 400, wall)).toBe(true);
    expect(crossesWall(100, 500, 300, 500, wall)).toBe(false);
    expect(crossesWall(100, 0, 150, 400, wall)).toBe(false);
  });
  it("measures a point to the nearest point of the wall: across it, or to its end", () => {
    expect(distanceToWall(140, 200, wall)).toBe(60);
    expect(distanceToWall(200, 700, wall)).toBe(300);
    expect(distanceToWall(230, -40, wall)).toBe(50);
    expect(distanceToWall(5, 5, { x1: 1, y1: 2, x2: 1, y2: 2 })).toBe(5);
  });
  it("refuses a point that is not a number", () => {
    expect(() => distanceToWall(Number.NaN, 0, wall)).toThrow(RangeError);
  });
});

describe("a hole in a wall", () => {
  it("cuts the wall either side of the point, leaving two pieces, one, or none", () => {
    expect(wallWithHole(wall, { x: 230, y: 200 }, 60)).toEqual([
      { x1: 200, y1: 0, x2: 200, y2: 140 },
      { x1: 200, y1: 260, x2: 200, y2: 400 },
    ]);
    expect(wallWithHole(wall, { x: 200, y: 20 }, 60)).toEqual([{ x1: 200, y1: 80, x2: 200, y2: 400 }]);
    expect(wallWithHole({ x1: 0, y1: 0, x2: 100, y2: 0 }, { x: 50, y: 0 }, 60)).toEqual([]);
    expect(nearestPointOnWall(500, 900, wall)).toEqual({ x: 200, y: 400 });
  });
});
