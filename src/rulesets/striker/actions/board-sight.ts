/**
 * Line of sight on the board (Striker 2.A, 7.A.1). The hills, forests and buildings are the Striker
 * terrain regions the GM paints (data/terrain-region.ts); each stands as high as its region's top
 * elevation where the GM set one, else as the rules make it: 3 m a contour level (2.A.2), trees 12 m
 * above the hill they grow on (2.A.3), one 3 m floor for a building (2.A.4). A team stands at its
 * token's elevation (a floor, a pop-up), at least on the hill under it, and a flyer as its flight
 * marker puts it (6.A.2). The line between two teams' centres is sampled through each feature, and
 * the rules' height test decides; a wall that blocks sight blocks it too. The same features give a
 * team's ground: the forest or building it stands in, its concealment (7.A.2) and cover (8.B.2).
 * Read from the documents, so the GM's client can judge a scene it is not looking at.
 */
import { paintedRegions, regionHolds } from "../../../system/regions/region-reader";
import { tokenCentre, unitsPerPixel, wallInTheWay } from "../../../system/board-walls";
import { readMarkers } from "../../../system/markers/marker-store";
import { STR_TERRAIN_REGION_TYPE } from "../data/terrain-region";
import { CONTOUR_HEIGHT_M, FLOOR_HEIGHT_M, FOREST_HEIGHT_M } from "../rules/line-of-sight";
import { FEATURE_KINDS, seesAcross, teamHeightM, type FeatureKind, type SightSpan } from "../rules/sight-line";
import { WOODS, type Beneath, type Woods } from "../rules/spotting";
import type { CoverTerrain } from "../rules/armour";
import { clipToBox, samplePoints, spansFromSamples, type Point } from "../view/sight-spans";
import { flightOf } from "../view/team-mover";

type TokenDoc = TokenDocument.Implementation;

/** A painted hill, forest or building. */
interface Feature {
  readonly region: RegionDocument.Implementation;
  readonly kind: FeatureKind;
  /** The region's top elevation, where the GM set one. */
  readonly top: number | null;
  readonly contour: number;
  readonly woods: Woods;
}

/** What line of sight reads off one scene: its features and the highest of them. */
export interface SightBoard {
  readonly scene: Scene.Implementation;
  readonly features: readonly Feature[];
  readonly highestM: number;
}

const isKind = (v: unknown): v is FeatureKind => typeof v === "string" && (FEATURE_KINDS as readonly string[]).includes(v);

/** The scene's hills, forests and buildings, in the order they were painted. */
export function sightBoard(scene: Scene.Implementation): SightBoard {
  const features: Feature[] = [];
  for (const { region, data } of paintedRegions(scene, STR_TERRAIN_REGION_TYPE)) {
    if (!isKind(data.terrain)) continue;
    const top = region.elevation.top;
    features.push({
      region,
      kind: data.terrain,
      top: typeof top === "number" && Number.isFinite(top) ? top : null,
      contour: typeof data.contour === "number" && data.contour > 0 ? data.contour : 0,
      woods: typeof data.woods === "string" && (WOODS as readonly string[]).includes(data.woods) ? (data.woods as Woods) : "lightWoods",
    });
  }
  const hills = Math.max(0, ...features.filter((f) => f.kind === "hill").map((f) => f.top ?? f.contour * CONTOUR_HEIGHT_M));
  const highestM = Math.max(0, ...features.map((f) => f.top ?? (f.kind === "hill" ? f.contour * CONTOUR_HEIGHT_M : hills + standing(f.kind))));
  return { scene, features, highestM };
}

/** How far a wood or building stands above the ground it is on, when its region has no top. */
const standing = (kind: FeatureKind): number => (kind === "forest" ? FOREST_HEIGHT_M : kind === "building" ? FLOOR_HEIGHT_M : 0);

/** The top of the highest hill at a point; 0 on the flat. */
function groundAt(board: SightBoard, p: Point): number {
  let ground = 0;
  for (const f of board.features) if (f.kind === "hill" && regionHolds(f.region, p)) ground = Math.max(ground, f.top ?? f.contour * CONTOUR_HEIGHT_M);
  return ground;
}

/** How high the feature stands at a point of it. */
function heightAt(board: SightBoard, f: Feature, p: Point): number {
  if (f.top !== null) return f.top;
  return f.kind === "hill" ? f.contour * CONTOUR_HEIGHT_M : groundAt(board, p) + standing(f.kind);
}

/** What stands at a team's centre: the ground, the highest feature over it, and the feature that is. */
function footingAt(board: SightBoard, p: Point): { groundM: number; beneathM: number; top: Feature | null } {
  const groundM = groundAt(board, p);
  let beneathM = groundM;
  let top: Feature | null = null;
  for (const f of board.features) {
    if (f.kind === "hill" || !regionHolds(f.region, p)) continue;
    const h = heightAt(board, f, p);
    if (h >= beneathM) [beneathM, top] = [h, f];
  }
  return { groundM, beneathM, top };
}

