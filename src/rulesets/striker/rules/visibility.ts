/**
 * Spotting ranges (Striker 7.A.4 Visibility Ranges): how far an infantry target is seen by
 * status, by whether the spotter moved, plus its signature if it fired last fire phase.
 */
import { keyOf, oneOf, record } from "../../../core/checks";

export type SpotterStatus = "stationary" | "moving";
export type Signature = "L" | "M" | "H";

/** Striker 7.A.4 table, infantry targets: metres for [stationary spotter, moving spotter]. */
export const VISIBILITY_RANGES_M = {
  movingOpen: [3000, 2000],
  movingConcealment: [1000, 500],
  /** From a hidden/stationary position in concealment. */
  popUp: [500, 500],
  movingDenseWoods: [100, 100],
  movingLightWoods: [250, 200],
  stationaryDenseWoods: [50, 50],
  stationaryLightWoods: [100, 100],
  stationaryOpen: [1500, 1000],
  stationaryConcealment: [100, 100],
  airborneHigh: [5000, 3000],
  terrainFollowingForest: [3000, 2000],
  terrainFollowingOpen: [4000, 2000],
  terrainFollowingBuilding1: [2000, 2000],
  terrainFollowingBuilding2to3: [3000, 2000],
  terrainFollowingBuilding4plus: [5000, 3000],
} as const satisfies Record<string, readonly [number, number]>;

export type TargetSituation = keyof typeof VISIBILITY_RANGES_M;

/** Striker 7.A.4: added when the target fired last fire phase, by weapon signature. */
export const SIGNATURE_ADDITION_M = {
  L: [0, 0],
  M: [1000, 500],
  H: [2000, 1000],
} as const satisfies Record<Signature, readonly [number, number]>;

/** Striker 7.A.4: infantry and light crew-served weapons are never seen beyond 5 km plus signature. */
export const MAX_INFANTRY_SPOTTING_M = 5000;

/** Terrain-following targets: the row by what is below them. */
export function terrainFollowingSituation(below: "forest" | "open" | "river" | { buildingFloors: number }): TargetSituation {
  if (below === "forest") return "terrainFollowingForest";
  if (below === "open" || below === "river") return "terrainFollowingOpen";
  const f = record(below, "below").buildingFloors;
  if (!Number.isInteger(f) || f < 1) throw new RangeError(`A building has 1 floor or more, not ${f}`);
  if (f === 1) return "terrainFollowingBuilding1";
  return f <= 3 ? "terrainFollowingBuilding2to3" : "terrainFollowingBuilding4plus";
}

/**
 * The range out to which a target is seen automatically. Hidden targets are never spotted
 * (Striker 7.A.3): pass `hidden` to get 0.
 */
export function visibilityRange(
  situation: TargetSituation,
  spotter: SpotterStatus,
  firedWith: Signature | null,
  hidden = false,
): number {
  if (hidden) return 0;
  const row = typeof situation === "string" && Object.hasOwn(VISIBILITY_RANGES_M, situation) ? VISIBILITY_RANGES_M[situation] : undefined;
  oneOf(spotter, "spotter", ["stationary", "moving"]);
  if (firedWith !== null) keyOf(firedWith, "firedWith", SIGNATURE_ADDITION_M);
  if (!row) throw new RangeError(`Unknown target situation "${String(situation)}"`);
  const col = spotter === "stationary" ? 0 : 1;
  const signature = firedWith === null ? 0 : SIGNATURE_ADDITION_M[firedWith][col];
  const cap = MAX_INFANTRY_SPOTTING_M + signature;
  return Math.min(row[col] + signature, cap);
}

/** Whether a target at this distance is spotted. */
export function isSpotted(distanceM: number, situation: TargetSituation, spotter: SpotterStatus, firedWith: Signature | null, hidden = false): boolean {
  if (!Number.isFinite(distanceM) || distanceM < 0) throw new RangeError(`Distance must be 0 m or more, not ${distanceM}`);
  return !hidden && distanceM <= visibilityRange(situation, spotter, firedWith, hidden);
}
