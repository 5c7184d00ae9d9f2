// Guide 7.6 scanners and 7.7 warp.
import { describe, expect, it } from "vitest";
import { identifiedForSquadronShip, maxTargetLocks, SCANNER_TASK_DT, staysIdentified, scannerModifiers, warpDisadvantages, warpProblem, type ScannerTaskKey } from "../../../../src/rulesets/space-patrol/rules/space-scanners";

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
});

describe("warp (Guide 7.7)", () => {
  const ok = { markers: { "sp-spacecraft-drive": 2, "sp-spacecraft-astrogation": 2 }, diametersFromNearestBody: 10, onlyStandardMoves: true };
  it("allowed with 2 Drive and 2 Astrogation Markers at 10 diameters", () => expect(warpProblem(ok)).toBeNull());
  it("refused with a third marker, too close or after a maneuver", () => {
    expect(warpProblem({ ...ok, markers: { "sp-spacecraft-drive": 3 } })).toMatch(/Drive/);
    expect(warpProblem({ ...ok, markers: { "sp-spacecraft-astrogation": 3 } })).toMatch(/Astrogation/);
    expect(warpProblem({ ...ok, diametersFromNearestBody: 9 })).toMatch(/diameters/);
    expect(warpProblem({ ...ok, onlyStandardMoves: false })).toMatch(/maneuver/);
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
