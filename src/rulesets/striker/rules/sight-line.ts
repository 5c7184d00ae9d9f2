/**
 * Line of sight across a board (Striker 2.A, 6.A.2, 7.A.1): how high a team stands, from the ground
 * beneath it, its token's elevation and its flight mode, and which terrain features between two
 * teams count, each given as the stretch of the line it covers. A team inside a wood or a building
 * looks out of it: its own building never blocks its line, its own wood only beyond the outer 30 m
 * (7.A.1.c, 7.A.1.d). Pure: the board samples the line through the regions the GM painted.
 */
import { finite, list, oneOf, record } from "../../../core/checks";
import { FOREST_EDGE_M, hasLineOfSight, type LosFeature } from "./line-of-sight";
import type { FlightMode } from "./movement";

/** The terrain features that stand up from the board (Striker 2.A.2-4). */
export const FEATURE_KINDS = ["hill", "forest", "building"] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];

/** Striker 6.A.2.f: a team in NOE mode "is considered to be 4 meters above the ground". */
export const NOE_HEIGHT_M = 4;
/** Striker 6.A.2.e: terrain following is "always 10 meters above the terrain feature ... beneath it". */
export const TERRAIN_FOLLOWING_CLEARANCE_M = 10;
/** Striker 6.A.2.d: high mode is "at least 10 meters above the highest terrain feature on the battlefield". */
export const HIGH_MODE_CLEARANCE_M = 10;

/**
 * Striker 7.A.1.c: a team in the outer 30 m of a forest is seen (in concealment) and sees out, so
 * the first 30 m of its own wood along a line do not block it; deeper wood does.
 */
export const OWN_WOOD_SEEN_THROUGH_M = FOREST_EDGE_M;

/**
 * Striker 7.A.1.d: "Troops in buildings may be able to see over obstacles because of their higher
 * positions": a team looks out of the building it stands in, so that building never blocks its line.
 */
export const OWN_BUILDING_SEEN_OUT = true;

/** Where a team stands, in metres above the board's datum. */
export interface TeamFooting {
  /** Its token's elevation: a floor of a building, a pop-up's height. */
  readonly elevationM: number;
  /** The top of the highest hill it stands on; 0 on the flat. */
  readonly groundM: number;
  /** The top of the highest feature directly beneath it (hill, wood or building). */
  readonly beneathM: number;
  /** The top of the highest feature on the board. */
  readonly highestM: number;
  readonly flight: FlightMode | null;
}

/**
 * How high the team stands for line of sight: at least its token's elevation and the hill under it;
 * a grav team at least as its flight mode puts it (Striker 6.A.2.d-f). Never below the datum.
 */
export function teamHeightM(footing: TeamFooting): number {
  const f = record(footing, "footing");
  const elevation = finite(f.elevationM, "footing.elevationM");
  const ground = finite(f.groundM, "footing.groundM");
  const beneath = finite(f.beneathM, "footing.beneathM");
  const highest = finite(f.highestM, "footing.highestM");
  const flight = f.flight === null ? null : oneOf<FlightMode>(f.flight, "footing.flight", ["high", "terrainFollowing", "noe"]);
  const base = Math.max(elevation, ground);
  const mode = flight === "noe" ? ground + NOE_HEIGHT_M : flight === "terrainFollowing" ? Math.max(ground, beneath) + TERRAIN_FOLLOWING_CLEARANCE_M : flight === "high" ? Math.max(ground, highest) + HIGH_MODE_CLEARANCE_M : base;
  return Math.max(0, base, mode);
}

/** A feature's stretch of the line from team A to team B. */
export interface SightSpan {
  readonly kind: FeatureKind;
  readonly heightM: number;
  /** Where the line enters and leaves the feature, in metres from team A. */
  readonly fromM: number;
  readonly toM: number;
}

function checkSpan(span: SightSpan, at: string, distanceM: number): SightSpan {
  const s = record(span, at);
  oneOf(s.kind, `${at}.kind`, FEATURE_KINDS);
  for (const [v, name] of [[s.heightM, "heightM"], [s.fromM, "fromM"], [s.toM, "toM"]] as const) {
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`${at}.${name} must be 0 m or more, not ${String(v)}`);
  }
  if (s.fromM > s.toM || s.toM > distanceM) throw new RangeError(`${at} must lie between the two teams, from ${s.fromM} to ${s.toM} of ${distanceM} m`);
  return s;
}

/**
 * The features that stand between the two teams, each at the point of its stretch that blocks most
 * (the far end from the higher team, for Striker 7.A.1's quarter). A team's own building, and the
 * outer 30 m of its own wood, are left out; a stretch left empty is no feature.
 */
export function featuresBetween(aHeightM: number, bHeightM: number, distanceM: number, spans: readonly SightSpan[]): LosFeature[] {
  for (const [v, name] of [[aHeightM, "aHeightM"], [bHeightM, "bHeightM"], [distanceM, "distanceM"]] as const) {
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`${name} must be 0 m or more, not ${String(v)}`);
  }
  const out: LosFeature[] = [];
  list(spans, "spans").forEach((span, i) => {
    const s = checkSpan(span, `spans[${i}]`, distanceM);
    let from = s.fromM;
    let to = s.toM;
    let trimmed = false;
    // a team is inside a wood or building it stands in below the top of
    const aInside = s.kind !== "hill" && from === 0 && aHeightM < s.heightM;
    const bInside = s.kind !== "hill" && to === distanceM && bHeightM < s.heightM;
    if (s.kind === "building" && OWN_BUILDING_SEEN_OUT && (aInside || bInside)) return;
    if (s.kind === "forest" && aInside) [from, trimmed] = [Math.max(from, OWN_WOOD_SEEN_THROUGH_M), true];
    if (s.kind === "forest" && bInside) [to, trimmed] = [Math.min(to, distanceM - OWN_WOOD_SEEN_THROUGH_M), true];
    if (trimmed ? from >= to : from > to) return;
    const nearHigher = aHeightM > bHeightM ? to : from;
    out.push({ heightM: s.heightM, distanceFromAM: Math.min(distanceM, Math.max(0, nearHigher)) });
  });
  return out;
}

/** Striker 7.A.1 across the board: whether team A sees team B over the features between them. */
export function seesAcross(aHeightM: number, bHeightM: number, distanceM: number, spans: readonly SightSpan[]): boolean {
  return hasLineOfSight(aHeightM, bHeightM, distanceM, featuresBetween(aHeightM, bHeightM, distanceM, spans));
}
