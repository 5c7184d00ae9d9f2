/**
 * layoutFormation: every member of a formation placed around the drop point in a shape, snapped
 * to the grid, or the list of members that do not fit so the drop can be refused as a whole.
 * Steps: members into their groups, groups into boxes in the shape (formation space), boxes onto
 * pixels by the facing, the whole moved inside the scene if it spills over, then each member on
 * its wanted spot or, when that is taken, blocked or behind a wall, the nearest usable one.
 */
import { blockedKeys } from "./blocked-cells";
import { facingFrame } from "./facing";
import { buildFormationTree } from "./formation-tree";
import { gridGeometry, type GridGeometry } from "./grid-geometry";
import { oneOf, record } from "../checks";
import { checkFormationInput, SHAPE_NAMES } from "./input-checks";
import { PlacementField, SPOT } from "./placement-field";
import { shapeSlots, type Extent } from "./shapes";
import type { Cell, FormationInput, FormationMember, LayoutResult, Placement, Point, Rect, ShapeName, Unplaced } from "./types";

/** The shape asked for, else the formation's own, else a block. */
export function resolveShape(input: Pick<FormationInput, "shape" | "defaultShape">): ShapeName {
  record(input, "input");
  if (input.shape !== undefined) oneOf(input.shape, "shape", [...SHAPE_NAMES, "default"]);
  if (input.defaultShape !== undefined) oneOf(input.defaultShape, "defaultShape", SHAPE_NAMES);
  return input.shape === undefined || input.shape === "default" ? (input.defaultShape ?? "block") : input.shape;
}

/**
 * Grid steps a footprint covers along a unit vector: 1 for one space, plus the far spaces' reach.
 * `steps` is g.stepsPerPixel(u), worked out once per layout rather than once per member.
 */
function span(g: GridGeometry, m: FormationMember, u: Point, steps: number): number {
  const reach = Math.abs(u.x) * (m.width - 1) * g.columnPitch + Math.abs(u.y) * (m.height - 1) * g.rowPitch;
  return 1 + Math.round(reach * steps);
}

/** Half the pixel size of a footprint's bounding box. */
function halfSize(g: GridGeometry, m: FormationMember): Point {
  return { x: ((m.width - 1) * g.columnPitch + g.cellWidth) / 2, y: ((m.height - 1) * g.rowPitch + g.cellHeight) / 2 };
}

/** Whole grid steps (two rows or columns where hex parity would shift the pattern) that bring [lo, hi] inside [min, max]. */
function fitShift(lo: number, hi: number, min: number, max: number, step: number): number {
  if (hi - lo > max - min) return 0;
  if (lo < min) return Math.ceil((min - lo) / step - 1e-9) * step;
  if (hi > max) return -Math.ceil((hi - max) / step - 1e-9) * step;
  return 0;
}

function clampInside(p: Point, r: Rect, half: Point): Point {
  const x = Math.min(Math.max(p.x, r.x + half.x), r.x + r.width - half.x);
  const y = Math.min(Math.max(p.y, r.y + half.y), r.y + r.height - half.y);
  return { x: Number.isFinite(x) ? x : p.x, y: Number.isFinite(y) ? y : p.y };
}

