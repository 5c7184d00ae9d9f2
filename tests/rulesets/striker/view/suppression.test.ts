// Suppression's end and the markers the turn takes off (Striker 8.C.4.a, 6.E), and the morale
// result that records the end on the team, pure.
import { describe, expect, it } from "vitest";
import { initialValue } from "../../../../src/core/schema";
import { TEAM_SCHEMA } from "../../../../src/rulesets/striker/data/team-schema";
import { STR_MARKER } from "../../../../src/rulesets/striker/rules/markers";
import { NO_END, endOf, sideOf, suppressedCounter, suppressionEnd, turnCleanup, type TurnTeam } from "../../../../src/rulesets/striker/rules/turn-expiry";
import { parseTeamResult, teamChange } from "../../../../src/rulesets/striker/view/team-result";

const team = (id: string, disposition: number, markers: Record<string, number>, end = NO_END): TurnTeam => ({ id, disposition, markers, suppressedUntil: end });

describe("suppression lasts one complete turn (Striker 8.C.4.a)", () => {
  it("ends at the same step next turn; the counter is the fire phase's number, 3 or 5", () => {
    const first = suppressionEnd({ turn: 1, phase: "firstFire", step: "d" });
    expect(first).toEqual({ turn: 2, phase: "firstFire", step: "d" });
    expect(suppressedCounter(first)).toBe(3);
    expect(suppressedCounter(suppressionEnd({ turn: 4, phase: "secondFire", step: "f" }))).toBe(5);
    expect(suppressedCounter(NO_END)).toBeNull();
    expect(endOf(NO_END)).toBeNull();
  });

  it("comes off only once the turn is past its end, and only where the marker still is", () => {
    const end = suppressionEnd({ turn: 1, phase: "secondFire", step: "b" });
    const teams = [team("s", -1, { [STR_MARKER.suppressed]: 1 }, end), team("gone", -1, {}, end), team("none", -1, { [STR_MARKER.suppressed]: 1 })];
    expect(turnCleanup({ turn: 2, phase: "secondFire", step: "b" }, teams)).toEqual([]);
    expect(turnCleanup({ turn: 2, phase: "secondFire", step: "c" }, teams)).toEqual([{ id: "s", removeSuppressed: true, removeMoved: false }]);
  });

  it("Moved comes off at the start of the team's own movement phase (Striker 6.E)", () => {
    const teams = [team("blue", 1, { [STR_MARKER.moved]: 1 }), team("red", -1, { [STR_MARKER.moved]: 1 })];
    expect(sideOf(1)).toBe("first");
    expect(sideOf(0)).toBe("second");
    expect(turnCleanup({ turn: 2, phase: "firstMovement" }, teams).map((c) => c.id)).toEqual(["blue"]);
    expect(turnCleanup({ turn: 2, phase: "secondMovement" }, teams).map((c) => c.id)).toEqual(["red"]);
    expect(turnCleanup({ turn: 2, phase: "firstFire", step: "a" }, teams)).toEqual([]);
  });

  it("a suppressed result records its end on the team; a rout clears it; a malformed position is ignored", () => {
    const system = initialValue(TEAM_SCHEMA);
    const parsed = parseTeamResult({ kind: "morale", result: "suppressed", failedAt: { turn: 2, phase: "firstFire", step: "e" } });
    expect(parsed).toEqual({ kind: "morale", result: "suppressed", failedAt: { turn: 2, phase: "firstFire", step: "e" } });
    expect(teamChange(system, parsed!, false)?.system.suppressedUntil).toEqual({ turn: 3, phase: "firstFire", step: "e" });
    expect(teamChange(system, { kind: "morale", result: "suppressed" }, false)).toBeNull();
    const routed = teamChange({ ...system, suppressedUntil: { turn: 3, phase: "firstFire", step: "e" } }, { kind: "morale", result: "routed" }, false);
    expect(routed?.system.suppressedUntil).toEqual(NO_END);
    expect(parseTeamResult({ kind: "morale", result: "suppressed", failedAt: { turn: "x" } })).toEqual({ kind: "morale", result: "suppressed" });
  });
});

describe("the Fired marker ends after the next fire phase (Striker 7.A.4)", () => {
  it("fired in the first player's fire phase: through the second's; in the second's: through next turn's first", async () => {
    const { firedUntil } = await import("../../../../src/rulesets/striker/rules/turn-expiry");
    expect(firedUntil({ turn: 2, phase: "firstFire", step: "c" })).toEqual({ turn: 2, phase: "secondFire", step: "f" });
    expect(firedUntil({ turn: 2, phase: "secondFire", step: "e" })).toEqual({ turn: 3, phase: "firstFire", step: "f" });
    expect(() => firedUntil({ turn: 2, phase: "firstMovement" })).toThrow(RangeError);
  });

  it("a team with the marker and where it fired has an end; without where it fired, none", async () => {
    const { teamMarkerEnds, NO_END } = await import("../../../../src/rulesets/striker/rules/turn-expiry");
    const team = { id: "t", disposition: 1, markers: { "str-fired": 1 }, suppressedUntil: NO_END };
    expect(teamMarkerEnds({ ...team, firedAt: { turn: 1, phase: "firstFire", step: "a" } })).toEqual([
      { holder: "t", marker: "str-fired", ends: { through: { turn: 1, phase: "secondFire", step: "f" } } },
    ]);
    expect(teamMarkerEnds(team)).toEqual([]);
    expect(teamMarkerEnds({ ...team, firedAt: NO_END })).toEqual([]);
  });
});

describe("a pop-up ends before the enemy fires (Striker 6.A.2.g)", () => {
  it("ends at the start of the other side's movement phase", async () => {
    const { teamMarkerEnds, NO_END } = await import("../../../../src/rulesets/striker/rules/turn-expiry");
    const ends = (disposition: number) => teamMarkerEnds({ id: "t", disposition, markers: { "str-popUp": 1 }, suppressedUntil: NO_END });
    expect(ends(1)).toEqual([{ holder: "t", marker: "str-popUp", ends: { eachStartOf: { phase: "secondMovement" } } }]);
    expect(ends(-1)).toEqual([{ holder: "t", marker: "str-popUp", ends: { eachStartOf: { phase: "firstMovement" } } }]);
  });
});
