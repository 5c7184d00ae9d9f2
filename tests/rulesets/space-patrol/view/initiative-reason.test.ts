/** Why a side acts first, with the totals that decided it (Guide 6.2, 7.2). */
import { describe, expect, it } from "vitest";
import { initiativeReason } from "../../../../src/rulesets/space-patrol/view/initiative-reason";

describe("initiativeReason", () => {
  it("gives the winning and losing totals when the higher total won", () => {
    expect(initiativeReason(true, 8, 9)).toEqual({ key: "STARSKIRMISH.SpacePatrol.SideTurn.reason.higher", high: 9, low: 8 });
    expect(initiativeReason(true, 12, 3)).toEqual({ key: "STARSKIRMISH.SpacePatrol.SideTurn.reason.higher", high: 12, low: 3 });
  });
  it("gives the shared total on a tie", () => {
    expect(initiativeReason(true, 7, 7)).toEqual({ key: "STARSKIRMISH.SpacePatrol.SideTurn.reason.tie", high: 7, low: 7 });
  });
  it("names surprise, with no totals, where nobody rolled", () => {
    expect(initiativeReason(false, null, null).key).toBe("STARSKIRMISH.SpacePatrol.SideTurn.reason.surprise");
  });
});
