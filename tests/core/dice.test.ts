// Dice sources: checked faces, queued real results, and the record-then-replay plan.
import { describe, expect, it } from "vitest";
import { checkedDie, inRequestedOrder, QueuedDice, RecordingDice, rollDice, sum } from "../../src/core/dice";
import { FixedDice, SeededDice } from "../../src/core/seeded-dice";

describe("dice", () => {
  it("refuse faces a die cannot show", () => {
    expect(() => checkedDie({ die: () => 7 }, 6)).toThrow(/d6 cannot show 7/);
    expect(() => rollDice(new FixedDice([1]), -1, 6)).toThrow(/Cannot roll -1 dice/);
  });
  it("seeded dice repeat for the same seed and stay on their faces", () => {
    const a = new SeededDice(7);
    const b = new SeededDice(7);
    const rolls = rollDice(a, 200, 10);
    expect(rollDice(b, 200, 10)).toEqual(rolls);
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(10);
    expect(sum([3, 4, 5])).toBe(12);
  });
  it("queued dice hand out real results in order and refuse the wrong die", () => {
    const q = new QueuedDice([{ sides: 20, value: 13 }, { sides: 10, value: 4 }]);
    expect(q.die(20)).toBe(13);
    expect(() => q.die(8)).toThrow(/Expected a d8/);
  });
  it("record a procedure's dice, then replay real results grouped by size in the asked order", () => {
    const rec = new RecordingDice();
    const procedure = (d: { die(s: number): number }) => [d.die(20), d.die(10), d.die(10), d.die(8), d.die(10)];
    procedure(rec);
    expect(rec.requested).toEqual([20, 10, 10, 8, 10]);
    expect(rec.countsBySides()).toEqual(new Map([[20, 1], [10, 3], [8, 1]]));
    const queue = inRequestedOrder(rec.requested, new Map([[20, [17]], [10, [2, 9, 5]], [8, [6]]]));
    expect(procedure(new QueuedDice(queue))).toEqual([17, 2, 9, 6, 5]);
    expect(() => inRequestedOrder([10, 10], new Map([[10, [1]]]))).toThrow(/Not enough d10/);
  });
});
