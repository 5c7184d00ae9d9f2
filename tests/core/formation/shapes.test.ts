// Each shape's geometry on small formations: where the members stand, leaders in front, groups together.
import { describe, expect, it } from "vitest";
import { hexDistance, layoutFormation, type FormationInput } from "../../../src/core/formation/index";
import { byId, connected, expectSoundLayout, footprint, MID, placed, SQUARE, troopers } from "./helpers";

/** The drop space on the square test grid. */
const DROP = { i: 10, j: 10 };

function cellsOf(input: FormationInput): { i: number; j: number }[] {
  const result = layoutFormation(input);
  expectSoundLayout(input, result);
  return input.members.map((m) => {
    const p = byId(result).get(m.id);
    if (!p) throw new Error(`${m.id} missing`);
    return p.cell;
  });
}

describe("line", () => {
  it("5 facing north: one row, five adjacent spaces centred on the drop space, leader in the middle", () => {
    const cells = cellsOf({ members: troopers(5, 0), grid: SQUARE, drop: MID, shape: "line", facing: "N" });
    expect(new Set(cells.map((c) => c.i))).toEqual(new Set([DROP.i]));
    expect(cells.map((c) => c.j).sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12]);
    expect(cells[0]).toEqual(DROP);
  });
  it("facing east runs north-south through the drop space", () => {
    const cells = cellsOf({ members: troopers(3), grid: SQUARE, drop: MID, shape: "line", facing: 90 });
    expect(new Set(cells.map((c) => c.j))).toEqual(new Set([DROP.j]));
    expect(cells.map((c) => c.i).sort((a, b) => a - b)).toEqual([9, 10, 11]);
  });
});

describe("column", () => {
  it("facing east: one row extending west from the leader at the head", () => {
    const cells = cellsOf({ members: troopers(5, 2), grid: SQUARE, drop: MID, shape: "column", facing: "E" });
    expect(new Set(cells.map((c) => c.i))).toEqual(new Set([DROP.i]));
    expect(cells[2]).toEqual(DROP);
    expect(cells.map((c) => c.j).sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10]);
  });
  it("facing south the column extends north, in member order behind the head", () => {
    const cells = cellsOf({ members: troopers(4), grid: SQUARE, drop: MID, shape: "column", facing: "S" });
    expect(cells.map((c) => c.i)).toEqual([10, 9, 8, 7]);
    expect(new Set(cells.map((c) => c.j))).toEqual(new Set([DROP.j]));
  });
  it("on odd-r hexes facing north every member is one hex behind the one before", () => {
    const grid = { kind: "hexOddR", size: 100, bounds: { x: 0, y: 0, width: 3000, height: 3000 } } as const;
    const cells = cellsOf({ members: troopers(6), grid, drop: { x: 1500, y: 1500 }, shape: "column", facing: "N" });
    for (let k = 1; k < cells.length; k++) {
      const [a, b] = [cells[k - 1], cells[k]];
      if (!a || !b) throw new Error("missing cell");
      expect(b.i).toBe(a.i + 1);
      expect(hexDistance("hexOddR", a, b)).toBe(1);
    }
  });
});

describe("wedge", () => {
  it("facing north: leader at the point, the others in a V opening backwards", () => {
    const cells = cellsOf({ members: troopers(5, 4), grid: SQUARE, drop: MID, shape: "wedge", facing: "N" });
    expect(cells[4]).toEqual(DROP);
    expect(cells.slice(0, 4)).toEqual([
      { i: 11, j: 9 },
      { i: 11, j: 11 },
      { i: 12, j: 8 },
      { i: 12, j: 12 },
    ]);
  });
  it("facing west the point is the westmost member", () => {
    const cells = cellsOf({ members: troopers(7, 0), grid: SQUARE, drop: MID, shape: "wedge", facing: "W" });
    expect(cells[0]).toEqual(DROP);
    for (const c of cells.slice(1)) expect(c.j).toBeGreaterThan(DROP.j);
  });
});

describe("block", () => {
  it("9 members fill a 3 x 3 square, front row on the drop row", () => {
    const cells = cellsOf({ members: troopers(9, 0), grid: SQUARE, drop: MID, shape: "block", facing: "N" });
    expect(cells[0]).toEqual(DROP);
    const rows = new Set(cells.map((c) => c.i));
    const columns = new Set(cells.map((c) => c.j));
    expect(rows).toEqual(new Set([10, 11, 12]));
    expect(columns).toEqual(new Set([9, 10, 11]));
  });
  it("is the shape used when the formation's default is asked for and none is given", () => {
    const input = { members: troopers(4), grid: SQUARE, drop: MID, facing: "N" } as const;
    expect(layoutFormation({ ...input, shape: "default" })).toEqual(layoutFormation({ ...input, shape: "block" }));
    expect(layoutFormation({ ...input, shape: "default", defaultShape: "column" })).toEqual(layoutFormation({ ...input, shape: "column" }));
  });
});

