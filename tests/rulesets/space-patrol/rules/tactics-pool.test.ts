// Guide 6.3 / 7.3 Tactics Pool.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  applyTacticsPoints,
  spendTacticsPool,
  tacticsPoolDeciders,
  tacticsPoolSize,
  TACTICS_POOL_EXAMPLES,
} from "../../../../src/rulesets/space-patrol/rules/tactics-pool";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";

describe("pool size (Guide 6.3, 7.3)", () => {
  it.each([
    [[], 0],
    [[2, 3, 1], 6],
    [["X", 0, 4], 4],
    [[10, 10, 10, 10, 10, 10], 60],
  ] as const)("Tactics %j make a pool of %i", (levels, size) => {
    expect(tacticsPoolSize(levels)).toBe(size);
  });
  it("refuses an invalid level", () => {
    expect(() => tacticsPoolSize([-1])).toThrow(/Tactics level/);
  });
});

describe("what the pool may change (Guide 6.3, 7.3)", () => {
  it.each([
    ["shooting", true], ["melee", true], ["recon", true], ["stealth", true], ["scanner", true], ["grenadeThrow", true],
    ["damageRoll", false], ["initiative", false], ["commCall", false], ["identifyPlant", false],
    ["spaceWeaponFire", true], ["maneuver", true], ["targetLock", true], ["protonicBurstEffect", false], ["repair", false],
  ] as const)("%s: %s", (id, eligible) => {
    expect(TACTICS_POOL_EXAMPLES.find((e) => e.id === id)?.eligible).toBe(eligible);
  });
});

describe("applying points after the roll", () => {
  const miss = resolveTask({ dt: 12, asset: 2 }, 8); // total 10, fails by 2
  it("+2 turns a miss by 2 into a hit", () => {
    const r = applyTacticsPoints(miss, [{ side: "patrol", points: 2 }], { combatTask: true });
    expect(r.total).toBe(12);
    expect(r.success).toBe(true);
    expect(r.specialSuccesses).toBe(0);
    expect(r.totalBeforeTactics).toBe(10);
    expect(r.tacticsSpent).toEqual({ patrol: 2 });
  });
  it("+3 on a total of 15 at DT 12 adds a special success", () => {
    const r = applyTacticsPoints(resolveTask({ dt: 12, asset: 3 }, 12), [{ side: "patrol", points: 3 }], { combatTask: true });
    expect(r.total).toBe(18);
    expect(r.specialSuccesses).toBe(1);
  });
  it("the other side's -3 can turn a hit into a miss", () => {
    const hit = resolveTask({ dt: 12, asset: 2 }, 11);
    const r = applyTacticsPoints(hit, [{ side: "pirates", points: -3 }], { combatTask: true });
    expect(r.success).toBe(false);
    expect(r.margin).toBe(-2);
  });
  it("both sides may spend on one roll, each up to 3, also in turns", () => {
    const first = applyTacticsPoints(miss, [{ side: "patrol", points: 3 }], { combatTask: true });
    const second = applyTacticsPoints(first, [{ side: "pirates", points: -3 }], { combatTask: true });
    expect(second.total).toBe(10);
    expect(second.tactics).toBe(0);
    expect(second.tacticsSpent).toEqual({ patrol: 3, pirates: 3 });
  });
  it("refuses more than 3 per side per roll, even across calls", () => {
    expect(() => applyTacticsPoints(miss, [{ side: "a", points: 2 }, { side: "a", points: 2 }], { combatTask: true })).toThrow(/most is 3/);
    const first = applyTacticsPoints(miss, [{ side: "a", points: 2 }], { combatTask: true });
    expect(() => applyTacticsPoints(first, [{ side: "a", points: 2 }], { combatTask: true })).toThrow(/most is 3/);
  });
  it.each([0, 4, -4, 1.5])("refuses a spend of %s", (points) => {
    expect(() => applyTacticsPoints(miss, [{ side: "a", points }], { combatTask: true })).toThrow(/\+1 to \+3/);
  });
  it("refuses non-combat tasks", () => {
    expect(() => applyTacticsPoints(miss, [{ side: "a", points: 1 }], { combatTask: false })).toThrow(/combat-related/);
  });
  it("refuses spending more than the pool holds", () => {
    expect(() => applyTacticsPoints(miss, [{ side: "a", points: 3 }], { combatTask: true, pools: { a: 2 } })).toThrow(/2 Tactics points left/);
    expect(applyTacticsPoints(miss, [{ side: "a", points: 2 }], { combatTask: true, pools: { a: 2 } }).total).toBe(12);
  });
  it("the pool runs down and refuses going below 0", () => {
    expect(spendTacticsPool(5, -3)).toBe(2);
    expect(spendTacticsPool(3, 3)).toBe(0);
    expect(() => spendTacticsPool(1, 2)).toThrow(/cannot spend 2/);
  });
  it("property: more points never make a success less likely; never NaN", () => {
    const dice = new SeededDice(63);
    for (let i = 0; i < 500; i++) {
      const base = resolveTask({ dt: 4 + 4 * dice.die(6), asset: dice.die(11) - 1 }, dice.die(20));
      const p = dice.die(3);
      const up = applyTacticsPoints(base, [{ side: "a", points: p }], { combatTask: true });
      const down = applyTacticsPoints(base, [{ side: "b", points: -p }], { combatTask: true });
      expect(Number.isNaN(up.total)).toBe(false);
      if (base.success) expect(up.success).toBe(true);
      if (!base.success) expect(down.success).toBe(false);
      expect(up.specialSuccesses).toBeGreaterThanOrEqual(base.specialSuccesses);
    }
  });
});

describe("who decides a disputed spend (Guide 6.3)", () => {
  it("the highest Leadership; equals are all named", () => {
    expect(tacticsPoolDeciders([{ id: "a", leadership: 2 }, { id: "b", leadership: 4 }, { id: "c", leadership: "X" }])).toEqual(["b"]);
    expect(tacticsPoolDeciders([{ id: "a", leadership: 3 }, { id: "b", leadership: 3 }])).toEqual(["a", "b"]);
    expect(tacticsPoolDeciders([{ id: "x", leadership: "X" }])).toEqual(["x"]);
    expect(tacticsPoolDeciders([])).toEqual([]);
  });
});
