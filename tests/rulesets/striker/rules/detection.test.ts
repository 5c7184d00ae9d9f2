import { describe, expect, it } from "vitest";
import { buildingHeight, featureBlocks, floorHeight, forestStatus, hasLineOfSight } from "../../../../src/rulesets/striker/rules/line-of-sight";
import { isSpotted, terrainFollowingSituation, visibilityRange, type TargetSituation } from "../../../../src/rulesets/striker/rules/visibility";

describe("line of sight (Striker 7.A.1)", () => {
  // Worked example: 400 m apart, team A on a 15 m hill, team B 6 m up in a building.
  it.each([
    [16, 200, true],
    [16, 50, true],
    [15, 100, false],
    [15, 50, false],
    [15, 101, true],
    [10, 300, true],
    [6, 300, false],
    [5, 200, false],
  ])("a %i m feature %i m from the hill team blocks: %s", (h, fromA, blocks) => {
    expect(featureBlocks(15, 6, 400, { heightM: h, distanceFromAM: fromA })).toBe(blocks);
  });
  it("measures the quarter from the higher team whichever team is A", () => {
    expect(featureBlocks(6, 15, 400, { heightM: 15, distanceFromAM: 300 })).toBe(false);
    expect(featureBlocks(6, 15, 400, { heightM: 15, distanceFromAM: 100 })).toBe(true);
  });
  it("teams at equal height: any higher feature blocks", () => {
    expect(hasLineOfSight(0, 0, 300, [{ heightM: 1, distanceFromAM: 150 }])).toBe(false);
    expect(hasLineOfSight(0, 0, 300, [])).toBe(true);
  });
  it("rejects features outside the line", () => {
    expect(() => featureBlocks(0, 0, 100, { heightM: 1, distanceFromAM: 101 })).toThrow(/between/);
  });
  it("heights: third floor is 6 m; buildings 3 m a floor, sloped roof one more", () => {
    expect(floorHeight(1)).toBe(0);
    expect(floorHeight(3)).toBe(6);
    expect(buildingHeight(2, false)).toBe(6);
    expect(buildingHeight(2, true)).toBe(9);
  });
  it.each([
    [0, null, "concealed"],
    [30, null, "concealed"],
    [31, null, "hidden"],
    [80, 30, "concealed"],
    [80, 31, "hidden"],
  ] as const)("forest depth %i m, nearest other team in a forest %s: %s", (depth, near, status) => {
    expect(forestStatus(depth, near)).toBe(status);
  });
});

describe("visibility ranges (Striker 7.A.4)", () => {
  it.each([
    ["movingOpen", 3000, 2000],
    ["movingConcealment", 1000, 500],
    ["popUp", 500, 500],
    ["movingDenseWoods", 100, 100],
    ["movingLightWoods", 250, 200],
    ["stationaryDenseWoods", 50, 50],
    ["stationaryLightWoods", 100, 100],
    ["stationaryOpen", 1500, 1000],
    ["stationaryConcealment", 100, 100],
    ["airborneHigh", 5000, 3000],
    ["terrainFollowingForest", 3000, 2000],
    ["terrainFollowingOpen", 4000, 2000],
    ["terrainFollowingBuilding1", 2000, 2000],
    ["terrainFollowingBuilding2to3", 3000, 2000],
    ["terrainFollowingBuilding4plus", 5000, 3000],
  ] as const)("%s: %i stationary, %i moving", (situation: TargetSituation, still, moving) => {
    expect(visibilityRange(situation, "stationary", null)).toBe(still);
    expect(visibilityRange(situation, "moving", null)).toBe(moving);
  });
  it.each([
    ["L", 1500, 1000],
    ["M", 2500, 1500],
    ["H", 3500, 2000],
  ] as const)("a stationary target in the open that fired with signature %s: %i / %i", (sig, still, moving) => {
    expect(visibilityRange("stationaryOpen", "stationary", sig)).toBe(still);
    expect(visibilityRange("stationaryOpen", "moving", sig)).toBe(moving);
  });
  it("high signature lifts a high flyer to 7 km (5 km plus signature)", () => {
    expect(visibilityRange("airborneHigh", "stationary", "H")).toBe(7000);
  });
  it("hidden teams are never spotted", () => {
    expect(isSpotted(10, "stationaryConcealment", "stationary", null, true)).toBe(false);
    expect(isSpotted(100, "stationaryConcealment", "stationary", null)).toBe(true);
    expect(isSpotted(101, "stationaryConcealment", "stationary", null)).toBe(false);
  });
  it.each([
    ["forest", "terrainFollowingForest"],
    ["river", "terrainFollowingOpen"],
    [{ buildingFloors: 1 }, "terrainFollowingBuilding1"],
    [{ buildingFloors: 3 }, "terrainFollowingBuilding2to3"],
    [{ buildingFloors: 4 }, "terrainFollowingBuilding4plus"],
  ] as const)("terrain following over %j", (below, row) => {
    expect(terrainFollowingSituation(below)).toBe(row);
  });
});
