// layoutFormation's promises: no overlaps, inside the scene, clear of tokens and walls, all or nothing, repeatable.
import { describe, expect, it } from "vitest";
import {
  benchLayoutInput,
  COMPASS_DEGREES,
  facingFrame,
  layoutFormation,
  type FormationInput,
} from "../../../src/core/formation/index";
import { byId, expectSoundLayout, MID, placed, SQUARE, troopers } from "./helpers";

describe("blocked spaces", () => {
  it("a member whose spot is taken moves to the nearest free space, behind the front", () => {
    const input: FormationInput = {
      members: troopers(5, 0),
      grid: SQUARE,
      drop: MID,
      shape: "line",
      facing: "N",
      blocked: [{ i: 10, j: 12 }],
    };
    const result = layoutFormation(input);
    expectSoundLayout(input, result);
    expect(byId(result).get("m4")?.cell).toEqual({ i: 10, j: 13 });
    const closed = { ...input, blocked: [{ i: 10, j: 12 }, { i: 10, j: 13 }] };
    const behind = layoutFormation(closed);
    expectSoundLayout(closed, behind);
    expect(byId(behind).get("m4")?.cell).toEqual({ i: 11, j: 12 });
  });
  it("token rectangles block the spaces they cover", () => {
    const input: FormationInput = {
      members: troopers(9),
      grid: SQUARE,
      drop: MID,
      shape: "block",
      occupiedRects: [{ x: 900, y: 1000, width: 200, height: 200 }],
    };
    const result = layoutFormation(input);
    expectSoundLayout({ ...input, blocked: [{ i: 10, j: 9 }, { i: 10, j: 10 }, { i: 11, j: 9 }, { i: 11, j: 10 }] }, result);
  });
  it("a caller's predicate blocks spaces too", () => {
    const input: FormationInput = { members: troopers(12), grid: SQUARE, drop: MID, isBlocked: (c) => c.j === 10 };
    for (const p of placed(layoutFormation(input))) expect(p.cell.j).not.toBe(10);
  });
  it("a vehicle never straddles blocked spaces or troopers", () => {
    const members = [...troopers(6, 0), { id: "apc", width: 2, height: 2 }, { id: "tank", width: 2, height: 2 }];
    const input: FormationInput = { members, grid: SQUARE, drop: MID, shape: "wedge", blocked: [{ i: 11, j: 11 }, { i: 12, j: 9 }] };
    const result = layoutFormation(input);
    expect(expectSoundLayout(input, result)).toBe(6 + 8);
  });
});

describe("walls", () => {
  it("a wall across the drop area keeps every placement on the drop side", () => {
    const input: FormationInput = {
      members: troopers(16, 0),
      grid: SQUARE,
      drop: MID,
      shape: "wedge",
      facing: "S",
      walls: [{ x1: 0, y1: 1200, x2: 2000, y2: 1200 }],
    };
    const result = layoutFormation(input);
    expectSoundLayout(input, result);
    for (const p of placed(result)) expect(p.y + 100).toBeLessThanOrEqual(1200);
  });
  it("a vehicle does not stand across a wall even where the drop point sees both halves", () => {
    const input: FormationInput = {
      members: [{ id: "apc", width: 2, height: 2 }],
      grid: SQUARE,
      drop: MID,
      walls: [{ x1: 1100, y1: 1120, x2: 1100, y2: 1400 }],
    };
    const result = layoutFormation(input);
    expectSoundLayout(input, result);
    const apc = byId(result).get("apc");
    if (!apc) throw new Error("apc missing");
    const crossesX = apc.x < 1100 && apc.x + 200 > 1100;
    const crossesY = apc.y < 1400 && apc.y + 200 > 1120;
    expect(crossesX && crossesY).toBe(false);
  });
  it("a closed room around the drop point refuses members that do not fit inside", () => {
    const room = [
      { x1: 900, y1: 900, x2: 1200, y2: 900 },
      { x1: 1200, y1: 900, x2: 1200, y2: 1200 },
      { x1: 1200, y1: 1200, x2: 900, y2: 1200 },
      { x1: 900, y1: 1200, x2: 900, y2: 900 },
    ];
    const fits = layoutFormation({ members: troopers(9), grid: SQUARE, drop: MID, walls: room });
    expect(fits.ok).toBe(true);
    const result = layoutFormation({ members: troopers(11), grid: SQUARE, drop: MID, walls: room });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.unplaced).toHaveLength(2);
    for (const u of result.unplaced) expect(u.reason).toBe("blocked");
  });
});

