// Properties over random formations, grids, obstacles, walls, facings and shapes (seeded, repeatable).
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../src/core/seeded-dice";
import {
  COMPASS_DEGREES,
  layoutFormation,
  type Cell,
  type CompassName,
  type FormationGroup,
  type FormationInput,
  type FormationMember,
  type GridKind,
  type ShapeName,
} from "../../../src/core/formation/index";
import { expectSoundLayout } from "./helpers";

const KINDS: readonly GridKind[] = ["square", "hexOddR", "hexOddQ", "gridless"];
const SHAPES: readonly (ShapeName | "default")[] = ["line", "column", "wedge", "block", "default"];
const COMPASS = Object.keys(COMPASS_DEGREES) as CompassName[];

function pick<T>(dice: SeededDice, list: readonly T[]): T {
  const item = list[dice.die(list.length) - 1];
  if (item === undefined) throw new Error("empty list");
  return item;
}

function randomInput(dice: SeededDice): FormationInput {
  const size = 20 + dice.die(130);
  const columns = 3 + dice.die(30);
  const rows = 3 + dice.die(30);
  const bounds = { x: (dice.die(5) - 1) * size, y: (dice.die(5) - 1) * size, width: columns * size, height: rows * size };
  const groups: FormationGroup[] = [];
  const groupIds: string[] = [];
  for (let g = 0; g < dice.die(4) - 1; g++) {
    const id = `g${g}`;
    const parent = groupIds.length > 0 && dice.next() < 0.5 ? pick(dice, groupIds) : undefined;
    groups.push(parent === undefined ? { id } : { id, parent });
    groupIds.push(id);
  }
  const members: FormationMember[] = [];
  const count = dice.die(40) - 1;
  for (let k = 0; k < count; k++) {
    const roll = dice.next();
    const [width, height] = roll < 0.08 ? [2, 2] : roll < 0.12 ? [2, 1] : roll < 0.14 ? [1, 3] : [1, 1];
    const group = groupIds.length > 0 && dice.next() < 0.6 ? pick(dice, groupIds) : undefined;
    members.push({ id: `m${k}`, width, height, leader: dice.next() < 0.1, ...(group === undefined ? {} : { group }) });
  }
  const blocked: Cell[] = [];
  const density = dice.next() * 0.3;
  for (let n = 0; n < Math.floor(columns * rows * density); n++) blocked.push({ i: dice.die(rows + 4) - 3, j: dice.die(columns + 4) - 3 });
  const walls = Array.from({ length: dice.die(4) - 1 }, () => ({
    x1: bounds.x + dice.next() * bounds.width,
    y1: bounds.y + dice.next() * bounds.height,
    x2: bounds.x + dice.next() * bounds.width,
    y2: bounds.y + dice.next() * bounds.height,
  }));
  return {
    members,
    groups,
    grid: { kind: pick(dice, KINDS), size, bounds },
    drop: { x: bounds.x + dice.next() * bounds.width, y: bounds.y + dice.next() * bounds.height },
    facing: dice.next() < 0.5 ? pick(dice, COMPASS) : dice.next() * 720 - 360,
    shape: pick(dice, SHAPES),
    defaultShape: pick(dice, ["line", "column", "wedge", "block"] as const),
    blocked,
    walls,
    searchRadius: dice.next() < 0.2 ? dice.die(6) - 1 : undefined,
  };
}

describe("random formations", () => {
  it("never throw, never give NaN, never overlap, never leave the scene, never cross walls, and repeat", () => {
    const dice = new SeededDice(1701);
    let laidOut = 0;
    let refused = 0;
    for (let trial = 0; trial < 300; trial++) {
      const input = randomInput(dice);
      const result = layoutFormation(input);
      expect(layoutFormation(input)).toEqual(result);
      if (result.ok) {
        expectSoundLayout(input, result);
        laidOut++;
      } else {
        expect(result.unplaced.length).toBeGreaterThan(0);
        const ids = new Set(input.members.map((m) => m.id));
        for (const u of result.unplaced) {
          expect(ids.has(u.id)).toBe(true);
          expect(["noRoom", "blocked"]).toContain(u.reason);
        }
        refused++;
      }
    }
    expect(laidOut).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(0);
  });
  it("in an open scene big enough for everyone, every random formation is placed", () => {
    const dice = new SeededDice(42);
    for (let trial = 0; trial < 100; trial++) {
      const base = randomInput(dice);
      const size = base.grid.size;
      const input: FormationInput = {
        ...base,
        grid: { ...base.grid, bounds: { x: 0, y: 0, width: 100 * size, height: 100 * size } },
        drop: { x: 50 * size + dice.next() * size, y: 50 * size + dice.next() * size },
        blocked: [],
        walls: [],
        searchRadius: undefined,
      };
      expectSoundLayout(input, layoutFormation(input));
    }
  });
});
