// Moving in zero-G (Guide 6.10, our reading): EVA DT 12 with no equipment, a disadvantage per Wound.
import { describe, expect, it } from "vitest";
import { resolveTask, ZERO_G_MOVE_CHECK, ZERO_G_MOVE_FAILURE_STAYS, zeroGMoveTask } from "../../../../src/rulesets/space-patrol/rules";

describe("moving in zero-G (Guide 6.10, our reading)", () => {
  it("is the regular zero-G task: EVA, DT 12, no equipment; a failure stays put", () => {
    expect(ZERO_G_MOVE_CHECK).toEqual({ dt: 12, asset: "eva", equipment: 0 });
    expect(ZERO_G_MOVE_FAILURE_STAYS).toBe(true);
    expect(resolveTask(zeroGMoveTask(1, 0), 11)).toMatchObject({ total: 12, dt: 12, success: true });
    expect(resolveTask(zeroGMoveTask(1, 1), 11)).toMatchObject({ dt: 16, success: false });
    // EVA X: a disadvantage, and no bonus
    expect(resolveTask(zeroGMoveTask("X", 0), 15)).toMatchObject({ dt: 16, success: false });
  });

  it("refuses a level or a count it cannot read", () => {
    expect(() => zeroGMoveTask(11 as never, 0)).toThrow(RangeError);
    expect(() => zeroGMoveTask(1, -1)).toThrow(RangeError);
  });
});
