// Guide 6.3: Tactics spent on a ground fire's attack rolls (and a melee strike's roll) after they are rolled, and each target's
// damage dice kept apart so a hit the points add changes no die another target's hits used.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import type { DiceSource } from "../../../../src/core/dice";
import { resolveFire, type FireInput } from "../../../../src/rulesets/space-patrol/rules/fire";

const two = (over: Partial<FireInput> = {}): FireInput => ({
  shooter: { asset: 2 },
  weapon: { band: "effective", equipment: 0, penetration: 5, targets: 2, ammoPerTurn: 2, attack: "firearm" },
  targets: [
    { armour: { hand: 0, bullets: 0, energy: 0 }, shots: 1, cover: "high" },
    { armour: { hand: 0, bullets: 0, energy: 0 }, shots: 1, distanceToPrimary: 2, cover: "high" },
  ],
  d20: [12, 18],
  dice: new FixedDice([6, 6, 6, 1, 1, 1, 2, 2, 2, 3, 3, 3]),
  ...over,
});

describe("Tactics on a fire's attack rolls (Guide 6.3)", () => {
  it("adds a point to one roll only, and can turn its miss into a hit", () => {
    const before = resolveFire(two());
    const dt = before.targets[0]!.dt;
    // the first roll's total, one short of its DT, is made by one point
    const d20 = dt - 2 - 1;
    const miss = resolveFire(two({ d20: [d20, 18] }));
    expect(miss.shots.map((s) => s.hits > 0)).toEqual([false, true]);
    const made = resolveFire(two({ d20: [d20, 18], tactics: [[{ side: "players", points: 1 }], []] }));
    expect(made.shots[0]!.task).toMatchObject({ d20, total: dt, success: true });
    expect(made.shots[1]!.task.total).toBe(miss.shots[1]!.task.total);
  });

  it("keeps each target's damage dice apart with diceFor", () => {
    const base = resolveFire(two());
    const dt = base.targets[0]!.dt;
    const d20 = dt - 3;
    const own = (faces: number[]): DiceSource => new FixedDice(faces);
    const slots: Record<number, number[]> = { 0: [4, 4, 4], 1: [5, 5, 5] };
    const diceFor = (slot: { damageOfTarget: number }) => own(slots[slot.damageOfTarget] ?? []);
    const before = resolveFire(two({ d20: [d20, 18], diceFor }));
    const after = resolveFire(two({ d20: [d20, 18], diceFor, tactics: [[{ side: "players", points: 1 }], []] }));
    expect(after.targets[1]!.damage).toEqual(before.targets[1]!.damage);
    expect(after.targets[0]!.damage.map((d) => d.dice)).toEqual([[4, 4, 4]]);
  });

  it("refuses a diceFor that is not a function and spends that are not lists", () => {
    expect(() => resolveFire(two({ diceFor: 1 as unknown as () => DiceSource }))).toThrow(RangeError);
    expect(() => resolveFire(two({ tactics: [3 as unknown as []] }))).toThrow(RangeError);
  });
});

describe("Tactics on a melee roll (Guide 6.3)", () => {
  it("adds the points to the strike's roll, and refuses a fourth point from one side", async () => {
    const { resolveMelee } = await import("../../../../src/rulesets/space-patrol/rules/melee");
    const strike = (tactics?: { side: string; points: number }[]) =>
      resolveMelee({ style: "weapon", asset: 2, weapon: { penetration: 3, maxHits: 2 }, situation: { attackerReach: 1, targetReach: 0, attackerFighting: 2, targetFighting: 0 }, target: { armour: 0 }, d20: 5, dice: new FixedDice([6, 6, 6, 6, 6, 6]), ...(tactics ? { tactics } : {}) });
    const before = strike();
    const after = strike([{ side: "players", points: 1 }]);
    expect(after.task!.total).toBe(before.task!.total + 1);
    expect(after.task!.d20).toBe(5);
    expect(() => strike([1, 1, 1, 1].map((points) => ({ side: "players", points })))).toThrow(RangeError);
  });
});

describe("Not So Fast on a fire's attack roll (Guide 4.2)", () => {
  it("gives the rolled-again roll one more advantage, and that roll only", () => {
    const plain = resolveFire(two());
    const again = resolveFire(two({ extraAdvantages: [1, 0] }));
    expect(again.shots[0]!.task.advantages).toBe(plain.shots[0]!.task.advantages + 1);
    expect(again.shots[0]!.task.dt).toBeLessThan(plain.shots[0]!.task.dt);
    expect(again.shots[1]!.task).toEqual(plain.shots[1]!.task);
  });

  it("refuses more than one additional advantage on a roll", () => {
    expect(() => resolveFire(two({ extraAdvantages: [2, 0] }))).toThrow(RangeError);
  });
});

describe("Not So Fast on a melee strike (Guide 4.2)", () => {
  it("rolls the strike again with one more advantage", async () => {
    const { resolveMelee } = await import("../../../../src/rulesets/space-patrol/rules/melee");
    const strike = (rolledAgain?: boolean) =>
      resolveMelee({ style: "weapon", asset: 2, weapon: { penetration: 3, maxHits: 2 }, situation: { attackerReach: 1, targetReach: 0, attackerFighting: 2, targetFighting: 0 }, target: { armour: 0 }, d20: 5, dice: new FixedDice([6, 6, 6, 6, 6, 6]), ...(rolledAgain === undefined ? {} : { rolledAgain }) });
    expect(strike(true).task!.advantages).toBe(strike().task!.advantages + 1);
    expect(strike(false).task).toEqual(strike().task);
    expect(() => strike("yes" as unknown as boolean)).toThrow(RangeError);
  });
});
