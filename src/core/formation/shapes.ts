/**
 * The shapes in formation space: `a` runs across the facing (to the right), `b` runs back from
 * the front, both in grid steps. Every member and every group is a box whose front edge is at
 * b = 0; a group's box holds its members' boxes, laid out in the group's shape, so a group stays
 * together as a sub-block of its parent. Slots are the centres of the members' boxes.
 */
import { isLeader, type GroupItem, type MemberItem, type TreeItem } from "./formation-tree";
import { callable, finite, list, oneOf, record } from "../checks";
import { SHAPE_NAMES } from "./input-checks";
import type { FormationMember, ShapeName } from "./types";

/** A member's footprint measured across and along the facing, in grid steps. */
export interface Extent {
  readonly across: number;
  readonly depth: number;
}

export interface Slot {
  /** Position of the member in the input list. */
  readonly index: number;
  readonly a: number;
  readonly b: number;
}

/** A box is a member's slot or other boxes moved to offsets; flattened once at the end. */
interface Box {
  readonly aMin: number;
  readonly aMax: number;
  readonly depth: number;
  readonly slot?: Slot;
  readonly parts: readonly Part[];
}

interface Part {
  readonly box: Box;
  readonly da: number;
  readonly db: number;
}

interface Entry {
  readonly box: Box;
  readonly leader: boolean;
}

type Arrange = (entries: readonly Entry[]) => Box;

/** A member's box holds no other boxes: one empty list shared by all of them. */
const NO_PARTS: readonly Part[] = Object.freeze([]);

function leadersFirst(entries: readonly Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const e of entries) if (e.leader) out.push(e);
  for (const e of entries) if (!e.leader) out.push(e);
  return out;
}

/** Leaders in the middle of a row, the others on either side in their order. */
function leadersCentred(entries: readonly Entry[]): Entry[] {
  let others = 0;
  for (const e of entries) if (!e.leader) others++;
  const half = Math.floor(others / 2);
  const out: Entry[] = [];
  let seen = 0;
  // the first half of the others, then the leaders, then the rest of the others
  for (const e of entries) if (!e.leader && seen++ < half) out.push(e);
  for (const e of entries) if (e.leader) out.push(e);
  seen = 0;
  for (const e of entries) if (!e.leader && seen++ >= half) out.push(e);
  return out;
}

/** Collects boxes moved so their origin sits at (da, db). */
class BoxBuilder {
  aMin = Infinity;
  aMax = -Infinity;
  depth = 0;
  readonly parts: Part[] = [];

  put(box: Box, da: number, db: number): void {
    this.parts.push({ box, da, db });
    this.aMin = Math.min(this.aMin, box.aMin + da);
    this.aMax = Math.max(this.aMax, box.aMax + da);
    this.depth = Math.max(this.depth, box.depth + db);
  }

  build(): Box {
    if (this.parts.length === 0) return { aMin: 0, aMax: 0, depth: 0, parts: NO_PARTS };
    return { aMin: this.aMin, aMax: this.aMax, depth: this.depth, parts: this.parts };
  }
}

function flatten(box: Box, da: number, db: number, out: Slot[]): void {
  if (box.slot) out.push({ index: box.slot.index, a: box.slot.a + da, b: box.slot.b + db });
  for (const part of box.parts) flatten(part.box, da + part.da, db + part.db, out);
}

/** Boxes side by side, the whole row centred on a = 0. */
function row(entries: readonly Entry[]): Box {
  const builder = new BoxBuilder();
  let cursor = -entries.reduce((sum, e) => sum + e.box.aMax - e.box.aMin, 0) / 2;
  for (const { box } of entries) {
    builder.put(box, cursor - box.aMin, 0);
    cursor += box.aMax - box.aMin;
  }
  return builder.build();
}

const line: Arrange = (entries) => row(leadersCentred(entries));

const column: Arrange = (entries) => {
  const builder = new BoxBuilder();
  let cursor = 0;
  for (const { box } of leadersFirst(entries)) {
    builder.put(box, 0, cursor);
    cursor += box.depth;
  }
  return builder.build();
};

/** A near-square: ceil(sqrt(n)) boxes a row, filled front to back, leaders mid-front. */
const block: Arrange = (entries) => {
  const ordered = leadersFirst(entries);
  const perRow = Math.max(1, Math.ceil(Math.sqrt(ordered.length)));
  const builder = new BoxBuilder();
  let cursor = 0;
  for (let start = 0; start < ordered.length; start += perRow) {
    const part = ordered.slice(start, start + perRow);
    const box = row(start === 0 ? leadersCentred(part) : part);
    builder.put(box, 0, cursor);
    cursor += box.depth;
  }
  return builder.build();
};

/** A V: the first (a leader if any) at the point, then left and right arms in turn, each step out and back. */
const wedge: Arrange = (entries) => {
  const [point, ...rest] = leadersFirst(entries);
  const builder = new BoxBuilder();
  if (!point) return builder.build();
  builder.put(point.box, 0, 0);
  const left = { edge: point.box.aMin, front: 0, depth: point.box.depth };
  const right = { edge: point.box.aMax, front: 0, depth: point.box.depth };
  rest.forEach(({ box }, n) => {
    const arm = n % 2 === 0 ? left : right;
    const da = arm === left ? arm.edge - box.aMax : arm.edge - box.aMin;
    const db = arm.front + arm.depth;
    builder.put(box, da, db);
    arm.edge = arm === left ? box.aMin + da : box.aMax + da;
    arm.front = db;
    arm.depth = box.depth;
  });
  return builder.build();
};

export const ARRANGEMENTS: Readonly<Record<ShapeName, Arrange>> = { line, column, wedge, block };

function memberBox(member: FormationMember, index: number, extentOf: (m: FormationMember) => Extent): Box {
  const extent = record(extentOf(member), "extentOf()");
  const across = finite(extent.across, "extentOf().across");
  const depth = finite(extent.depth, "extentOf().depth");
  return { aMin: -across / 2, aMax: across / 2, depth, slot: { index, a: 0, b: depth / 2 }, parts: NO_PARTS };
}

function itemBox(item: TreeItem, shape: ShapeName, extentOf: (m: FormationMember) => Extent): Box {
  record(item, "item");
  if (oneOf(item.kind, "item.kind", ["member", "group"]) === "member") {
    const member = item as MemberItem;
    return memberBox(record(member.member, "item.member"), finite(member.index, "item.index"), extentOf);
  }
  const group = item as GroupItem;
  list(group.items, "item.items");
  const own = group.shape === undefined ? shape : oneOf(group.shape, "item.shape", SHAPE_NAMES);
  const entries = group.items.map((child) => ({ box: itemBox(child, own, extentOf), leader: isLeader(child) }));
  return ARRANGEMENTS[own](entries);
}

/** Every member's slot, in placing order: leaders and front groups first. */
export function shapeSlots(root: GroupItem, shape: ShapeName, extentOf: (m: FormationMember) => Extent): Slot[] {
  record(root, "root");
  oneOf(shape, "shape", SHAPE_NAMES);
  callable(extentOf, "extentOf");
  const slots: Slot[] = [];
  flatten(itemBox(root, shape, extentOf), 0, 0, slots);
  return slots;
}
