/**
 * How far a point lies from the edge of a region the GM painted, for a team's depth in its forest
 * (Striker 7.A.1.c: "the outer 30 m of forest"): the shortest distance from the point to any edge
 * of the region's outlines, its holes' outlines included, since a clearing inside a wood is an
 * edge too. Pure geometry in the board's own units (pixels); the board turns it into metres.
 */
import { finite, list, record } from "../../../core/checks";
import { distanceToWall } from "../../../core/board/walls";

/** A closed outline: its corners as x0, y0, x1, y1, ..., the last corner joined back to the first. */
export type Outline = readonly number[];

/** The shortest distance from the point to any edge of the outlines; 0 on an edge. */
export function distanceToEdge(point: { readonly x: number; readonly y: number }, outlines: readonly Outline[]): number {
  const p = record(point, "point");
  const x = finite(p.x, "point.x");
  const y = finite(p.y, "point.y");
  const shapes = list(outlines, "outlines");
  if (shapes.length === 0) throw new RangeError("A region has one outline or more");
  let nearest = Number.POSITIVE_INFINITY;
  shapes.forEach((outline, i) => {
    const corners = list(outline, `outlines[${i}]`);
    if (corners.length < 6 || corners.length % 2 !== 0) throw new RangeError(`outlines[${i}] must give three corners or more as x, y pairs, not ${corners.length} numbers`);
    corners.forEach((v, j) => finite(v, `outlines[${i}][${j}]`));
    for (let j = 0; j < corners.length; j += 2) {
      const k = (j + 2) % corners.length;
      const edge = { x1: corners[j]!, y1: corners[j + 1]!, x2: corners[k]!, y2: corners[k + 1]! };
      nearest = Math.min(nearest, distanceToWall(x, y, edge));
    }
  });
  // corners so far apart that their distance overflows cannot be measured
  if (!Number.isFinite(nearest)) throw new RangeError("The point and the outlines lie too far apart to measure");
  return nearest;
}
