// The kit's board module against a v13-like grid: distances in each rule set's unit on every grid
// kind, measured as a ruler would rather than by the grid's diagonal rule, and which token acts.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { gridStandIn, type GridKind, type GridStandIn } from "../helpers/grid-stand-in";

interface TokenLike {
  id: string;
  actor: object;
  center: { x: number; y: number };
}

/** The world as this test sets it up: a bare canvas and user carrying only what the board module reads. */
interface BoardWorld {
  canvas: { grid: GridStandIn; tokens: { controlled: TokenLike[]; placeables: TokenLike[] } } | undefined;
  game: { user: { id: string; isGM: boolean; targets: Set<TokenLike> } };
}

async function board(ruleSet: string, kind: GridKind, distance: number) {
  const booted = await bootSystem({ "starskirmish.ruleSet": ruleSet });
  const g = booted.g as unknown as BoardWorld;
  const grid = gridStandIn(kind, 100, distance);
  const controlled: TokenLike[] = [];
  const placeables: TokenLike[] = [];
  g.canvas = { grid, tokens: { controlled, placeables } };
  g.game.user = { id: "u1", isGM: false, targets: new Set<TokenLike>() };
  const kit = await import("../../src/system/board");
  const token = (id: string, x: number, y: number, actor: object = {}): TokenLike => {
    const t = { id, actor, center: { x, y } };
    placeables.push(t);
    return t;
  };
  // the stand-in tokens carry only what the board module reads
  const asToken = (t: TokenLike) => t as never;
  return { g, grid, kit, token, asToken, controlled };
}

describe("distances on the board", () => {
  it("Striker: a 5-square diagonal is 354 m, not the 250 m of the grid's diagonal rule (Striker 8.A.1)", async () => {
    const { kit, token, asToken, grid } = await board("striker", "square", 50);
    const a = token("a", 50, 50);
    const b = token("b", 550, 550);
    expect(grid.measurePath([a.center, b.center]).distance).toBe(250);
    expect(kit.wholeDistanceBetween(asToken(a), asToken(b))).toBe(354);
    expect(kit.positionInUnits(asToken(b))).toEqual({ x: 275, y: 275 });
  });

  it("Space Patrol!: inches are squares, 1.5 m each (Guide 6.1)", async () => {
    const { kit, token, asToken } = await board("space-patrol", "square", 1.5);
    expect(kit.distanceBetween(asToken(token("a", 0, 0)), asToken(token("b", 300, 400)))).toBe(5);
    expect(kit.pixelsPerUnit()).toBe(100);
  });

  it("Starship Marine: a gridless table measured in centimetres", async () => {
    const { kit, token, asToken } = await board("starship-marine", "gridless", 2.5);
    expect(kit.distanceBetween(asToken(token("a", 0, 0)), asToken(token("b", 600, 800)))).toBeCloseTo(25);
    expect(kit.pixelsPerUnit()).toBe(40);
  });

  for (const kind of ["hexOddR", "hexEvenR", "hexOddQ", "hexEvenQ"] as const) {
    it(`StarMarines on ${kind}: counts hexes between token centres`, async () => {
      const { kit, token, asToken, grid } = await board("starmarines", kind, 1);
      const from = grid.getCenterPoint({ i: 3, j: 3 });
      const to = grid.getCenterPoint({ i: 3, j: 8 });
      const side = grid.getCenterPoint({ i: 4, j: 3 });
      expect(kit.distanceBetween(asToken(token("a", from.x, from.y)), asToken(token("b", to.x, to.y)))).toBe(5);
      expect(kit.distanceBetween(asToken(token("c", from.x, from.y)), asToken(token("d", side.x, side.y)))).toBe(1);
    });
  }

  it("reads as out of reach when there is no canvas", async () => {
    const { g, kit } = await board("striker", "square", 50);
    g.canvas = undefined;
    expect(kit.distanceBetweenPoints({ x: 0, y: 0 }, { x: 1, y: 1 })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("the acting token", () => {
  it("is the controlled token of the actor, else its only token, else none: several uncontrolled tokens are ambiguous", async () => {
    const { kit, token, asToken, controlled } = await board("striker", "square", 50);
    const placed: TokenLike[] = [];
    const actor = { getActiveTokens: () => placed };
    const first = token("one", 0, 0, actor);
    placed.push(first);
    expect(kit.actingToken(actor as never)).toBe(first);
    const second = token("two", 100, 0, actor);
    placed.push(second);
    expect(kit.actingToken(actor as never)).toBeUndefined();
    controlled.push(second);
    expect(kit.actingToken(actor as never)).toBe(second);
    expect(kit.tokensOf(actor as never)).toEqual([first, second]);
    expect(kit.tokensOnBoard((t) => t === asToken(first))).toEqual([first]);
  });

  it("the user's targets are the tokens he targeted", async () => {
    const { g, kit, token } = await board("space-patrol", "square", 1.5);
    const t = token("t", 0, 0);
    g.game.user.targets.add(t);
    expect(kit.userTargets()).toEqual([t]);
  });
});

// What a preUpdateToken/updateToken hook reads from a v13 update's `changed`: only the keys the
// update sets are present, so a rotation or a name change carries no x or y.
describe("a token update's move", () => {
  it("moves on the board only when the update sets x or y, and with elevation when asked", async () => {
    const { movesOnBoard } = await import("../../src/system/board");
    expect(movesOnBoard({ x: 100 })).toBe(true);
    expect(movesOnBoard({ y: 0 })).toBe(true);
    expect(movesOnBoard({ rotation: 60 })).toBe(false);
    expect(movesOnBoard({ elevation: 5 })).toBe(false);
    expect(movesOnBoard({ elevation: 5 }, { elevation: true })).toBe(true);
    expect(movesOnBoard({ name: "Scout" }, { elevation: true })).toBe(false);
    expect(movesOnBoard({ rotation: 60 }, { rotation: true })).toBe(true);
    expect(movesOnBoard({ elevation: 5 }, { rotation: true })).toBe(false);
  });

  it("puts the token where the update says, keeping the coordinate it does not change", async () => {
    const { movedTo } = await import("../../src/system/board");
    const token = { x: 200, y: 300 };
    expect(movedTo(token, { x: 500 })).toEqual({ x: 500, y: 300 });
    expect(movedTo(token, { y: 0 })).toEqual({ x: 200, y: 0 });
    expect(movedTo(token, { rotation: 90 })).toEqual({ x: 200, y: 300 });
    // a malformed value is not a place: the token's own coordinate stands
    expect(movedTo(token, { x: "far" })).toEqual({ x: 200, y: 300 });
  });
});