export function layoutFormation(input: FormationInput): LayoutResult {
  checkFormationInput(input);
  const { grid, drop, members } = input;
  const g = gridGeometry(grid, drop);
  const frame = facingFrame(input.facing);
  const centre = g.centre(g.cellAt(drop));
  const acrossSteps = g.stepsPerPixel(frame.right);
  const backSteps = g.stepsPerPixel(frame.back);
  const acrossStep = 1 / acrossSteps;
  const backStep = 1 / backSteps;
  const extentOf = (m: FormationMember): Extent => ({ across: span(g, m, frame.right, acrossSteps), depth: span(g, m, frame.back, backSteps) });
  const slots = shapeSlots(buildFormationTree(members, input.groups), resolveShape(input), extentOf);

  // Formation space to pixels; the tiny nudge right and back settles exact ties between two spaces the same way every time.
  const nudge = grid.size * 1e-6;
  const targets: Point[] = new Array<Point>(members.length);
  const halves: Point[] = new Array<Point>(members.length);
  let loX = Infinity;
  let loY = Infinity;
  let hiX = -Infinity;
  let hiY = -Infinity;
  for (const s of slots) {
    const m = members[s.index];
    if (!m) continue;
    const a = s.a * acrossStep + nudge;
    const b = (s.b - 0.5) * backStep + nudge;
    const p = { x: centre.x + a * frame.right.x + b * frame.back.x, y: centre.y + a * frame.right.y + b * frame.back.y };
    targets[s.index] = p;
    const h = halfSize(g, m);
    halves[s.index] = h;
    loX = Math.min(loX, p.x - h.x);
    loY = Math.min(loY, p.y - h.y);
    hiX = Math.max(hiX, p.x + h.x);
    hiY = Math.max(hiY, p.y + h.y);
  }
  const bounds = grid.bounds;
  const shift = {
    x: fitShift(loX, hiX, bounds.x, bounds.x + bounds.width, g.columnPitch * (g.kind === "hexOddQ" ? 2 : 1)),
    y: fitShift(loY, hiY, bounds.y, bounds.y + bounds.height, g.rowPitch * (g.kind === "hexOddR" ? 2 : 1)),
  };

  const field = new PlacementField({
    geometry: g,
    bounds,
    drop,
    back: frame.back,
    frontAt: -backStep / 2,
    frontCentre: { x: centre.x + shift.x, y: centre.y + shift.y },
    blocked: blockedKeys(g, input.blocked, input.occupiedRects),
    isBlocked: input.isBlocked,
    walls: input.walls ?? [],
  });
  const totalCells = members.reduce((sum, m) => sum + m.width * m.height, 0);
  const largest = members.reduce((max, m) => Math.max(max, m.width, m.height), 1);
  const radius = input.searchRadius ?? Math.max(8, Math.ceil(2 * Math.sqrt(totalCells))) + largest;

  // Leaders first, then front to back and centre outwards, so displaced members fall in behind.
  // (each slot's keys read once, not once per comparison)
  const order = slots.map((slot) => ({ slot, follower: members[slot.index]?.leader === true ? 0 : 1, across: Math.abs(slot.a) }));
  order.sort((p, q) => p.follower - q.follower || p.slot.b - q.slot.b || p.across - q.across || p.slot.a - q.slot.a || p.slot.index - q.slot.index);
  const cells: (Cell | undefined)[] = new Array<Cell | undefined>(members.length);
  const unplaced: Unplaced[] = [];
  for (const { slot: s } of order) {
    const m = members[s.index];
    const t = targets[s.index];
    const half = halves[s.index];
    if (!m || !t || !half) continue;
    const target = clampInside({ x: t.x + shift.x, y: t.y + shift.y }, bounds, half);
    const wanted = g.cellAt({ x: target.x - ((m.width - 1) / 2) * g.columnPitch, y: target.y - ((m.height - 1) / 2) * g.rowPitch });
    let cell: Cell | undefined;
    if (field.check(wanted.i, wanted.j, m.width, m.height) === SPOT.ok) cell = wanted;
    else {
      const found = field.nearest(wanted, m.width, m.height, target, radius);
      if ("cell" in found) cell = found.cell;
      else unplaced.push({ id: m.id, reason: found.reason });
    }
    if (cell) {
      field.take(cell.i, cell.j, m.width, m.height);
      cells[s.index] = cell;
    }
  }
  if (unplaced.length > 0) {
    const position = new Map(members.map((m, i) => [m.id, i]));
    unplaced.sort((p, q) => (position.get(p.id) ?? 0) - (position.get(q.id) ?? 0));
    return { ok: false, unplaced };
  }
  const placements: Placement[] = [];
  members.forEach((m, index) => {
    const cell = cells[index];
    if (!cell) return;
    const p = g.topLeft(cell);
    placements.push({ id: m.id, x: p.x, y: p.y, cell });
  });
  return { ok: true, placements };
}
