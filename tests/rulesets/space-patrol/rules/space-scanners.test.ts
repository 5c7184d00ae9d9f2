// Guide 7.6 scanners and 7.7 warp.
import { describe, expect, it } from "vitest";
import { identifiedForSquadronShip, maxTargetLocks, targetLockProblem, SCANNER_TASK_DT, staysIdentified, scannerModifiers, hasWarpedOut, spaceTurnIndex, warpDisadvantages, warpOutTurn, warpProblem, warpRetryTurn, warpRollTurn, WARP_TIMING, type ScannerTaskKey } from "../../../../src/rulesets/space-patrol/rules/space-scanners";

describe("scanner tasks (Guide 7.6)", () => {
  it("DTs", () => expect(SCANNER_TASK_DT).toEqual({ identifyTarget: 12, targetLock: 12, analyzeTarget: 8, electronicJam: 16, scanForLifeSigns: 8 }));
  it("identify: advantage if the target fired, disadvantage if dark, one per Electronics Marker", () => {
    expect(scannerModifiers("identifyTarget", { targetFiredLastTurn: true })).toEqual({ advantages: 1, disadvantages: 0 });
    expect(scannerModifiers("targetLock", { targetDark: true, shipMarkers: { "sp-spacecraft-electronics": 2 } })).toEqual({ advantages: 0, disadvantages: 3 });
  });
  it("analyze: a disadvantage per extra fact; array higher or lower is one step", () => {
    expect(scannerModifiers("analyzeTarget", { facts: 3, ownArray: 4, targetArray: 2 })).toEqual({ advantages: 1, disadvantages: 2 });
    expect(() => scannerModifiers("analyzeTarget", { facts: 1 })).toThrow(/arrays/);
  });
  it("jam: one step per point of array difference", () => {
    expect(scannerModifiers("electronicJam", { ownArray: 5, targetArray: 2 })).toEqual({ advantages: 3, disadvantages: 0 });
    expect(scannerModifiers("electronicJam", { ownArray: 1, targetArray: 3 })).toEqual({ advantages: 0, disadvantages: 2 });
  });
  it("refuses an unknown task", () => expect(() => scannerModifiers("ping" as ScannerTaskKey, {})).toThrow(/ping/));
  it.each([
    ["X", 1],
    [0, 1],
    [3, 3],
  ] as const)("Scanners %s locks up to %i targets", (level, n) => expect(maxTargetLocks(level)).toBe(n));
  it("counts every lock tried this turn against the Scanners level, and tries no ship twice", () => {
    expect(targetLockProblem(2, ["tRaider"], ["tGull"])).toBeNull();
    expect(targetLockProblem(2, ["tRaider", "tGull"], ["tOrc"])).toBe("tooManyLocks");
    expect(targetLockProblem("X", [], ["tRaider", "tGull"])).toBe("tooManyLocks");
    expect(targetLockProblem(3, ["tRaider"], ["tRaider"])).toBe("lockTried");
    expect(targetLockProblem(3, [], ["tGull", "tGull"])).toBe("lockTried");
  });
});

describe("warp (Guide 7.7)", () => {
  const ok = { markers: { "sp-spacecraft-drive": 2, "sp-spacecraft-astrogation": 2 }, astrogationComputer: 2, diametersFromNearestBody: 10, onlyStandardMoves: true };
  it("allowed with 2 Drive and 2 Astrogation Markers at 10 diameters", () => expect(warpProblem(ok)).toBeNull());
  it("refused with a third marker, too close or after a maneuver", () => {
    expect(warpProblem({ ...ok, markers: { "sp-spacecraft-drive": 3 } })).toBe("driveMarkers");
    expect(warpProblem({ ...ok, markers: { "sp-spacecraft-astrogation": 3 } })).toBe("astrogationMarkers");
    expect(warpProblem({ ...ok, diametersFromNearestBody: 9 })).toBe("nearBody");
    expect(warpProblem({ ...ok, onlyStandardMoves: false })).toBe("maneuvered");
  });
  it("refused when the Astrogation Markers bring the computer's code below 0 (7.12), allowed at code 0", () => {
    expect(warpProblem({ ...ok, astrogationComputer: 1 })).toBe("astrogationCode");
    expect(warpProblem({ ...ok, markers: { "sp-spacecraft-astrogation": 1 }, astrogationComputer: 0 })).toBe("astrogationCode");
    expect(warpProblem({ ...ok, markers: { "sp-spacecraft-astrogation": 1 }, astrogationComputer: 1 })).toBeNull();
  });
  it("one disadvantage per Drive and Astrogation Marker", () => expect(warpDisadvantages(ok.markers)).toBe(4));
});