describe("scene bounds", () => {
  it("a too-small scene names the members that could not be placed", () => {
    const grid = { kind: "square", size: 100, bounds: { x: 0, y: 0, width: 300, height: 300 } } as const;
    const result = layoutFormation({ members: troopers(12, 0), grid, drop: { x: 150, y: 150 }, shape: "line" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.unplaced).toHaveLength(3);
    for (const u of result.unplaced) expect(u.reason).toBe("noRoom");
    expect(result.unplaced.map((u) => u.id)).not.toContain("m0");
  });
  it("a vehicle bigger than the scene cannot be placed", () => {
    const grid = { kind: "square", size: 100, bounds: { x: 0, y: 0, width: 100, height: 400 } } as const;
    const result = layoutFormation({ members: [{ id: "big", width: 2, height: 2 }], grid, drop: { x: 50, y: 50 } });
    expect(result).toEqual({ ok: false, unplaced: [{ id: "big", reason: "noRoom" }] });
  });
  it("a formation dropped at the edge moves inside whole instead of piling up", () => {
    const input: FormationInput = { members: troopers(5, 0), grid: SQUARE, drop: { x: 50, y: 50 }, shape: "line", facing: "N" };
    const result = layoutFormation(input);
    expectSoundLayout(input, result);
    const cells = placed(result).map((p) => p.cell);
    expect(new Set(cells.map((c) => c.i))).toEqual(new Set([0]));
    expect(cells.map((c) => c.j).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("grids", () => {
  it("gridless: positions spaced by the footprint size around the drop point", () => {
    const grid = { kind: "gridless", size: 100, bounds: { x: 0, y: 0, width: 2000, height: 2000 } } as const;
    const result = layoutFormation({ members: troopers(3, 1), grid, drop: { x: 1234, y: 567 }, shape: "line", facing: "N" });
    const xs = placed(result).map((p) => p.x).sort((a, b) => a - b);
    expect(xs).toEqual([1084, 1184, 1284]);
    for (const p of placed(result)) expect(p.y).toBe(517);
  });
  it("gridless: token rectangles keep members off them", () => {
    const grid = { kind: "gridless", size: 100, bounds: { x: 0, y: 0, width: 2000, height: 2000 } } as const;
    const rect = { x: 1200, y: 500, width: 100, height: 100 };
    const result = layoutFormation({ members: troopers(6), grid, drop: { x: 1234, y: 567 }, occupiedRects: [rect] });
    for (const p of placed(result)) {
      const overlaps = p.x < rect.x + rect.width && p.x + 100 > rect.x && p.y < rect.y + rect.height && p.y + 100 > rect.y;
      expect(overlaps).toBe(false);
    }
  });
  for (const kind of ["hexOddR", "hexOddQ"] as const) {
    it(`${kind}: a mixed formation with vehicles lays out soundly around blocked hexes`, () => {
      const grid = { kind, size: 80, bounds: { x: 0, y: 0, width: 3000, height: 3000 } };
      const members = [...troopers(20, 0), { id: "apc", width: 2, height: 2 }];
      for (const shape of ["line", "column", "wedge", "block"] as const) {
        const input: FormationInput = { members, grid, drop: { x: 1500, y: 1500 }, shape, facing: 30, blocked: [{ i: 20, j: 20 }, { i: 21, j: 19 }] };
        expectSoundLayout(input, layoutFormation(input));
      }
    });
  }
  it("hexOddR line facing north stays on the drop row", () => {
    const grid = { kind: "hexOddR", size: 100, bounds: { x: 0, y: 0, width: 3000, height: 3000 } } as const;
    const input: FormationInput = { members: troopers(5, 0), grid, drop: { x: 1500, y: 1500 }, shape: "line", facing: "N" };
    const cells = placed(layoutFormation(input)).map((p) => p.cell);
    expect(new Set(cells.map((c) => c.i)).size).toBe(1);
    const js = cells.map((c) => c.j).sort((a, b) => a - b);
    expect((js[4] ?? NaN) - (js[0] ?? NaN)).toBe(4);
  });
});

describe("facing and repeatability", () => {
  it("compass points and their degrees give the same layout", () => {
    const base = { members: troopers(7, 3), grid: SQUARE, drop: MID, shape: "wedge" } as const;
    for (const [name, degrees] of Object.entries(COMPASS_DEGREES)) {
      expect(layoutFormation({ ...base, facing: degrees })).toEqual(layoutFormation({ ...base, facing: name as keyof typeof COMPASS_DEGREES }));
    }
    expect(layoutFormation({ ...base, facing: -90 })).toEqual(layoutFormation({ ...base, facing: "W" }));
  });
  it("facing vectors: north is up, east is right", () => {
    expect(facingFrame("N")).toEqual({ forward: { x: 0, y: -1 }, right: { x: 1, y: 0 }, back: { x: 0, y: 1 } });
    expect(facingFrame("E")).toEqual({ forward: { x: 1, y: 0 }, right: { x: 0, y: 1 }, back: { x: -1, y: 0 } });
    const diagonal = facingFrame("SW");
    expect(diagonal.forward.x).toBeCloseTo(-Math.SQRT1_2, 12);
    expect(diagonal.forward.y).toBeCloseTo(Math.SQRT1_2, 12);
  });
  it("the same input always gives the same output", () => {
    const input = benchLayoutInput(200, "wedge");
    expect(layoutFormation(input)).toEqual(layoutFormation(input));
  });
});

describe("benchmark input", () => {
  for (const shape of ["block", "line", "wedge"] as const) {
    it(`200 figures (${shape}) with vehicles, 500 blocked spaces and a building lay out soundly`, () => {
      const input = benchLayoutInput(200, shape);
      expect(input.members).toHaveLength(200);
      expect(input.members.filter((m) => m.width === 2)).toHaveLength(4);
      expect([...(input.blocked ?? [])]).toHaveLength(500);
      const result = layoutFormation(input);
      const used = expectSoundLayout(input, result);
      expect(used).toBe(196 + 16);
      expect(byId(result).get("commander")?.cell).toBeDefined();
    });
  }
});

describe("input errors", () => {
  const ok: FormationInput = { members: troopers(2), grid: SQUARE, drop: MID };
  it("throws on duplicate ids, bad footprints, bad grids and groups inside themselves", () => {
    expect(() => layoutFormation({ ...ok, members: [...troopers(2), ...troopers(1)] })).toThrow(/twice/);
    expect(() => layoutFormation({ ...ok, members: [{ id: "x", width: 0, height: 1 }] })).toThrow(/footprint/);
    expect(() => layoutFormation({ ...ok, members: [{ id: "x", width: 1.5, height: 1 }] })).toThrow(/footprint/);
    expect(() => layoutFormation({ ...ok, grid: { ...SQUARE, size: 0 } })).toThrow(/size/);
    expect(() => layoutFormation({ ...ok, drop: { x: NaN, y: 0 } })).toThrow(/drop/);
    expect(() => layoutFormation({ ...ok, facing: Infinity })).toThrow(/Facing/);
    expect(() =>
      layoutFormation({ ...ok, members: [{ id: "x", width: 1, height: 1, group: "a" }], groups: [{ id: "a", parent: "b" }, { id: "b", parent: "a" }] }),
    ).toThrow(/inside itself/);
  });
  it("an empty formation is placed trivially", () => {
    expect(layoutFormation({ ...ok, members: [] })).toEqual({ ok: true, placements: [] });
  });
});
