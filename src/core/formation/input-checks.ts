/** Input errors a drop handler should never send: they throw rather than lay out nonsense. */
import { callable, finite, keyOf, list, oneOf, record, text, whole, yesNo } from "../checks";
import { CELL_KEY_LIMIT } from "./cell-key";
import { COMPASS_DEGREES } from "./facing";
import type { Cell, FormationGroup, FormationInput, FormationMember, GridKind, Point, Rect, ShapeName, WallSegment } from "./types";

/** Largest footprint side in grid spaces (a Foundry token is at most this big in practice). */
export const MAX_FOOTPRINT = 16;

/** The grid kinds a layout knows. */
export const GRID_KINDS: readonly GridKind[] = ["square", "hexOddR", "hexOddQ", "gridless"];
/** The shapes a formation can take. */
export const SHAPE_NAMES: readonly ShapeName[] = ["line", "column", "wedge", "block"];

/** A grid space: whole row and column. */
export function checkedCell(cell: Cell, field: string): Cell {
  record(cell, field);
  // names built only for a refusal: a layout checks hundreds of blocked spaces
  if (!Number.isSafeInteger(cell.i)) whole(cell.i, `${field}.i`);
  if (!Number.isSafeInteger(cell.j)) whole(cell.j, `${field}.j`);
  return cell;
}

/** A pixel point with finite coordinates. */
export function checkedPoint(p: Point, field: string): Point {
  record(p, field);
  if (!Number.isFinite(p.x)) finite(p.x, `${field}.x`);
  if (!Number.isFinite(p.y)) finite(p.y, `${field}.y`);
  return p;
}

export function checkedRect(r: Rect, field: string): Rect {
  checkedPoint(r, field);
  finite(r.width, `${field}.width`);
  finite(r.height, `${field}.height`);
  return r;
}

// The field names below are built only for a refusal: a layout checks every member of a formation.
export function checkMember(m: FormationMember, field: string): void {
  record(m, field);
  if (typeof m.id !== "string") text(m.id, `${field}.id`);
  if (m.leader !== undefined && typeof m.leader !== "boolean") yesNo(m.leader, `${field}.leader`);
  if (m.group !== undefined && typeof m.group !== "string") text(m.group, `${field}.group`);
  checkSide(m, m.width);
  checkSide(m, m.height);
}

function checkSide(m: FormationMember, side: number): void {
  if (!Number.isInteger(side) || side < 1 || side > MAX_FOOTPRINT) throw new RangeError(`Member ${m.id} has a footprint side of ${side}`);
}

export function checkGroup(g: FormationGroup, field: string): void {
  record(g, field);
  if (typeof g.id !== "string") text(g.id, `${field}.id`);
  if (g.parent !== undefined && typeof g.parent !== "string") text(g.parent, `${field}.parent`);
  if (g.shape !== undefined && !SHAPE_NAMES.includes(g.shape)) oneOf(g.shape, `${field}.shape`, SHAPE_NAMES);
}

function checkWall(w: WallSegment, field: string): void {
  record(w, field);
  for (const k of ["x1", "y1", "x2", "y2"] as const) finite(w[k], `${field}.${k}`);
}

export function checkFormationInput(input: FormationInput): void {
  record(input, "input");
  const grid = record(input.grid, "grid");
  oneOf(grid.kind, "grid.kind", GRID_KINDS);
  const b = record(grid.bounds, "grid.bounds");
  const drop = record(input.drop, "drop");
  if (typeof grid.size !== "number" || !Number.isFinite(grid.size) || grid.size <= 0) throw new RangeError(`Grid size ${grid.size} is not a positive number`);
  if (![b.x, b.y, b.width, b.height].every(Number.isFinite) || b.width <= 0 || b.height <= 0) throw new RangeError("Scene bounds must be a finite rectangle");
  if (![drop.x, drop.y].every(Number.isFinite)) throw new RangeError("The drop point must be finite");
  const reach = Math.max(Math.abs(b.x), Math.abs(b.y), Math.abs(b.x + b.width), Math.abs(b.y + b.height), Math.abs(drop.x), Math.abs(drop.y));
  if ((2 * reach) / grid.size > CELL_KEY_LIMIT) throw new RangeError("The scene has more grid spaces than a layout can index");
  list(input.members, "members").forEach((m, i) => checkMember(m, `members[${i}]`));
  if (input.groups !== undefined) list(input.groups, "groups").forEach((g, i) => checkGroup(g, `groups[${i}]`));
  if (typeof input.facing === "string") keyOf(input.facing, "facing", COMPASS_DEGREES);
  if (input.shape !== undefined) oneOf(input.shape, "shape", [...SHAPE_NAMES, "default"]);
  if (input.defaultShape !== undefined) oneOf(input.defaultShape, "defaultShape", SHAPE_NAMES);
  if (input.blocked !== undefined) checkBlocked(input.blocked);
  if (input.isBlocked !== undefined) callable(input.isBlocked, "isBlocked");
  if (input.occupiedRects !== undefined) list(input.occupiedRects, "occupiedRects").forEach((r, i) => checkedRect(r, `occupiedRects[${i}]`));
  if (input.walls !== undefined) list(input.walls, "walls").forEach((w, i) => checkWall(w, `walls[${i}]`));
  const radius = input.searchRadius;
  if (radius !== undefined && (!Number.isInteger(radius) || radius < 0)) throw new RangeError(`Search radius ${radius} is not a whole number`);
}

function checkBlocked(blocked: Iterable<Cell>): void {
  if (blocked === null || typeof (blocked as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function") throw new RangeError("blocked must be a list of grid spaces");
  let n = 0;
  for (const c of blocked) checkedCell(c, `blocked[${n++}]`);
}
