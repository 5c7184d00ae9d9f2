import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import {
  leaderModifier,
  moraleResultLabel,
  moraleTriggers,
  moraleResult,
  orderChecks,
  resolveMorale,
  teamsToCheck,
  type LeaderInfluence,
  type MoraleInput,
} from "../../../../src/rulesets/striker/rules/morale";

const leader = (extra: Partial<LeaderInfluence>): LeaderInfluence => ({
  kind: "nco",
  visible: true,
  distanceM: 50,
  normallyLeads: true,
  failedOwnCheck: false,
  ...extra,
});

describe("morale table (ruling STR-3)", () => {
  it.each([
    [-3, "routed"],
    [8, "routed"],
    [9, "suppressed"],
    [13, "suppressed"],
    [14, "passed"],
    [30, "passed"],
  ] as const)("%i is %s", (total, result) => {
    expect(moraleResult(total)).toBe(result);
  });
  it("the table's +1 is not added again", () => {
    const r = resolveMorale({ morale: 7, status: "open", leaders: [], nearbyCasualties: 0 }, new FixedDice([3, 4]));
    expect(r.total).toBe(14);
    expect(r.result).toBe("passed");
  });
});

describe("cover in morale (ruling STR-2)", () => {
  it.each([
    ["open", 11, "suppressed"],
    ["concealed", 13, "suppressed"],
    ["hidden", 14, "passed"],
  ] as const)("%s: total %i", (status, total, result) => {
    const r = resolveMorale({ morale: 5, status, leaders: [], nearbyCasualties: 0 }, new FixedDice([3, 3]));
    expect(r.total).toBe(total);
    expect(r.result).toBe(result);
  });
});

describe("leaders in morale (ruling STR-6)", () => {
  it.each([
    ["NCO", leader({}), 1],
    ["officer", leader({ kind: "officer" }), 2],
    ["company commander", leader({ kind: "companyCommander" }), 3],
    ["failed NCO", leader({ failedOwnCheck: true }), -1],
    ["failed officer", leader({ kind: "officer", failedOwnCheck: true }), -2],
    ["failed NCO of another unit", leader({ failedOwnCheck: true, normallyLeads: false }), -1],
    ["NCO of another unit", leader({ normallyLeads: false }), 0],
    ["officer of another unit", leader({ kind: "officer", normallyLeads: false }), 2],
    ["not visible", leader({ visible: false }), 0],
    ["at 100 m", leader({ distanceM: 100 }), 1],
    ["at 101 m", leader({ distanceM: 101 }), 0],
  ] as const)("%s: %i", (_, l, dm) => {
    expect(leaderModifier(l)).toBe(dm);
  });
  it("add up", () => {
    const input: MoraleInput = {
      morale: 5,
      status: "open",
      leaders: [leader({}), leader({ kind: "officer" }), leader({ kind: "companyCommander" })],
      nearbyCasualties: 0,
    };
    const r = resolveMorale(input, new FixedDice([1, 2]));
    expect(r.modifiers.map((m) => m.value)).toEqual([5, 6]);
    expect(r.total).toBe(14);
  });
});

describe("morale procedure (Striker 8.C.2)", () => {
  it("subtracts one per friendly casualty nearby", () => {
    const r = resolveMorale({ morale: 7, status: "concealed", leaders: [], nearbyCasualties: 3 }, new FixedDice([4, 4]));
    expect(r.modifiers.map((m) => [m.label, m.value])).toEqual([
      ["STARSKIRMISH.Striker.Morale.Modifier.morale", 7],
      ["STARSKIRMISH.Striker.Morale.Modifier.concealed", 2],
      ["STARSKIRMISH.Striker.Morale.Modifier.nearbyCasualties", -3],
    ]);
    expect(r.total).toBe(14);
  });
  it("a 5-morale team rolling 3 routs", () => {
    expect(resolveMorale({ morale: 5, status: "open", leaders: [], nearbyCasualties: 0 }, new FixedDice([1, 2])).result).toBe("routed");
  });
  it("rejects invalid input", () => {
    const d = new FixedDice([1]);
    expect(() => resolveMorale({ morale: 5.5, status: "open", leaders: [], nearbyCasualties: 0 }, d)).toThrow(/whole/);
    expect(() => resolveMorale({ morale: 5, status: "open", leaders: [], nearbyCasualties: -1 }, d)).toThrow(/0 or more/);
    expect(() => leaderModifier(leader({ distanceM: -3 }))).toThrow(/0 m or more/);
  });
  it("never NaN and always a result (SeededDice)", () => {
    const dice = new SeededDice(99);
    for (let i = 0; i < 300; i++) {
      const r = resolveMorale({ morale: i % 14, status: (["open", "concealed", "hidden"] as const)[i % 3] ?? "open", leaders: [leader({ distanceM: i % 150 })], nearbyCasualties: i % 5 }, dice);
      expect(Number.isNaN(r.total)).toBe(false);
      expect(["passed", "suppressed", "routed"]).toContain(r.result);
    }
  });
});

describe("when to check (Striker 8.C.1)", () => {
  it("at most once a fire phase, with every reason", () => {
    expect(
      teamsToCheck([
        { teamId: "a", trigger: "casualties" },
        { teamId: "b", trigger: "nearbyCasualty" },
        { teamId: "a", trigger: "combatResult" },
        { teamId: "a", trigger: "casualties" },
        { teamId: "b", trigger: "leaderRouted" },
      ]),
    ).toEqual([
      { teamId: "a", triggers: ["casualties", "combatResult"] },
      { teamId: "b", triggers: ["nearbyCasualty", "leaderRouted"] },
    ]);
  });
  it("leader teams check first, most senior first", () => {
    const teams = [
      { id: "t1", leader: null },
      { id: "n", leader: "nco" },
      { id: "t2", leader: null },
      { id: "o", leader: "officer" },
      { id: "c", leader: "companyCommander" },
    ] as const;
    expect(orderChecks(teams).map((t) => t.id)).toEqual(["c", "o", "n", "t1", "t2"]);
  });
});

describe("morale triggers (Striker 8.C.1)", () => {
  const none = { tookCasualties: false, combatResult: false, casualtyTeams: [], routedLeaders: [] };
  it.each([
    ["nothing happened", none, []],
    ["own casualties", { ...none, tookCasualties: true }, ["casualties"]],
    ["a hit or M", { ...none, combatResult: true }, ["combatResult"]],
    ["a visible team 50 m away lost a soldier", { ...none, casualtyTeams: [{ distanceM: 50, visible: true }] }, ["nearbyCasualty"]],
    ["... 51 m away", { ...none, casualtyTeams: [{ distanceM: 51, visible: true }] }, []],
    ["... unseen", { ...none, casualtyTeams: [{ distanceM: 10, visible: false }] }, []],
    ["a leader routed 200 m away in LOS", { ...none, routedLeaders: [{ distanceM: 200, lineOfSight: true }] }, ["leaderRouted"]],
    ["... 201 m away", { ...none, routedLeaders: [{ distanceM: 201, lineOfSight: true }] }, []],
    ["... out of sight", { ...none, routedLeaders: [{ distanceM: 20, lineOfSight: false }] }, []],
  ] as const)("%s", (_, situation, triggers) => {
    expect(moraleTriggers(situation)).toEqual(triggers);
  });
  it("labels results", () => {
    expect(moraleResultLabel("routed")).toBe("STARSKIRMISH.Striker.Morale.Result.routed");
  });
});
