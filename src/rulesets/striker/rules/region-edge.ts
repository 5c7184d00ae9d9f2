/**
 * How far a point lies from the edge of a region the GM painted, for a team's depth in its forest
 * (Striker 7.A.1.c: "the outer 30 m of forest"): the shortest distance from the point to any edge
 * of the region's outlines, its holes' outlines included, since a clearing inside a wood is an
 * edge too. Where the GM painted one wood as several regions that touch or overlap, the edge is
 * that of all of them together: the line where one region meets the next is no edge of the wood
 * (distanceToUnionEdge). Pure geometry in the board's own units (pixels); the board turns it into metres.
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

/**
 * How close two regions' edges must come to count as touching, in board units: half a pixel, finer
 * than any gap a GM paints on purpose, so a seam drawn edge to edge, its corners off by a rounding,
 * is no strip of open ground between two woods. Depths come out to within about this much.
 */
export const TOUCHING_WITHIN = 0.5;

/** One region: its outlines, a point inside it where it is inside an odd number of them (holes are outlines too). */
export type RegionOutlines = readonly Outline[];

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A region checked once, with the box around it, so most regions are passed over by their box alone. */
interface CheckedRegion {
  readonly outlines: readonly Outline[];
  readonly box: Box;
}

/** An edge of an outline, with the region it belongs to and its distance from the point asked about. */
interface Edge {
  readonly region: number;
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
  readonly distance: number;
}

function checkedRegions(regions: readonly RegionOutlines[]): CheckedRegion[] {
  return list(regions, "regions").map((region, r) => {
    const shapes = list(region, `regions[${r}]`);
    if (shapes.length === 0) throw new RangeError(`regions[${r}] has no outline`);
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    shapes.forEach((outline, i) => {
      const corners = list(outline, `regions[${r}][${i}]`);
      if (corners.length < 6 || corners.length % 2 !== 0) throw new RangeError(`regions[${r}][${i}] must give three corners or more as x, y pairs, not ${corners.length} numbers`);
      corners.forEach((v, j) => finite(v, `regions[${r}][${i}][${j}]`));
      for (let j = 0; j < corners.length; j += 2) {
        minX = Math.min(minX, corners[j]!);
        maxX = Math.max(maxX, corners[j]!);
        minY = Math.min(minY, corners[j + 1]!);
        maxY = Math.max(maxY, corners[j + 1]!);
      }
    });
    return { outlines: shapes, box: { minX, minY, maxX, maxY } };
  });
}

/**
 * The distance from a point to the segment a to b: walls.ts distanceToWall without its checks, for
 * corners checked once here and asked about for every edge near every other.
 */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const inBox = (b: Box, x: number, y: number, margin: number): boolean => x >= b.minX - margin && x <= b.maxX + margin && y >= b.minY - margin && y <= b.maxY + margin;

/** Whether two boxes come within TOUCHING_WITHIN of each other: nothing in boxes farther apart can meet. */
const boxesMeet = (a: Box, b: Box): boolean =>
  a.minX <= b.maxX + TOUCHING_WITHIN && a.maxX >= b.minX - TOUCHING_WITHIN && a.minY <= b.maxY + TOUCHING_WITHIN && a.maxY >= b.minY - TOUCHING_WITHIN;

/** The box around the segment a to b. */
const segmentBox = (ax: number, ay: number, bx: number, by: number): Box => ({ minX: Math.min(ax, bx), minY: Math.min(ay, by), maxX: Math.max(ax, bx), maxY: Math.max(ay, by) });

/** Whether a point lies inside a region: inside an odd number of its outlines (a hole's outline takes it out again). */
function insideRegion(region: CheckedRegion, x: number, y: number): boolean {
  if (!inBox(region.box, x, y, 0)) return false;
  let inside = false;
  for (const c of region.outlines) {
    for (let j = 0, k = c.length - 2; j < c.length; k = j, j += 2) {
      const [xj, yj, xk, yk] = [c[j]!, c[j + 1]!, c[k]!, c[k + 1]!];
      if (yj > y !== yk > y && x < ((xk - xj) * (y - yj)) / (yk - yj) + xj) inside = !inside;
    }
  }
  return inside;
}

/**
 * Where along the edge a to b (0 to 1) another region's edge c to d crosses it, touches it or runs
 * along it: the crossing, and each end of c to d that lies on it. Extra cuts cost a little time and
 * change nothing; a missing one could count a stretch of shared seam as edge.
 */
