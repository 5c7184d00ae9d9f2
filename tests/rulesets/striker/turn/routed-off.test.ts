// The Combat's record of a team that routed off the board (Striker 8.C.4.b), read back field by
// field: a flag is data, and an edit or an old world may have left anything there. The rout phase
// reading it is tested in rout-phase.test.ts.
import { describe, expect, it } from "vitest";
import { readRoutedOff } from "../../../../src/rulesets/striker/turn/routed-off";

describe("the record of a team routed off", () => {
  it("reads the turn and phase it routed off in, turn 0 where none was tracked", () => {
    expect(readRoutedOff({ turn: 2, phase: "firstMovement" })).toEqual({ turn: 2, phase: "firstMovement" });
    expect(readRoutedOff({ turn: 0, phase: "" })).toEqual({ turn: 0, phase: "" });
  });

  it("is no record where the stored value is not one", () => {
    for (const stored of [null, undefined, true, "yes", { turn: -1, phase: "x" }, { turn: 1.5, phase: "x" }, { turn: 1 }, { phase: "x" }]) expect(readRoutedOff(stored)).toBeNull();
  });
});
