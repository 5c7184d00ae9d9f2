// Loading and unloading (VIII-G): every reason a boarding or a dismount is refused, in the order the
// text gives its conditions, and the reasoned check agreeing with the plain one of combat-extras.
import { describe, expect, it } from "vitest";
import { dismountProblem, mountProblem, type MountCase } from "../../../../src/rulesets/starmarines/rules/transport";
import { mayMount } from "../../../../src/rulesets/starmarines/rules/combat-extras";

const ok: MountCase = { soldier: true, vehicle: true, friendly: true, adjacent: true, canEnterHex: true, unitsLeft: 1, dismountedThisTurn: false, aboard: 1, capacity: 2 };

describe("mountProblem (VIII-G)", () => {
  it("lets a soldier next to a friendly vehicle with room board with a move unit left", () => {
    expect(mountProblem(ok)).toBeNull();
  });
  it.each([
    [{ soldier: false }, "notSoldier"],
    [{ vehicle: false }, "notVehicle"],
    [{ friendly: false }, "enemy"],
    [{ adjacent: false }, "notAdjacent"],
    [{ canEnterHex: false }, "cannotEnter"],
    [{ unitsLeft: 0.5 }, "noMoveLeft"],
    [{ dismountedThisTurn: true }, "dismountedThisTurn"],
    [{ aboard: 2 }, "full"],
    [{ capacity: 0, aboard: 0 }, "full"],
  ] as const)("refuses %o: %s", (change, problem) => {
    expect(mountProblem({ ...ok, ...change })).toBe(problem);
  });
  it("agrees with mayMount wherever both apply", () => {
    for (const adjacent of [true, false]) for (const canEnterHex of [true, false]) for (const unitsLeft of [0, 0.5, 1, 3]) for (const dismountedThisTurn of [true, false]) for (const aboard of [0, 2]) {
      const c = { ...ok, adjacent, canEnterHex, unitsLeft, dismountedThisTurn, aboard };
      expect(mountProblem(c) === null, JSON.stringify(c)).toBe(mayMount({ adjacent, canEnterHex, unitsLeft, dismountedThisTurn, spaceLeft: aboard < ok.capacity }));
    }
  });
  it("refuses junk with a RangeError", () => {
    expect(() => mountProblem({ ...ok, unitsLeft: Number.NaN })).toThrow(RangeError);
  });
});

describe("dismountProblem (VIII-G)", () => {
  it("lets a soldier out for 1 move unit into a hex he may enter, not in the turn he boarded", () => {
    expect(dismountProblem({ mountedThisTurn: false, unitsLeft: 1, canEnterHex: true })).toBeNull();
    expect(dismountProblem({ mountedThisTurn: true, unitsLeft: 2, canEnterHex: true })).toBe("mountedThisTurn");
    expect(dismountProblem({ mountedThisTurn: false, unitsLeft: 0.5, canEnterHex: true })).toBe("noMoveLeft");
    expect(dismountProblem({ mountedThisTurn: false, unitsLeft: 2, canEnterHex: false })).toBe("cannotEnter");
  });
});
