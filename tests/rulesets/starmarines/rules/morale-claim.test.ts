// A morale check's claim to need no die, held to the unit's sheet and markers and to the board
// (IX-D, III, IV-f, SMR-6): a Leader the board does not show, a race that does fail, a kind, Hero
// role or Broken state the sheet does not show are each refused; a true claim, a check with a die
// and a claimed pass this turn are not judged here.
import { describe, expect, it } from "vitest";
import { exemptionClaimProblem, type UnitMoraleFacts } from "../../../../src/rulesets/starmarines/rules/morale-claim";
import type { MoraleCase } from "../../../../src/rulesets/starmarines/rules/morale";

const CHECK: MoraleCase = { morale: 3, experience: "average", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false, passedThisTurn: false, retreatBlockedByEnemy: false, broken: false };
const SOLDIER: UnitMoraleFacts = { kind: "soldier", hero: false, neverFails: false, broken: false };
const NO_LEADER = { inLeaderRange: false };
const LEADER = { inLeaderRange: true };

describe("a morale check's claim to need no die", () => {
  it("a Leader claimed within range holds only where the board shows one (IV-f, SMR-6)", () => {
    const claim = { ...CHECK, inLeaderRange: true };
    expect(exemptionClaimProblem(claim, SOLDIER, NO_LEADER)).toBe("leader");
    expect(exemptionClaimProblem(claim, SOLDIER, LEADER)).toBeNull();
  });

  it("a broken unit claimed unbroken for a Leader's pass is refused on its markers (SMR-6)", () => {
    expect(exemptionClaimProblem({ ...CHECK, inLeaderRange: true }, { ...SOLDIER, broken: true }, LEADER)).toBe("sheet");
  });

  it("a race that never fails holds only for the unit's own race (III)", () => {
    const claim = { ...CHECK, neverFails: true };
    expect(exemptionClaimProblem(claim, SOLDIER, LEADER)).toBe("neverFails");
    expect(exemptionClaimProblem(claim, { ...SOLDIER, neverFails: true }, NO_LEADER)).toBeNull();
  });

  it("a Hero or vehicle claimed holds only as the sheet shows it (IX-D)", () => {
    expect(exemptionClaimProblem({ ...CHECK, hero: true }, SOLDIER, NO_LEADER)).toBe("sheet");
    expect(exemptionClaimProblem({ ...CHECK, kind: "vehicle" }, SOLDIER, NO_LEADER)).toBe("sheet");
    expect(exemptionClaimProblem({ ...CHECK, kind: "vehicle" }, { ...SOLDIER, kind: "vehicle" }, NO_LEADER)).toBeNull();
  });

  it("judges no check that rolls its die, nor a claimed pass this turn (those are held elsewhere)", () => {
    expect(exemptionClaimProblem(CHECK, { ...SOLDIER, neverFails: true }, LEADER)).toBeNull();
    // SMR-6: a broken unit within a Leader's range still rolls
    expect(exemptionClaimProblem({ ...CHECK, broken: true, inLeaderRange: true }, { ...SOLDIER, broken: true }, NO_LEADER)).toBeNull();
    expect(exemptionClaimProblem({ ...CHECK, passedThisTurn: true }, SOLDIER, NO_LEADER)).toBeNull();
  });

  it("refuses a claim out of the check's bounds with a RangeError, as the rules do", () => {
    expect(() => exemptionClaimProblem({ ...CHECK, inLeaderRange: "yes" as never }, SOLDIER, LEADER)).toThrow(RangeError);
  });
});
