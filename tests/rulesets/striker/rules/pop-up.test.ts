// Pop-up (Striker 6.A.2.g): a grav team stationary in its own movement phase rises above its NOE 4 m.
import { describe, expect, it } from "vitest";
import { popUpProblem, POP_UP_RETURN_M } from "../../../../src/rulesets/striker/rules/pop-up";
import { readPopUpForm } from "../../../../src/rulesets/striker/view/pop-up-form";

const ok = { grav: true, movedThisPhase: false, ownMovementPhase: true, altitudeM: 30 };

describe("pop-up", () => {
  it("a stationary grav team in its own movement phase may rise to any height above NOE", () => {
    expect(POP_UP_RETURN_M).toBe(4);
    expect(popUpProblem(ok)).toBeNull();
    expect(popUpProblem({ ...ok, altitudeM: 5 })).toBeNull();
    expect(popUpProblem({ ...ok, altitudeM: 4 })).toBe("tooLow");
  });

  it("not on foot, not after moving, not in another phase", () => {
    expect(popUpProblem({ ...ok, grav: false })).toBe("notGrav");
    expect(popUpProblem({ ...ok, movedThisPhase: true })).toBe("moved");
    expect(popUpProblem({ ...ok, ownMovementPhase: false })).toBe("notOwnPhase");
  });

  it("refuses input no form gives, and reads the form's height", () => {
    expect(() => popUpProblem({ ...ok, altitudeM: Number.NaN })).toThrow(RangeError);
    expect([readPopUpForm({ altitudeM: 60 }), readPopUpForm({ altitudeM: "45" })]).toEqual([60, 45]);
    expect(readPopUpForm({ altitudeM: "" })).toBeNaN();
    expect(readPopUpForm(null)).toBeNaN();
  });
});