describe("groups", () => {
  const members = [
    { id: "hq", width: 1, height: 1, leader: true },
    ...["a", "b", "c"].flatMap((squad) => [
      { id: `${squad}-lead`, width: 1, height: 1, leader: true, group: squad },
      ...[1, 2].flatMap((team) => [1, 2, 3].map((k) => ({ id: `${squad}${team}-${k}`, width: 1, height: 1, group: `${squad}${team}` }))),
    ]),
  ];
  const groups = ["a", "b", "c"].flatMap((squad) => [{ id: `${squad}1`, parent: squad }, { id: `${squad}2`, parent: squad }]);
  const grid = { ...SQUARE, bounds: { x: 0, y: 0, width: 4000, height: 4000 } };
  const squads = ["a", "b", "c"];
  const teams = squads.flatMap((s) => [`${s}1`, `${s}2`]);
  const cellsWith = (input: FormationInput, prefix: string) =>
    placed(layoutFormation(input))
      .filter((p) => p.id.startsWith(prefix))
      .flatMap((p) => footprint(input, p));
  const boxOf = (cells: readonly { i: number; j: number }[]) => ({
    i0: Math.min(...cells.map((c) => c.i)),
    i1: Math.max(...cells.map((c) => c.i)),
    j0: Math.min(...cells.map((c) => c.j)),
    j1: Math.max(...cells.map((c) => c.j)),
  });
  const apart = (a: ReturnType<typeof boxOf>, b: ReturnType<typeof boxOf>) => a.i1 < b.i0 || b.i1 < a.i0 || a.j1 < b.j0 || b.j1 < a.j0;

  for (const shape of ["line", "column", "wedge", "block"] as const) {
    it(`${shape}: each team is one connected patch, and sibling groups keep to separate sub-blocks`, () => {
      const input: FormationInput = { members, groups, grid, drop: MID, shape, facing: "N" };
      expectSoundLayout(input, layoutFormation(input));
      for (const team of teams) expect(connected(input, cellsWith(input, team)), `${team} is split`).toBe(true);
      for (const [x, y] of [["a", "b"], ["b", "c"], ["a", "c"], ["a1", "a2"], ["c1", "c2"]] as const) {
        expect(apart(boxOf(cellsWith(input, x)), boxOf(cellsWith(input, y))), `${x} and ${y} interleave`).toBe(true);
      }
    });
  }
  for (const shape of ["line", "column", "block"] as const) {
    it(`${shape}: each squad is one connected patch`, () => {
      const input: FormationInput = { members, groups, grid, drop: MID, shape, facing: "N" };
      for (const squad of squads) expect(connected(input, cellsWith(input, squad)), `${squad} is split`).toBe(true);
    });
  }
  it("line: squads stand left to right in order and do not interleave", () => {
    const input: FormationInput = { members, groups, grid, drop: MID, shape: "line", facing: "N" };
    const result = byId(layoutFormation(input));
    const span = (squad: string) => {
      const js = [...result.values()].filter((p) => p.id.startsWith(squad)).map((p) => p.cell.j);
      return [Math.min(...js), Math.max(...js)];
    };
    const [a, b, c] = [span("a"), span("b"), span("c")];
    expect(a[1]).toBeLessThan(b[0] ?? 0);
    expect(b[1]).toBeLessThan(c[0] ?? 0);
  });
  it("column: the overall leader heads the column and each squad leader leads its squad", () => {
    const input: FormationInput = { members, groups, grid, drop: MID, shape: "column", facing: "N" };
    const result = byId(layoutFormation(input));
    const row = (id: string) => result.get(id)?.cell.i ?? NaN;
    expect(row("hq")).toBe(DROP.i);
    for (const squad of ["a", "b", "c"]) {
      const rows = [...result.values()].filter((p) => p.id.startsWith(squad)).map((p) => p.cell.i);
      expect(row(`${squad}-lead`)).toBe(Math.min(...rows));
    }
  });
  it("a group can have its own shape inside its parent's", () => {
    const input: FormationInput = {
      members: troopers(3).map((m) => ({ ...m, group: "team" })),
      groups: [{ id: "team", shape: "line" }],
      grid: SQUARE,
      drop: MID,
      shape: "column",
      facing: "N",
    };
    const cells = placed(layoutFormation(input)).map((p) => p.cell);
    expect(new Set(cells.map((c) => c.i)).size).toBe(1);
  });
});