/** How high the team stands for line of sight (Striker 6.A.2, 7.A.1). */
export function teamHeight(board: SightBoard, token: TokenDoc): number {
  const { groundM, beneathM } = footingAt(board, tokenCentre(token, board.scene));
  const markers = token.actor ? readMarkers(token.actor) : {};
  const elevation = typeof token.elevation === "number" && Number.isFinite(token.elevation) ? token.elevation : 0;
  return teamHeightM({ elevationM: elevation, groundM, beneathM, highestM: board.highestM, flight: flightOf(markers) });
}

/** What a team's ground says of it: concealment (Striker 7.A.2), the wood it is in, what is beneath a flyer. */
export interface TeamGround {
  /** In a forest or building, below its top. */
  readonly inConcealment: boolean;
  readonly woods: Woods | null;
  readonly beneath: Beneath;
}

/** The forest or building a team stands inside, below its top: the feature its concealment comes from (7.A.2). */
function insideOf(board: SightBoard, token: TokenDoc): { groundM: number; beneathM: number; top: Feature | null; inside: boolean } {
  const { groundM, beneathM, top } = footingAt(board, tokenCentre(token, board.scene));
  return { groundM, beneathM, top, inside: top !== null && teamHeight(board, token) < beneathM };
}

/** The team's ground, from the feature it stands inside. */
export function teamGround(board: SightBoard, token: TokenDoc): TeamGround {
  const { groundM, beneathM, top, inside } = insideOf(board, token);
  // Striker 7.A.4: a building's stories under a terrain-following flyer, 3 m each
  const beneath: Beneath = top?.kind === "forest" ? "forest" : top?.kind === "building" ? { buildingFloors: Math.max(1, Math.round((beneathM - groundM) / FLOOR_HEIGHT_M)) } : "open";
  return { inConcealment: inside, woods: inside && top?.kind === "forest" ? top.woods : null, beneath };
}

/**
 * The cover a team stands in as the board shows it: the forest or building region it is inside,
 * below its top, or null in the open. Striker 7.A.2: troops in a forest or building are in
 * concealment; 8.B.2: hits on a hidden or concealed team strike that cover, whose armour the COVER
 * TABLE gives by terrain (building, forest). A hill is no cover, and a team on a roof or over the
 * trees (at or above the top) is not inside it.
 */
export function teamCover(board: SightBoard, token: TokenDoc): CoverTerrain | null {
  const { top, inside } = insideOf(board, token);
  return inside && (top?.kind === "forest" || top?.kind === "building") ? top.kind : null;
}

/**
 * What the fire and morale rules read of a team's ground: the forest or building it is inside
 * (its cover, Striker 8.B.2) and whether that puts it in concealment (7.A.2). Both come from the
 * one feature the team stands inside, so a team in concealment always has its cover.
 */
export interface TeamConcealment {
  readonly cover: CoverTerrain | null;
  readonly inConcealment: boolean;
}

export function teamConcealment(board: SightBoard, token: TokenDoc): TeamConcealment {
  return { cover: teamCover(board, token), inConcealment: teamGround(board, token).inConcealment };
}

/** A team's concealment read off its own scene, for a single question; none off a scene. */
export function tokenConcealment(token: TokenDoc): TeamConcealment {
  const scene = token.parent;
  return scene ? teamConcealment(sightBoard(scene), token) : { cover: null, inConcealment: false };
}

/** Metres between two points of the scene. */
export function metresBetween(scene: Scene.Implementation, a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y) * unitsPerPixel(scene);
}

/** The stretches of the line from a to b that each feature covers. */
function spansAlong(board: SightBoard, a: Point, b: Point, lengthM: number): SightSpan[] {
  const out: SightSpan[] = [];
  for (const f of board.features) {
    const clip = clipToBox(a, b, f.region.bounds);
    if (!clip) continue;
    const samples = samplePoints(clip[0], clip[1], lengthM).map((t) => {
      const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      return { atM: t * lengthM, heightM: regionHolds(f.region, p) ? heightAt(board, f, p) : null };
    });
    out.push(...spansFromSamples(f.kind, samples));
  }
  return out;
}

/**
 * Striker 7.A.1: whether team `a` sees team `b` (and so `b` sees `a`). Teams never block (7.A.1.a);
 * features higher than both do, lower than the lower team never, and between them unless within a
 * quarter of the way from the higher team.
 */
export function teamsSee(board: SightBoard, a: TokenDoc, b: TokenDoc): boolean {
  const pa = tokenCentre(a, board.scene);
  const pb = tokenCentre(b, board.scene);
  if (wallInTheWay(board.scene, pa, pb)) return false;
  const lengthM = metresBetween(board.scene, pa, pb);
  return seesAcross(teamHeight(board, a), teamHeight(board, b), lengthM, spansAlong(board, pa, pb, lengthM));
}

/** Whether two team tokens on one scene see each other: the line of sight of a single question. */
export function tokensSee(a: TokenDoc, b: TokenDoc): boolean {
  const scene = a.parent;
  if (!scene || b.parent !== scene) return false;
  return teamsSee(sightBoard(scene), a, b);
}
