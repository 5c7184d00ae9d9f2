/**
 * The spaces a formation may use: inside the scene, not held by an existing token or by a member
 * already placed, seen from the drop point without crossing a wall, and not straddling one.
 * Finds the nearest usable spot when the wanted one is not: a breadth-first search over grid
 * spaces where nothing bars the way, so its layers are exactly the rings of grid distance and are
 * generated ring by ring (Chebyshev squares, hex rings) instead of by expanding neighbours.
 */
import { callable, finite, list, record } from "../checks";
import { checkedCell, checkedRect } from "./input-checks";
import { CELL_KEY_LIMIT, keyCell } from "./cell-key";
import type { GridGeometry } from "./grid-geometry";
import { meetsAnyWall } from "../board/walls";
import { SpaceFlags } from "./space-flags";
import type { Cell, Point, Rect, UnplacedReason, WallSegment } from "./types";

const EDGE = 1e-6;

/**
 * The drop point and walls checked once, as crossesWall checks them, so the lines the field tests
 * later (one or two per grid space it looks at) are tested unchecked.
 */
function checkWallsOnce(drop: Point, walls: readonly WallSegment[]): void {
  record(drop, "drop");
  finite(drop.x, "drop.x");
  finite(drop.y, "drop.y");
  for (const wall of list(walls, "walls")) {
    record(wall, "wall");
    finite(wall.x1, "wall.x1");
    finite(wall.y1, "wall.y1");
    finite(wall.x2, "wall.x2");
    finite(wall.y2, "wall.y2");
  }
}

/** A usable spot and its rank: behind the front line first, then nearest the wanted centre, then by key. */
interface RankedSpot {
  readonly cell: Cell;
  readonly ahead: number;
  readonly distance: number;
  readonly key: number;
}

function byRank(p: RankedSpot, q: RankedSpot): number {
  return p.ahead - q.ahead || p.distance - q.distance || p.key - q.key;
}

/** Records how far a search got: the ring it stopped at and that ring's usable spots in rank order. */
function keep(search: Search, ring: number, spots: Cell[], sawBlocked: boolean): void {
  search.ring = ring;
  search.spots = spots;
  search.next = 0;
  search.sawBlocked = sawBlocked;
}

/** What a field knows of one space, as bits: sight and splits are worked out once and kept. */
const FLAG = {
  taken: 1,
  blocked: 2,
  sightKnown: 4,
  inSight: 8,
  rightKnown: 16,
  rightSplit: 32,
  downKnown: 64,
  downSplit: 128,
} as const;

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

/** One search kept: the last ring searched, its usable spots in rank order, and how far they are used. */
interface Search {
  readonly width: number;
  readonly height: number;
  readonly x: number;
  readonly y: number;
  ring: number;
  spots: Cell[];
  next: number;
  sawBlocked: boolean;
}

export type SearchResult = { readonly cell: Cell } | { readonly reason: UnplacedReason };

/**
 * cellKey without its checks, for the search's inner loops: every space it is asked about lies
 * inside the scene, whose spaces the input checks keep within the key's range.
 */
const key = (i: number, j: number): number => (i + 32768) * 65536 + (j + 32768);

const keyable = (i: number, j: number): boolean => Math.abs(i) <= CELL_KEY_LIMIT && Math.abs(j) <= CELL_KEY_LIMIT;

export class PlacementField {
  readonly #o: FieldOptions;
  /** The scene's spaces, with a margin: the first row and column, and how many columns. */
  readonly #i0: number;
  readonly #j0: number;
  readonly #rows: number;
  readonly #columns: number;
  /** The spaces at the scene's four corners. */
  readonly #corners: readonly Cell[];
  /** What is known of each space, by #slot (FLAG). */
  readonly #flags: SpaceFlags;
  /** Per start space (by slot), the searches made from it, one per size and target. */
  readonly #searched = new Map<number, Search[]>();

