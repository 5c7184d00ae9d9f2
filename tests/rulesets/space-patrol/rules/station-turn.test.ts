// One action a station a turn, and a crewman covering two stations (Guide 7.4, 7.14).
import { describe, expect, it } from "vitest";
import { isFreeAction, stationActionAllowed, type StationActionTaken } from "../../../../src/rulesets/space-patrol/rules/station-turn";

const ito = "Actor.ito";
const taken = (station: StationActionTaken["station"], action: StationActionTaken["action"], by: string, covering: boolean, disadvantages: number): StationActionTaken => ({ station, action, by, covering, disadvantages });

describe("station actions in a turn (Guide 7.4, 7.14)", () => {
  it("marks the free actions as the Guide does", () => {
    expect(isFreeAction("flight", "standardMove")).toBe(true);
    expect(isFreeAction("flight", "launchSpaceTorps")).toBe(true);
    expect(isFreeAction("intelligence", "pointDefense")).toBe(true);
    expect(isFreeAction("flight", "evasiveManeuvers")).toBe(false);
    expect(() => isFreeAction("flight", "fireWeapons")).toThrow(RangeError);
  });

  it("lets a station take one action, and free actions beside it", () => {
    const first = stationActionAllowed([], { station: "flight", action: "evasiveManeuvers", by: ito, covering: false });
    expect(first).toEqual({ disadvantages: 0, record: taken("flight", "evasiveManeuvers", ito, false, 0) });
    const done = [taken("flight", "evasiveManeuvers", ito, false, 0)];
    expect(stationActionAllowed(done, { station: "flight", action: "dangerousManeuvers", by: ito, covering: false })).toEqual({ refused: "stationActed" });
    expect(stationActionAllowed(done, { station: "flight", action: "launchSpaceTorps", by: ito, covering: false })).toEqual({ disadvantages: 0, record: null });
  });

  it("counts more fire and scanner requests of the same action as that one action, at its disadvantage", () => {
    const done = [taken("gunnery", "fireWeapons", ito, true, 1)];
    expect(stationActionAllowed(done, { station: "gunnery", action: "fireWeapons", by: ito, covering: false })).toEqual({ disadvantages: 1, record: null });
    expect(stationActionAllowed(done, { station: "gunnery", action: "repairWeapon", by: ito, covering: false })).toEqual({ refused: "stationActed" });
    // a repair is one attempt: a second is a second action
    expect(stationActionAllowed([taken("gunnery", "repairWeapon", "", false, 0)], { station: "gunnery", action: "repairWeapon", by: "", covering: false })).toEqual({ refused: "stationActed" });
  });

  it("gives a crewman covering two stations two actions, both at a disadvantage, and no third (7.14)", () => {
    const first = stationActionAllowed([], { station: "astrogation", action: "targetLock", by: ito, covering: true });
    expect(first).toEqual({ disadvantages: 1, record: taken("astrogation", "targetLock", ito, true, 1) });
    const done = [taken("astrogation", "targetLock", ito, true, 1)];
    expect(stationActionAllowed(done, { station: "flight", action: "evasiveManeuvers", by: ito, covering: false })).toEqual({ disadvantages: 1, record: taken("flight", "evasiveManeuvers", ito, true, 1) });
    const two = [...done, taken("flight", "evasiveManeuvers", ito, true, 1)];
    expect(stationActionAllowed(two, { station: "gunnery", action: "fireWeapons", by: ito, covering: true })).toEqual({ refused: "twoActions" });
  });

  it("holds a crewman who said he would take one action to it", () => {
    const done = [taken("astrogation", "targetLock", ito, false, 0)];
    expect(stationActionAllowed(done, { station: "flight", action: "evasiveManeuvers", by: ito, covering: true })).toEqual({ refused: "saidOneAction" });
  });

  it("lets every NPC-crewed station act once, with no covering", () => {
    const done = [taken("flight", "evasiveManeuvers", "", false, 0)];
    expect(stationActionAllowed(done, { station: "gunnery", action: "fireWeapons", by: "", covering: false })).toEqual({ disadvantages: 0, record: taken("gunnery", "fireWeapons", "", false, 0) });
  });

  it("refuses malformed input", () => {
    expect(() => stationActionAllowed([], { station: "flight", action: "evasiveManeuvers", by: 3 as never, covering: false })).toThrow(RangeError);
    expect(() => stationActionAllowed([], { station: "bridge" as never, action: "evasiveManeuvers", by: "", covering: false })).toThrow(RangeError);
    expect(() => stationActionAllowed([], { station: "flight", action: "evasiveManeuvers", by: "", covering: "yes" as never })).toThrow(RangeError);
  });
});
