/** Grid defaults as Foundry's numeric grid types (CONST.GRID_TYPES), kept pure for tests. */
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
  return { type: GRID_TYPE_NUMBERS[grid.type], size: grid.size, distance: grid.distance, units: grid.units };
}
