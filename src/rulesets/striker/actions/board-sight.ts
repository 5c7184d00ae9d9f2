/**
 * Line of sight on the board (Striker 2.A, 7.A.1). The hills, forests and buildings are the Striker
 * terrain regions the GM paints (data/terrain-region.ts); each stands as high as its region's top
 * elevation where the GM set one, else as the rules make it: 3 m a contour level (2.A.2), trees 12 m
 * above the hill they grow on (2.A.3), one 3 m floor for a building (2.A.4). A team stands at its
 * token's elevation (a floor, a pop-up), at least on the hill under it, and a flyer as its flight
 * marker puts it (6.A.2). The line between two teams' centres is sampled through each feature, and
 * the rules' height test decides; a wall that blocks sight blocks it too. The same features give a
 * team's ground: the forest or building it stands in (a building before the wood around it), its
 * concealment (7.A.2, not for a heavy weapon), its depth in a forest, which hides it beyond the
 * outer 30 m (7.A.1.c), and its cover (8.B.2). Read from the documents, so the GM's client can
 * judge a scene it is not looking at.
 */
import { paintedRegions, regionHolds } from "../../../system/regions/region-reader";
import { tokenCentre, unitsPerPixel, wallInTheWay } from "../../../system/board-walls";
import { readMarkers } from "../../../system/markers/marker-store";
import { STR_TERRAIN_REGION_TYPE } from "../data/terrain-region";
import { CONTOUR_HEIGHT_M, FLOOR_HEIGHT_M, FOREST_EDGE_M, FOREST_HEIGHT_M } from "../rules/line-of-sight";
import { distanceToUnionEdge } from "../rules/region-edge";
import { groundStatus, type GroundFacts } from "../rules/ground-status";
import { TeamData } from "../models/team-model";
import { isTeamNotCounter } from "../models/team-not-counter";
import { carriesHeavyWeapon } from "../view/heavy-weapons";
import { teamItems } from "./team-item-data";
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

/**
 * Whether a team standing `heightM` high at `p` is among the feature's trees or floors by height:
 * below its top (its region's top elevation, or as the rules make it at that point; on a roof or
 * over the trees it is not) and not below its region's bottom, where the GM set one (v13 regions:
 * a null bottom reaches down without end).
 */
