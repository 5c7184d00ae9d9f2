// Dice kept by slot: a slot reads its own faces first, takes new ones after, and keeps them.
import { describe, expect, it } from "vitest";
import { SlotDice } from "../../src/core/dice-slots";
import { FixedDice } from "../../src/core/seeded-dice";

describe("dice kept by slot", () => {
  it("hands each slot its own kept faces, then new ones from the fallback, which it keeps", () => {
    const dice = new SlotDice({ a: [3, 4], b: [6] }, new FixedDice([1, 2, 5]));
    const a = dice.slot("a");
    const b = dice.slot("b");
    expect([b.die(6), a.die(6), a.die(6)]).toEqual([6, 3, 4]);
    // both have used what they kept: the next dice are new, in the order asked
    expect([a.die(6), b.die(6), dice.slot("c").die(6)]).toEqual([1, 2, 5]);
    expect(dice.faces()).toEqual({ a: [3, 4, 1], b: [6, 2], c: [5] });
  });

  it("does not change the list it was given", () => {
    const kept = { a: [3] };
    const dice = new SlotDice(kept, new FixedDice([2]));
    dice.slot("a").die(6);
    dice.slot("a").die(6);
    expect(kept).toEqual({ a: [3] });
  });

  it("refuses a kept face the die asked for cannot show", () => {
    const dice = new SlotDice({ a: [9] }, new FixedDice([1]));
    expect(() => dice.slot("a").die(6)).toThrow(RangeError);
  });
});
