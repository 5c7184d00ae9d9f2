// When a broken StarMarines unit may roll its Leader recheck (VIII-H.1, VII.3, VII.5, SMR-6), pure:
// only within a Leader's range, in a tracked combat only in its side's Morale Recheck Phase, once.
import { describe, expect, it } from "vitest";
import { isLeaderRecheck, recheckProblem } from "../../../../src/rulesets/starmarines/rules/morale-recheck";

const own = (phase: string, rechecksThisPhase = 0, ownRecheckPhase: string | null = "p1Recheck") => ({ phase, ownRecheckPhase, rechecksThisPhase });

describe("a broken unit's Leader recheck (VIII-H.1)", () => {
  it("is the check of a broken unit whose retreat no enemy blocks (VIII-H.3 is another check)", () => {
    expect(isLeaderRecheck({ broken: true, retreatBlockedByEnemy: false })).toBe(true);
    expect(isLeaderRecheck({ broken: true, retreatBlockedByEnemy: true })).toBe(false);
    expect(isLeaderRecheck({ broken: false, retreatBlockedByEnemy: false })).toBe(false);
  });

  it("needs a Leader in range, in a combat or outside one", () => {
    expect(recheckProblem(false, null)).toBe("noLeader");
    expect(recheckProblem(true, null)).toBeNull();
    expect(recheckProblem(false, own("p1Recheck"))).toBe("noLeader");
  });

  it("in a combat, only in the side's own Morale Recheck Phase, or either one while the seats cannot be told (VII.3, VII.5)", () => {
    for (const phase of ["initiative", "p1Movement", "p2Movement", "combat", "repair", "victory"]) expect(recheckProblem(true, own(phase))).toBe("notRecheckPhase");
    expect(recheckProblem(true, own("p2Recheck"))).toBe("notYourRecheckPhase");
    expect(recheckProblem(true, own("p1Recheck"))).toBeNull();
    expect(recheckProblem(true, own("p2Recheck", 0, null))).toBeNull();
  });

  it("once in that phase: failure changes nothing, so no second roll", () => {
    expect(recheckProblem(true, own("p1Recheck", 1))).toBe("alreadyRechecked");
    expect(() => recheckProblem(true, own("p1Recheck", -1))).toThrow(RangeError);
  });
});
