/**
 * Line of sight and heights (Striker 2.A, 7.A.1): which features block, how high teams and
 * features stand, and concealment or hiding depth in forest.
 */
import { list, record } from "../../../core/checks";

/** Striker 2.A.2: one contour line is 3 m. */
export const CONTOUR_HEIGHT_M = 3;
/** Striker 2.A.3: forest trees stand up to 12 m. */
export const FOREST_HEIGHT_M = 12;
/** Striker 2.A.4 / 7.A.1.d: each floor is 3 m. */
export const FLOOR_HEIGHT_M = 3;
/** Striker 7.A.1.c: the outer band of forest that only conceals. */
export const FOREST_EDGE_M = 30;

/**
 * Striker 7.A.1.d: "a soldier on the third floor ... 6 meters above the ground", so floor n
 * (ground floor = 1) is (n - 1) x 3 m up. The worked example's "second story ... 6 meters"
 * disagrees; the rule's own statement is followed.
 */
export function floorHeight(floor: number): number {
  if (!Number.isInteger(floor) || floor < 1) throw new RangeError(`Floors count from 1, not ${floor}`);
  return (floor - 1) * FLOOR_HEIGHT_M;
}

/** Striker 2.A.4: a building's height for LOS; a sloped roof adds one floor. */
export function buildingHeight(floors: number, slopedRoof: boolean): number {
  if (!Number.isInteger(floors) || floors < 1) throw new RangeError(`A building has 1 floor or more, not ${floors}`);
  return (floors + (slopedRoof ? 1 : 0)) * FLOOR_HEIGHT_M;
}

/** A feature between two teams: its height and its distance from the first team. */
export interface LosFeature {
  readonly heightM: number;
  readonly distanceFromAM: number;
}

/**
 * Striker 7.A.1: "closer to the higher team than one quarter the distance". The worked example
 * counts a feature at exactly a quarter (100 m of 400 m) as close enough, so the test is "within".
 */
export const HIGHER_TEAM_SHARE = 1 / 4;

/**
 * Whether one feature blocks the line between team A (height a) and team B (height b), `d` apart.
 * No higher than the lower team: never blocks. Higher than both: blocks. In between: blocks unless
 * within a quarter of the distance of the higher team.
 */
export function featureBlocks(aHeightM: number, bHeightM: number, distanceM: number, feature: LosFeature): boolean {
  record(feature, "feature");
  for (const v of [aHeightM, bHeightM, distanceM, feature.heightM, feature.distanceFromAM]) {
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`LOS heights and distances must be 0 or more, not ${v}`);
  }
  if (feature.distanceFromAM > distanceM) throw new RangeError("A feature must lie between the two teams");
  const lower = Math.min(aHeightM, bHeightM);
  const higher = Math.max(aHeightM, bHeightM);
  if (feature.heightM <= lower) return false;
  if (feature.heightM > higher) return true;
  const fromHigher = aHeightM >= bHeightM ? feature.distanceFromAM : distanceM - feature.distanceFromAM;
  return fromHigher > distanceM * HIGHER_TEAM_SHARE;
}

/** Striker 7.A.1: clear unless any feature between blocks; teams never block (7.A.1.a). */
export function hasLineOfSight(aHeightM: number, bHeightM: number, distanceM: number, features: readonly LosFeature[]): boolean {
  return !list(features, "features").some((f) => featureBlocks(aHeightM, bHeightM, distanceM, f));
}

/**
 * Striker 7.A.1.c: "Targets in the outer 30 m of forest or within 30 m of other teams in forests
 * are in concealment terrain. Targets further in are hidden." A team exactly 30 m in is still in
 * the outer 30 m, so concealed: only "more than" 30 m hides it; so does a team exactly 30 m from
 * another. "Other teams" is read as the text has it, any other team of either side standing in a
 * forest (OTHER_TEAMS_IN_FORESTS).
 */
export const OTHER_TEAMS_IN_FORESTS = "eitherSide" as const;

export function forestStatus(depthM: number, nearestOtherInForestM: number | null): "concealed" | "hidden" {
  if (!Number.isFinite(depthM) || depthM < 0) throw new RangeError(`Depth must be 0 m or more, not ${depthM}`);
  if (nearestOtherInForestM !== null && (!Number.isFinite(nearestOtherInForestM) || nearestOtherInForestM < 0)) {
    throw new RangeError(`The nearest other team must be 0 m or more away, not ${nearestOtherInForestM}`);
  }
  if (depthM <= FOREST_EDGE_M) return "concealed";
  if (nearestOtherInForestM !== null && nearestOtherInForestM <= FOREST_EDGE_M) return "concealed";
  return "hidden";
}
