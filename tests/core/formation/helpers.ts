// Shared checks for the formation layout tests: occupied spaces, bounds and walls of a result.
import { expect } from "vitest";
import {
  cellKey,
  crossesAnyWall,
  gridGeometry,
  type Cell,
  type FormationInput,
  type LayoutResult,
  type Placement,
} from "../../../src/core/formation/index";

export const SQUARE = { kind: "square", size: 100, bounds: { x: 0, y: 0, width: 2000, height: 2000 } } as const;
export const MID = { x: 1050, y: 1050 };

export function troopers(n: number, leaderAt = -1): { id: string; width: number; height: number; leader?: boolean }[] {
  return Array.from({ length: n }, (_, k) => (k === leaderAt ? { id: `m${k}`, width: 1, height: 1, leader: true } : { id: `m${k}`, width: 1, height: 1 }));
}

export function placed(result: LayoutResult): readonly Placement[] {
  if (!result.ok) throw new Error(`Expected a layout, got unplaced ${JSON.stringify(result.unplaced)}`);
  return result.placements;
}

export function byId(result: LayoutResult): Map<string, Placement> {
  return new Map(placed(result).map((p) => [p.id, p]));
}

/** Every grid space a placement covers. */
export function footprint(input: FormationInput, p: Placement): Cell[] {
  const m = input.members.find((x) => x.id === p.id);
  if (!m) throw new Error(`No member ${p.id}`);
  const cells: Cell[] = [];
  for (let di = 0; di < m.height; di++) for (let dj = 0; dj < m.width; dj++) cells.push({ i: p.cell.i + di, j: p.cell.j + dj });
  return cells;
}

/** Checks the promises every successful layout keeps; returns the number of spaces used. */
export function expectSoundLayout(input: FormationInput, result: LayoutResult): number {
  const g = gridGeometry(input.grid, input.drop);
  const blocked = new Set([...(input.blocked ?? [])].map((c) => cellKey(c.i, c.j)));
  const used = new Set<number>();
  const b = input.grid.bounds;
  const list = placed(result);
  expect(list.map((p) => p.id).sort()).toEqual(input.members.map((m) => m.id).sort());
  const problems: string[] = [];
  for (const p of list) {
    const tl = g.topLeft(p.cell);
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) problems.push(`${p.id} has no finite position`);
    if (Math.abs(p.x - tl.x) > 1e-6 || Math.abs(p.y - tl.y) > 1e-6) problems.push(`${p.id} is not at its space's top-left`);
    for (const c of footprint(input, p)) {
      const key = cellKey(c.i, c.j);
      if (used.has(key)) problems.push(`${p.id} overlaps another member at ${c.i},${c.j}`);
      if (blocked.has(key)) problems.push(`${p.id} stands on a blocked space`);
      used.add(key);
      const corner = g.topLeft(c);
      const inside =
        corner.x >= b.x - 1e-6 &&
        corner.y >= b.y - 1e-6 &&
        corner.x + g.cellWidth <= b.x + b.width + 1e-6 &&
        corner.y + g.cellHeight <= b.y + b.height + 1e-6;
      if (!inside) problems.push(`${p.id} leaves the scene at ${c.i},${c.j}`);
      const centre = g.centre(c);
      if (crossesAnyWall(input.drop.x, input.drop.y, centre.x, centre.y, input.walls ?? [])) problems.push(`${p.id} is behind a wall`);
    }
  }
  expect(problems).toEqual([]);
  return used.size;
}

/** Whether a set of spaces is connected through grid neighbours. */
export function connected(input: FormationInput, cells: readonly Cell[]): boolean {
  const g = gridGeometry(input.grid, input.drop);
  const keys = new Set(cells.map((c) => cellKey(c.i, c.j)));
  const first = cells[0];
  if (!first) return true;
  const seen = new Set([cellKey(first.i, first.j)]);
  const queue: Cell[] = [first];
  while (queue.length > 0) {
    const c = queue.pop() as Cell;
    for (const n of g.neighbours(c)) {
      const k = cellKey(n.i, n.j);
      if (keys.has(k) && !seen.has(k)) {
        seen.add(k);
        queue.push(n);
      }
    }
  }
  return seen.size === keys.size;
}
