// An initiative roll each turn: totals with the rule set's modifiers, ties re-rolled among the
// tied sides, and seeded dice giving the same order every time.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../src/core/seeded-dice";
import { checkedSequence, initiativeCardView, initiativeProgress, initiativeRolledAt, MAX_INITIATIVE_ROUNDS, rollInitiative, seatsOf, type InitiativeRoll } from "../../../src/core/turn/index";
import { PLAYERS, SAMPLE } from "./sample-sequence";

const D6_REROLL: InitiativeRoll = { die: 6, reRollTies: true };
const two = [
  { id: "red", modifier: 0 },
  { id: "blue", modifier: 1 },
];

describe("initiative each turn", () => {
  it("adds each side's modifier; the best total goes first", () => {
    const out = rollInitiative(D6_REROLL, two, new FixedDice([4, 2]));
    expect(out.order).toEqual(["red", "blue"]);
    expect(out.rounds).toEqual([[{ id: "red", dice: [4], modifier: 0, total: 4 }, { id: "blue", dice: [2], modifier: 1, total: 3 }]]);
    expect(rollInitiative(D6_REROLL, two, new FixedDice([3, 3])).order).toEqual(["blue", "red"]);
  });

  it("re-rolls ties until they break, modifiers added each time", () => {
    // 3 v 2+1, then 5 v 4+1, then 6 v 1+1.
    const out = rollInitiative(D6_REROLL, two, new FixedDice([3, 2, 5, 4, 6, 1]));
    expect(out.rounds.map((r) => r.map((t) => t.total))).toEqual([[3, 3], [5, 5], [6, 2]]);
    expect(out.order).toEqual(["red", "blue"]);
  });

  it("with three sides re-rolls only the tied ones, and orders every side", () => {
    const three = [{ id: "a", modifier: 0 }, { id: "b", modifier: 0 }, { id: "c", modifier: 0 }];
    // a 6, b 2, c 2: a is first; b and c roll again: 1 v 4.
    const out = rollInitiative(D6_REROLL, three, new FixedDice([6, 2, 2, 1, 4]));
    expect(out.rounds.map((r) => r.map((t) => t.id))).toEqual([["a", "b", "c"], ["b", "c"]]);
    expect(out.order).toEqual(["a", "c", "b"]);
  });

  it("without re-rolls a tie keeps the listed order; low totals win where the rules say so", () => {
    expect(rollInitiative({ die: 6, reRollTies: false }, [{ id: "x", modifier: 0 }, { id: "y", modifier: 0 }], new FixedDice([4, 4]))).toEqual({
      order: ["x", "y"],
      rounds: [[{ id: "x", dice: [4], modifier: 0, total: 4 }, { id: "y", dice: [4], modifier: 0, total: 4 }]],
    });
    expect(rollInitiative({ die: 6, reRollTies: true, lowWins: true }, two, new FixedDice([4, 1])).order).toEqual(["blue", "red"]);
  });

  it("rolls several dice a side where the rules say so", () => {
    const out = rollInitiative({ die: 6, dice: 2, reRollTies: true }, two, new FixedDice([1, 1, 6, 6]));
    expect(out.rounds[0]).toEqual([{ id: "red", dice: [1, 1], modifier: 0, total: 2 }, { id: "blue", dice: [6, 6], modifier: 1, total: 13 }]);
  });

  it("tells the roller what is still to roll, round by round", () => {
    expect(initiativeProgress(D6_REROLL, two, [])).toEqual({ decided: false, rollers: ["red", "blue"], diceEach: 1 });
    expect(initiativeProgress(D6_REROLL, two, [[3, 2]])).toEqual({ decided: false, rollers: ["red", "blue"], diceEach: 1 });
    expect(initiativeProgress(D6_REROLL, two, [[3, 2], [1, 6]])).toMatchObject({ decided: true, outcome: { order: ["blue", "red"] } });
    expect(() => initiativeProgress(D6_REROLL, two, [[3]])).toThrow(/needs 2 dice, not 1/);
    expect(() => initiativeProgress(D6_REROLL, two, [[3, 7]])).toThrow(/d6 cannot show 7/);
    expect(() => initiativeProgress(D6_REROLL, [two[0]!, two[0]!], [])).toThrow(/once/);
    // One side alone, or none, needs no dice.
    expect(initiativeProgress(D6_REROLL, [two[0]!], [])).toEqual({ decided: true, outcome: { order: ["red"], rounds: [] } });
  });

  it("gives up on a source that ties for ever", () => {
    expect(() => rollInitiative(D6_REROLL, [{ id: "x", modifier: 0 }, { id: "y", modifier: 0 }], new FixedDice([3]))).toThrow(new RegExp(`${MAX_INITIATIVE_ROUNDS} rounds`));
  });

  it("with seeded dice: the same order for the same seed, and each side ahead of the next by the round that split them", () => {
    const sides = [{ id: "a", modifier: 1 }, { id: "b", modifier: 0 }, { id: "c", modifier: -1 }, { id: "d", modifier: 0 }];
    for (let seed = 1; seed <= 200; seed++) {
      const out = rollInitiative(D6_REROLL, sides, new SeededDice(seed));
      expect(rollInitiative(D6_REROLL, sides, new SeededDice(seed))).toEqual(out);
      expect([...out.order].sort()).toEqual(["a", "b", "c", "d"]);
      for (let i = 1; i < out.order.length; i++) {
        const [ahead, behind] = [out.order[i - 1]!, out.order[i]!];
        // Tied sides throw together until a round splits them; the one ahead threw more there.
        const split = out.rounds
          .map((r) => [r.find((t) => t.id === ahead)?.total, r.find((t) => t.id === behind)?.total] as const)
          .find(([x, y]) => x !== undefined && y !== undefined && x !== y);
        expect(split, `seed ${seed}`).toBeDefined();
        expect(split![0]!).toBeGreaterThan(split![1]!);
      }
    }
  });

  it("seats the winner first", () => {
    expect(seatsOf(PLAYERS, ["blue-side", "red-side"])).toEqual({ red: "blue-side", blue: "red-side" });
    expect(seatsOf(PLAYERS, ["only"])).toEqual({ red: "only" });
  });

  it("is rolled on entering its phase: the first of the turn unless the sequence names one", () => {
    expect(initiativeRolledAt(SAMPLE, { turn: 2, phase: "orders" })).toBe(false);
    const atStart = checkedSequence({ ...SAMPLE, initiativeRoll: D6_REROLL });
    expect(initiativeRolledAt(atStart, { turn: 2, phase: "orders" })).toBe(true);
    expect(initiativeRolledAt(atStart, { turn: 2, phase: "redMove" })).toBe(false);
    const inFire = checkedSequence({ ...SAMPLE, initiativeRoll: { ...D6_REROLL, phase: "blueFire" } });
    expect(initiativeRolledAt(inFire, { turn: 2, phase: "blueFire", step: "shoot" })).toBe(true);
    expect(initiativeRolledAt(inFire, { turn: 2, phase: "blueFire", step: "answer" })).toBe(false);
    expect(initiativeRolledAt(inFire, { turn: 2, phase: "orders" })).toBe(false);
  });

  it("shows each round on its card, re-rolls marked, modifiers signed, the winner named", () => {
    const out = rollInitiative(D6_REROLL, [{ id: "red", modifier: -1 }, { id: "blue", modifier: 0 }], new FixedDice([3, 2, 6, 1]));
    expect(initiativeCardView(4, out, { red: "L.red" })).toEqual({
      turn: 4,
      rounds: [
        { reRoll: false, throws: [{ label: "L.red", dice: "3", modifier: "\u22121", total: 2, first: true }, { label: "blue", dice: "2", modifier: "+0", total: 2, first: false }] },
        { reRoll: true, throws: [{ label: "L.red", dice: "6", modifier: "\u22121", total: 5, first: true }, { label: "blue", dice: "1", modifier: "+0", total: 1, first: false }] },
      ],
      firstLabel: "L.red",
    });
  });
});
