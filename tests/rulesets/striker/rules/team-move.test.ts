// A team's moves in one movement phase against its allowance (Striker 6.A, 6.B, 6.D.1, 8.C.4.a):
// walking, running in battle dress, grav modes and their turns, terrain costs, and refusals.
import { describe, expect, it } from "vitest";
import { changesDirection, checkTeamMove, gravSpeedOf, teamMover, type TeamMoveInput } from "../../../../src/rulesets/striker/rules/team-move";
import type { PathSegment } from "../../../../src/rulesets/striker/rules/terrain-movement";

const clear = (lengthM: number): PathSegment => ({ terrain: "clear", lengthM });
const walk = teamMover(null, false);
const move = (over: Partial<TeamMoveInput>) => checkTeamMove({ mover: walk, path: [clear(50)], directionChanges: 0, condition: "ready", ...over });

describe("a team's moves this phase (Striker 6)", () => {
  it("walks 50 m; one metre more is past the allowance (6.A.1)", () => {
    expect(move({})).toEqual({ usedM: 50, allowanceM: 50, problem: null });
    expect(move({ path: [clear(30), clear(21)] })).toMatchObject({ usedM: 51, problem: "pastAllowance" });
  });

  it("runs 100 m only in battle dress (6.A.1)", () => {
    expect(teamMover(null, true)).toEqual({ kind: "foot", run: true, battleDress: true });
    expect(move({ mover: teamMover(null, true), path: [clear(100)] }).problem).toBeNull();
    expect(move({ path: [clear(100)] }).problem).toBe("pastAllowance");
  });

  it("a flight marker makes the team grav at its mode's fastest speed (6.A.2, 6.E)", () => {
    expect(teamMover("noe", false)).toEqual({ kind: "grav", mode: "noe" });
    expect(["high", "terrainFollowing", "noe"].map((m) => gravSpeedOf(m as never))).toEqual(["maximum", "cruise", "noe"]);
    expect(move({ mover: teamMover("noe", false), path: [clear(350)] })).toEqual({ usedM: 350, allowanceM: 350, problem: null });
    expect(move({ mover: teamMover("high", false), path: [clear(2500)] }).problem).toBeNull();
  });

  it("each change of direction at cruise takes 10% of the allowance (6.A.2.b)", () => {
    const tf = teamMover("terrainFollowing", false);
    expect(move({ mover: tf, path: [clear(1800)], directionChanges: 1 })).toEqual({ usedM: 1800, allowanceM: 1800, problem: null });
    expect(move({ mover: tf, path: [clear(1800)], directionChanges: 2 })).toMatchObject({ allowanceM: 1600, problem: "pastAllowance" });
  });

  it("no change of direction at maximum speed (6.A.2.a)", () => {
    expect(move({ mover: teamMover("high", false), path: [clear(100)], directionChanges: 1 }).problem).toBe("noTurnAtMaximum");
  });

  it("forest doubles the cost on foot and in NOE, not over the canopy (6.B.3)", () => {
    const path: PathSegment[] = [clear(20), { terrain: "forest", lengthM: 15 }];
    expect(move({ path }).usedM).toBe(50);
    expect(move({ mover: teamMover("terrainFollowing", false), path }).usedM).toBe(35);
  });

  it("water stops foot troops but not grav; a ford allows 10 m (6.B.3)", () => {
    expect(move({ path: [clear(10), { terrain: "water", lengthM: 5 }] }).problem).toBe("water");
    expect(move({ mover: teamMover("noe", false), path: [{ terrain: "water", lengthM: 5 }] }).problem).toBeNull();
    expect(move({ path: [{ terrain: "ford", lengthM: 10 }] })).toEqual({ usedM: 10, allowanceM: 10, problem: null });
    expect(move({ path: [clear(5), { terrain: "ford", lengthM: 6 }] }).problem).toBe("pastAllowance");
  });

  it("three contours climbed cost 10 m; contours under 3 m apart are closed to foot (6.B.2)", () => {
    expect(move({ path: [{ terrain: "clear", lengthM: 40, contoursUp: 3 }] })).toMatchObject({ usedM: 50, problem: null });
    expect(move({ path: [{ terrain: "clear", lengthM: 10, contoursUp: 2, contourSpacingM: 2 }] }).problem).toBe("steep");
    expect(move({ mover: teamMover("noe", false), path: [{ terrain: "clear", lengthM: 10, contoursUp: 2, contourSpacingM: 2 }] }).problem).toBeNull();
  });

  it("a suppressed team, or one setting up its weapon, may not move (8.C.4.a, 6.D.1)", () => {
    expect(move({ path: [clear(1)], condition: "suppressed" }).problem).toBe("suppressed");
    expect(move({ path: [clear(1)], condition: "settingUp" }).problem).toBe("settingUp");
  });

  it("a team that rallied, or rallied others, this turn may not move (8.C.5)", () => {
    expect(move({ path: [clear(1)], condition: "rallied" }).problem).toBe("rallied");
  });

  it("a routed team moves only by its rout move, never as its owner chooses (8.C.4.b)", () => {
    expect(move({ path: [clear(1)], condition: "routed" }).problem).toBe("routed");
  });

  it("refuses input no board could give", () => {
    expect(() => move({ directionChanges: -1 })).toThrow(RangeError);
    expect(() => move({ condition: "asleep" as never })).toThrow(RangeError);
    expect(() => teamMover("orbit" as never, false)).toThrow(RangeError);
  });
});

describe("changes of direction", () => {
  it("the first move sets the heading; a turn beyond a few degrees is a change", () => {
    expect(changesDirection(null, 90)).toBe(false);
    expect(changesDirection(0, 3)).toBe(false);
    expect(changesDirection(0, 45)).toBe(true);
    expect(changesDirection(179, -179)).toBe(false);
    expect(() => changesDirection(0, Number.NaN)).toThrow(RangeError);
  });
});
