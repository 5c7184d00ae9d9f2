// A broken unit's retreat (VIII-H, SMR-11): at full move, straight toward its side's edge, through
// or round friends, never ending on one, stopped by enemies or terrain, off the map at the edge.
import { describe, expect, it } from "vitest";
import { retreat } from "../../../../src/rulesets/starmarines/rules/retreat";
import type { BoardUnit, Mover } from "../../../../src/rulesets/starmarines/rules/movement";
import { offsetToCube, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

const mover: Mover = { kind: "soldier", move: 3, skimmer: false, walker: false, largeGround: false, stacksTwo: false, airborneFlying: false, charging: false, broken: true };
const hex = (col: number, row: number) => {
  const { q, r } = offsetToCube({ i: row, j: col }, HEX_LAYOUTS.hexOddQ);
  return { q, r };
};
const unit = (col: number, row: number, friendly: boolean): BoardUnit => ({ hex: hex(col, row), friendly, kind: "soldier", wounded: false, airborneFlying: false, stacksTwo: false });
const map = { firstColumn: 0, lastColumn: 9, firstRow: 0, lastRow: 9 };
const board = (units: BoardUnit[] = [], terrain: Record<string, string> = {}) => ({ terrain: terrain as never, units });

describe("retreat (VIII-H)", () => {
  it("goes straight north at its full move of 3 hexes, facing its way", () => {
    const r = retreat(mover, hex(4, 6), 3, "north", board(), map);
    expect(r.path).toEqual([hex(4, 5), hex(4, 4), hex(4, 3)]);
    expect(r).toMatchObject({ spent: 3, offMap: false, blockedBy: null, facing: 0 });
  });
  it("passes through a friend, but never stops on one", () => {
    const through = retreat(mover, hex(4, 6), 0, "north", board([unit(4, 5, true)]), map);
    expect(through.path).toEqual([hex(4, 5), hex(4, 4), hex(4, 3)]);
    const onto = retreat(mover, hex(4, 6), 0, "north", board([unit(4, 3, true)]), map);
    expect(onto.path).toEqual([hex(4, 5), hex(4, 4)]);
    expect(onto).toMatchObject({ spent: 2, blockedBy: "friends" });
  });
  it("swerves round an enemy ahead while it still gets nearer, and is stopped by a line of them (VIII-H.3)", () => {
    const swerve = retreat(mover, hex(4, 6), 0, "north", board([unit(4, 5, false)]), map);
    expect(swerve.path[0]).not.toEqual(hex(4, 5));
    expect(swerve.path).toHaveLength(3);
    const line = [unit(3, 5, false), unit(4, 5, false), unit(5, 5, false), unit(3, 6, false), unit(5, 6, false)];
    const stopped = retreat(mover, hex(4, 6), 0, "north", board(line), map);
    expect(stopped).toMatchObject({ path: [], spent: 0, blockedBy: "enemies" });
  });
  it("leaves the map at its edge and is out of the game", () => {
    const r = retreat(mover, hex(4, 1), 0, "north", board(), map);
    expect(r.path).toEqual([hex(4, 0)]);
    expect(r.offMap).toBe(true);
  });
  it("pays terrain: forest costs two of its three units, one hex of grass after it (X)", () => {
    const wood = hex(4, 5);
    const r = retreat(mover, hex(4, 6), 0, "north", board([], { [`${wood.q},${wood.r}`]: "forest" }), map);
    expect(r.path).toEqual([hex(4, 5), hex(4, 4)]);
    expect(r.spent).toBe(3);
  });
  it("heads east along its row, never stepping back", () => {
    const r = retreat(mover, hex(2, 4), 0, "east", board(), map);
    expect(r.path).toHaveLength(3);
    for (const [i, h] of r.path.entries()) expect(h.q).toBe(3 + i);
  });
});
