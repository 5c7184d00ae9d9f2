// A Striker roll as a card writes it (view/roll-sum.ts): the dice and each named DM add up to the
// total the rules gave, so no number on the card stands unexplained (Striker 8.A.1.b.5).
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import { fragmentationAttack } from "../../../../src/rulesets/striker/rules/explosive";
import { rollSum } from "../../../../src/rulesets/striker/view/roll-sum";

const value = (t: { sign: string; value: number }) => (t.sign === "+" ? t.value : -t.value);

describe("rollSum", () => {
  it("writes a fragmentation roll whose dice and named DMs add up to its total, for every team size", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const soldiers = 1 + (seed % 4);
      const frag = fragmentationAttack({ id: "t", distanceM: 0, soldiers }, 2, null, new SeededDice(seed));
      const sum = rollSum(frag.dice, frag.modifiers, frag.total, frag.outcome.cell);
      expect(sum.dice).toHaveLength(2);
      expect(sum.dice[0]! + sum.dice[1]! + sum.terms.reduce((n, t) => n + value(t), 0)).toBe(sum.total);
      // one DM per soldier left on the stand
      expect(sum.terms).toEqual([{ sign: "+", value: soldiers, label: "STARSKIRMISH.Striker.Fire.Modifier.fragmentation" }]);
    }
  });

  it("leaves a DM of 0 out, writes a negative one with a minus sign, and counts the hits in words", () => {
    const sum = rollSum([3, 2], [{ label: "a", value: 0 }, { label: "b", value: -2 }], 3, 2);
    expect(sum.terms).toEqual([{ sign: "\u2212", value: 2, label: "b" }]);
    expect(sum).toMatchObject({ cellKey: "STARSKIRMISH.Striker.Fire.cell.hits", cellCount: 2, counted: true });
    expect(rollSum([1, 1], [], 2, "-")).toMatchObject({ cellKey: "STARSKIRMISH.Striker.Fire.cell.none", counted: false });
  });
});
