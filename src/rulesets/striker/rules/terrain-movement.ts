/**
 * Terrain effects on movement (Striker 6.B), crew-served set-up (6.D.1) and the choice between
 * hidden and concealed (6.D.2).
 */
import { list, oneOf, record, yesNo } from "../../../core/checks";
import { FOOT_ALLOWANCE_M, type FlightMode } from "./movement";

/** Striker 6.B.2: metres lost per three contour lines crossed uphill. */
export const CONTOUR_LOSS = { perContours: 3, metres: 10 } as const;
/** Striker 6.B.2: contours closer than this are too steep for foot infantry, up or down. */
export const STEEP_CONTOUR_SPACING_M = 3;
/** Striker 6.B.3: forest doubles the cost for personnel on foot or grav below the canopy. */
export const FOREST_COST_FACTOR = 2;
/** Striker 6.B.3 (water): metres per turn at a ford. */
export const FORD_ALLOWANCE_M = 10;
/** Striker 6.B.4: floors a team may climb or descend in one movement phase. */
export const FLOORS_PER_PHASE = 1;

export type TerrainKind = "clear" | "road" | "forest" | "water" | "ford" | "bridge";

export interface PathSegment {
  readonly terrain: TerrainKind;
  readonly lengthM: number;
  /** Contour lines crossed going uphill on this segment. */
  readonly contoursUp?: number;
  /** Closest spacing of the contour lines crossed, in metres, if any. */
  readonly contourSpacingM?: number;
}

export type Mover = { readonly kind: "foot"; readonly run?: boolean; readonly battleDress?: boolean } | { readonly kind: "grav"; readonly mode: FlightMode };

/** Whether the mover flies over terrain rather than through it (Striker 6.B.2-3). */
/** Throws a RangeError naming the field unless `mover` is on foot or grav in a flight mode. */
function checkMover(mover: Mover): void {
  record(mover, "mover");
  if (oneOf(mover.kind, "mover.kind", ["foot", "grav"]) === "grav") oneOf((mover as { mode: unknown }).mode, "mover.mode", ["high", "terrainFollowing", "noe"]);
}

function fliesOver(mover: Mover): boolean {
  return mover.kind === "grav" && mover.mode !== "noe";
}

/**
 * Striker 6.B.2: 10 m lost for every three contour lines crossed uphill in a phase, counted over
 * the whole move; grav in high mode is unaffected. Terrain following follows the contours, so
 * only high mode is spared, as the text says.
 */
export function contourLoss(contoursUp: number, mover: Mover): number {
  if (!Number.isInteger(contoursUp) || contoursUp < 0) throw new RangeError(`Contours must be 0 or more, not ${contoursUp}`);
  checkMover(mover);
  if (mover.kind === "grav" && mover.mode === "high") return 0;
  return Math.floor(contoursUp / CONTOUR_LOSS.perContours) * CONTOUR_LOSS.metres;
}

/** The metres of allowance a path uses, or throws if the mover may not take it. */
export function pathCost(path: readonly PathSegment[], mover: Mover): number {
  checkMover(mover);
  let cost = 0;
  let contours = 0;
  for (const seg of list(path, "path")) {
    record(seg, "segment");
    if (seg.contoursUp !== undefined && (!Number.isInteger(seg.contoursUp) || seg.contoursUp < 0)) throw new RangeError(`Contours must be 0 or more, not ${seg.contoursUp}`);
    if (!Number.isFinite(seg.lengthM) || seg.lengthM < 0) throw new RangeError(`Segment length must be 0 m or more, not ${seg.lengthM}`);
    if (mover.kind === "foot" && seg.terrain === "water") throw new RangeError("Troops on foot cross water only at bridges and fords");
    if (mover.kind === "foot" && seg.contourSpacingM !== undefined && seg.contourSpacingM < STEEP_CONTOUR_SPACING_M) {
      throw new RangeError("Slopes this steep are closed to foot infantry");
    }
    const factor = seg.terrain === "forest" && !fliesOver(mover) ? FOREST_COST_FACTOR : 1;
    cost += seg.lengthM * factor;
    contours += seg.contoursUp ?? 0;
  }
  return cost + contourLoss(contours, mover);
}

/**
 * A foot team's allowance this turn: at a ford only 10 m (Striker 6.B.3 water), else walk or
 * run. Grav teams pass over water unaffected.
 */
export function footAllowanceOver(path: readonly PathSegment[], run: boolean): number {
  if (list(path, "path").some((s) => record(s, "segment").terrain === "ford")) return FORD_ALLOWANCE_M;
  return run ? FOOT_ALLOWANCE_M.run : FOOT_ALLOWANCE_M.walk;
}

/**
 * Striker 6.B.4: a team next to a building enters it in its next movement phase, changes one
 * floor per phase, leaves with its full allowance, and only grav teams leave above the ground
 * floor (floor 1).
 */
export function mayLeaveBuildingAt(floor: number, grav: boolean): boolean {
  if (!Number.isInteger(floor) || floor < 1) throw new RangeError(`Floors count from 1, not ${floor}`);
  return floor === 1 || yesNo(grav, "grav");
}

/** Striker 6.B.4: whether a change of floors fits in one movement phase. */
export function floorChangeAllowed(from: number, to: number): boolean {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < 1) throw new RangeError("Floors count from 1");
  return Math.abs(to - from) <= FLOORS_PER_PHASE;
}

export interface SetUpStatus {
  readonly ready: boolean;
  readonly phasesLeft: number;
  /** Striker 6.D.1: a weapon setting up counts as moving for fire and spotting. */
  readonly countsAsMoving: boolean;
  /** Striker 6.D.1: no movement or fire while setting up. */
  readonly mayMoveOrFire: boolean;
}

/**
 * Striker 6.D.1 / 8.A.1.a.3.b: after `phasesSpent` friendly movement phases in one place a weapon
 * with SET UP n is ready when phasesSpent >= n. Packing up for movement takes as long.
 */
export function setUpStatus(setUp: number, phasesSpent: number): SetUpStatus {
  for (const v of [setUp, phasesSpent]) if (!Number.isInteger(v) || v < 0) throw new RangeError(`Set-up counts must be 0 or more, not ${v}`);
  const phasesLeft = Math.max(0, setUp - phasesSpent);
  const ready = phasesLeft === 0;
  return { ready, phasesLeft, countsAsMoving: !ready, mayMoveOrFire: ready };
}

/** Striker 6.D.2 / 7.A.2: terrain that gives concealment to personnel and light weapons. */
export const CONCEALMENT_TERRAIN = ["forest", "building"] as const;

/** Striker 6.D.2: personnel and light weapons in concealment may choose to hide. */
export function mayHide(terrain: string, personnelOrLightWeapon: boolean): boolean {
  return yesNo(personnelOrLightWeapon, "personnelOrLightWeapon") && (CONCEALMENT_TERRAIN as readonly string[]).includes(terrain);
}

/** Striker 6.D.2 / 7.A.3: what a hiding team may not do. */
export const HIDDEN_RESTRICTIONS = { maySpot: false, mayFire: false, mayBeSpotted: false } as const;
