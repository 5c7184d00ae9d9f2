// Guide 7.11 boarding.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { boardingDice, canBoard, resolveBoarding } from "../../../../src/rulesets/space-patrol/rules/space-boarding";

describe("boarding (Guide 7.11)", () => {
  it("needs the defenders' leave or a ship stopped by Drive Markers (then in zero-G)", () => {
    expect(canBoard(true, 3)).toEqual({ allowed: true, zeroG: false });
    expect(canBoard(false, 0)).toEqual({ allowed: true, zeroG: true });
    expect(canBoard(false, 1)).toEqual({ allowed: false, zeroG: false });
  });
  it("dice: 1 for the smaller crew, 1 per multiple for the larger, +1 defending, +1 per DI above, +1 quality", () => {
    expect(boardingDice({ crew: 20, defending: false, di: 6, qualityEdge: true }, { crew: 6, defending: true, di: 4 })).toEqual([3 + 2 + 1, 1 + 1]);
  });
  it("refuses two defenders or an empty side", () => {
    expect(() => boardingDice({ crew: 2, defending: true, di: 1 }, { crew: 2, defending: true, di: 1 })).toThrow(/one side/);
    expect(() => boardingDice({ crew: 0, defending: true, di: 1 }, { crew: 2, defending: false, di: 1 })).toThrow(/crew/);
  });
  it("the higher total wins; a tie holds the ship for its defenders", () => {
    expect(resolveBoarding({ crew: 4, defending: false, di: 1 }, { crew: 4, defending: true, di: 1 }, new FixedDice([6, 3, 3])).firstWins).toBe(false);
    expect(resolveBoarding({ crew: 8, defending: false, di: 1 }, { crew: 4, defending: true, di: 1 }, new FixedDice([6, 6, 5, 6])).firstWins).toBe(true);
    // each side's faces are kept, in the order rolled
    expect(resolveBoarding({ crew: 8, defending: false, di: 1 }, { crew: 4, defending: true, di: 1 }, new FixedDice([6, 6, 5, 6])).faces).toEqual([[6, 6], [5, 6]]);
  });
});
