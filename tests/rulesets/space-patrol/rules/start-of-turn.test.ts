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

describe("player-character crews roll their own Morale (Guide 6.15, 7.12)", () => {
  const crew = [
    { name: "Vance", level: 3, atControls: true },
    { name: "Okafor", level: 1 },
    { name: "Lin", level: "X" as const, disadvantages: 1 },
  ];
  const own = { playerCrewRollOwnMorale: true, playerCrew: crew };

  it("is off by default: the commander rolls once even when the crew is named", () => {
    const checks = startOfTurnChecks({ "sp-vehicle-morale": 1 }, "vehicle", { playerCrew: crew });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ roller: "commander" });
    expect(checks[0]?.crewman).toBeUndefined();
  });
  it("lists the Morale check once per crewman, still after Failure Cascade and Control (SP-11)", () => {
    const checks = startOfTurnChecks({ "sp-vehicle-morale": 1, "sp-vehicle-control": 1, "sp-vehicle-failureCascade": 1 }, "vehicle", own);
    expect(checks.map((c) => [c.key, c.crewman?.name ?? null])).toEqual([
      ["failureCascade", null],
      ["control", null],
      ["morale", "Vance"],
      ["morale", "Okafor"],
      ["morale", "Lin"],
    ]);
    expect(checks.slice(2).every((c) => c.dt === 12 && c.asset === "will" && c.roller === "self")).toBe(true);
    expect(checks[4]).toMatchObject({ disadvantages: 1, crewman: { level: "X" } });
  });
  it("aboard a spacecraft each rolls Leadership DT 12", () => {
    const checks = startOfTurnChecks({ "sp-spacecraft-morale": 1 }, "spacecraft", own);
    expect(checks.map((c) => [c.asset, c.dt, c.crewman?.name])).toEqual([
      ["leadership", 12, "Vance"],
      ["leadership", 12, "Okafor"],
      ["leadership", 12, "Lin"],
    ]);
  });
  it("without a Morale Marker nobody rolls and no crew is needed", () => {
    expect(startOfTurnChecks({ "sp-vehicle-control": 1 }, "vehicle", { playerCrewRollOwnMorale: true })).toHaveLength(1);
  });
  it("leaves a person alone: he rolls his own Morale anyway", () => {
    const checks = startOfTurnChecks({ "sp-morale": 1 }, "individual", own);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.crewman).toBeUndefined();
  });
  it("one crewman passing does not take the craft's marker off alone", () => {
    const [first] = startOfTurnChecks({ "sp-vehicle-morale": 1 }, "vehicle", own);
    if (!first) throw new Error("missing check");
    expect(applyStartOfTurnResult({ "sp-vehicle-morale": 1 }, first, true)).toMatchObject({ counts: { "sp-vehicle-morale": 1 }, markerCleared: false, shakenCrewman: null });
  });
  it("a shaken driver takes the vehicle away; a shaken gunner only stops firing", () => {
    const [driver, gunner] = startOfTurnChecks({ "sp-vehicle-morale": 1 }, "vehicle", own);
    if (!driver || !gunner) throw new Error("missing check");
    expect(applyStartOfTurnResult({ "sp-vehicle-morale": 1 }, driver, false)).toMatchObject({ mustWithdraw: true, shakenCrewman: "Vance" });
    expect(applyStartOfTurnResult({ "sp-vehicle-morale": 1 }, gunner, false)).toMatchObject({ mustWithdraw: false, shakenCrewman: "Okafor" });
  });
  it("the marker comes off once every crewman passes", () => {
    const r = runStartOfTurn({ "sp-spacecraft-morale": 1 }, "spacecraft", () => true, own);
    expect(r.rolled).toHaveLength(3);
    expect(r.counts).toEqual({});
    expect(r.shakenCrew).toEqual([]);
    expect(r.mustWithdraw).toBe(false);
  });
  it("a crewman who fails keeps the marker on the craft and rolls again next turn", () => {
    const r = runStartOfTurn({ "sp-spacecraft-morale": 1 }, "spacecraft", (c) => c.crewman?.name !== "Okafor", own);
    expect(r.counts).toEqual({ "sp-spacecraft-morale": 1 });
    expect(r.shakenCrew).toEqual(["Okafor"]);
    expect(r.mustWithdraw).toBe(false);
    const next = runStartOfTurn(r.counts, "spacecraft", () => true, { playerCrewRollOwnMorale: true, playerCrew: crew.filter((c) => r.shakenCrew.includes(c.name)) });
    expect(next.rolled.map((x) => x.check.crewman?.name)).toEqual(["Okafor"]);
    expect(next.counts).toEqual({});
  });
  it("a wreck ends the turn before anyone rolls Morale", () => {
    const r = runStartOfTurn({ "sp-vehicle-failureCascade": 1, "sp-vehicle-morale": 1 }, "vehicle", () => false, own);
    expect(r.rolled.map((x) => x.check.key)).toEqual(["failureCascade"]);
    expect(r.shakenCrew).toEqual([]);
    expect(r.counts).toMatchObject({ "sp-vehicle-morale": 1, "sp-vehicle-wrecked": 1 });
  });
  it("rejects a missing, unnamed, doubled or ill-levelled crew", () => {
    const m = { "sp-vehicle-morale": 1 };
    expect(() => startOfTurnChecks(m, "vehicle", { playerCrewRollOwnMorale: true })).toThrow(/Name the player characters/);
    expect(() => startOfTurnChecks(m, "vehicle", { playerCrewRollOwnMorale: true, playerCrew: [{ name: " ", level: 1 }] })).toThrow(/needs a name/);
    expect(() => startOfTurnChecks(m, "vehicle", { playerCrewRollOwnMorale: true, playerCrew: [{ name: "A", level: 1 }, { name: "A", level: 2 }] })).toThrow(/listed twice/);
    expect(() => startOfTurnChecks(m, "vehicle", { playerCrewRollOwnMorale: true, playerCrew: [{ name: "A", level: 11 }] })).toThrow(/level must be X or 0 to 10/);
    expect(() => startOfTurnChecks(m, "vehicle", { playerCrewRollOwnMorale: true, playerCrew: [{ name: "A", level: 1, disadvantages: -1 }] })).toThrow(/disadvantages/);
  });
});
