/** Grid defaults as Foundry's numeric grid types (CONST.GRID_TYPES), kept pure for tests. */
import { finite, keyOf, record, text } from "./checks";
import type { GridDefaults } from "./ruleset-definition";

/** Foundry's CONST.GRID_TYPES values. */
export const GRID_TYPE_NUMBERS = { gridless: 0, square: 1, hexOddR: 2, hexOddQ: 4 } as const;

export interface SceneGridData {
  type: number;
  size: number;
  distance: number;
  units: string;
}

export function sceneGrid(grid: GridDefaults): SceneGridData {
  record(grid, "grid");
  const type = GRID_TYPE_NUMBERS[keyOf(grid.type, "grid.type", GRID_TYPE_NUMBERS)];
  return { type, size: finite(grid.size, "grid.size"), distance: finite(grid.distance, "grid.distance"), units: text(grid.units, "grid.units") };
}
