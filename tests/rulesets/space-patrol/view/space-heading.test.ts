// A ship's heading: the bearing of its last move, clockwise from the top of the scene.
import { describe, expect, it } from "vitest";
import { headingDegrees, headingView } from "../../../../src/rulesets/space-patrol/view/space-heading";

describe("a ship's heading", () => {
  it.each([
    [0, -100, 0],
    [100, -100, 45],
    [100, 0, 90],
    [0, 100, 180],
    [-100, 0, 270],
    [-100, -173, 330],
  ])("a move of (%i, %i) bears %i°", (dx, dy, degrees) => {
    expect(headingDegrees({ x: 500, y: 500 }, { x: 500 + dx, y: 500 + dy })).toBe(degrees);
  });

  it("has none for no move, and shows 0° as a heading", () => {
    expect(headingDegrees({ x: 1, y: 1 }, { x: 1, y: 1 })).toBeNull();
    expect(headingView(null)).toEqual({ known: false, degrees: 0 });
    expect(headingView(0)).toEqual({ known: true, degrees: 0 });
  });
});
