import { describe, expect, it } from "vitest";
import { applyMoraleResult, canRally, idleAfterRally, rallyByLeader, selfRally } from "../../../../src/rulesets/striker/rules/morale-effects";
import { applyCasualties, canCrew, combineTeams } from "../../../../src/rulesets/striker/rules/casualties";
import type { TeamState } from "../../../../src/rulesets/striker/rules/team-state";

const team = (extra: Partial<TeamState> = {}): TeamState => ({
  id: "t",
  morale: 5,
  initiative: "low",
  leader: null,
  soldiers: 4,
  condition: "normal",
  visibility: "open",
  ...extra,
});

describe("morale results (Striker 8.C.4)", () => {
  it("passed changes nothing", () => {
    expect(applyMoraleResult(team(), "passed").team).toEqual(team());
  });
  it("suppressed; a concealed team hides at once (Striker 7.A.3)", () => {
    const r = applyMoraleResult(team({ visibility: "concealed" }), "suppressed");
    expect(r.team.condition).toBe("suppressed");
    expect(r.team.visibility).toBe("hidden");
    expect(r.hidesNow).toBe(true);
    expect(applyMoraleResult(team(), "suppressed").hidesNow).toBe(false);
  });
  it("routed: moves away now, skips its next move but counts as moved, loses 1 morale for good", () => {
    const r = applyMoraleResult(team(), "routed");
    expect(r.team).toMatchObject({ condition: "routed", morale: 4 });
    expect(r.movesAwayNow).toBe(true);
    expect(r.skipsNextMovement).toBe(true);
  });
});

describe("rallying (Striker 8.C.5)", () => {
  const nco = team({ id: "nco", leader: "nco", initiative: "average", morale: 7 });
  it("a routed leader team rallies itself on a pass and idles this turn", () => {
    expect(selfRally({ ...nco, condition: "routed" }, "passed")).toEqual({ team: nco, rallied: true, idleThisTurn: true });
    expect(selfRally({ ...nco, condition: "routed" }, "suppressed").rallied).toBe(false);
  });
  it("only leader teams that are routed self-rally", () => {
    expect(() => selfRally(team({ condition: "routed" }), "passed")).toThrow(/no leader/);
    expect(() => selfRally(nco, "passed")).toThrow(/not routed/);
  });
  it.each([
    [true, 100, nco, true],
    [true, 101, nco, false],
    [false, 50, nco, false],
    [true, 50, team({ id: "x" }), false],
    [true, 50, { ...nco, condition: "suppressed" as const }, false],
  ])("visible %s at %i m", (visible, distanceM, by, ok) => {
    expect(canRally(team({ condition: "routed" }), { team: by, visible, distanceM })).toBe(ok);
  });
  it("rally by a leader needs no roll; both idle this turn", () => {
    expect(rallyByLeader(team({ condition: "routed" }), { team: nco, visible: true, distanceM: 20 })).toEqual({
      team: team(),
      idleThisTurn: ["t", "nco"],
    });
    expect(() => rallyByLeader(team(), { team: nco, visible: true, distanceM: 20 })).toThrow(/cannot rally/);
  });
});

describe("casualties (Striker 8.B.6)", () => {
  it("each casualty costs a point of morale", () => {
    expect(applyCasualties(team(), [1, 3]).team).toMatchObject({ soldiers: 2, morale: 3 });
  });
  it.each([
    ["high", "average"],
    ["average", "low"],
    ["low", "low"],
  ] as const)("losing the leader: no longer a leader team, %s initiative becomes %s", (from, to) => {
    const r = applyCasualties(team({ leader: "officer", initiative: from }), [0]);
    expect(r.leaderLost).toBe(true);
    expect(r.team.leader).toBeNull();
    expect(r.team.initiative).toBe(to);
  });
  it("the first soldier of a team without a leader is no leader", () => {
    const r = applyCasualties(team({ initiative: "average" }), [0]);
    expect(r.leaderLost).toBe(false);
    expect(r.team.initiative).toBe("average");
  });
  it("rejects unknown or repeated soldiers", () => {
    expect(() => applyCasualties(team({ soldiers: 2 }), [2])).toThrow(/no soldier 2/);
    expect(() => applyCasualties(team(), [1, 1])).toThrow(/once/);
  });
  it("crews and combined teams use the lower morale and initiative", () => {
    expect(canCrew(1, 2)).toBe(false);
    expect(canCrew(2, 2)).toBe(true);
    const c = combineTeams(team({ soldiers: 1, morale: 6, initiative: "average" }), team({ id: "u", soldiers: 3, morale: 4, initiative: "high", leader: "nco" }));
    expect(c).toMatchObject({ id: "t", soldiers: 4, morale: 4, initiative: "average", leader: "nco" });
    expect(() => combineTeams(team({ soldiers: 2 }), team({ soldiers: 3 }))).toThrow(/at most 4/);
  });
});

describe("the turn of a rally (Striker 8.C.5)", () => {
  it("holds the teams idle in the turn of the rally only", () => {
    expect(idleAfterRally(3, 3)).toBe(true);
    expect(idleAfterRally(3, 4)).toBe(false);
    expect(idleAfterRally(null, 3)).toBe(false);
    expect(idleAfterRally(3, null)).toBe(false);
    expect(() => idleAfterRally(0, 3)).toThrow(RangeError);
  });
});
