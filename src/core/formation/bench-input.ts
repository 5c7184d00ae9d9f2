/**
 * A realistic order of battle for the layout benchmark: a commander, a few 2x2 vehicles, and
 * platoons (leader + three squads of leader + two fire teams of four) on a 100 px grid of any
 * kind, with about 500 spaces held by scattered tokens and a walled building near the drop point.
 * At 1,000 figures a line is wider than the scene, so most of it is squeezed in from the edge: the
 * hardest case for the search.
 */
import { oneOf, whole } from "../checks";
import { SeededDice } from "../seeded-dice";
import { GRID_KINDS, SHAPE_NAMES } from "./input-checks";
import type { Cell, FormationGroup, FormationInput, FormationMember, GridKind, ShapeName } from "./types";

const COLUMNS = 80;
const ROWS = 60;
const SIZE = 100;
const VEHICLES = 4;
const BLOCKED = 500;
/** More figures than any benchmark lays out. */
const MAX_FIGURES = 100_000;

function orderOfBattle(n: number): { members: FormationMember[]; groups: FormationGroup[] } {
  const members: FormationMember[] = [];
  const groups: FormationGroup[] = [];
  const add = (m: FormationMember): boolean => {
    if (members.length >= n) return false;
    members.push(m);
    return true;
  };
  add({ id: "commander", width: 1, height: 1, leader: true });
  for (let v = 1; v <= VEHICLES; v++) add({ id: `vehicle-${v}`, width: 2, height: 2, group: "vehicles" });
  for (let p = 1; members.length < n; p++) {
    const platoon = `platoon-${p}`;
    groups.push({ id: platoon });
    add({ id: `${platoon}-leader`, width: 1, height: 1, leader: true, group: platoon });
    for (let s = 1; s <= 3; s++) {
      const squad = `${platoon}-squad-${s}`;
      groups.push({ id: squad, parent: platoon });
      add({ id: `${squad}-leader`, width: 1, height: 1, leader: true, group: squad });
      for (let t = 1; t <= 2; t++) {
        const team = `${squad}-team-${t}`;
        groups.push({ id: team, parent: squad });
        for (let f = 1; f <= 4; f++) add({ id: `${team}-${f}`, width: 1, height: 1, group: team });
      }
    }
  }
  return { members, groups };
}

/** The benchmark's input: `n` figures (200 by default) dropped mid-scene, on a grid of `kind`. */
export function benchLayoutInput(n = 200, shape: ShapeName = "block", kind: GridKind = "square"): FormationInput {
  whole(n, "n", 0, MAX_FIGURES);
  oneOf(shape, "shape", SHAPE_NAMES);
  oneOf(kind, "kind", GRID_KINDS);
  const { members, groups } = orderOfBattle(n);
  const dice = new SeededDice(20261122);
  const blocked = new Map<string, Cell>();
  while (blocked.size < BLOCKED) {
    const cell = { i: dice.die(ROWS) - 1, j: dice.die(COLUMNS) - 1 };
    if (Math.abs(cell.i - ROWS / 2) + Math.abs(cell.j - COLUMNS / 2) > 2) blocked.set(`${cell.i},${cell.j}`, cell);
  }
  const left = 52 * SIZE;
  const top = 20 * SIZE;
  const walls = [
    { x1: left, y1: top, x2: left + 8 * SIZE, y2: top },
    { x1: left + 8 * SIZE, y1: top, x2: left + 8 * SIZE, y2: top + 6 * SIZE },
    { x1: left + 8 * SIZE, y1: top + 6 * SIZE, x2: left, y2: top + 6 * SIZE },
    { x1: left, y1: top + 6 * SIZE, x2: left, y2: top + 2 * SIZE },
  ];
  return {
    members,
    groups,
    grid: { kind, size: SIZE, bounds: { x: 0, y: 0, width: COLUMNS * SIZE, height: ROWS * SIZE } },
    drop: { x: (COLUMNS / 2) * SIZE + 30, y: (ROWS / 2) * SIZE + 60 },
    facing: "N",
    shape,
    blocked: [...blocked.values()],
    walls,
  };
}
