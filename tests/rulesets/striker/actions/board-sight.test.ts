// @vitest-environment happy-dom
// A team's cover as the board shows it (Striker 7.A.2, 8.B.2), on the v13 stand-ins after a real
// init: the forest or building region a team token stands inside, below its top, is its cover; a
// hill, a roof or open ground is none.
import { describe, expect, it } from "vitest";
import { fireBoard as setup } from "./fire-board";

type Board = Awaited<ReturnType<typeof setup>>;
const paint = (t: Board, shape: { x: number; y: number; width: number; height: number }, system: { terrain: string; contour?: number }, elevation?: { bottom: number | null; top: number | null }) =>
  t.canvas.scene.addRegion({ shapes: [{ type: "rectangle", ...shape }], ...(elevation ? { elevation } : {}), behaviors: [{ type: "strTerrain", system }] });

/** The target's cover (its token's centre is at 500, 0) as the board shows it now. */
async function coverOfTarget(t: Board) {
  const { sightBoard, teamCover } = await import("../../../../src/rulesets/striker/actions/board-sight");
  return teamCover(sightBoard(t.canvas.scene as never), t.targetToken.document as never);
}

describe("a team's cover from the board (Striker 7.A.2, 8.B.2)", () => {
  it("is the forest or building region the team stands in", async () => {
    const t = await setup([]);
    paint(t, { x: 480, y: -20, width: 40, height: 40 }, { terrain: "forest" });
    expect(await coverOfTarget(t)).toBe("forest");
    const b = await setup([]);
    paint(b, { x: 480, y: -20, width: 40, height: 40 }, { terrain: "building" });
    expect(await coverOfTarget(b)).toBe("building");
  });

  it("is none in the open, on a hill, or under a region beside the team", async () => {
    const t = await setup([]);
    expect(await coverOfTarget(t)).toBeNull();
    paint(t, { x: 480, y: -20, width: 40, height: 40 }, { terrain: "hill", contour: 2 });
    paint(t, { x: 600, y: -20, width: 40, height: 40 }, { terrain: "forest" });
    expect(await coverOfTarget(t)).toBeNull();
  });

  it("is none for a team on a building's roof, and the building for one on a floor below its top", async () => {
    const t = await setup([]);
    paint(t, { x: 480, y: -20, width: 40, height: 40 }, { terrain: "building" }, { bottom: 0, top: 6 });
    t.targetToken.document.elevation = 6;
    expect(await coverOfTarget(t)).toBeNull();
    t.targetToken.document.elevation = 3;
    expect(await coverOfTarget(t)).toBe("building");
  });
});