  constructor(options: FieldOptions) {
    this.#o = record(options, "options");
    checkWallsOnce(options.drop, options.walls);
    // read here once, so checked here: the scene, the grid's cellAt and the blocked spaces
    const g = record(options.geometry, "options.geometry");
    callable(g.cellAt, "options.geometry.cellAt");
    const b = checkedRect(options.bounds, "options.bounds");
    const blocked = options.blocked as Partial<Iterable<number>> | null;
    if (blocked === null || typeof blocked !== "object" || typeof blocked[Symbol.iterator] !== "function") throw new RangeError("options.blocked must be a set of cell keys");
    const first = checkedCell(g.cellAt({ x: b.x, y: b.y }), "geometry.cellAt()");
    const last = checkedCell(g.cellAt({ x: b.x + b.width, y: b.y + b.height }), "geometry.cellAt()");
    this.#i0 = first.i - 2;
    this.#j0 = first.j - 2;
    this.#rows = last.i - first.i + 5;
    this.#columns = last.j - first.j + 5;
    this.#flags = new SpaceFlags(this.#rows * this.#columns);
    this.#corners = [first, checkedCell(g.cellAt({ x: b.x + b.width, y: b.y }), "geometry.cellAt()"), checkedCell(g.cellAt({ x: b.x, y: b.y + b.height }), "geometry.cellAt()"), last];
    for (const k of options.blocked) {
      const c = keyCell(k);
      this.#flags.add(this.#slot(c.i, c.j), FLAG.blocked);
    }
  }

  /**
   * A space's number in this field: row by row across the scene's spaces, so a scene's slots are
   * small whole numbers. A space off the scene (never usable) gets a negative number of its own.
   */
  #slot(i: number, j: number): number {
    const row = i - this.#i0;
    const column = j - this.#j0;
    return row >= 0 && row < this.#rows && column >= 0 && column < this.#columns ? row * this.#columns + column : -1 - key(i, j);
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
    const slot = this.#slot(i, j);
    const known = this.#flags.get(slot);
    if ((known & FLAG.sightKnown) !== 0) return (known & FLAG.inSight) !== 0;
    const c = this.#o.geometry.centre({ i, j });
    const clear = !meetsAnyWall(this.#o.drop.x, this.#o.drop.y, c.x, c.y, this.#o.walls);
    this.#flags.add(slot, FLAG.sightKnown | (clear ? FLAG.inSight : 0));
    return clear;
  }

  /** Whether a wall runs between a space and its right-hand (or lower) neighbour in a footprint. */
  #split(i: number, j: number, down: boolean): boolean {
    const slot = this.#slot(i, j);
    const knownBit = down ? FLAG.downKnown : FLAG.rightKnown;
    const splitBit = down ? FLAG.downSplit : FLAG.rightSplit;
    const known = this.#flags.get(slot);
    if ((known & knownBit) !== 0) return (known & splitBit) !== 0;
    const g = this.#o.geometry;
    const p = g.centre({ i, j });
    const q = g.centre(down ? { i: i + 1, j } : { i, j: j + 1 });
    const split = meetsAnyWall(p.x, p.y, q.x, q.y, this.#o.walls);
    this.#flags.add(slot, knownBit | (split ? splitBit : 0));
    return split;
  }

