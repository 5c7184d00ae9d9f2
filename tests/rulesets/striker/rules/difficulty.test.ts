import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import {
  DIFFICULTY_LEVELS,
  difficultyTarget,
  meetsThrow,
  parseRequiredThrow,
  resolveTask,
  shiftDifficulty,
  type DifficultyId,
} from "../../../../src/rulesets/striker/rules/difficulty";

describe("difficulty levels (Introduction)", () => {
  it.each([
    ["simple", 3],
    ["routine", 7],
    ["difficult", 11],
    ["formidable", 15],
    ["impossible", 19],
    ["impossible+1", 23],
    ["impossible+2", 27],
  ] as const)("%s needs %i+", (id, target) => {
    expect(difficultyTarget(id)).toBe(target);
  });

  it("lists seven levels with a localisation key each", () => {
    expect(DIFFICULTY_LEVELS).toHaveLength(7);
    for (const l of DIFFICULTY_LEVELS) expect(l.label).toMatch(/^STARSKIRMISH\.Striker\.Difficulty\./);
  });

  it.each([
    ["difficult", 1, "formidable"],
    ["difficult", -1, "routine"],
    ["difficult", -2, "simple"],
    ["routine", -2, "simple"],
    ["impossible", 1, "impossible+1"],
    ["impossible", 2, "impossible+2"],
    ["formidable", 0, "formidable"],
  ] as const)("%s shifted %i is %s", (from, steps, to) => {
    expect(shiftDifficulty(from, steps)).toBe(to);
  });

  it("refuses shifts past the table and fractional shifts", () => {
    expect(() => shiftDifficulty("impossible", 3)).toThrow(/beyond/);
    expect(() => shiftDifficulty("simple", 0.5)).toThrow(/whole/);
    expect(() => difficultyTarget("easy" as DifficultyId)).toThrow(/Unknown difficulty/);
  });
});

describe("required throws (Striker 1.B.1)", () => {
  it.each([
    ["8", 8, true],
    ["8", 9, false],
    ["8+", 8, true],
    ["8+", 12, true],
    ["8+", 7, false],
    ["-6", 6, true],
    ["-6", 2, true],
    ["-6", 7, false],
    ["9-13", 9, true],
    ["9-13", 13, true],
    ["9-13", 14, false],
    ["9 to 13", 8, false],
    ["9 to 13", 10, true],
  ] as const)("%s with %i is %s", (text, roll, ok) => {
    expect(meetsThrow(parseRequiredThrow(text), roll)).toBe(ok);
  });

  it("rejects text that is no throw", () => {
    expect(() => parseRequiredThrow("eight")).toThrow(/not a required throw/);
    expect(() => parseRequiredThrow("13-9")).toThrow(/backwards/);
  });
});

describe("2D6 task (Striker 1.B.2-3)", () => {
  it("adds DMs to the two dice and compares with the target", () => {
    const r = resolveTask("routine", [{ label: "x", value: 2 }, { label: "y", value: -1 }], new FixedDice([3, 3]));
    expect(r.dice).toEqual([3, 3]);
    expect(r.total).toBe(7);
    expect(r.target).toBe(7);
    expect(r.success).toBe(true);
  });

  it("fails one short", () => {
    expect(resolveTask("difficult", [], new FixedDice([5, 5])).success).toBe(false);
  });

  it("rejects fractional modifiers", () => {
    expect(() => resolveTask("simple", [{ label: "x", value: 0.5 }], new FixedDice([1]))).toThrow(/whole/);
  });
});
