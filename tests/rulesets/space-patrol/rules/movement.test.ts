// Guide 5.3, 6.4, 6.5, 6.14 movement.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  BASE_MOVEMENT_INCHES,
  movementAllowance,
  movementAllowanceFromMarkers,
  movementCost,
  turnMovement,
} from "../../../../src/rulesets/space-patrol/rules/movement";

describe("allowance (Guide 5.3, 6.5, 6.14)", () => {
  it("a human moves 8 inches", () => {
    expect(BASE_MOVEMENT_INCHES).toBe(8);
    expect(movementAllowance({ athletics: 0 })).toBe(8);
  });
  it.each([
    [{ athletics: "X" }, 8],
    [{ athletics: 1 }, 9],
    [{ athletics: 10 }, 18],
    [{ athletics: 2, armourPenalty: 2 }, 8],
    [{ athletics: 1, wounds: 2 }, 7],
    [{ athletics: 1, wounds: 1, mortalWounds: 1 }, 7],
    [{ athletics: 1, armourPenalty: 3, wounds: 3, mortalWounds: 3 }, 0],
    [{ athletics: 1, bonus: 4 }, 13],
    [{ athletics: 0, base: 12 }, 12],
  ] as const)("%j moves %i", (input, inches) => {
    expect(movementAllowance(input)).toBe(inches);
  });
  it("never goes below 0", () => {
    expect(movementAllowance({ athletics: 0, wounds: 20 })).toBe(0);
  });
  it("reads wounds from markers", () => {
    expect(movementAllowanceFromMarkers({ athletics: 2 }, { "sp-wound": 2, "sp-mortalWound": 1, "sp-stun": 1 })).toBe(7);
  });
  it("refuses negative inputs", () => {
    expect(() => movementAllowance({ athletics: 1, armourPenalty: -1 })).toThrow(/Armour penalty/);
    expect(() => movementAllowance({ athletics: 1, wounds: -1 })).toThrow(/Wound/);
  });
  it("property: more wounds never increase movement; never NaN", () => {
    const dice = new SeededDice(3);
    for (let i = 0; i < 300; i++) {
      const input = { athletics: dice.die(11) - 1, armourPenalty: dice.die(4) - 1, wounds: dice.die(5) - 1 };
      const a = movementAllowance(input);
      expect(Number.isNaN(a)).toBe(false);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(movementAllowance({ ...input, wounds: input.wounds + 1 })).toBeLessThanOrEqual(a);
    }
  });
});

describe("a turn's movement (Guide 6.4, 6.5)", () => {
  it("one move, or two in place of the action", () => {
    expect(turnMovement({ allowance: 9 })).toEqual({ inches: 9, standsUp: false, actionUsed: false });
    expect(turnMovement({ allowance: 9, secondMove: true })).toEqual({ inches: 18, standsUp: false, actionUsed: true });
  });
  it("standing up from prone takes the whole first move; the second move still goes", () => {
    expect(turnMovement({ allowance: 9, prone: true })).toEqual({ inches: 0, standsUp: true, actionUsed: false });
    expect(turnMovement({ allowance: 9, prone: true, secondMove: true })).toEqual({ inches: 9, standsUp: true, actionUsed: true });
  });
  it("vehicles cannot make a second move", () => {
    expect(() => turnMovement({ allowance: 20, vehicle: true, secondMove: true })).toThrow(/second move/);
    expect(turnMovement({ allowance: 20, vehicle: true }).inches).toBe(20);
  });
  it("the unconscious do not move", () => {
    expect(turnMovement({ allowance: 9, unconscious: true, secondMove: true }).inches).toBe(0);
  });
  it("low cover costs double (Guide 6.6)", () => {
    expect(movementCost(2, true)).toBe(4);
    expect(movementCost(2)).toBe(2);
    expect(() => movementCost(-1)).toThrow(/Distance/);
  });
});
