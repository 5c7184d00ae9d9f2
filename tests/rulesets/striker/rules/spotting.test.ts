// The spotting procedure (Striker 7.A.2-4): the visibility table's row for a target, who may spot,
// which unspotted teams a move brings into sight and by whom, and the cover a team's ground gives.
import { describe, expect, it } from "vitest";
import { canSpot, coverAfterMove, hidesWhenSuppressed, newlySpotted, targetSituation, type SpottingTeam } from "../../../../src/rulesets/striker/rules/spotting";

const team = (id: string, side: number, extra: Partial<SpottingTeam> = {}): SpottingTeam => ({
  id,
  side,
  spotted: false,
  counter: false,
  standing: 4,
  status: "open",
  suppressed: false,
  moving: false,
  flight: null,
  popUp: false,
  woods: null,
  beneath: "open",
  firedWith: null,
  ...extra,
});

describe("the visibility table's row for a target (Striker 7.A.4)", () => {
  it.each([
    [{}, "stationaryOpen"],
    [{ moving: true }, "movingOpen"],
    [{ status: "concealed" }, "stationaryConcealment"],
    [{ status: "concealed", moving: true }, "movingConcealment"],
    [{ woods: "denseWoods" }, "stationaryDenseWoods"],
    [{ woods: "lightWoods", moving: true, status: "concealed" }, "movingLightWoods"],
    [{ flight: "noe", moving: true }, "movingOpen"],
    [{ flight: "high" }, "airborneHigh"],
    [{ flight: "terrainFollowing", beneath: "forest" }, "terrainFollowingForest"],
    [{ flight: "terrainFollowing", beneath: { buildingFloors: 2 } }, "terrainFollowingBuilding2to3"],
    [{ popUp: true, status: "concealed" }, "popUp"],
  ] as const)("%j reads %s", (extra, row) => {
    expect(targetSituation(team("t", 1, extra as Partial<SpottingTeam>))).toBe(row);
  });
  it("a hiding team may not be spotted (7.A.3)", () => {
    expect(targetSituation(team("t", 1, { status: "hidden" }))).toBeNull();
  });
});

describe("who may spot (Striker 7.A.3-4)", () => {
  it("not a hiding team, a counter, or a team with nobody standing", () => {
    expect(canSpot(team("a", 1))).toBe(true);
    expect(canSpot(team("a", 1, { status: "concealed" }))).toBe(true);
    expect(canSpot(team("a", 1, { status: "hidden" }))).toBe(false);
    expect(canSpot(team("a", 1, { counter: true }))).toBe(false);
    expect(canSpot(team("a", 1, { standing: 0 }))).toBe(false);
  });
  it("not a suppressed team, which may not attempt LOS checks (8.C.4.a); it is still spotted itself", () => {
    expect(canSpot(team("a", 1, { suppressed: true }))).toBe(false);
    const fact = { a: "blue", b: "red", distanceM: 400, lineOfSight: true };
    expect(newlySpotted([team("blue", 1, { suppressed: true, spotted: true }), team("red", -1)], [fact])).toEqual([]);
    expect(newlySpotted([team("blue", 1, { spotted: true }), team("red", -1, { suppressed: true })], [fact])).toEqual([{ targetId: "red", spotterId: "blue", distanceM: 400, rangeM: 1500 }]);
  });
});

