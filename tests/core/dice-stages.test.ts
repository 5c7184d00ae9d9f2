// Dice rolled in stages (core/dice-stages.ts): a procedure whose later dice depend on earlier ones
// gets them in as few batches as that allows, each size handed out in the order it was rolled.
import { describe, expect, it } from "vitest";
import { runInStages } from "../../src/core/dice-stages";
import type { DiceSource } from "../../src/core/dice";

/** A PBF-like procedure: per hit one d6; a 1 or 2 blocks it, else three d10 of damage. */
function hits(count: number) {
  return (dice: DiceSource) => {
    const blocks = Array.from({ length: count }, () => dice.die(6) <= 2);
    return blocks.map((blocked) => (blocked ? 0 : dice.die(10) + dice.die(10) + dice.die(10)));
  };
}

/** A batch roller that takes faces from fixed lists by size and records each batch it was asked for. */
function roller(faces: Record<number, number[]>) {
  const batches: Record<number, number>[] = [];
  const roll = async (counts: ReadonlyMap<number, number>) => {
    batches.push(Object.fromEntries(counts));
    return new Map([...counts].map(([sides, n]) => [sides, faces[sides]!.splice(0, n)]));
  };
  return { roll, batches };
}

describe("dice rolled in stages", () => {
  it("rolls the damage only after the field's d6s say which hits got through", async () => {
    const r = roller({ 6: [1, 5], 10: [4, 5, 6] });
    const out = await runInStages(hits(2), r.roll);
    expect(out.result).toEqual([0, 15]);
    // first the two d6s (the 1s blocked everything), then the three d10s the unblocked hit needs
    expect(r.batches).toEqual([{ 6: 2 }, { 10: 3 }]);
    expect(out.unused).toBe(0);
  });

  it("needs one batch when the dice do not depend on each other", async () => {
    const r = roller({ 6: [1, 2] });
    expect((await runInStages(hits(2), r.roll)).result).toEqual([0, 0]);
    expect(r.batches).toEqual([{ 6: 2 }]);
  });

  it("refuses a batch roller that answers the wrong number of dice", async () => {
    await expect(runInStages(hits(1), async () => new Map([[6, [1, 2]]]))).rejects.toThrow(RangeError);
  });

  it("stops a procedure that never has enough dice", async () => {
    const greedy = (dice: DiceSource) => {
      // asks for one more die than it was given, forever
      let n = 0;
      while (dice.die(6) !== 1 || n < 1) n++;
      return n;
    };
    await expect(runInStages(greedy, async (counts) => new Map([...counts].map(([s, c]) => [s, Array(c).fill(6)])))).rejects.toThrow(/batches/);
  });
});
