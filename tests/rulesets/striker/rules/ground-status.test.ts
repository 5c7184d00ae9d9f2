// What a team's ground makes it (Striker 7.A.1.c, 7.A.2), from fixed geometry: the distance from a
// team's centre to the edge of the region it stands in, holes included; a forest's outer 30 m
// conceals and deeper hides, unless another team in a forest is within 30 m; a building conceals at
// any depth; a team with a heavy weapon is concealed by neither.
import { describe, expect, it } from "vitest";
import { distanceToEdge } from "../../../../src/rulesets/striker/rules/region-edge";
import { groundStatus, type GroundFacts } from "../../../../src/rulesets/striker/rules/ground-status";
import { forestStatus } from "../../../../src/rulesets/striker/rules/line-of-sight";

/** A square 100 units a side from the origin, corners clockwise as a region's outline gives them. */
const SQUARE = [0, 0, 100, 0, 100, 100, 0, 100];

describe("the distance from a point to a region's edge", () => {
  it.each([
    [{ x: 50, y: 50 }, 50],
    [{ x: 30, y: 50 }, 30],
    [{ x: 50, y: 90 }, 10],
    [{ x: 0, y: 40 }, 0],
    // outside, to the nearest corner
    [{ x: 103, y: 104 }, 5],
  ])("from %j is %d", (point, distance) => {
    expect(distanceToEdge(point, [SQUARE])).toBeCloseTo(distance, 9);
  });

  it("counts a hole's edge as an edge: a clearing 20 from the point is nearer than the outside", () => {
    const clearing = [60, 40, 80, 40, 80, 60, 60, 60];
    expect(distanceToEdge({ x: 40, y: 50 }, [SQUARE, clearing])).toBe(20);
    expect(distanceToEdge({ x: 40, y: 50 }, [SQUARE])).toBe(40);
  });

  it("reads any polygon, its last corner joined to its first", () => {
    // a right triangle: the point is 10 from its long side, x + y = 100
    const triangle = [0, 0, 100, 0, 0, 100];
    expect(distanceToEdge({ x: 50 - 5 * Math.SQRT2, y: 50 - 5 * Math.SQRT2 }, [triangle])).toBeCloseTo(10, 9);
  });

  it("refuses no outline, an outline of fewer than three corners or an odd count, and a point or corner that is no number", () => {
    expect(() => distanceToEdge({ x: 1, y: 1 }, [])).toThrow(RangeError);
    expect(() => distanceToEdge({ x: 1, y: 1 }, [[0, 0, 1, 1]])).toThrow(RangeError);
    expect(() => distanceToEdge({ x: 1, y: 1 }, [[0, 0, 1, 1, 2]])).toThrow(RangeError);
    expect(() => distanceToEdge({ x: Number.NaN, y: 1 }, [SQUARE])).toThrow(RangeError);
    expect(() => distanceToEdge({ x: 1, y: 1 }, [[0, 0, 1, 0, 1, Number.POSITIVE_INFINITY]])).toThrow(RangeError);
    expect(() => distanceToEdge({ x: 1e308, y: -1e308 }, [[-1e308, 0, 1e308, 0, 0, 1e308]])).toThrow(RangeError);
  });
});

const forest = (depthM: number, nearestOtherInForestM: number | null = null, heavyWeapon = false): GroundFacts => ({ inside: "forest", depthM, nearestOtherInForestM, heavyWeapon });

describe("a team's status from its ground (Striker 7.A.1.c, 7.A.2)", () => {
  it("in a forest: concealed in the outer 30 m, exactly 30 m included; hidden beyond", () => {
    // "Targets in the outer 30 m of forest ... are in concealment terrain. Targets further in are
    // hidden": a team 30 m in is in the outer 30 m, on the concealed side of the line; only more
    // than 30 m hides it.
    expect(groundStatus(forest(0))).toBe("concealed");
    expect(groundStatus(forest(30))).toBe("concealed");
    expect(groundStatus(forest(30.01))).toBe("hidden");
    expect(groundStatus(forest(250))).toBe("hidden");
  });

  it("deep in a forest, another team in a forest within 30 m, exactly 30 m included, makes it concealed", () => {
    expect(groundStatus(forest(80, 30))).toBe("concealed");
    expect(groundStatus(forest(80, 12))).toBe("concealed");
    expect(groundStatus(forest(80, 30.01))).toBe("hidden");
    expect(groundStatus(forest(80, null))).toBe("hidden");
  });

  it("a building conceals at any depth; the open conceals nothing", () => {
    expect(groundStatus({ inside: "building", depthM: 80, nearestOtherInForestM: null, heavyWeapon: false })).toBe("concealed");
    expect(groundStatus({ inside: null, depthM: 0, nearestOtherInForestM: null, heavyWeapon: false })).toBe("open");
  });

  it("a team with a heavy weapon is concealed by neither forest nor building, however deep (\"personnel and light weapons\")", () => {
    expect(groundStatus(forest(10, null, true))).toBe("open");
    expect(groundStatus(forest(80, null, true))).toBe("open");
    expect(groundStatus({ inside: "building", depthM: 0, nearestOtherInForestM: null, heavyWeapon: true })).toBe("open");
  });

  it("refuses a negative depth or distance, a feature that does not conceal, and a heavy weapon that is not yes or no", () => {
    expect(() => groundStatus(forest(-1))).toThrow(RangeError);
    expect(() => groundStatus(forest(80, -1))).toThrow(RangeError);
    expect(() => forestStatus(80, Number.NaN)).toThrow(RangeError);
    expect(() => groundStatus({ ...forest(10), inside: "hill" as never })).toThrow(RangeError);
    expect(() => groundStatus({ ...forest(10), heavyWeapon: "no" as never })).toThrow(RangeError);
  });
});
