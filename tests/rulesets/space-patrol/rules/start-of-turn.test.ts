// Start-of-turn checks, ruling SP-11 (Guide 6.14, 6.15, 7.10, 7.12).
import { describe, expect, it } from "vitest";
import {
  applyStartOfTurnResult,
  runStartOfTurn,
  startOfTurnChecks,
  type CombatantKind,
} from "../../../../src/rulesets/space-patrol/rules/start-of-turn";

describe("which checks, in what order (SP-11)", () => {
  it("a person: Mortal Wound (Vigor 8), Stun (Vigor 16), Morale (Will 12)", () => {
    const checks = startOfTurnChecks({ "sp-morale": 1, "sp-stun": 1, "sp-mortalWound": 2, "sp-wound": 1 }, "individual");
    expect(checks.map((c) => [c.key, c.asset, c.dt, c.disadvantages])).toEqual([
      ["mortalWound", "vigor", 8, 3],
      ["stun", "vigor", 16, 3],
      ["morale", "will", 12, 3],
    ]);
  });
  it("an unmarked combatant rolls nothing", () => {
    expect(startOfTurnChecks({ "sp-wound": 3 }, "individual")).toHaveLength(0);
  });
  it("a vehicle: one Mechanics DT 12 per Failure Cascade, one Electronics DT 16 per Control, then the commander's Will DT 12", () => {
    const checks = startOfTurnChecks({ "sp-vehicle-morale": 1, "sp-vehicle-control": 2, "sp-vehicle-failureCascade": 2, "sp-vehicle-damage": 4 }, "vehicle");
    expect(checks.map((c) => [c.key, c.asset, c.dt, c.roller, c.disadvantages])).toEqual([
      ["failureCascade", "mechanics", 12, "crewman", 0],
      ["failureCascade", "mechanics", 12, "crewman", 0],
      ["control", "electronics", 16, "crewman", 0],
      ["control", "electronics", 16, "crewman", 0],
      ["morale", "will", 12, "commander", 0],
    ]);
  });
  it("a spacecraft: Ship Drives DT 12 per Failure Cascade, then the captain's Leadership DT 12", () => {
    const checks = startOfTurnChecks({ "sp-spacecraft-morale": 1, "sp-spacecraft-failureCascade": 1 }, "spacecraft");
    expect(checks.map((c) => [c.key, c.asset, c.dt, c.roller])).toEqual([
      ["failureCascade", "shipDrives", 12, "crewman"],
      ["morale", "leadership", 12, "captain"],
    ]);
  });
  it("refuses an unknown kind", () => {
    expect(() => startOfTurnChecks({}, "robot" as CombatantKind)).toThrow(/robot/);
  });
});

describe("results (SP-11)", () => {
  const [mortal, stun, morale] = startOfTurnChecks({ "sp-mortalWound": 1, "sp-stun": 1, "sp-morale": 1 }, "individual");
  it("failing the Mortal Wound check is death; passing keeps the marker", () => {
    if (!mortal) throw new Error("missing check");
    expect(applyStartOfTurnResult({ "sp-mortalWound": 1 }, mortal, false).dead).toBe(true);
    const ok = applyStartOfTurnResult({ "sp-mortalWound": 1 }, mortal, true);
    expect(ok.dead).toBe(false);
    expect(ok.counts).toEqual({ "sp-mortalWound": 1 });
  });
  it("Stun: success clears it, failure means no move and no action", () => {
    if (!stun) throw new Error("missing check");
    expect(applyStartOfTurnResult({ "sp-stun": 1 }, stun, true)).toMatchObject({ counts: {}, markerCleared: true, noMoveNoAction: false });
    expect(applyStartOfTurnResult({ "sp-stun": 1 }, stun, false)).toMatchObject({ counts: { "sp-stun": 1 }, noMoveNoAction: true });
  });
  it("Morale: failure means hunker or move to cover", () => {
    if (!morale) throw new Error("missing check");
    expect(applyStartOfTurnResult({ "sp-morale": 1 }, morale, false).hunkerOrMoveToCover).toBe(true);
  });
  it("a failed Failure Cascade check wrecks the vehicle", () => {
    const [fc] = startOfTurnChecks({ "sp-vehicle-failureCascade": 1 }, "vehicle");
    if (!fc) throw new Error("missing check");
    const o = applyStartOfTurnResult({ "sp-vehicle-failureCascade": 1 }, fc, false);
    expect(o.wrecked).toBe(true);
    expect(o.counts).toEqual({ "sp-vehicle-failureCascade": 1, "sp-vehicle-wrecked": 1 });
  });
  it("a successful Control check clears one Control Marker", () => {
    const [c] = startOfTurnChecks({ "sp-vehicle-control": 2 }, "vehicle");
    if (!c) throw new Error("missing check");
    expect(applyStartOfTurnResult({ "sp-vehicle-control": 2 }, c, true).counts).toEqual({ "sp-vehicle-control": 1 });
  });
  it("a failed ship Morale check sends the ship away", () => {
    const [m] = startOfTurnChecks({ "sp-spacecraft-morale": 1 }, "spacecraft");
    if (!m) throw new Error("missing check");
    expect(applyStartOfTurnResult({ "sp-spacecraft-morale": 1 }, m, false).mustWithdraw).toBe(true);
  });
});

describe("runStartOfTurn", () => {
  it("stops at death: a dead man rolls no Stun check", () => {
    const seen: string[] = [];
    const r = runStartOfTurn({ "sp-mortalWound": 1, "sp-stun": 1 }, "individual", (c) => (seen.push(c.key), false));
    expect(seen).toEqual(["mortalWound"]);
    expect(r.dead).toBe(true);
  });
  it("clears both Control Markers on two successes and Morale on a third", () => {
    const r = runStartOfTurn({ "sp-vehicle-control": 2, "sp-vehicle-morale": 1 }, "vehicle", () => true);
    expect(r.counts).toEqual({});
    expect(r.rolled).toHaveLength(3);
  });
  it("stops at the first failed Failure Cascade check", () => {
    const r = runStartOfTurn({ "sp-spacecraft-failureCascade": 3 }, "spacecraft", () => false);
    expect(r.rolled).toHaveLength(1);
    expect(r.wrecked).toBe(true);
    expect(r.counts).toMatchObject({ "sp-spacecraft-wrecked": 1 });
  });
});
