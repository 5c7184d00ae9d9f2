// Guide 7.2, 7.3, 7.4, 7.5, 7.14.
import { describe, expect, it } from "vitest";
import {
  captainsTacticsPool,
  maneuverTooLate,
  multiActionDisadvantage,
  npcCrewAsset,
  scannerOperatorMay,
  SPACE_STATIONS,
  spaceTurnStep,
  stationOffers,
} from "../../../../src/rulesets/space-patrol/rules/space-stations";

describe("stations (Guide 7.4)", () => {
  it.each([
    ["flight", ["standardMove", "evasiveManeuvers", "dangerousManeuvers", "launchSpaceTorps", "repairFlight"], ["standardMove", "launchSpaceTorps"]],
    ["astrogation", ["prepareForWarp", "targetLock", "boostField", "launchSpaceTorps", "repairAstrogation"], ["launchSpaceTorps"]],
    ["engineering", ["repairSystem", "goDark", "boostEngines", "boostBeam", "boostField"], []],
    ["gunnery", ["fireWeapons", "reload", "repairWeapon"], []],
    ["intelligence", ["identifyTarget", "analyzeTarget", "electronicJam", "repairElectronics", "pointDefense", "reload"], ["pointDefense"]],
    ["medical", ["healCrewman", "repairHull", "scanForLifeSigns", "reload"], []],
  ] as const)("%s offers %j, free: %j", (station, actions, free) => {
    expect(SPACE_STATIONS[station].map((a) => a.key)).toEqual(actions);
    expect(SPACE_STATIONS[station].filter((a) => a.free).map((a) => a.key)).toEqual(free);
  });
  it("knows what a station offers", () => {
    expect(stationOffers("gunnery", "fireWeapons")).toBe(true);
    expect(stationOffers("medical", "fireWeapons")).toBe(false);
  });
});

describe("crews (Guide 7.14)", () => {
  it("covering two stations puts both actions at a disadvantage", () => {
    expect(multiActionDisadvantage(["targetLock", "evasiveManeuvers"])).toBe(1);
    expect(multiActionDisadvantage(["evasiveManeuvers"])).toBe(0);
  });
  it("launching torps beside another action costs nothing; a torp-pod gun boat neither", () => {
    expect(multiActionDisadvantage(["launchSpaceTorps", "evasiveManeuvers"])).toBe(0);
    expect(multiActionDisadvantage(["fireWeapons", "targetLock"], { torpPodWeapon: true })).toBe(0);
  });
  it("two actions at most", () => expect(() => multiActionDisadvantage(["a", "b", "c"] as never)).toThrow(/at most 2/));
  it("a scanner operator does I.O. and astrogator work except warp", () => {
    expect(scannerOperatorMay("identifyTarget")).toBe(true);
    expect(scannerOperatorMay("targetLock")).toBe(true);
    expect(scannerOperatorMay("prepareForWarp")).toBe(false);
    expect(scannerOperatorMay("fireWeapons")).toBe(false);
  });
  it.each([1, 2, 3, 4])("NPC crew level %i is allowed", (l) => expect(npcCrewAsset(l)).toBe(l));
  it("NPC crew level 5 is not", () => expect(() => npcCrewAsset(5)).toThrow(/1 to 4/));
  it("the captains' pool adds their Tactics (Guide 7.3)", () => expect(captainsTacticsPool([2, "X", 3])).toBe(5));
});

describe("a ship's turn in order (Guide 7.2, 7.5)", () => {
  it("puts every station action in one step of the turn", () => {
    for (const list of Object.values(SPACE_STATIONS)) for (const a of list) expect(() => spaceTurnStep(a.key)).not.toThrow();
    expect([spaceTurnStep("boostField"), spaceTurnStep("targetLock"), spaceTurnStep("launchSpaceTorps"), spaceTurnStep("repairHull"), spaceTurnStep("reload")]).toEqual(["maneuvers", "scanners", "firing", "repairs", "other"]);
  });
  it("lets a maneuver follow only other maneuvers", () => {
    expect(maneuverTooLate([])).toBe(false);
    expect(maneuverTooLate(["evasiveManeuvers", "standardMove", "boostEngines"])).toBe(false);
    expect(maneuverTooLate(["evasiveManeuvers", "identifyTarget"])).toBe(true);
    expect(maneuverTooLate(["pointDefense"])).toBe(true);
    expect(maneuverTooLate(["prepareForWarp"])).toBe(true);
  });
});
