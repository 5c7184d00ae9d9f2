// Guide 1.4 rank titles, Guide 1.5 chain of command.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { chainOfCommand, medalPoints, rankTitle, rankTitleLabel } from "../../../../src/rulesets/space-patrol/rules/ranks";

describe("rank titles (Guide 1.4)", () => {
  it.each([
    ["flight", "Cadet|Deck Hand|Able Flyer|Pilot|Senior Pilot|Master Pilot|Chief Pilot"],
    ["engineering", "Cadet|Drive Hand|Able Mechanic|Engineer|Senior Engineer|Master Engineer|Chief Engineer"],
    ["gunnery", "Cadet|Gunner's Mate|Able Armsman|Gunner|Senior Gunner|Master Gunner|Chief Gunner"],
    ["intelligence", "Cadet|Junior Analyst|Analyst|Operative|Senior Operative|Master Operative|Chief Operative"],
    ["astrogation", "Cadet|Chart Clerk|Assistant Astrogator|Astrogator|Senior Astrogator|Master Astrogator|Chief Astrogator"],
    ["medicine", "Cadet|Orderly|Paramedic|Medic|Senior Medic|Master Medic|Chief Medic"],
  ] as const)("%s: %s", (branch, titles) => {
    expect([0, 1, 2, 3, 4, 5, 6].map((r) => rankTitle(branch, r)).join("|")).toBe(titles);
  });
  it("label keys and bad ranks", () => {
    expect(rankTitleLabel("gunnery", 3)).toBe("STARSKIRMISH.SpacePatrol.Rank.gunnery.3");
    expect(() => rankTitle("flight", 7)).toThrow(/Rank must be 0-6/);
    expect(() => rankTitle("flight", -1)).toThrow(/Rank/);
  });
});

describe("medal points (Guide 1.5)", () => {
  it("Flare 1, Comet 2, Star 3", () => {
    expect(medalPoints(["flare"])).toBe(1);
    expect(medalPoints(["comet"])).toBe(2);
    expect(medalPoints(["star"])).toBe(3);
    expect(medalPoints(["flare", "star", "comet"])).toBe(6);
    expect(medalPoints([])).toBe(0);
  });
});

describe("chain of command (Guide 1.5)", () => {
  it("the highest rank is captain, the next is Number 2", () => {
    const c = chainOfCommand(
      [{ id: "a", rank: 2, medals: [] }, { id: "b", rank: 4, medals: [] }, { id: "c", rank: 3, medals: ["star"] }],
      new FixedDice([1]),
    );
    expect(c.order).toEqual(["b", "c", "a"]);
    expect(c.captain).toBe("b");
    expect(c.numberTwo).toBe("c");
    expect(c.tieRolls).toEqual({});
  });
  it("equal rank: more medal points first; Flare + Comet (3) ties a Star (3) and goes to the dice", () => {
    const c = chainOfCommand(
      [{ id: "a", rank: 3, medals: ["flare", "comet"] }, { id: "b", rank: 3, medals: ["star"] }, { id: "c", rank: 3, medals: ["comet"] }],
      new FixedDice([5, 12]),
    );
    expect(c.order).toEqual(["b", "a", "c"]);
    expect(c.tieRolls).toEqual({ a: [5], b: [12] });
  });
  it("still equal: dice, rerolling ties among the tied", () => {
    const c = chainOfCommand(
      [{ id: "a", rank: 1, medals: [] }, { id: "b", rank: 1, medals: [] }, { id: "c", rank: 1, medals: [] }],
      new FixedDice([7, 7, 3, 2, 9]),
    );
    expect(c.order).toEqual(["b", "a", "c"]);
    expect(c.tieRolls).toEqual({ a: [7, 2], b: [7, 9], c: [3] });
  });
  it("an empty crew has no captain; a bad rank is refused", () => {
    expect(chainOfCommand([], new FixedDice([1])).captain).toBeUndefined();
    expect(() => chainOfCommand([{ id: "a", rank: 9, medals: [] }], new FixedDice([1]))).toThrow(/Rank/);
  });
  it("property: the order keeps every member once, ranks never rise down the order", () => {
    const dice = new SeededDice(17);
    for (let i = 0; i < 200; i++) {
      const crew = Array.from({ length: dice.die(6) }, (_, k) => ({ id: `m${k}`, rank: dice.die(7) - 1, medals: [] as const }));
      const c = chainOfCommand(crew, dice);
      expect([...c.order].sort()).toEqual(crew.map((m) => m.id).sort());
      const ranks = c.order.map((id) => crew.find((m) => m.id === id)?.rank ?? -1);
      for (let k = 1; k < ranks.length; k++) expect(ranks[k]).toBeLessThanOrEqual(ranks[k - 1] ?? 99);
    }
  });
});
