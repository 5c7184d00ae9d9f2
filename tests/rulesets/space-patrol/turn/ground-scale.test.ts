// @vitest-environment happy-dom
// A scene's ground scale (Guide 6.1) after a real init: the scene's flag reads as 1.5, 15 or 150 m to
// the square, anything else (and any space scene, 7.1) as the regular 1.5 m; and the board's one
// conversion turns measured squares into the rules' inches (times 1, 10 or 100) and the rules' inches
// into squares drawn (a grenade's burst template). A Striker world measures as before.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { strikerBoard } from "../../../helpers/striker-board";

const setFlags = (scene: unknown, flags: object) => ((scene as { flags: object }).flags = flags);

async function setup(groundScale?: unknown) {
  const t = await spaceBoard();
  if (groundScale !== undefined) setFlags(t.canvas.scene, { starskirmish: { spGroundScale: groundScale } });
  const a = t.canvas.place(null, { x: 50, y: 50 });
  const b = t.canvas.place(null, { x: 350, y: 450 });
  const board = await import("../../../../src/system/board");
  const scale = await import("../../../../src/rulesets/space-patrol/turn/ground-scale");
  return { ...t, a, b, board, scale };
}

describe("a scene's ground scale (Guide 6.1)", () => {
  it("reads the scene's flag as one of 6.1's three, and anything else as 1.5 m", async () => {
    const t = await setup();
    const scene = t.canvas.scene;
    expect(t.scale.sceneGroundScale(scene as never)).toBe(1.5);
    for (const [stored, metres, inches] of [[15, 15, 10], [150, 150, 100], ["15", 15, 10], [1.5, 1.5, 1], [30, 1.5, 1], ["big", 1.5, 1], [null, 1.5, 1], [{ metres: 15 }, 1.5, 1]] as const) {
      setFlags(scene, { starskirmish: { spGroundScale: stored } });
      expect(t.scale.sceneGroundScale(scene as never)).toBe(metres);
      expect(t.scale.sceneInchesPerSquare(scene as never)).toBe(inches);
    }
    expect(t.scale.sceneGroundScale(null)).toBe(1.5);
  });

  it("never puts a space scene at a ground scale (7.1)", async () => {
    const t = await setup(150);
    const scene = t.canvas.scene;
    expect(t.scale.sceneInchesPerSquare(scene as never)).toBe(100);
    setFlags(scene, { starskirmish: { spGroundScale: 150, spaceCombat: true } });
    expect(t.scale.sceneInchesPerSquare(scene as never)).toBe(1);
  });

  it.each([
    [1.5, 1],
    [15, 10],
    [150, 100],
  ] as const)("at %s m the board measures and draws in the rules' inches (times %s)", async (groundScale, inchesPerSquare) => {
    const t = await setup(groundScale);
    // 3 squares across and 4 down: 5 squares in a straight line
    expect(t.board.boardScale()).toBe(inchesPerSquare);
    expect(t.board.distanceBetween(t.a as never, t.b as never)).toBeCloseTo(5 * inchesPerSquare);
    expect(t.board.wholeDistanceBetween(t.a as never, t.b as never)).toBe(5 * inchesPerSquare);
    expect(t.board.positionInUnits(t.b as never)).toEqual({ x: 3.5 * inchesPerSquare, y: 4.5 * inchesPerSquare });
    // 100 pixels to the square
    expect(t.board.pixelsPerUnit()).toBeCloseTo(100 / inchesPerSquare);
    // a 5-inch burst: 5, 0.5 or 0.05 squares, at the scene's 1.5 grid units to the square
    expect(t.board.sceneDistanceOf(5)).toBeCloseTo((5 / inchesPerSquare) * 1.5);
  });

  it("sets the grid's distance to follow the GM's new ground scale, so Foundry's ruler reads the rules' inches", async () => {
    const t = await setup();
    const scene = t.canvas.scene as unknown as { grid: { distance: number; units: string }; flags: object };
    scene.grid = { ...scene.grid, distance: 1, units: "in" };
    /** The GM saves the scene's configuration with these changes; preUpdateScene may add to them. */
    const save = (changes: Record<string, unknown>) => {
      expect(t.stubs.fire.preUpdate(scene as never, changes, "gm")).not.toBe(false);
      return changes;
    };
    const pick = (metres: unknown) => ({ flags: { starskirmish: { spGroundScale: metres } } });
    expect(save(pick(15))).toMatchObject({ grid: { distance: 10 } });
    expect(save(pick(150))).toMatchObject({ grid: { distance: 100 } });
    setFlags(scene, { starskirmish: { spGroundScale: 150 } });
    scene.grid.distance = 100;
    expect(save(pick(1.5))).toMatchObject({ grid: { distance: 1 } });
    // the same scale again, a distance the GM set in the same save, or a grid in other units: as the GM has it
    expect(save(pick(150))).not.toHaveProperty("grid");
    expect(save({ ...pick(15), grid: { distance: 5 } })).toEqual({ ...pick(15), grid: { distance: 5 } });
    scene.grid.units = "m";
    expect(save(pick(15))).not.toHaveProperty("grid");
    // a space scene has no ground scale (7.1)
    scene.grid.units = "in";
    setFlags(scene, { starskirmish: { spaceCombat: true } });
    expect(save(pick(15))).not.toHaveProperty("grid");
  });

  it("draws a grenade's burst at the scene's ground scale", async () => {
    const t = await setup(15);
    const { drawGrenade } = await import("../../../../src/rulesets/space-patrol/actions/grenade-template");
    await drawGrenade({ landing: { x: 500, y: 500 }, radius: 5, aim: null, smoke: false });
    // 5 inches at 15 m to the square are half a square, 0.75 of the scene's 1.5 units
    expect(t.canvas.scene.templates.at(-1)).toMatchObject({ t: "circle", distance: 0.75 });
  });

  it("leaves a Striker world's metres alone, whatever a scene's flags say", async () => {
    const t = await strikerBoard();
    setFlags(t.canvas.scene, { starskirmish: { spGroundScale: 150 } });
    const a = t.canvas.place(null, { x: 0, y: 0 });
    const b = t.canvas.place(null, { x: 300, y: 400 });
    const board = await import("../../../../src/system/board");
    expect(board.boardScale()).toBe(1);
    // 100 px is 50 m
    expect(board.distanceBetween(a as never, b as never)).toBeCloseTo(250);
  });
});
