// How a team or counter moves, from its markers and gear (Striker 6.A, 6.E, 8.C.4, 3.A.1): what stops
// it moving, and which team a counter stands for.
import { describe, expect, it } from "vitest";
import { COUNTER_NAMES_TEAM_BY, moverCondition, teamACounterStandsFor } from "../../../../src/rulesets/striker/view/team-mover";

describe("what stops a team moving", () => {
  it("a Routed marker before all else, then suppression, then a weapon setting up (8.C.4, 6.D.1)", () => {
    expect(moverCondition({})).toBe("ready");
    expect(moverCondition({ "str-settingUp": 2 })).toBe("settingUp");
    expect(moverCondition({ "str-suppressed": 1, "str-settingUp": 1 })).toBe("suppressed");
    expect(moverCondition({ "str-routed": 1, "str-suppressed": 1 })).toBe("routed");
  });
});

describe("the team a counter stands for (Striker 3.A.1)", () => {
  it("is the team of the name its owner wrote, spaces and case aside; a dummy stands for none", () => {
    expect(COUNTER_NAMES_TEAM_BY).toBe("name");
    const teams = ["Blue A1", "Blue A2", "blue a2"];
    expect(teamACounterStandsFor(" blue A2 ", teams)).toBe(1);
    expect(teamACounterStandsFor("", teams)).toBe(-1);
    expect(teamACounterStandsFor("Red B1", teams)).toBe(-1);
  });
});