function cutsBy(e: Edge, cx: number, cy: number, dx: number, dy: number, out: number[]): void {
  const rx = e.bx - e.ax;
  const ry = e.by - e.ay;
  const sx = dx - cx;
  const sy = dy - cy;
  const denom = rx * sy - ry * sx;
  if (denom !== 0) {
    const t = ((cx - e.ax) * sy - (cy - e.ay) * sx) / denom;
    const u = ((cx - e.ax) * ry - (cy - e.ay) * rx) / denom;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) out.push(t);
  }
  const length2 = rx * rx + ry * ry;
  for (const [px, py] of [[cx, cy], [dx, dy]] as const) {
    if (segmentDistance(px, py, e.ax, e.ay, e.bx, e.by) > TOUCHING_WITHIN) continue;
    const t = ((px - e.ax) * rx + (py - e.ay) * ry) / length2;
    if (t > 0 && t < 1) out.push(t);
  }
}

/**
 * The shortest distance from the point to the edge of all the regions together (their union); 0 on
 * that edge. A stretch of one region's edge counts only where it borders ground inside none of them:
 * each edge is cut where another region's edges cross, touch or run along it, and each piece is
 * edge if, a hair (TOUCHING_WITHIN) to one side of its middle or the other, the ground is inside no
 * region. A seam where two regions touch or overlap is inside the other region on both sides, so it
 * is no edge; a clearing (a hole) no other region fills is. Edges are taken nearest first and the
 * search stops at the first one farther than the nearest piece found, so a team deep in a large wood
 * looks at a few edges; at worst each edge is cut against the edges of the regions whose box it meets.
 */
export function distanceToUnionEdge(point: { readonly x: number; readonly y: number }, regions: readonly RegionOutlines[]): number {
  const p = record(point, "point");
  const x = finite(p.x, "point.x");
  const y = finite(p.y, "point.y");
  const checked = checkedRegions(regions);
  if (checked.length === 0) throw new RangeError("There is no region to measure the edge of");
  const edges: Edge[] = [];
  checked.forEach((region, r) => {
    for (const c of region.outlines) {
      for (let j = 0; j < c.length; j += 2) {
        const k = (j + 2) % c.length;
        const [ax, ay, bx, by] = [c[j]!, c[j + 1]!, c[k]!, c[k + 1]!];
        if (ax === bx && ay === by) continue;
        edges.push({ region: r, ax, ay, bx, by, distance: segmentDistance(x, y, ax, ay, bx, by) });
      }
    }
  });
  edges.sort((a, b) => a.distance - b.distance);
  const insideAny = (qx: number, qy: number): boolean => checked.some((region) => insideRegion(region, qx, qy));
  let nearest = Number.POSITIVE_INFINITY;
  for (const e of edges) {
    // no piece of an edge is nearer than the edge itself
    if (e.distance >= nearest) break;
    const cuts = [0, 1];
    const box = segmentBox(e.ax, e.ay, e.bx, e.by);
    checked.forEach((other, r) => {
      if (r === e.region || !boxesMeet(other.box, box)) return;
      for (const c of other.outlines) {
        for (let j = 0; j < c.length; j += 2) {
          const k = (j + 2) % c.length;
          const [cx, cy, dx, dy] = [c[j]!, c[j + 1]!, c[k]!, c[k + 1]!];
          // an edge whose box is clear of this one's cannot meet it
          if (!boxesMeet(segmentBox(cx, cy, dx, dy), box)) continue;
          cutsBy(e, cx, cy, dx, dy, cuts);
        }
      }
    });
    cuts.sort((a, b) => a - b);
    const rx = e.bx - e.ax;
    const ry = e.by - e.ay;
    const length = Math.hypot(rx, ry);
    // the unit normal, a hair long: one side of the edge is inside its own region, the other not
    const nx = (-ry / length) * TOUCHING_WITHIN;
    const ny = (rx / length) * TOUCHING_WITHIN;
    for (let i = 1; i < cuts.length; i++) {
      const [t0, t1] = [cuts[i - 1]!, cuts[i]!];
      if (t1 <= t0) continue;
      // a piece no nearer than the nearest edge found is not worth asking about
      const distance = segmentDistance(x, y, e.ax + rx * t0, e.ay + ry * t0, e.ax + rx * t1, e.ay + ry * t1);
      if (distance >= nearest) continue;
      const mx = e.ax + rx * ((t0 + t1) / 2);
      const my = e.ay + ry * ((t0 + t1) / 2);
      if (insideAny(mx + nx, my + ny) && insideAny(mx - nx, my - ny)) continue;
      nearest = distance;
    }
  }
  // regions that are nothing but seams, or corners so far apart that their distance overflows
  if (!Number.isFinite(nearest)) throw new RangeError("The regions have no edge that can be measured");
  return nearest;
}
