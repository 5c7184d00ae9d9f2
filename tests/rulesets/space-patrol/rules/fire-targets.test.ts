// Guide 6.6 and 7.8 target allocation.
import { describe, expect, it } from "vitest";
import { allocationProblem, capHitsInOrder } from "../../../../src/rulesets/space-patrol/rules/fire-targets";

describe("allocation (Guide 6.6)", () => {
  it("the gatling helicopter: primary 4 times, four others 3 times each", () => {
    const a = [{ shots: 4, distanceToPrimary: 0 }, ...Array.from({ length: 4 }, () => ({ shots: 3, distanceToPrimary: 2 }))];
    expect(allocationProblem(16, a, 3)).toBeNull();
  });
  it("or 16 different targets close together", () => {
    expect(allocationProblem(16, Array.from({ length: 16 }, (_, i) => ({ shots: 1, distanceToPrimary: i === 0 ? 0 : 3 })), 3)).toBeNull();
  });
  it("no secondary gets more shots than the primary", () => {
    expect(allocationProblem(4, [{ shots: 1, distanceToPrimary: 0 }, { shots: 2, distanceToPrimary: 1 }], 3)).toMatch(/more shots/);
  });
  it("secondaries must be within 3 inches", () => {
    expect(allocationProblem(2, [{ shots: 1, distanceToPrimary: 0 }, { shots: 1, distanceToPrimary: 3.5 }], 3)).toMatch(/more than 3/);
  });
  it("no more shots than the weapon's targets", () => {
    expect(allocationProblem(2, [{ shots: 2, distanceToPrimary: 0 }, { shots: 1, distanceToPrimary: 0 }], 3)).toMatch(/only 2/);
  });
  it("needs a primary and whole shots", () => {
    expect(allocationProblem(2, [], 3)).toMatch(/primary/);
    expect(allocationProblem(2, [{ shots: 0, distanceToPrimary: 0 }], 3)).toMatch(/1 or more/);
    expect(allocationProblem(0, [{ shots: 1, distanceToPrimary: 0 }], 3)).toMatch(/1 or more targets/);
  });
  it("space: the pulse laser turret's 4 shots, split 3 and 1 within 6 hexes (Guide 7.8)", () => {
    expect(allocationProblem(4, [{ shots: 3, distanceToPrimary: 0 }, { shots: 1, distanceToPrimary: 6 }], 6)).toBeNull();
  });
});

describe("capping hits in order", () => {
  it("stops when the ammunition runs out", () => {
    const hits = [2, 2, 2];
    expect(capHitsInOrder(hits, 3)).toBe(3);
    expect(hits).toEqual([2, 1, 0]);
  });
});