function standsWithin(board: SightBoard, f: Feature, p: Point, heightM: number): boolean {
  const bottom = f.region.elevation.bottom;
  if (typeof bottom === "number" && Number.isFinite(bottom) && bottom > heightM) return false;
  return heightM < heightAt(board, f, p);
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

/**
 * What a team's ground says of it: whether it conceals the team (Striker 7.A.2) or hides it
 * (7.A.1.c), the wood it is in, what is beneath a flyer.
 */
export interface TeamGround {
  /**
   * Inside a forest or building, below its top, that conceals it: every team but one with a heavy
   * weapon (7.A.2, "personnel and light weapons"). True of a team the forest hides, too.
   */
  readonly inConcealment: boolean;
  /** More than 30 m inside its forest with no other team in a forest within 30 m: hidden (7.A.1.c). */
  readonly hidden: boolean;
  readonly woods: Woods | null;
  readonly beneath: Beneath;
}

/**
 * The forest or building a team stands inside, below its top and not below its bottom (standsWithin):
 * the feature its concealment and cover come from (7.A.2, 8.B.2), and the wood its depth is measured
 * in (7.A.1.c). Where a building stands in a wood, a team inside the building is in the
 * building, whichever is higher: a building is a place a team enters (6.B.4: "Units adjacent to
 * buildings may enter") and stands in on a floor (7.A.1.d), and the cover table's building row is
 * for "a concealed soldier ... in a building" (8.B.3), so the wood painted around it does not make
 * the team one among the trees. Among woods (or buildings) the highest counts, as for height.
 */
function insideOf(board: SightBoard, token: TokenDoc): { groundM: number; beneathM: number; top: Feature | null; inside: Feature | null; heightM: number } {
  const p = tokenCentre(token, board.scene);
  const footing = footingAt(board, p);
  const heightM = teamHeight(board, token);
  let inside: Feature | null = null;
  let insideM = 0;
  for (const f of board.features) {
    if (f.kind === "hill" || !regionHolds(f.region, p)) continue;
    const h = heightAt(board, f, p);
    // on its roof or over its trees, or below a region the GM made begin higher up (its bottom), a
    // team is not inside it: the same test as every other forest around it (forestOutlines)
    if (!standsWithin(board, f, p, heightM)) continue;
    const better = inside === null || (f.kind === "building" && inside.kind !== "building") || (f.kind === inside.kind && h >= insideM);
    if (better) [inside, insideM] = [f, h];
  }
  return { ...footing, inside, heightM };
}

/** A region's outlines as v13 gives them (RegionDocument#polygons: its shapes joined, holes apart), for its edge. */
function outlinesOf(region: RegionDocument.Implementation): number[][] {
  return region.polygons.map((polygon) => [...polygon.points]).filter((points) => points.length >= 6 && points.length % 2 === 0);
}

/** A team as "another team" in a forest (7.A.1.c): a fire team with someone standing; a counter is not a team (3.A.1). */
function countsAsTeam(token: TokenDoc): boolean {
  const system = token.actor?.system;
  return isTeamNotCounter(system) && system.troopers.some((t) => !t.casualty);
}

/** Metres from the point to the nearest other team that stands in a forest (7.A.1.c), or null for none. */
function nearestOtherInForest(board: SightBoard, token: TokenDoc, centre: Point): number | null {
  let nearest: number | null = null;
  for (const other of board.scene.tokens.contents) {
    if (other === token || !countsAsTeam(other) || insideOf(board, other).inside?.kind !== "forest") continue;
    const d = metresBetween(board.scene, centre, tokenCentre(other, board.scene));
    if (nearest === null || d < nearest) nearest = d;
  }
  return nearest;
}

/** Whether the team's standing troopers carry a heavy weapon, which no forest or building conceals (7.A.2). */
function carriesHeavy(token: TokenDoc): boolean {
  const actor = token.actor;
  return actor !== null && actor.system instanceof TeamData ? carriesHeavyWeapon(actor.system, teamItems(actor)) : false;
}

/**
 * The outlines of the wood a team's depth is measured in (7.A.1.c), however many forest regions the
 * GM painted it as: every forest region whose trees reach the team's height (standsWithin, read at
 * the team's centre), the one it stands inside among them, since insideOf makes the same test. A region whose top is at or below the team (a team above that wood, as a grav team
 * popped up over it, 6.A.2.g) or whose bottom is above it is no forest around the team, so its side
 * is open ground to it. A forest region with no outline to measure is left out.
 */
function forestOutlines(board: SightBoard, inside: Feature, centre: Point, heightM: number): number[][][] {
  return board.features
    .flatMap((f) => (f.kind === "forest" && standsWithin(board, f, centre, heightM) ? [outlinesOf(f.region)] : []))
    .filter((outlines) => outlines.length > 0);
}

/**
 * What the board measures of the team's ground for groundStatus (rules/ground-status.ts): the
 * forest or building it is inside; in a forest, how far its centre is from the edge of the wood, in
 * the scene's metres, and, where that is more than the outer 30 m, how far the nearest other team
 * in a forest is (either side, OTHER_TEAMS_IN_FORESTS); and whether it has a heavy weapon. The
 * wood's edge is that of every forest region together (rules/region-edge.ts distanceToUnionEdge):
 * where two forest regions touch or overlap, the seam between them is forest on both sides, so a
 * team beside it is no nearer open ground (7.A.1.c: "the outer 30 m of forest").
 */
function groundFacts(board: SightBoard, token: TokenDoc, inside: Feature | null, heightM: number): GroundFacts {
  const kind = inside?.kind === "forest" || inside?.kind === "building" ? inside.kind : null;
  const heavyWeapon = carriesHeavy(token);
  const centre = tokenCentre(token, board.scene);
  const forests = inside && kind === "forest" && !heavyWeapon && outlinesOf(inside.region).length > 0 ? forestOutlines(board, inside, centre, heightM) : [];
  if (forests.length === 0) return { inside: kind, depthM: 0, nearestOtherInForestM: null, heavyWeapon };
  const depthM = distanceToUnionEdge(centre, forests) * unitsPerPixel(board.scene);
  return { inside: kind, depthM, nearestOtherInForestM: depthM > FOREST_EDGE_M ? nearestOtherInForest(board, token, centre) : null, heavyWeapon };
}

/** The team's ground, from the feature it stands inside. */
export function teamGround(board: SightBoard, token: TokenDoc): TeamGround {
  const { groundM, beneathM, top, inside, heightM } = insideOf(board, token);
  // Striker 7.A.4: a building's stories under a terrain-following flyer, 3 m each
  const beneath: Beneath = top?.kind === "forest" ? "forest" : top?.kind === "building" ? { buildingFloors: Math.max(1, Math.round((beneathM - groundM) / FLOOR_HEIGHT_M)) } : "open";
  const status = groundStatus(groundFacts(board, token, inside, heightM));
  return { inConcealment: status !== "open", hidden: status === "hidden", woods: inside?.kind === "forest" ? inside.woods : null, beneath };
}

/**
 * The cover a team stands in as the board shows it: the forest or building region it is inside,
 * below its top, or null in the open (a building before the wood around it, insideOf). Striker
 * 7.A.2: troops in a forest or building are in concealment; 8.B.2: hits on a hidden or concealed
 * team strike that cover, whose armour the COVER TABLE gives by terrain (building, forest). A hill
 * is no cover, and a team on a roof or over the trees (at or above the top) is not inside it.
 */
export function teamCover(board: SightBoard, token: TokenDoc): CoverTerrain | null {
  const { inside } = insideOf(board, token);
  return inside?.kind === "forest" || inside?.kind === "building" ? inside.kind : null;
}

/**
 * What the fire and morale rules read of a team's ground: the forest or building it is inside
 * (its cover, Striker 8.B.2), whether that conceals it (7.A.2) and whether the forest's depth hides
 * it (7.A.1.c). All come from the one feature the team stands inside, so a team the ground conceals
 * or hides always has its cover; a team with a heavy weapon has the cover but no concealment.
 */
export interface TeamConcealment {
  readonly cover: CoverTerrain | null;
  readonly inConcealment: boolean;
  readonly hidden: boolean;
}

/** The ground of a team off any scene: open. */
export const OPEN_GROUND: TeamConcealment = Object.freeze({ cover: null, inConcealment: false, hidden: false });

export function teamConcealment(board: SightBoard, token: TokenDoc): TeamConcealment {
  const { inConcealment, hidden } = teamGround(board, token);
  return { cover: teamCover(board, token), inConcealment, hidden };
}

/** A team's concealment read off its own scene, for a single question; none off a scene. */
export function tokenConcealment(token: TokenDoc): TeamConcealment {
  const scene = token.parent;
  return scene ? teamConcealment(sightBoard(scene), token) : OPEN_GROUND;
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
