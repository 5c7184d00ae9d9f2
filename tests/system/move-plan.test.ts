// The whole path a token update asks for (system/move-plan.ts): v13 writes a drag one waypoint at a
// time, each update's operation listing the waypoints not yet reached (helpers/foundry/token-movement.ts),
// so the plan runs from where the token stands through all of them; a plain update is one straight line.
import { describe, expect, it } from "vitest";
import { continuesMove, moreLegsToCome, pathLengthInSquares, plannedPath } from "../../src/system/move-plan";
import { dragLegs } from "../helpers/foundry/token-movement";

const token = (x: number, y: number) => ({ id: "t1", x, y }) as unknown as TokenDocument.Implementation;

describe("the planned path of a token update", () => {
  it("is one straight line for a plain update of x or y", () => {
    expect(plannedPath(token(0, 0), { x: 300 }, {})).toEqual([{ x: 0, y: 0 }, { x: 300, y: 0 }]);
    expect(plannedPath(token(0, 0), { y: 200 }, { diff: true })).toEqual([{ x: 0, y: 0 }, { x: 0, y: 200 }]);
  });

  it("runs through every waypoint a drag has not yet reached, on its first leg and on each continuation", () => {
    const [first, second] = dragLegs("t1", [{ x: 300, y: 0 }, { x: 300, y: 400 }]);
    expect(plannedPath(token(0, 0), first!.changed, first!.options)).toEqual([{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 300, y: 400 }]);
    // once the first leg is walked, the rest of the plan starts where the token now stands
    expect(plannedPath(token(300, 0), second!.changed, second!.options)).toEqual([{ x: 300, y: 0 }, { x: 300, y: 400 }]);
  });

  it("reads only this token's waypoints, keeps the last x or y where a waypoint gives none, and stops at a bad one", () => {
    const options = { movement: { other: { waypoints: [{ x: 900, y: 900 }] }, t1: { waypoints: [{ x: 100 }, { y: 100 }, { x: Number.NaN, y: 0 }, { x: 500, y: 500 }] } } };
    expect(plannedPath(token(0, 0), { x: 100 }, options)).toEqual([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }]);
    // a record that lists nothing usable leaves the straight line to the update's x and y
    expect(plannedPath(token(0, 0), { x: 100 }, { movement: { t1: { waypoints: [null, "x"] } } })).toEqual([{ x: 0, y: 0 }, { x: 100, y: 0 }]);
    expect(plannedPath(token(0, 0), { x: 100 }, { movement: "bad" })).toEqual([{ x: 0, y: 0 }, { x: 100, y: 0 }]);
  });

  it("measures its length in squares, leg by leg", () => {
    expect(pathLengthInSquares([{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 300, y: 400 }], 100)).toBe(7);
    expect(pathLengthInSquares([{ x: 0, y: 0 }, { x: 300, y: 400 }], 100)).toBe(5);
    expect(pathLengthInSquares([{ x: 0, y: 0 }, { x: 300, y: 400 }], 0)).toBe(0);
  });

  it("tells a drag's next leg from a new move, and whether more legs are to come", () => {
    const [first, second] = dragLegs("t1", [{ x: 300, y: 0 }, { x: 300, y: 400 }]);
    // after the first leg, v13's movement keeps the second waypoint pending
    const walking = { id: "t1", x: 300, y: 0, movement: { pending: { waypoints: [{ x: 300, y: 400 }] } } } as unknown as TokenDocument.Implementation;
    expect(moreLegsToCome(walking)).toBe(true);
    expect(continuesMove(walking, second!.options)).toBe(true);
    // a new drag from there to somewhere else, or a plain update, starts a move of its own
    expect(continuesMove(walking, dragLegs("t1", [{ x: 0, y: 0 }])[0]!.options)).toBe(false);
    expect(continuesMove(walking, {})).toBe(false);
    // intermediate steps v13 adds between waypoints are not part of the plan it continues with
    const stepping = { id: "t1", x: 300, y: 0, movement: { pending: { waypoints: [{ x: 300, y: 200, intermediate: true }, { x: 300, y: 400 }] } } } as unknown as TokenDocument.Implementation;
    expect(continuesMove(stepping, second!.options)).toBe(true);
    const arrived = { id: "t1", x: 300, y: 400, movement: { pending: { waypoints: [] } } } as unknown as TokenDocument.Implementation;
    expect(moreLegsToCome(arrived)).toBe(false);
    expect(continuesMove(arrived, first!.options)).toBe(false);
    expect(moreLegsToCome(token(0, 0))).toBe(false);
  });
});
