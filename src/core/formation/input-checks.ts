/** Input errors a drop handler should never send: they throw rather than lay out nonsense. */
import { CELL_KEY_LIMIT } from "./cell-key";
import type { FormationInput } from "./types";

/** Largest footprint side in grid spaces (a Foundry token is at most this big in practice). */
export const MAX_FOOTPRINT = 16;

function finite(...values: number[]): boolean {
  return values.every((v) => Number.isFinite(v));
}

export function checkFormationInput(input: FormationInput): void {
  const { grid, drop } = input;
  const b = grid.bounds;
  if (!finite(grid.size) || grid.size <= 0) throw new RangeError(`Grid size ${grid.size} is not a positive number`);
  if (!finite(b.x, b.y, b.width, b.height) || b.width <= 0 || b.height <= 0) throw new RangeError("Scene bounds must be a finite rectangle");
  if (!finite(drop.x, drop.y)) throw new RangeError("The drop point must be finite");
  const reach = Math.max(Math.abs(b.x), Math.abs(b.y), Math.abs(b.x + b.width), Math.abs(b.y + b.height), Math.abs(drop.x), Math.abs(drop.y));
  if ((2 * reach) / grid.size > CELL_KEY_LIMIT) throw new RangeError("The scene has more grid spaces than a layout can index");
  for (const m of input.members) {
    for (const side of [m.width, m.height]) {
      if (!Number.isInteger(side) || side < 1 || side > MAX_FOOTPRINT) throw new RangeError(`Member ${m.id} has a footprint side of ${side}`);
    }
  }
  const radius = input.searchRadius;
  if (radius !== undefined && (!Number.isInteger(radius) || radius < 0)) throw new RangeError(`Search radius ${radius} is not a whole number`);
}