describe("teams a move brings into sight (Striker 7.A.4)", () => {
  const fact = (a: string, b: string, distanceM: number, lineOfSight = true) => ({ a, b, distanceM, lineOfSight });

  it("a moving spotter sees a stationary team in the open out to 1000 m, a stationary one out to 1500 m", () => {
    const mover = team("blue", 1, { moving: true, spotted: true });
    expect(newlySpotted([mover, team("red", -1)], [fact("blue", "red", 1000)])).toEqual([{ targetId: "red", spotterId: "blue", distanceM: 1000, rangeM: 1000 }]);
    expect(newlySpotted([mover, team("red", -1)], [fact("blue", "red", 1001)])).toEqual([]);
    expect(newlySpotted([team("blue", 1, { spotted: true }), team("red", -1)], [fact("blue", "red", 1400)])).toHaveLength(1);
  });
  it("spots both ways: the stationary enemy sees the moving team", () => {
    const mover = team("blue", 1, { moving: true, spotted: false });
    const watcher = team("red", -1, { spotted: true });
    // a moving target in the open is seen out to 3000 m by a stationary spotter
    expect(newlySpotted([mover, watcher], [fact("blue", "red", 2900)])).toEqual([{ targetId: "blue", spotterId: "red", distanceM: 2900, rangeM: 3000 }]);
  });
  it("needs a line of sight and an enemy; a team already spotted, hiding or a counter is not spotted again", () => {
    expect(newlySpotted([team("blue", 1), team("red", -1)], [fact("blue", "red", 50, false)])).toEqual([]);
    expect(newlySpotted([team("blue", 1), team("red", 1)], [fact("blue", "red", 50)])).toEqual([]);
    expect(newlySpotted([team("blue", 1, { spotted: true }), team("red", -1, { spotted: true })], [fact("blue", "red", 50)])).toEqual([]);
    expect(newlySpotted([team("blue", 1, { spotted: true }), team("red", -1, { status: "hidden" })], [fact("blue", "red", 10)])).toEqual([]);
    expect(newlySpotted([team("blue", 1, { spotted: true }), team("red", -1, { counter: true })], [fact("blue", "red", 10)])).toEqual([]);
    // a pair the board did not measure spots nothing
    expect(newlySpotted([team("blue", 1, { spotted: true }), team("red", -1)], [])).toEqual([]);
  });
  it("a concealed target is seen at 100 m stationary; one in dense woods at 50 m", () => {
    const blue = team("blue", 1, { spotted: true });
    expect(newlySpotted([blue, team("red", -1, { status: "concealed" })], [fact("blue", "red", 100)])).toHaveLength(1);
    expect(newlySpotted([blue, team("red", -1, { status: "concealed" })], [fact("blue", "red", 101)])).toEqual([]);
    expect(newlySpotted([blue, team("red", -1, { status: "concealed", woods: "denseWoods" })], [fact("blue", "red", 60)])).toEqual([]);
  });
  it("a target that fired last fire phase adds its signature: high adds 2000 m for a stationary spotter", () => {
    const blue = team("blue", 1, { spotted: true });
    expect(newlySpotted([blue, team("red", -1, { firedWith: "H" })], [fact("blue", "red", 3500)])).toEqual([{ targetId: "red", spotterId: "blue", distanceM: 3500, rangeM: 3500 }]);
  });
  it("names the nearest enemy that sees the target", () => {
    const teams = [team("red", -1), team("b1", 1, { spotted: true }), team("b2", 1, { spotted: true })];
    expect(newlySpotted(teams, [fact("b1", "red", 900), fact("red", "b2", 300)])).toEqual([{ targetId: "red", spotterId: "b2", distanceM: 300, rangeM: 1500 }]);
  });
  it("refuses a fact it cannot read", () => {
    expect(() => newlySpotted([team("a", 1)], [fact("a", "b", Number.NaN)])).toThrow(RangeError);
    expect(() => newlySpotted([team("a", 1, { status: "ducked" as never })], [])).toThrow(RangeError);
  });
});

describe("cover from the ground (Striker 7.A.2-3)", () => {
  it("a team that ends its move in a forest or building is concealed, and keeps hiding if it chose to", () => {
    expect(coverAfterMove("open", true)).toEqual({ concealed: 1, hidden: 0 });
    expect(coverAfterMove("concealed", true)).toBeNull();
    expect(coverAfterMove("hidden", true)).toBeNull();
  });
  it("out of cover a team is neither concealed nor hidden", () => {
    expect(coverAfterMove("concealed", false)).toEqual({ concealed: 0, hidden: 0 });
    expect(coverAfterMove("hidden", false)).toEqual({ concealed: 0, hidden: 0 });
    expect(coverAfterMove("open", false)).toBeNull();
  });
  it("a concealed team that becomes suppressed hides", () => {
    expect(hidesWhenSuppressed("concealed")).toEqual({ concealed: 0, hidden: 1 });
    expect(hidesWhenSuppressed("open")).toBeNull();
    expect(hidesWhenSuppressed("hidden")).toBeNull();
  });
});
