/**
 * Hexes between two ships on a space scene (Guide 7.1, 7.8), read from their token documents as the
 * GM's client reads them: the hex under each token's centre and the steps between. Odd-row and
 * odd-column hex grids are counted by their cells; any other grid counts grid spaces in a straight
 * line, so a GM's own scene still measures.
 */
import { hexCellAt, type HexKind } from "../../../core/formation/hex";
import { hexDistance, HEX_LAYOUTS } from "../../../core/board/hex-offsets";
import { tokenCentre } from "../../../system/board-walls";
import type { Point } from "../../../core/formation/types";

/** CONST.GRID_TYPES: HEXODDR 2, HEXODDQ 4. */
const KINDS: Readonly<Record<number, HexKind>> = { 2: "hexOddR", 4: "hexOddQ" };

/** Hexes along a path of centres, leg by leg: a drag through waypoints (system/move-plan.ts, the ruler). */
export function hexesAlong(scene: Scene.Implementation, centres: readonly Point[]): number {
  let hexes = 0;
  for (let i = 1; i < centres.length; i++) hexes += hexesBetweenPoints(scene, centres[i - 1]!, centres[i]!);
  return hexes;
}

/** Hexes between two points of the scene (a token's centre where it stands, or where it is going). */
export function hexesBetweenPoints(scene: Scene.Implementation, pa: Point, pb: Point): number {
  const size = scene.grid.size;
  const kind = KINDS[Number(scene.grid.type)];
  if (!kind || !(size > 0)) return Math.round(Math.hypot(pb.x - pa.x, pb.y - pa.y) / Math.max(1, size));
  return hexDistance(hexCellAt(kind, size, pa), hexCellAt(kind, size, pb), HEX_LAYOUTS[kind]);
}

export function hexesBetween(scene: Scene.Implementation, a: TokenDocument.Implementation, b: TokenDocument.Implementation): number {
  return hexesBetweenPoints(scene, tokenCentre(a, scene), tokenCentre(b, scene));
}
