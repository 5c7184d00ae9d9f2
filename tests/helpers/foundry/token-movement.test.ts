// The drag stand-in (token-movement.ts, canvas.ts) behaves as v13 writes a drag: one update per
// explicit checkpoint, each listing the waypoints not yet reached, and the token document's
// `movement` then holding the leg passed, in grid units, and the waypoints pending.
import { describe, expect, it } from "vitest";
import { dragLegs } from "./token-movement";
import { StandInScene, StandInTokenDocument } from "./canvas";

describe("a drag as v13 writes it", () => {
  it("is one update per waypoint, each with this leg's end in changed and the rest of the plan in its operation", () => {
    const legs = dragLegs("t1", [{ x: 100, y: 0 }, { x: 100, y: 300 }, { x: 400, y: 300 }]);
    expect(legs.map((l) => l.changed)).toEqual([{ x: 100, y: 0 }, { x: 100, y: 300 }, { x: 400, y: 300 }]);
    expect(legs.map((l) => l.options.movement.t1!.waypoints.map(({ x, y }) => [x, y]))).toEqual([
      [[100, 0], [100, 300], [400, 300]],
      [[100, 300], [400, 300]],
      [[400, 300]],
    ]);
    expect(legs.every((l) => l.options.movement.t1!.method === "dragging" && l.options.movement.t1!.waypoints.every((w) => w.explicit && w.checkpoint))).toBe(true);
  });

  it("leaves the token's movement holding where the leg began, the leg passed (in grid units) and the waypoints pending", async () => {
    const scene = new StandInScene({ _id: "s1" });
    scene.grid = { type: 1, size: 100, distance: 1.5, units: "m" };
    const token = new StandInTokenDocument({ _id: "t1" }, null, scene);
    const [first, second] = dragLegs("t1", [{ x: 300, y: 0 }, { x: 300, y: 400 }]);
    await token.update({ ...first!.changed }, first!.options);
    expect(token.movement).toEqual({
      origin: { x: 0, y: 0, elevation: 0, width: 1, height: 1 },
      passed: { distance: 4.5, waypoints: [{ x: 300, y: 0, elevation: 0 }] },
      pending: { waypoints: [{ x: 300, y: 400, explicit: true, checkpoint: true }] },
    });
    await token.update({ ...second!.changed }, second!.options);
    // each leg begins where the last one ended
    expect(token.movement).toEqual({ origin: { x: 300, y: 0, elevation: 0, width: 1, height: 1 }, passed: { distance: 6, waypoints: [{ x: 300, y: 400, elevation: 0 }] }, pending: { waypoints: [] } });
    // a plain update is no move the stand-in measures: the test sets what v13 would report
    token.movement = null;
    await token.update({ x: 0 });
    expect(token.movement).toBeNull();
  });
});
