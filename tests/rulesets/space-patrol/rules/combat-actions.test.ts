// Guide 6.4 and 6.5.
import { describe, expect, it } from "vitest";
import { actionProblem, canFireAfterMoving, COMBAT_ACTIONS, movesAllowed, type CombatActionKey } from "../../../../src/rulesets/space-patrol/rules/combat-actions";

describe("the ten actions (Guide 6.4)", () => {
  it("are the ten of the reference sheet", () => {
    expect(COMBAT_ACTIONS.map((a) => a.key)).toEqual(["shoot", "melee", "reload", "hunker", "suppress", "steadyAim", "assetCheck", "useDevice", "secondMove", "overwatch"]);
  });
  it("vehicles cannot hunker or make a second move", () => {
    expect(actionProblem("hunker", { vehicle: true, inCover: true })).toMatch(/vehicle/);
    expect(actionProblem("secondMove", { vehicle: true })).toMatch(/vehicle/);
    expect(actionProblem("shoot", { vehicle: true })).toBeNull();
  });
  it("hunkering needs cover", () => {
    expect(actionProblem("hunker", { inCover: false })).toMatch(/cover/);
    expect(actionProblem("hunker", { inCover: true })).toBeNull();
  });
  it("an unknown action is named", () => expect(actionProblem("dance" as CombatActionKey, {})).toMatch(/dance/));
});

describe("moving (Guide 6.5)", () => {
  it("no heavy weapon after moving", () => {
    expect(canFireAfterMoving("H", true)).toBe(false);
    expect(canFireAfterMoving("M", true)).toBe(true);
    expect(canFireAfterMoving("H", false)).toBe(true);
  });
  it("two moves when the action is a second move or nothing, one for vehicles", () => {
    expect(movesAllowed("secondMove")).toBe(2);
    expect(movesAllowed(null)).toBe(2);
    expect(movesAllowed("shoot")).toBe(1);
    expect(movesAllowed(null, true)).toBe(1);
  });
});
