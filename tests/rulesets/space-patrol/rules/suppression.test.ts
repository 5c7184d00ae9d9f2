// Guide 6.6 suppression.
import { describe, expect, it } from "vitest";
import {
  canSuppress,
  mayThrowOffensiveGrenade,
  suppressedMoverDrawsShot,
  suppressionBoxInches,
  suppressionContinues,
  suppressionDisadvantages,
  suppressionProblem,
} from "../../../../src/rulesets/space-patrol/rules/suppression";

describe("suppression (Guide 6.6)", () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [300, true],
  ])("ammo use %i can suppress: %s", (ammo, ok) => expect(canSuppress(ammo)).toBe(ok));
  it.each([
    [2, 3],
    [7, 3],
    [8, 6],
    [16, 6],
  ])("a weapon of %i targets suppresses within a %i-inch box", (targets, box) => expect(suppressionBoxInches(targets)).toBe(box));
  it("accepts an assault rifle's 2 targets on two men 3 inches apart", () => {
    expect(suppressionProblem({ targets: 2, ammoPerTurn: 10 }, [{ targets: 1, x: 0, y: 0 }, { targets: 1, x: 3, y: 3 }])).toBeNull();
  });
  it("refuses targets outside the box, vehicles, too many targets, low ammo weapons", () => {
    expect(suppressionProblem({ targets: 2, ammoPerTurn: 10 }, [{ targets: 1, x: 0, y: 0 }, { targets: 1, x: 4, y: 0 }])).toMatch(/box/);
    expect(suppressionProblem({ targets: 8, ammoPerTurn: 100 }, [{ targets: 1, x: 0, y: 0 }, { targets: 1, x: 6, y: 6 }])).toBeNull();
    expect(suppressionProblem({ targets: 4, ammoPerTurn: 30 }, [{ targets: 1, x: 0, y: 0, vehicle: true }])).toMatch(/Vehicles/);
    expect(suppressionProblem({ targets: 2, ammoPerTurn: 10 }, [{ targets: 3, x: 0, y: 0 }])).toMatch(/has 2/);
    expect(suppressionProblem({ targets: 1, ammoPerTurn: 1 }, [{ targets: 1, x: 0, y: 0 }])).toMatch(/ammo use/);
    expect(suppressionProblem({ targets: 2, ammoPerTurn: 10 }, [])).toMatch(/at least one/);
  });
  it("one disadvantage per allocated target", () => {
    expect(suppressionDisadvantages(3)).toBe(3);
    expect(() => suppressionDisadvantages(-1)).toThrow(/0 or more/);
  });
  it("a mover draws a shot unless he goes straight out of sight from cover", () => {
    expect(suppressedMoverDrawsShot({ startedInCover: true, movedStraightOutOfSight: true })).toBe(false);
    expect(suppressedMoverDrawsShot({ startedInCover: true, movedStraightOutOfSight: false })).toBe(true);
    expect(suppressedMoverDrawsShot({ startedInCover: false, movedStraightOutOfSight: true })).toBe(true);
  });
  it("stops once the suppressor takes a marker; no offensive grenades while suppressed", () => {
    expect(suppressionContinues(0)).toBe(true);
    expect(suppressionContinues(1)).toBe(false);
    expect(mayThrowOffensiveGrenade(true)).toBe(false);
  });
});
