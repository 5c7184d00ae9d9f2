// Guide 4.1 asset improvement, ruling SP-13.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  advancementCost,
  improvedLevel,
  sessionAward,
  validateSessionImprovements,
} from "../../../../src/rulesets/space-patrol/rules/advancement";
import { ASSET_IDS } from "../../../../src/rulesets/space-patrol/rules/assets";
import type { AssetLevel } from "../../../../src/rulesets/space-patrol/rules/task";

describe("advancement costs (Guide 4.1 table, ruling SP-13)", () => {
  it.each([
    ["X", 0, 4],
    [0, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
    [3, 4, 4],
    [4, 5, 5],
    [5, 6, 6],
    [6, 7, 7],
    [7, 8, 8],
    [8, 9, 9],
    [9, 10, 10],
  ] as const)("from %s to %i costs %i", (from, to, cost) => {
    expect(advancementCost(from)).toBe(cost);
    expect(improvedLevel(from)).toBe(to);
  });
  it("level 10 is the maximum", () => {
    expect(() => advancementCost(10)).toThrow(/cannot improve/);
  });
  it("refuses invalid levels", () => {
    expect(() => advancementCost(11)).toThrow(/Asset level/);
    expect(() => advancementCost(-1)).toThrow(/Asset level/);
    expect(() => advancementCost(2.5)).toThrow(/Asset level/);
  });
});

describe("one session's improvements (Guide 4.1, ruling SP-13)", () => {
  it("totals the cost and returns the new levels", () => {
    const r = validateSessionImprovements({ tactics: 2, vigor: 0 }, ["tactics", "vigor", "stealth"], 10);
    expect(r).toEqual({ ok: true, totalCost: 3 + 1 + 4, levels: { tactics: 3, vigor: 1, stealth: 0 } });
  });
  it("an empty session costs nothing", () => {
    expect(validateSessionImprovements({}, [])).toEqual({ ok: true, totalCost: 0, levels: {} });
  });
  it("refuses improving one asset twice in a session", () => {
    const r = validateSessionImprovements({ tactics: 2 }, ["tactics", "tactics"]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.key)).toEqual(["STARSKIRMISH.SpacePatrol.Advancement.oncePerSession"]);
  });
  it("refuses an asset at 10", () => {
    const r = validateSessionImprovements({ will: 10 }, ["will"]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.detail).toMatch(/maximum level 10/);
  });
  it("refuses unknown assets", () => {
    const r = validateSessionImprovements({}, ["juggling"]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.key).toBe("STARSKIRMISH.SpacePatrol.Advancement.unknownAsset");
  });
  it("refuses spending more points than saved, and accepts exactly enough", () => {
    const r = validateSessionImprovements({ tactics: 9 }, ["tactics"], 9);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.detail).toMatch(/cost 10 points but only 9/);
    expect(validateSessionImprovements({ tactics: 9 }, ["tactics"], 10).ok).toBe(true);
  });
  it("refuses a negative or fractional points balance", () => {
    expect(() => validateSessionImprovements({}, [], -1)).toThrow(/Advancement points/);
  });
});

describe("properties", () => {
  it("cost is 1 more per level and rising; random valid sessions never throw or give NaN", () => {
    for (let n = 0; n < 9; n++) expect(advancementCost(n + 1)).toBe(advancementCost(n) + 1);
    const dice = new SeededDice(41);
    for (let i = 0; i < 300; i++) {
      const current: Record<string, AssetLevel> = {};
      const chosen = new Set<string>();
      for (let k = 0; k < 5; k++) {
        const id = ASSET_IDS[dice.die(ASSET_IDS.length) - 1];
        if (!id) continue;
        const roll = dice.die(11) - 1;
        current[id] = roll === 10 ? "X" : roll;
        chosen.add(id);
      }
      const r = validateSessionImprovements(current, [...chosen]);
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(Number.isNaN(r.totalCost)).toBe(false);
        expect(r.totalCost).toBeGreaterThanOrEqual(chosen.size);
      }
    }
  });
});

describe("session awards (Guide 4.1)", () => {
  it.each([1, 3, 5])("%i points is a valid award", (n) => {
    expect(sessionAward(n)).toBe(n);
  });
  it.each([0, 6, 2.5])("%s points is not", (n) => {
    expect(() => sessionAward(n)).toThrow(/1 to 5/);
  });
});