describe("staying identified (Guide 7.6)", () => {
  it.each([
    [false, false, false, true],
    [true, false, true, false],
    [false, true, false, false],
    [false, true, true, true],
  ])("dark %s, evaded %s, fired %s: still identified %s", (wentDark, evaded, fired, stays) => {
    expect(staysIdentified({ wentDark, evaded, fired })).toBe(stays);
  });
  it("shared across the squadron only with working comms", () => {
    expect(identifiedForSquadronShip(true, true)).toBe(true);
    expect(identifiedForSquadronShip(true, false)).toBe(false);
  });
});

describe("warp timing (Guide 7.7)", () => {
  it("is data: two own turns of work, then one enemy turn, and six own turns after a failure", () => {
    expect(WARP_TIMING).toEqual({ preparationTurns: 2, enemyTurnsBeforeWarp: 1, retryAfterOwnTurns: 6 });
  });
  it("counts side turns alternately, the initiative winner first", () => {
    expect([spaceTurnIndex({ round: 1, side: "first" }), spaceTurnIndex({ round: 1, side: "second" }), spaceTurnIndex({ round: 3, side: "first" })]).toEqual([0, 1, 4]);
  });
  it("a course set in round 2 is energized and rolled at the end of the ship's round 3 turn", () => {
    expect(warpRollTurn({ round: 2, side: "second" })).toEqual({ round: 3, side: "second" });
  });
  it("the ship that acts first leaves at the end of the enemy turn in the same round", () => {
    expect(warpOutTurn({ round: 3, side: "first" })).toEqual({ round: 3, side: "second" });
  });
  it("the ship that acts second leaves at the end of the enemy turn in the next round", () => {
    expect(warpOutTurn({ round: 3, side: "second" })).toEqual({ round: 4, side: "first" });
  });
  it("example: course in round 1, roll in round 2, still there all through the enemy's round 2 turn", () => {
    const rolledOn = warpRollTurn({ round: 1, side: "first" });
    expect(hasWarpedOut(rolledOn, { round: 2, side: "first" })).toBe(false);
    expect(hasWarpedOut(rolledOn, { round: 2, side: "first" }, true)).toBe(false);
    expect(hasWarpedOut(rolledOn, { round: 2, side: "second" })).toBe(false);
    expect(hasWarpedOut(rolledOn, { round: 2, side: "second" }, true)).toBe(true);
    expect(hasWarpedOut(rolledOn, { round: 3, side: "first" })).toBe(true);
    expect(hasWarpedOut(rolledOn, { round: 9, side: "second" })).toBe(true);
  });
  it("a ship acting second is gone from the start of round 4 after rolling in round 3", () => {
    expect(hasWarpedOut({ round: 3, side: "second" }, { round: 4, side: "first" })).toBe(false);
    expect(hasWarpedOut({ round: 3, side: "second" }, { round: 4, side: "second" })).toBe(true);
  });
  it("after a failed roll in round 4 a new attempt may start in round 10 (WARP_RETRY_COUNTS_OWN_TURNS)", () => {
    expect(warpRetryTurn({ round: 4, side: "second" })).toEqual({ round: 10, side: "second" });
  });
  it("rejects turns before the roll, round 0 and unknown sides", () => {
    expect(() => hasWarpedOut({ round: 3, side: "second" }, { round: 3, side: "first" })).toThrow(/before the warp roll/);
    expect(() => warpOutTurn({ round: 0, side: "first" })).toThrow(/whole number from 1/);
    expect(() => warpRollTurn({ round: 1.5, side: "first" })).toThrow(/whole number from 1/);
    expect(() => warpRetryTurn({ round: 1, side: "third" as "first" })).toThrow(/"first" or "second"/);
  });
});
