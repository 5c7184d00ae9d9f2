/**
 * A team's walk across the painted board as the movement rules cost it (Striker 6.A-6.B): the
 * terrain a straight line crosses (the ground regions and contour lines the GM painted,
 * data/terrain-region.ts), and the legs of a path walked on from what the phase's moves left, each
 * turn between legs a change of direction. The check before a move (move-check.ts), the GM's record
 * after it (move-record.ts), the ruler and a routed team's move (actions/rout-move.ts) all cost a
 * path here, so none of them reads the board differently.
 */
import { distanceBetweenPoints } from "../../../system/board";
import { paintedRegions, regionHolds } from "../../../system/regions/region-reader";
import { changesDirection } from "../rules/team-move";
import type { PathSegment, TerrainKind } from "../rules/terrain-movement";
import { STR_TERRAIN_REGION_TYPE } from "../data/terrain-region";
import { pathFromSamples, SAMPLE_STEP_M, type TerrainSample } from "../view/move-path";

export type Point = { x: number; y: number };

/** What a phase's moves so far left the team with: the path it walked, its heading and its changes of direction. */
export interface Walked {
  path: PathSegment[];
  /** Heading of the last move in degrees, for changes of direction (Striker 6.A.2.a-b). */
  heading: number | null;
  changes: number;
}

/** The token's centre were it placed with its top-left corner at (x, y). */
export function centreAt(token: TokenDocument.Implementation, x: number, y: number): Point {
  const size = token.parent?.grid.size ?? 0;
  return { x: x + ((token.width ?? 1) * size) / 2, y: y + ((token.height ?? 1) * size) / 2 };
}

const GROUND: readonly string[] = ["clear", "road", "forest", "water", "ford", "bridge"] satisfies readonly TerrainKind[];

/**
 * The ground and contour level at a point: the last ground region painted over it, and the highest
 * hill region it lies in. Striker 6.B.4 gives buildings no cost of their own, so inside one a team
 * moves as on clear ground.
 */
function terrainAt(scene: Scene.Implementation, point: Point): { terrain: TerrainKind; contour: number } {
  let terrain: TerrainKind = "clear";
  let contour = 0;
  for (const { region, data } of paintedRegions(scene, STR_TERRAIN_REGION_TYPE)) {
    if (!regionHolds(region, point)) continue;
    if (data.terrain === "hill") contour = Math.max(contour, typeof data.contour === "number" ? data.contour : 0);
    else if (typeof data.terrain === "string" && GROUND.includes(data.terrain)) terrain = data.terrain as TerrainKind;
    else if (data.terrain === "building") terrain = "clear";
  }
  return { terrain, contour };
}

/** The straight line from `a` to `b` as the terrain it crosses. */
export function pathAcross(scene: Scene.Implementation, a: Point, b: Point): PathSegment[] {
  const lengthM = distanceBetweenPoints(a, b);
  if (!Number.isFinite(lengthM) || lengthM <= 0) return [];
  const steps = Math.max(1, Math.ceil(lengthM / SAMPLE_STEP_M));
  const samples: TerrainSample[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    samples.push({ atM: lengthM * t, ...terrainAt(scene, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }) });
  }
  return pathFromSamples(samples);
}

/** Walks the centres in order from what the phase's moves left: each leg costed where it runs, a turn between legs a change of direction. */
export function walk(scene: Scene.Implementation, points: readonly Point[], prior: Walked | null): Walked {
  let heading: number | null = prior?.heading ?? null;
  let changes = prior?.changes ?? 0;
  const path = [...(prior?.path ?? [])];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    if (a.x === b.x && a.y === b.y) continue;
    const leg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    if (changesDirection(heading, leg)) changes++;
    heading = leg;
    path.push(...pathAcross(scene, a, b));
  }
  return { path, heading, changes };
}
