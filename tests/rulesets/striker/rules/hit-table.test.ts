import { describe, expect, it } from "vitest";
import { HIT_TABLE_COLUMNS, lookupHits, type HitCell } from "../../../../src/rulesets/striker/rules/hit-table";
import type { DifficultyId } from "../../../../src/rulesets/striker/rules/difficulty";

// Striker 8.A.1.b.3, typed out from the text: row by row, simple .. impossible+2.
const TEXT: readonly [number, readonly HitCell[]][] = [
  [3, [1, "M", "-", "-", "-", "-", "-"]],
  [7, [2, 1, "M", "-", "-", "-", "-"]],
  [11, [3, 2, 1, "M", "-", "-", "-"]],
  [15, [4, 3, 2, 1, "M", "-", "-"]],
  [19, [5, 4, 3, 2, 1, "M", "-"]],
  [23, [6, 5, 4, 3, 2, 1, "M"]],
];
const COLUMNS: readonly DifficultyId[] = ["simple", "routine", "difficult", "formidable", "impossible", "impossible+1", "impossible+2"];

const cells = TEXT.flatMap(([row, values]) =>
  values.flatMap((cell, c) => {
    const col = COLUMNS[c] as DifficultyId;
    // Each row holds from its number up to the next row's number less one.
    return [row, row + 3].map((roll) => [roll, col, cell] as const);
  }),
);

describe("hit table (Striker 8.A.1.b.3)", () => {
  it("has the text's columns", () => {
    expect(HIT_TABLE_COLUMNS).toEqual(COLUMNS);
  });

  it.each(cells)("roll %i at %s gives %s", (roll, col, cell) => {
    const out = lookupHits(roll, col);
    expect(out.cell).toBe(cell);
    expect(out.hits).toBe(typeof cell === "number" ? cell : 0);
    expect(out.moraleCheck).toBe(cell !== "-");
  });

  it.each(COLUMNS)("a roll under 3 does nothing at %s", (col) => {
    expect(lookupHits(2, col)).toEqual({ cell: "-", hits: 0, moraleCheck: false });
    expect(lookupHits(-5, col).cell).toBe("-");
  });

  it("reads 23+ for any higher roll", () => {
    expect(lookupHits(40, "simple").hits).toBe(6);
    expect(lookupHits(40, "impossible+2").cell).toBe("M");
  });

  it("rejects fractional rolls and unknown columns", () => {
    expect(() => lookupHits(7.5, "simple")).toThrow(/whole/);
    expect(() => lookupHits(Number.NaN, "simple")).toThrow(/whole/);
    expect(() => lookupHits(7, "easy" as DifficultyId)).toThrow(/no column/);
  });
});
