/**
 * Formation layout, inputs and results: members with footprints, the grid, what is in the way,
 * the facing and the shape. Pure data; the Foundry drop handler builds an input and turns the
 * result into tokens (all of them, or none).
 */
import type { WallSegment } from "../board/walls";

export type { WallSegment };

export type GridKind = "square" | "hexOddR" | "hexOddQ" | "gridless";
export type ShapeName = "line" | "column" | "wedge" | "block";
export type CompassName = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A grid space as Foundry's offset coordinates: i is the row, j the column. */
export interface Cell {
  readonly i: number;
  readonly j: number;
}


/** One figure to place: its footprint in grid spaces (1x1 trooper, 2x2 vehicle). */
export interface FormationMember {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** Leaders go in front: the point of a wedge, the head of a column, the centre of a line. */
  readonly leader?: boolean;
  /** The innermost group (team, squad) this member belongs to; see FormationInput.groups. */
  readonly group?: string;
}

/** A group and the group it sits in (team -> squad -> platoon). Groups not listed are top level. */
export interface FormationGroup {
  readonly id: string;
  readonly parent?: string;
  /** The shape inside this group; by default the shape of the group around it. */
  readonly shape?: ShapeName;
}

export interface GridSpec {
  readonly kind: GridKind;
  /** Foundry's grid size in pixels (for hexes the distance between neighbouring centres). */
  readonly size: number;
  /** The scene rectangle in pixels; every placed footprint stays inside it. */
  readonly bounds: Rect;
}

export interface FormationInput {
  readonly members: readonly FormationMember[];
  readonly groups?: readonly FormationGroup[];
  readonly grid: GridSpec;
  /** Where the formation was dropped, in pixels. */
  readonly drop: Point;
  /** Degrees clockwise from north (up), or a compass point. North by default. */
  readonly facing?: number | CompassName;
  /** The shape; "default" (or none) uses defaultShape, then "block". */
  readonly shape?: ShapeName | "default";
  /** The formation's own shape, used when shape is "default". */
  readonly defaultShape?: ShapeName;
  /**
   * Grid spaces held by existing tokens. On a gridless scene these are spaces of the layout's own
   * lattice (see gridGeometry); pass occupiedRects there instead.
   */
  readonly blocked?: Iterable<Cell>;
  readonly isBlocked?: (cell: Cell) => boolean;
  /** Pixel rectangles of existing tokens; every grid space they cover is blocked. */
  readonly occupiedRects?: readonly Rect[];
  /** No figure is placed where the straight line from the drop point crosses a wall. */
  readonly walls?: readonly WallSegment[];
  /** How far (in grid spaces) a displaced member may move from its spot in the shape. */
  readonly searchRadius?: number;
}

/** Where one member goes: the top-left pixel of its footprint and the top-left grid space. */
export interface Placement {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly cell: Cell;
}

/** noRoom: the scene has no space left for it; blocked: tokens or walls hold the spaces near it. */
export type UnplacedReason = "noRoom" | "blocked";

export interface Unplaced {
  readonly id: string;
  readonly reason: UnplacedReason;
}

/** Either every member has a place, or the drop is refused with the members that did not fit. */
export type LayoutResult =
  | { readonly ok: true; readonly placements: readonly Placement[] }
  | { readonly ok: false; readonly unplaced: readonly Unplaced[] };
