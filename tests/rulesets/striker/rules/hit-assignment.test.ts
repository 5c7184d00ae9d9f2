import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { assignHits } from "../../../../src/rulesets/striker/rules/hit-assignment";
import { inDangerSpace, selectTargets } from "../../../../src/rulesets/striker/rules/danger-space";

describe("hit assignment (Striker 8.A.1.b.4)", () => {
  it("five hits on four soldiers: one each and a die for the fifth (worked example)", () => {
    expect(assignHits(5, 4, new FixedDice([3]))).toEqual([1, 1, 2, 1]);
  });
  it("odd hits go to different soldiers", () => {
    // 3 hits on 4: d4=1 -> soldier 0; d3=1 -> soldier 1 of [1,2,3]; d2=2 -> soldier 3 of [2,3].
    expect(assignHits(3, 4, new FixedDice([1, 1, 2]))).toEqual([1, 1, 0, 1]);
  });
  it("a lone soldier takes all hits without a roll", () => {
    expect(assignHits(3, 1, new FixedDice([6]))).toEqual([3]);
  });
  it("no hits, no rolls", () => {
    expect(assignHits(0, 4, new FixedDice([9]))).toEqual([0, 0, 0, 0]);
  });
  it("rejects impossible input", () => {
    expect(() => assignHits(-1, 4, new FixedDice([1]))).toThrow(/0 or more/);
    expect(() => assignHits(1, 5, new FixedDice([1]))).toThrow(/0 to 4/);
    expect(() => assignHits(1, 0, new FixedDice([1]))).toThrow(/no soldiers/);
  });
  it("always spreads evenly and keeps every hit (SeededDice)", () => {
    const dice = new SeededDice(5);
    for (let i = 0; i < 400; i++) {
      const hits = i % 13;
      const soldiers = 1 + (i % 4);
      const out = assignHits(hits, soldiers, dice);
      expect(out.reduce((a, b) => a + b, 0)).toBe(hits);
      expect(Math.max(...out) - Math.min(...out)).toBeLessThanOrEqual(1);
    }
  });
});

describe("danger space (Striker 8.A.1.a.2)", () => {
  const firer = { x: 0, y: 0 };
  const prime = { id: "p", position: { x: 200, y: 0 } };
  it.each([
    [{ x: 100, y: 10 }, true],
    [{ x: 100, y: -10 }, true],
    [{ x: 100, y: 10.5 }, false],
    [{ x: 205, y: 0 }, true],
    [{ x: 215, y: 0 }, false],
  ])("%j is inside: %s", (p, inside) => {
    expect(inDangerSpace(firer, prime.position, p)).toBe(inside);
  });
  it("takes the prime target, then the nearest to it, friends and those passing through too", () => {
    const picked = selectTargets(
      firer,
      prime,
      [
        { id: "near", position: { x: 180, y: 5 } },
        { id: "friend", position: { x: 150, y: 0 } },
        { id: "outside", position: { x: 190, y: 40 } },
        { id: "passed", position: { x: 500, y: 500 }, passedThrough: true },
        { id: "far", position: { x: 20, y: 0 } },
      ],
      4,
    );
    expect(picked.map((c) => c.id)).toEqual(["p", "near", "friend", "far"]);
  });
  it("a single-target weapon takes only the prime target", () => {
    expect(selectTargets(firer, prime, [{ id: "near", position: { x: 190, y: 0 } }], 1).map((c) => c.id)).toEqual(["p"]);
    expect(() => selectTargets(firer, prime, [], 0)).toThrow(/at least 1/);
  });
});
