import { describe, expect, it } from "vitest";
import { flightHeight, footAllowance, GRAV_SPEED_M, gravDistance, mayPopUp, speedAllowed } from "../../../../src/rulesets/striker/rules/movement";
import {
  contourLoss,
  floorChangeAllowed,
  footAllowanceOver,
  mayHide,
  mayLeaveBuildingAt,
  pathCost,
  setUpStatus,
} from "../../../../src/rulesets/striker/rules/terrain-movement";

describe("allowances (Striker 6.A)", () => {
  it("walk 50 m, run 100 m in battle dress only", () => {
    expect(footAllowance(false, false)).toBe(50);
    expect(footAllowance(true, true)).toBe(100);
    expect(() => footAllowance(true, false)).toThrow(/battle dress/);
  });
  it("grav speeds 2500 / 2000 / 350 m", () => {
    expect(GRAV_SPEED_M).toEqual({ maximum: 2500, cruise: 2000, noe: 350 });
  });
  it.each([
    ["high", "maximum", true],
    ["terrainFollowing", "maximum", false],
    ["terrainFollowing", "cruise", true],
    ["noe", "cruise", false],
    ["noe", "noe", true],
  ] as const)("%s mode at %s speed: %s", (mode, speed, ok) => {
    expect(speedAllowed(mode, speed)).toBe(ok);
  });
  it.each([
    ["cruise", 0, 2000],
    ["cruise", 1, 1800],
    ["cruise", 3, 1400],
    ["cruise", 12, 0],
    ["noe", 5, 350],
    ["maximum", 0, 2500],
  ] as const)("%s with %i turns leaves %i m", (speed, turns, left) => {
    expect(gravDistance(speed, turns)).toBe(left);
  });
  it("no turns at maximum speed", () => {
    expect(() => gravDistance("maximum", 1)).toThrow(/No changes of direction/);
  });
  it.each([
    ["high", 12, 30, 40],
    ["terrainFollowing", 12, 30, 22],
    ["terrainFollowing", 0, 30, 10],
    ["noe", 12, 30, 4],
  ] as const)("%s over a %i m feature (highest %i m) flies at %i m", (mode, below, highest, h) => {
    expect(flightHeight(mode, below, highest)).toBe(h);
  });
  it("pop-up only for a stationary grav team", () => {
    expect(mayPopUp(true, false)).toBe(true);
    expect(mayPopUp(true, true)).toBe(false);
    expect(mayPopUp(false, false)).toBe(false);
  });
});

describe("terrain (Striker 6.B)", () => {
  const foot = { kind: "foot" } as const;
  it.each([
    [0, 0],
    [2, 0],
    [3, 10],
    [5, 10],
    [6, 20],
  ])("%i contours uphill cost %i m on foot", (n, m) => {
    expect(contourLoss(n, foot)).toBe(m);
  });
  it("grav in high mode ignores contours; NOE does not", () => {
    expect(contourLoss(6, { kind: "grav", mode: "high" })).toBe(0);
    expect(contourLoss(6, { kind: "grav", mode: "noe" })).toBe(20);
  });
  it("forest doubles on foot and NOE, not flying over it", () => {
    const path = [{ terrain: "forest", lengthM: 20 }] as const;
    expect(pathCost(path, foot)).toBe(40);
    expect(pathCost(path, { kind: "grav", mode: "noe" })).toBe(40);
    expect(pathCost(path, { kind: "grav", mode: "terrainFollowing" })).toBe(20);
  });
  it("roads are clear but contours still count", () => {
    expect(pathCost([{ terrain: "road", lengthM: 40, contoursUp: 3 }], foot)).toBe(50);
  });
  it("water: foot only at bridges and fords (10 m a turn); grav over it freely", () => {
    expect(() => pathCost([{ terrain: "water", lengthM: 5 }], foot)).toThrow(/bridges and fords/);
    expect(pathCost([{ terrain: "water", lengthM: 5 }], { kind: "grav", mode: "noe" })).toBe(5);
    expect(footAllowanceOver([{ terrain: "ford", lengthM: 10 }], false)).toBe(10);
    expect(footAllowanceOver([{ terrain: "bridge", lengthM: 10 }], false)).toBe(50);
  });
  it("steep slopes close to foot", () => {
    expect(() => pathCost([{ terrain: "clear", lengthM: 10, contoursUp: 1, contourSpacingM: 2 }], foot)).toThrow(/steep/);
  });
  it("buildings: one floor a phase, only grav leaves above the ground floor", () => {
    expect(floorChangeAllowed(1, 2)).toBe(true);
    expect(floorChangeAllowed(1, 3)).toBe(false);
    expect(mayLeaveBuildingAt(1, false)).toBe(true);
    expect(mayLeaveBuildingAt(2, false)).toBe(false);
    expect(mayLeaveBuildingAt(2, true)).toBe(true);
  });
});

describe("set-up and hiding (Striker 6.D)", () => {
  it.each([
    [3, 0, false, 3],
    [3, 2, false, 1],
    [3, 3, true, 0],
    [0, 0, true, 0],
  ])("SET UP %i after %i phases: ready %s, %i left", (setUp, spent, ready, left) => {
    const s = setUpStatus(setUp, spent);
    expect(s).toEqual({ ready, phasesLeft: left, countsAsMoving: !ready, mayMoveOrFire: ready });
  });
  it("hiding needs concealment terrain", () => {
    expect(mayHide("forest", true)).toBe(true);
    expect(mayHide("building", true)).toBe(true);
    expect(mayHide("clear", true)).toBe(false);
    expect(mayHide("forest", false)).toBe(false);
  });
});
