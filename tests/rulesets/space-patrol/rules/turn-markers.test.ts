// Markers bound to the turn sequence (Guide 6.4, 6.6): what ends at the side's turn, on a move,
// and after the turn the aim was taken for.
import { describe, expect, it } from "vitest";
import { endingAtOwnTurn, endingOnMove, heldForThisTurn } from "../../../../src/rulesets/space-patrol/rules/turn-markers";
import { SP_MARKER, SP_VEHICLE_MARKER_ID } from "../../../../src/rulesets/space-patrol/rules";

describe("markers bound to the turn", () => {
  const carrying = { [SP_MARKER.overwatch]: 1, [SP_MARKER.hunkered]: 1, [SP_MARKER.steadyAim]: 1, [SP_MARKER.wound]: 2 };
  it("over-watch and hunkering end as the combatant's side acts again; wounds and aim stay", () => {
    expect(endingAtOwnTurn(carrying).sort()).toEqual([SP_MARKER.hunkered, SP_MARKER.overwatch].sort());
    expect(endingAtOwnTurn({ [SP_VEHICLE_MARKER_ID.overwatch]: 1 })).toEqual([SP_VEHICLE_MARKER_ID.overwatch]);
  });
  it("a move spoils the steady aim and nothing else (Guide 6.4)", () => {
    expect(endingOnMove(carrying)).toEqual([SP_MARKER.steadyAim]);
    expect(endingOnMove({ [SP_MARKER.hunkered]: 1 })).toEqual([]);
  });
  it("aim carried into a turn is spent by its end", () => {
    expect(heldForThisTurn(carrying)).toEqual([SP_MARKER.steadyAim]);
    expect(heldForThisTurn({})).toEqual([]);
  });
  it("a marker at zero is not carried", () => {
    expect(endingAtOwnTurn({ [SP_MARKER.overwatch]: 0 })).toEqual([]);
  });
});
