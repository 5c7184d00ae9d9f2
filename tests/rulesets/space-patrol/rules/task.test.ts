// Guide 3 task system with rulings SP-5, SP-6, SP-7.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  DIFFICULTY_TARGETS,
  effectiveDt,
  resolveTask,
  specialSuccesses,
  successChance,
} from "../../../../src/rulesets/space-patrol/rules/task";

describe("standard Difficulty Targets (Guide 3.1)", () => {
  it.each([
    ["easy", 8],
    ["average", 12],
    ["difficult", 16],
    ["extreme", 20],
    ["desperate", 24],
    ["insane", 28],
    ["imponderable", 32],
  ] as const)("%s is %i+", (name, dt) => {
    expect(DIFFICULTY_TARGETS[name]).toBe(dt);
  });
});

describe("advantages and disadvantages (Guide 3.2, SP-5)", () => {
  it("3 disadvantages and 2 advantages make 1 disadvantage: Average becomes Difficult", () => {
    expect(effectiveDt(12, 2, 3)).toBe(16);
  });
  it("the bomb in the flooding, electrified chamber: Average to Difficult to Extreme", () => {
    expect(effectiveDt(12, 0, 1)).toBe(16);
    expect(effectiveDt(12, 0, 2)).toBe(20);
  });
  it("never falls below Easy; surplus advantages are lost", () => {
    expect(effectiveDt(12, 1, 0)).toBe(8);
    expect(effectiveDt(12, 5, 0)).toBe(8);
  });
  it("has no upper limit past Imponderable", () => {
    expect(effectiveDt(32, 0, 2)).toBe(40);
  });
});

describe("asset X (Guide 2, SP-7)", () => {
  it("Astrogation X treats Easy as Average, needing 12+", () => {
    expect(resolveTask({ dt: 8, asset: "X" }, 11).success).toBe(false);
    const r = resolveTask({ dt: 8, asset: "X" }, 12);
    expect(r.dt).toBe(12);
    expect(r.success).toBe(true);
    expect(r.assetBonus).toBe(0);
  });
  it("PSI at X cannot be attempted", () => {
    expect(() => resolveTask({ dt: 12, asset: "X", psi: true }, 10)).toThrow(/PSI/);
  });
});

describe("special successes (Guide 3, SP-6)", () => {
  it.each([
    [12, 0],
    [15, 0],
    [16, 1],
    [19, 1],
    [20, 2],
    [23, 2],
    [11, 0],
  ])("at DT 12 a total of %i gives %i", (total, specials) => {
    expect(specialSuccesses(total, 12)).toBe(specials);
  });
  it("the laser pistol at effective range (30(5)+2) adds its +2 to the roll", () => {
    const r = resolveTask({ dt: 12, asset: 2, equipment: 2 }, 12);
    expect(r.total).toBe(16);
    expect(r.specialSuccesses).toBe(1);
  });
});

describe("resolveTask input checks", () => {
  it("refuses impossible dice and levels with a clear message", () => {
    expect(() => resolveTask({ dt: 12, asset: 3 }, 21)).toThrow(/d20/);
    expect(() => resolveTask({ dt: 12, asset: 11 }, 5)).toThrow(/Asset level/);
    expect(() => resolveTask({ dt: 12, asset: 3, advantages: -1 }, 5)).toThrow(/advantages/);
  });
});

describe("properties over random inputs", () => {
  it("never NaN, and an extra advantage never lowers the chance of success", () => {
    const dice = new SeededDice(20261122);
    for (let i = 0; i < 500; i++) {
      const asset = dice.die(12) - 1;
      const level = asset === 11 ? "X" : asset;
      const input = {
        dt: 4 + 4 * dice.die(8),
        asset: level,
        equipment: dice.die(7) - 4,
        advantages: dice.die(4) - 1,
        disadvantages: dice.die(4) - 1,
      } as const;
      const r = resolveTask(input, dice.die(20));
      expect(Number.isNaN(r.total)).toBe(false);
      expect(r.dt).toBeGreaterThanOrEqual(8);
      expect(successChance({ ...input, advantages: input.advantages + 1 })).toBeGreaterThanOrEqual(successChance(input));
    }
  });
});
