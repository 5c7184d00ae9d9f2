/**
 * Straight-line distance on the board, in a rule set's own unit. The rules measure ranges and
 * radii as a ruler would, so a square grid's diagonal rule (which makes a 5-square diagonal as
 * long as 5 squares) never applies: on squares and gridless scenes this is the Euclidean length.
 * Hex maps count hexes, as hex rules do. Pure: the Foundry board module supplies the grid.
 */
import { hexDistance, type HexLayout, type HexOffset } from "./hex-offsets";

/** What a rule set's distances count: grid spaces (inches as squares, hexes) or the scene's units (metres, cm). */
export type MeasureIn = "spaces" | "units";

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The parts of a scene grid that measuring needs. */
export type BoardGrid =
  | { readonly kind: "square" | "gridless"; readonly size: number; readonly distance: number }
  | { readonly kind: "hex"; readonly size: number; readonly distance: number; readonly layout: HexLayout; readonly offsetOf: (p: Point) => HexOffset };

/** Grid spaces between two canvas points in a straight line (hex steps on a hex grid). */
export function spacesBetween(grid: BoardGrid, a: Point, b: Point): number {
  if (grid.kind === "hex") return hexDistance(grid.offsetOf(a), grid.offsetOf(b), grid.layout);
  if (!(grid.size > 0)) throw new RangeError(`A grid space must have a positive size, not ${grid.size}`);
  return Math.hypot(b.x - a.x, b.y - a.y) / grid.size;
}

/** Distance between two canvas points in the rule set's unit. */
export function measureBetween(grid: BoardGrid, a: Point, b: Point, unit: MeasureIn): number {
  const spaces = spacesBetween(grid, a, b);
  return unit === "spaces" ? spaces : spaces * grid.distance;
}

/** A canvas point in the rule set's unit from the scene's origin, for shapes such as a danger space. */
export function pointInUnits(grid: BoardGrid, p: Point, unit: MeasureIn): Point {
  if (!(grid.size > 0)) throw new RangeError(`A grid space must have a positive size, not ${grid.size}`);
  const scale = (unit === "spaces" ? 1 : grid.distance) / grid.size;
  return { x: p.x * scale, y: p.y * scale };
}
