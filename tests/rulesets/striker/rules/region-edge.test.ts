// The edge of a wood the GM painted as several forest regions (Striker 7.A.1.c: "the outer 30 m of
// forest" conceals, deeper hides): the depth of a point is measured to the edge of all the regions
// together, so where two regions touch or overlap their seam is no edge, while a gap of open ground
// between them, or a clearing no other region fills, still is.
import { describe, expect, it } from "vitest";
import { distanceToEdge, distanceToUnionEdge, TOUCHING_WITHIN } from "../../../../src/rulesets/striker/rules/region-edge";
import { SeededDice } from "../../../../src/core/seeded-dice";

/** A rectangle's outline, corners clockwise as a region's polygon gives them. */
const rect = (x: number, y: number, w: number, h: number) => [x, y, x + w, y, x + w, y + h, x, y + h];

// Two woods side by side, each 80 high: the left from 0 to 100, the right from 100 to 300, so the
// point at (60, 40) is 40 from the seam at x 100 but 40 from the open ground above and below too.
const LEFT = [rect(0, 0, 100, 80)];
const RIGHT = [rect(100, 0, 200, 80)];

describe("the edge of several forest regions together", () => {
  it("takes no seam where two regions touch: only open ground is an edge", () => {
    // 20 from the seam, 40 from open ground above and below, 80 from the left
    expect(distanceToEdge({ x: 80, y: 40 }, LEFT)).toBeCloseTo(20, 9);
    expect(distanceToUnionEdge({ x: 80, y: 40 }, [LEFT, RIGHT])).toBeCloseTo(40, 9);
    // the same from the other region's side of the seam
    expect(distanceToUnionEdge({ x: 115, y: 40 }, [LEFT, RIGHT])).toBeCloseTo(40, 9);
    // and in whichever order the regions come
    expect(distanceToUnionEdge({ x: 80, y: 40 }, [RIGHT, LEFT])).toBeCloseTo(40, 9);
  });

  it("takes no seam where they overlap, and still measures to the edge they share where it runs on", () => {
    // the right wood painted from 90, over the left one's last 10, and a deeper wood below
    const overlapping = [rect(90, 0, 210, 80)];
    expect(distanceToUnionEdge({ x: 80, y: 40 }, [LEFT, overlapping])).toBeCloseTo(40, 9);
    // a point 5 above the bottom edge, where both regions' bottoms run along y 80: that is edge
    expect(distanceToUnionEdge({ x: 95, y: 75 }, [LEFT, overlapping])).toBeCloseTo(5, 9);
  });

  it("measures to a corner of open ground where the regions meet in a step", () => {
    // the right wood reaches only from y 0 to 40: below it, beside the left wood, is open ground
    const shorter = [rect(100, 0, 200, 40)];
    // from (90, 35), 10 from the seam: the open ground's corner at (100, 40) is nearer than the top
    expect(distanceToEdge({ x: 90, y: 35 }, LEFT)).toBeCloseTo(10, 9);
    expect(distanceToUnionEdge({ x: 90, y: 35 }, [LEFT, shorter])).toBeCloseTo(Math.hypot(10, 5), 9);
    // from (95, 10), 5 from the seam where wood is on both sides: open ground is 10 above
    expect(distanceToUnionEdge({ x: 95, y: 10 }, [LEFT, shorter])).toBeCloseTo(10, 9);
  });

  it("keeps a strip of open ground between two regions that do not touch as an edge", () => {
    const apart = [rect(110, 0, 190, 80)];
    expect(distanceToUnionEdge({ x: 80, y: 40 }, [LEFT, apart])).toBeCloseTo(20, 9);
    // a seam painted a hair apart, closer than TOUCHING_WITHIN, is a seam
    const hair = [rect(100 + TOUCHING_WITHIN / 2, 0, 200, 80)];
    expect(distanceToUnionEdge({ x: 80, y: 40 }, [LEFT, hair])).toBeCloseTo(40, 9);
  });

  it("keeps a clearing as an edge unless another region fills it", () => {
    const big = [rect(0, 0, 300, 300)];
    const clearing = rect(160, 140, 40, 20);
    expect(distanceToUnionEdge({ x: 150, y: 150 }, [[...big, clearing]])).toBeCloseTo(10, 9);
    // a copse painted over the clearing fills it: the nearest open ground is now the wood's own edge
    expect(distanceToUnionEdge({ x: 150, y: 150 }, [[...big, clearing], [rect(155, 135, 50, 30)]])).toBeCloseTo(150, 9);
  });

  it("agrees with one region's own edge wherever it stands alone", () => {
    const dice = new SeededDice(7);
    const square = [rect(0, 0, 100, 100), rect(60, 40, 20, 20)];
    for (let i = 0; i < 200; i++) {
      const point = { x: dice.next() * 120 - 10, y: dice.next() * 120 - 10 };
      expect(distanceToUnionEdge(point, [square])).toBeCloseTo(distanceToEdge(point, square), 9);
    }
  });

  it("refuses no regions, an outline of fewer than three corners, and corners that are not numbers", () => {
    expect(() => distanceToUnionEdge({ x: 0, y: 0 }, [])).toThrow(RangeError);
    expect(() => distanceToUnionEdge({ x: 0, y: 0 }, [[]])).toThrow(RangeError);
    expect(() => distanceToUnionEdge({ x: 0, y: 0 }, [[[0, 0, 1, 1]]])).toThrow(RangeError);
    expect(() => distanceToUnionEdge({ x: 0, y: 0 }, [[[0, 0, 1, Number.NaN, 2, 0]]])).toThrow();
  });
});
