/**
 * The spaces a formation may use: inside the scene, not held by an existing token or by a member
 * already placed, seen from the drop point without crossing a wall, and not straddling one.
 * Finds the nearest usable spot when the wanted one is not: a breadth-first search over grid
 * spaces where nothing bars the way, so its layers are exactly the rings of grid distance and are
 * generated ring by ring (Chebyshev squares, hex rings) instead of by expanding neighbours.
 */
import { record } from "../checks";
import { cellKey } from "./cell-key";
import type { GridGeometry } from "./grid-geometry";
import { crossesAnyWall } from "./walls";
import type { Cell, Point, Rect, UnplacedReason, WallSegment } from "./types";

const EDGE = 1e-6;

/** Why a spot cannot be used; OK when it can. */
export const SPOT = { ok: 0, outside: 1, taken: 2, blocked: 3 } as const;
export type SpotCheck = (typeof SPOT)[keyof typeof SPOT];

export interface FieldOptions {
  readonly geometry: GridGeometry;
  readonly bounds: Rect;
  readonly drop: Point;
  /** Unit vector pointing back from the front, and the front line's distance along it from the drop centre. */
  readonly back: Point;
  readonly frontAt: number;
  readonly frontCentre: Point;
  readonly blocked: ReadonlySet<number>;
  readonly isBlocked: ((cell: Cell) => boolean) | undefined;
  readonly walls: readonly WallSegment[];
}

export type SearchResult = { readonly cell: Cell } | { readonly reason: UnplacedReason };

export class PlacementField {
  readonly #o: FieldOptions;
  readonly #taken = new Set<number>();
  readonly #seen = new Map<number, boolean>();
  readonly #splits = new Map<number, boolean>();
  readonly #searched = new Map<number, { ring: number; sawBlocked: boolean }>();

  constructor(options: FieldOptions) {
    this.#o = record(options, "options");
  }

