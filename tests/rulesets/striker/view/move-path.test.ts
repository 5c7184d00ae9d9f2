// A move's line read as terrain (Striker 6.B): samples merged into segments, contours climbed counted,
// and contour lines closer than 3 m marked on their segment.
import { describe, expect, it } from "vitest";
import { pathFromSamples, type TerrainSample } from "../../../../src/rulesets/striker/view/move-path";

const line = (spec: [string, number][]): TerrainSample[] => spec.map(([terrain, contour], atM) => ({ atM, terrain: terrain as TerrainSample["terrain"], contour }));

describe("a move's path from samples", () => {
  it("merges steps on one ground and costs each step on the ground it reaches", () => {
    expect(pathFromSamples(line([["clear", 0], ["clear", 0], ["forest", 0], ["forest", 0], ["clear", 0]]))).toEqual([
      { terrain: "clear", lengthM: 1, contoursUp: 0 },
      { terrain: "forest", lengthM: 2, contoursUp: 0 },
      { terrain: "clear", lengthM: 1, contoursUp: 0 },
    ]);
  });

  it("counts contour lines climbed, not those gone down", () => {
    const path = pathFromSamples(line([["clear", 0], ["clear", 0], ["clear", 0], ["clear", 0], ["clear", 1], ["clear", 1], ["clear", 1], ["clear", 1], ["clear", 0]]));
    expect(path).toEqual([{ terrain: "clear", lengthM: 8, contoursUp: 1 }]);
  });

  it("marks two climbs 2 m apart as steep, and a ridge crossed up then down as not", () => {
    const steep = pathFromSamples(line([["clear", 0], ["clear", 1], ["clear", 1], ["clear", 2]]));
    expect(steep[0]!.contourSpacingM).toBe(2);
    const ridge = pathFromSamples(line([["clear", 0], ["clear", 1], ["clear", 0]]));
    expect(ridge[0]!.contourSpacingM).toBeUndefined();
    const gentle = pathFromSamples(line([["clear", 0], ["clear", 1], ["clear", 1], ["clear", 1], ["clear", 1], ["clear", 2]]));
    expect(gentle[0]!.contourSpacingM).toBe(4);
  });

  it("a single sample is no path", () => {
    expect(pathFromSamples(line([["forest", 2]]))).toEqual([]);
  });
});
