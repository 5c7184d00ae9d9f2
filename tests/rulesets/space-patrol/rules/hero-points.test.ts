// Guide 4.2 Space Hero Points and Plot Armor Points.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  HERO_POINT_USES,
  notSoFast,
  PLOT_ARMOR_USES,
  reverseThePolarity,
  spendHeroPoint,
  tisButAScratch,
} from "../../../../src/rulesets/space-patrol/rules/hero-points";
import { resolveTask, successChance } from "../../../../src/rulesets/space-patrol/rules/task";

describe("the five uses (Guide 4.2)", () => {
  it.each([
    ["goSickHouse", "extraTurn"],
    ["notDead", "survive"],
    ["notSoFast", "reroll"],
    ["tisButAScratch", "clearMarkers"],
    ["reverseThePolarity", "reduceDamage"],
  ])("%s does %s", (id, kind) => {
    const use = HERO_POINT_USES.find((u) => u.id === id);
    expect(use?.effect.kind).toBe(kind);
    expect(use?.label).toBe(`STARSKIRMISH.SpacePatrol.HeroPoint.${id}`);
  });
  it("there are exactly five, and villains' Plot Armor Points spend the same ways", () => {
    expect(HERO_POINT_USES).toHaveLength(5);
    expect(PLOT_ARMOR_USES.map((u) => u.id)).toEqual(HERO_POINT_USES.map((u) => u.id));
  });
  it("Go Sick-house gives 2 moves and 2 actions in any order", () => {
    expect(HERO_POINT_USES[0].effect).toEqual({ kind: "extraTurn", moves: 2, actions: 2, anyOrder: true });
  });
});

describe("Not So Fast: reroll a failed check with one more advantage", () => {
  it("the reroll moves Difficult down to Average", () => {
    const input = { dt: 16, asset: 2 } as const;
    const first = resolveTask(input, 9);
    expect(first.success).toBe(false);
    const again = notSoFast(input, 10, first);
    expect(again.dt).toBe(12);
    expect(again.success).toBe(true);
    expect(again.advantages).toBe(1);
  });
  it("adds to advantages already there and cancels the X disadvantage", () => {
    const r = notSoFast({ dt: 12, asset: "X", advantages: 1 }, 4);
    expect(r.advantages).toBe(2);
    expect(r.dt).toBe(8);
  });
  it("refuses to reroll a success", () => {
    const input = { dt: 12, asset: 3 } as const;
    expect(() => notSoFast(input, 5, resolveTask(input, 15))).toThrow(/only a failed/);
  });
  it("refuses a bad die", () => {
    expect(() => notSoFast({ dt: 12, asset: 3 }, 0)).toThrow(/d20/);
  });
  it("property: the reroll is never less likely to succeed than the first roll", () => {
    const dice = new SeededDice(5);
    for (let i = 0; i < 200; i++) {
      const input = { dt: 4 + 4 * dice.die(7), asset: dice.die(11) - 1, disadvantages: dice.die(3) - 1 };
      let wins = 0;
      for (let f = 1; f <= 20; f++) if (notSoFast(input, f).success) wins++;
      expect(wins / 20).toBeGreaterThanOrEqual(successChance(input));
    }
  });
});

describe("'Tis But a Scratch", () => {
  it("clears Wound, Mortal Wound, Stun, Morale, Unconscious and Prone, leaving the rest", () => {
    const after = tisButAScratch({
      "sp-wound": 3, "sp-mortalWound": 1, "sp-stun": 1, "sp-morale": 1, "sp-unconscious": 1, "sp-prone": 1,
      "sp-hunkered": 1, "sp-suppressed": 1,
    });
    expect(after).toEqual({ "sp-hunkered": 1, "sp-suppressed": 1 });
  });
  it("is harmless on a clean character", () => {
    expect(tisButAScratch({})).toEqual({});
  });
});

describe("Reverse the Polarity", () => {
  it.each(["wrecked", "explosion", "explodes"])("%s becomes Heavy Penetration", (key) => {
    expect(reverseThePolarity(key)).toBe("heavyPenetration");
  });
  it("refuses lesser results", () => {
    expect(() => reverseThePolarity("lightPenetration")).toThrow(/only reduces/);
  });
});

describe("spending points", () => {
  it("counts down to 0 and then refuses", () => {
    expect(spendHeroPoint(1)).toBe(0);
    expect(() => spendHeroPoint(0)).toThrow(/No Space Hero Points/);
    expect(() => spendHeroPoint(-1)).toThrow(/0 or more/);
  });
});