  /** The pixel bounding box of a footprint whose top-left space is (i, j). */
  footprintRect(i: number, j: number, width: number, height: number): Rect {
    const g = this.#o.geometry;
    if (g.kind === "square" || g.kind === "gridless") {
      const p = g.topLeft({ i, j });
      return { x: p.x, y: p.y, width: width * g.cellWidth, height: height * g.cellHeight };
    }
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let di = 0; di < height; di++) {
      for (let dj = 0; dj < width; dj++) {
        const p = g.topLeft({ i: i + di, j: j + dj });
        x0 = Math.min(x0, p.x);
        y0 = Math.min(y0, p.y);
        x1 = Math.max(x1, p.x + g.cellWidth);
        y1 = Math.max(y1, p.y + g.cellHeight);
      }
    }
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }

  #inside(r: Rect): boolean {
    const b = this.#o.bounds;
    return r.x >= b.x - EDGE && r.y >= b.y - EDGE && r.x + r.width <= b.x + b.width + EDGE && r.y + r.height <= b.y + b.height + EDGE;
  }

  /** Whether the straight line from the drop point to the centre of space (i, j) is clear of walls. */
  #inSight(i: number, j: number): boolean {
    const key = cellKey(i, j);
    const known = this.#seen.get(key);
    if (known !== undefined) return known;
    const c = this.#o.geometry.centre({ i, j });
    const clear = !crossesAnyWall(this.#o.drop.x, this.#o.drop.y, c.x, c.y, this.#o.walls);
    this.#seen.set(key, clear);
    return clear;
  }

  /** Whether a wall runs between a space and its right-hand (or lower) neighbour in a footprint. */
  #split(i: number, j: number, down: boolean): boolean {
    const key = cellKey(i, j) * 2 + (down ? 1 : 0);
    const known = this.#splits.get(key);
    if (known !== undefined) return known;
    const g = this.#o.geometry;
    const p = g.centre({ i, j });
    const q = g.centre(down ? { i: i + 1, j } : { i, j: j + 1 });
    const split = crossesAnyWall(p.x, p.y, q.x, q.y, this.#o.walls);
    this.#splits.set(key, split);
    return split;
  }

  check(i: number, j: number, width: number, height: number): SpotCheck {
    if (!this.#inside(this.footprintRect(i, j, width, height))) return SPOT.outside;
    for (let di = 0; di < height; di++) for (let dj = 0; dj < width; dj++) if (this.#taken.has(cellKey(i + di, j + dj))) return SPOT.taken;
    const { blocked, isBlocked, walls } = this.#o;
    for (let di = 0; di < height; di++) {
      for (let dj = 0; dj < width; dj++) {
        const ci = i + di;
        const cj = j + dj;
        if (blocked.has(cellKey(ci, cj)) || (isBlocked !== undefined && isBlocked({ i: ci, j: cj }))) return SPOT.blocked;
        if (walls.length === 0) continue;
        if (!this.#inSight(ci, cj)) return SPOT.blocked;
        if (dj + 1 < width && this.#split(ci, cj, false)) return SPOT.blocked;
        if (di + 1 < height && this.#split(ci, cj, true)) return SPOT.blocked;
      }
    }
    return SPOT.ok;
  }

  take(i: number, j: number, width: number, height: number): void {
    for (let di = 0; di < height; di++) for (let dj = 0; dj < width; dj++) this.#taken.add(cellKey(i + di, j + dj));
  }

  #centreInside(cell: Cell): boolean {
    const c = this.#o.geometry.centre(cell);
    const b = this.#o.bounds;
    return c.x >= b.x && c.y >= b.y && c.x <= b.x + b.width && c.y <= b.y + b.height;
  }

  /** Ranks a usable spot: behind the front line first, then nearest the wanted centre, then by key. */
  #rank(cell: Cell, width: number, height: number, target: Point): [number, number, number] {
    const r = this.footprintRect(cell.i, cell.j, width, height);
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    const { back, frontAt, frontCentre } = this.#o;
    const along = (cx - frontCentre.x) * back.x + (cy - frontCentre.y) * back.y;
    return [along < frontAt - EDGE ? 1 : 0, (cx - target.x) ** 2 + (cy - target.y) ** 2, cellKey(cell.i, cell.j)];
  }

  /**
   * The usable spot nearest to `start` in grid steps, ring by ring; within a ring the best by
   * #rank. Gives up after `radius` rings or once the rings have passed the whole scene. Spaces only
   * ever fill up, so a later search from the same start skips the rings an earlier one found full.
   */
  nearest(start: Cell, width: number, height: number, target: Point, radius: number): SearchResult {
    const g = this.#o.geometry;
    const cacheKey = cellKey(start.i, start.j) * 512 + width * 20 + height;
    const known = this.#searched.get(cacheKey);
    let sawBlocked = known?.sawBlocked ?? false;
    const last = Math.min(radius, this.#farthest(start));
    for (let step = known?.ring ?? 0; step <= last; step++) {
      let best: Cell | undefined;
      let bestRank: [number, number, number] | undefined;
      for (const cell of g.ring(start, step)) {
        if (!this.#centreInside(cell)) continue;
        const check = this.check(cell.i, cell.j, width, height);
        if (check === SPOT.blocked) sawBlocked = true;
        if (check !== SPOT.ok) continue;
        const rank = this.#rank(cell, width, height, target);
        if (!bestRank || rank[0] < bestRank[0] || (rank[0] === bestRank[0] && (rank[1] < bestRank[1] || (rank[1] === bestRank[1] && rank[2] < bestRank[2])))) {
          best = cell;
          bestRank = rank;
        }
      }
      this.#searched.set(cacheKey, { ring: step, sawBlocked });
      if (best) return { cell: best };
    }
    this.#searched.set(cacheKey, { ring: radius + 1, sawBlocked });
    return { reason: sawBlocked ? "blocked" : "noRoom" };
  }

  /** Grid steps from a space to the farthest corner of the scene. */
  #farthest(start: Cell): number {
    const { geometry: g, bounds: b } = this.#o;
    const corners = [
      { x: b.x, y: b.y },
      { x: b.x + b.width, y: b.y },
      { x: b.x, y: b.y + b.height },
      { x: b.x + b.width, y: b.y + b.height },
    ];
    return Math.max(...corners.map((p) => g.distance(start, g.cellAt(p)))) + 1;
  }
}
