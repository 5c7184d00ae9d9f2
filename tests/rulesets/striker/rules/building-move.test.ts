// Buildings in a movement phase (Striker 6.B.4): a team enters only a building it stood next to when
// the phase began, climbs or descends one floor a phase, leaves on the ground floor unless grav
// equipped, and floors are read from heights 3 m a storey (7.A.1.d).
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import { buildingMoveProblem, floorAtHeight, movesThroughBuildings, type BuildingMoveInput } from "../../../../src/rulesets/striker/rules/building-move";
import { teamMover } from "../../../../src/rulesets/striker/rules/team-move";

const outside: BuildingMoveInput = { grav: false, startFloor: null, endFloor: null, entered: [], exitFloor: null };
const check = (over: Partial<BuildingMoveInput>) => buildingMoveProblem({ ...outside, ...over });

describe("buildings in the movement phase (Striker 6.B.4)", () => {
  it("reads floors 3 m a storey, ground floor 1, a height between floors on the lower (7.A.1.d)", () => {
    expect([0, 2.9, 3, 5.999999999, 6, 9].map(floorAtHeight)).toEqual([1, 1, 2, 3, 3, 4]);
    expect(floorAtHeight(-2)).toBe(1);
  });

  it("a team enters only a building it was next to when the phase began", () => {
    expect(check({ entered: [true], endFloor: 1 })).toBeNull();
    expect(check({ entered: [false], endFloor: 1 })).toBe("buildingNotAdjacent");
    // two buildings on the way, the second not next to it at the start
    expect(check({ entered: [true, false], endFloor: 1 })).toBe("buildingNotAdjacent");
  });

  it("goes up or down one floor a phase, coming in from the ground floor", () => {
    expect(check({ startFloor: 2, endFloor: 3 })).toBeNull();
    expect(check({ startFloor: 3, endFloor: 1 })).toBe("buildingFloors");
    expect(check({ entered: [true], endFloor: 2 })).toBeNull();
    expect(check({ entered: [true], endFloor: 3 })).toBe("buildingFloors");
  });

  it("leaves with its full allowance from the ground floor; above it only grav equipped", () => {
    expect(check({ startFloor: 1, exitFloor: 1 })).toBeNull();
    // down from the first floor above ground and out, in one phase
    expect(check({ startFloor: 2, exitFloor: 1 })).toBeNull();
    expect(check({ startFloor: 3, exitFloor: 1 })).toBe("buildingFloors");
    expect(check({ startFloor: 3, exitFloor: 3 })).toBe("buildingUpperExit");
    expect(check({ grav: true, startFloor: 3, exitFloor: 3 })).toBeNull();
  });

  it("applies to teams on foot and in NOE, not to flyers over the roofs (6.A.2.d-f)", () => {
    expect(movesThroughBuildings(teamMover(null, false))).toBe(true);
    expect(movesThroughBuildings(teamMover("noe", false))).toBe(true);
    expect(movesThroughBuildings(teamMover("terrainFollowing", false))).toBe(false);
    expect(movesThroughBuildings(teamMover("high", false))).toBe(false);
  });

  it("refuses what no board gives with a RangeError", () => {
    expect(() => check({ startFloor: 0 })).toThrow(RangeError);
    expect(() => check({ endFloor: 1.5 })).toThrow(RangeError);
    expect(() => check({ entered: ["yes" as never] })).toThrow(RangeError);
    expect(() => floorAtHeight(Number.NaN)).toThrow(RangeError);
    expect(() => movesThroughBuildings({ kind: "grav", mode: "orbit" } as never)).toThrow(RangeError);
  });

  it("over seeded moves: never more than one floor between start and end, and an upper exit only with grav", () => {
    const dice = new SeededDice(20261127);
    for (let n = 0; n < 2000; n++) {
      const floor = () => (dice.die(3) === 1 ? null : dice.die(6));
      const input: BuildingMoveInput = { grav: dice.die(2) === 1, startFloor: floor(), endFloor: floor(), entered: Array.from({ length: dice.die(3) - 1 }, () => dice.die(4) > 1), exitFloor: floor() };
      const problem = buildingMoveProblem(input);
      if (input.entered.includes(false)) {
        expect(problem).toBe("buildingNotAdjacent");
        continue;
      }
      const reached = input.endFloor ?? input.exitFloor;
      const floorsOk = reached === null || Math.abs(reached - (input.startFloor ?? 1)) <= 1;
      const exitOk = input.exitFloor === null || input.exitFloor === 1 || input.grav;
      expect(problem).toBe(!floorsOk ? "buildingFloors" : !exitOk ? "buildingUpperExit" : null);
    }
  });
});
