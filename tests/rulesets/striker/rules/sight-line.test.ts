// Line of sight across a board (Striker 6.A.2, 7.A.1): a team's height from its elevation, the hill
// under it and its flight mode; the features between two teams given as stretches of the line, with
// a team's own building and the outer 30 m of its own wood left out.
import { describe, expect, it } from "vitest";
import { featuresBetween, seesAcross, teamHeightM, type SightSpan } from "../../../../src/rulesets/striker/rules/sight-line";

const foot = { elevationM: 0, groundM: 0, beneathM: 0, highestM: 0, flight: null } as const;

describe("a team's height (Striker 6.A.2, 7.A.1)", () => {
  it("stands on the hill under it, or at its token's elevation when higher (a floor, a pop-up)", () => {
    expect(teamHeightM(foot)).toBe(0);
    expect(teamHeightM({ ...foot, groundM: 15, beneathM: 15 })).toBe(15);
    expect(teamHeightM({ ...foot, elevationM: 6 })).toBe(6);
    expect(teamHeightM({ ...foot, elevationM: 18, groundM: 15 })).toBe(18);
    expect(teamHeightM({ ...foot, elevationM: -5 })).toBe(0);
  });
  it("flies 4 m above the ground in NOE, 10 m above what is beneath terrain following, 10 m above the highest feature in high mode", () => {
    const over = { ...foot, groundM: 3, beneathM: 15, highestM: 24 };
    expect(teamHeightM({ ...over, flight: "noe" })).toBe(7);
    expect(teamHeightM({ ...over, flight: "terrainFollowing" })).toBe(25);
    expect(teamHeightM({ ...over, flight: "high" })).toBe(34);
    // a pop-up higher than its mode: the token's elevation
    expect(teamHeightM({ ...over, flight: "noe", elevationM: 40 })).toBe(40);
  });
  it("refuses what it cannot read", () => {
    expect(() => teamHeightM({ ...foot, elevationM: Number.NaN })).toThrow(RangeError);
    expect(() => teamHeightM({ ...foot, flight: "hover" as never })).toThrow(RangeError);
  });
});

const span = (kind: SightSpan["kind"], heightM: number, fromM: number, toM: number): SightSpan => ({ kind, heightM, fromM, toM });

describe("features between two teams (Striker 7.A.1)", () => {
  // The worked example: 400 m apart, A on a 15 m hill, B 6 m up in a building.
  it("the hill under the higher team does not block while it stays within a quarter of the way from it", () => {
    expect(seesAcross(15, 6, 400, [span("hill", 15, 0, 100)])).toBe(true);
    expect(seesAcross(15, 6, 400, [span("hill", 15, 0, 101)])).toBe(false);
    // the same from B's end: the quarter is measured from the higher team
    expect(seesAcross(6, 15, 400, [span("hill", 15, 300, 400)])).toBe(true);
    expect(seesAcross(6, 15, 400, [span("hill", 15, 299, 400)])).toBe(false);
    expect(seesAcross(15, 6, 400, [span("forest", 16, 20, 40)])).toBe(false);
    expect(seesAcross(15, 6, 400, [span("building", 5, 100, 300)])).toBe(true);
  });
  it("a wood or building higher than both teams blocks wherever it stands", () => {
    expect(seesAcross(0, 0, 300, [span("forest", 12, 100, 200)])).toBe(false);
    expect(seesAcross(0, 0, 300, [span("building", 3, 140, 160)])).toBe(false);
    expect(seesAcross(0, 0, 300, [])).toBe(true);
  });
  it("a team in the outer 30 m of a wood sees out and is seen; deeper wood blocks (7.A.1.c)", () => {
    expect(seesAcross(0, 0, 300, [span("forest", 12, 0, 30)])).toBe(true);
    expect(seesAcross(0, 0, 300, [span("forest", 12, 0, 35)])).toBe(false);
    expect(seesAcross(0, 0, 300, [span("forest", 12, 270, 300)])).toBe(true);
    expect(featuresBetween(0, 0, 300, [span("forest", 12, 0, 35)])).toEqual([{ heightM: 12, distanceFromAM: 30 }]);
  });
  it("two teams in one wood see each other across 60 m of it at most, 30 m from each", () => {
    expect(seesAcross(0, 0, 60, [span("forest", 12, 0, 60)])).toBe(true);
    expect(seesAcross(0, 0, 70, [span("forest", 12, 0, 70)])).toBe(false);
  });
  it("a team looks out of its own building from its floor (7.A.1.d); another building blocks", () => {
    expect(seesAcross(6, 0, 300, [span("building", 9, 0, 40)])).toBe(true);
    expect(seesAcross(6, 0, 300, [span("building", 9, 0, 40), span("building", 9, 150, 170)])).toBe(false);
    // on its roof the building is below it and counts like every other feature
    expect(seesAcross(9, 0, 300, [span("building", 9, 0, 40)])).toBe(true);
  });
  it("teams in woods are protected from observation from above: the wood beyond its outer 30 m shields them", () => {
    // a flyer 22 m up, 1000 m off, a team 50 m into a 12 m wood
    expect(seesAcross(22, 0, 1000, [span("forest", 12, 950, 1000)])).toBe(false);
    // at the wood's edge it is in concealment and seen
    expect(seesAcross(22, 0, 1000, [span("forest", 12, 975, 1000)])).toBe(true);
  });
  it("a hill is never a team's own cover: a team inside a hill's region below its top is behind it", () => {
    expect(seesAcross(0, 0, 300, [span("hill", 15, 0, 50)])).toBe(false);
  });
  it("refuses a stretch outside the line or a negative height", () => {
    expect(() => featuresBetween(0, 0, 100, [span("forest", 12, 50, 101)])).toThrow(RangeError);
    expect(() => featuresBetween(0, 0, 100, [span("forest", -1, 10, 20)])).toThrow(RangeError);
    expect(() => featuresBetween(0, 0, 100, [span("swamp" as never, 1, 10, 20)])).toThrow(RangeError);
    expect(() => featuresBetween(Number.NaN, 0, 100, [])).toThrow(RangeError);
  });
});