  /** Whether a footprint lies inside the scene; square lattices without building its rectangle. */
  #fits(i: number, j: number, width: number, height: number): boolean {
    const g = this.#o.geometry;
    // one hex is its own bounding box; larger hex footprints are ragged, so their box is built
    if (g.kind !== "square" && g.kind !== "gridless" && (width > 1 || height > 1)) return this.#inside(this.footprintRect(i, j, width, height));
    const p = g.topLeft({ i, j });
    const b = this.#o.bounds;
    return p.x >= b.x - EDGE && p.y >= b.y - EDGE && p.x + width * g.cellWidth <= b.x + b.width + EDGE && p.y + height * g.cellHeight <= b.y + b.height + EDGE;
  }

  check(i: number, j: number, width: number, height: number): SpotCheck {
    if (!keyable(i, j) || !keyable(i + height, j + width) || !this.#fits(i, j, width, height)) return SPOT.outside;
    const flags = this.#flags;
    for (let di = 0; di < height; di++) for (let dj = 0; dj < width; dj++) if ((flags.get(this.#slot(i + di, j + dj)) & FLAG.taken) !== 0) return SPOT.taken;
    const { isBlocked, walls } = this.#o;
    for (let di = 0; di < height; di++) {
      for (let dj = 0; dj < width; dj++) {
        const ci = i + di;
        const cj = j + dj;
        if ((flags.get(this.#slot(ci, cj)) & FLAG.blocked) !== 0 || (isBlocked !== undefined && isBlocked({ i: ci, j: cj }))) return SPOT.blocked;
        if (walls.length === 0) continue;
        if (!this.#inSight(ci, cj)) return SPOT.blocked;
        if (dj + 1 < width && this.#split(ci, cj, false)) return SPOT.blocked;
        if (di + 1 < height && this.#split(ci, cj, true)) return SPOT.blocked;
      }
    }
    return SPOT.ok;
  }

  take(i: number, j: number, width: number, height: number): void {
    for (let di = 0; di < height; di++) for (let dj = 0; dj < width; dj++) this.#flags.add(this.#slot(i + di, j + dj), FLAG.taken);
  }

  #centreInside(cell: Cell): boolean {
    const c = this.#o.geometry.centre(cell);
    const b = this.#o.bounds;
    return c.x >= b.x && c.y >= b.y && c.x <= b.x + b.width && c.y <= b.y + b.height;
  }

  /** Ranks a usable spot: behind the front line first, then nearest the wanted centre, then by key. */
  #rank(cell: Cell, width: number, height: number, target: Point): RankedSpot {
    const r = this.footprintRect(cell.i, cell.j, width, height);
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    const { back, frontAt, frontCentre } = this.#o;
    const along = (cx - frontCentre.x) * back.x + (cy - frontCentre.y) * back.y;
    return { cell, ahead: along < frontAt - EDGE ? 1 : 0, distance: (cx - target.x) ** 2 + (cy - target.y) ** 2, key: key(cell.i, cell.j) };
  }

  /**
   * The usable spot nearest to `start` in grid steps, ring by ring; within a ring the best by
   * #rank. Gives up after `radius` rings or once the rings have passed the whole scene. Spaces only
   * ever fill up, so a later search from the same start and for the same target resumes where the
   * last one stopped: at the ring it found a spot in, with that ring's usable spots kept in rank
   * order, so the next is the first of them still usable. Many figures pushed to the same spot (a
   * formation wider than the scene, squeezed against its edge) then cost one scan of each ring
   * between them rather than one each.
   */
  nearest(start: Cell, width: number, height: number, target: Point, radius: number): SearchResult {
    const g = this.#o.geometry;
    const known = this.#search(start, width, height, target);
    let sawBlocked = known.sawBlocked;
    while (known.next < known.spots.length) {
      const spot = known.spots[known.next]!;
      if (this.check(spot.i, spot.j, width, height) === SPOT.ok) return { cell: spot };
      known.next++;
    }
    const last = Math.min(radius, this.#farthest(start));
    for (let step = known.ring + 1; step <= last; step++) {
      const usable: RankedSpot[] = [];
      for (const cell of g.ring(start, step)) {
        if (!this.#centreInside(cell)) continue;
        const check = this.check(cell.i, cell.j, width, height);
        if (check === SPOT.blocked) sawBlocked = true;
        if (check === SPOT.ok) usable.push(this.#rank(cell, width, height, target));
      }
      if (usable.length > 0) {
        usable.sort(byRank);
        keep(known, step, usable.map((u) => u.cell), sawBlocked);
        return { cell: usable[0]!.cell };
      }
      keep(known, step, [], sawBlocked);
    }
    keep(known, radius + 1, [], sawBlocked);
    return { reason: sawBlocked ? "blocked" : "noRoom" };
  }

  /**
   * The search kept for a start, size and target, or a new one that has looked at no ring yet.
   * Kept by numbers, not by a text key: a target's pixel coordinates are rarely whole, and
   * writing them out cost more than the search it saved.
   */
  #search(start: Cell, width: number, height: number, target: Point): Search {
    const from = this.#slot(start.i, start.j);
    let searches = this.#searched.get(from);
    if (searches === undefined) {
      searches = [];
      this.#searched.set(from, searches);
    }
    for (const s of searches) if (s.width === width && s.height === height && s.x === target.x && s.y === target.y) return s;
    const fresh: Search = { width, height, x: target.x, y: target.y, ring: -1, spots: [], next: 0, sawBlocked: false };
    searches.push(fresh);
    return fresh;
  }

  /** Grid steps from a space to the farthest corner of the scene. */
  #farthest(start: Cell): number {
    const g = this.#o.geometry;
    let farthest = 0;
    for (const corner of this.#corners) farthest = Math.max(farthest, g.distance(start, corner));
    return farthest + 1;
  }
}
