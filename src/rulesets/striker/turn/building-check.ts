/**
 * The buildings on the board for a team's move (Striker 6.B.4): the Striker terrain regions of the
 * building kind the GM painted (data/terrain-region.ts), which of them a move goes into or comes out
 * of, which the team stood in or next to when its movement phase began, and the floor it stands on,
 * from its token's elevation above the building's foot (the region's bottom, or the ground), 3 m a
 * storey (Striker 7.A.1.d). The rules (rules/building-move.ts) then say whether the move stands.
 */
import { paintedRegions, regionHolds } from "../../../system/regions/region-reader";
import { unitsPerPixel } from "../../../system/board-walls";
import { STR_TERRAIN_REGION_TYPE } from "../data/terrain-region";
import { buildingMoveProblem, floorAtHeight, movesThroughBuildings, type BuildingProblem } from "../rules/building-move";
import type { Mover } from "../rules/terrain-movement";
import { SAMPLE_STEP_M } from "../view/move-path";

type Point = { x: number; y: number };

/** Where a team stood: its token's centre in pixels and its elevation in metres. */
export interface Spot extends Point {
  readonly elevation: number;
}

interface Building {
  readonly region: RegionDocument.Implementation;
  /** The building's foot: the region's bottom where the GM set one, else the ground. */
  readonly footM: number;
}

/**
 * NEXT_TO_TOLERANCE_M: "adjacent" is not measured in the text; a team is next to a building when its
 * token's square (its base on the 50 m grid) touches or overlaps it. The square is tested a metre
 * wide, so a token placed edge to edge with the building on the grid counts.
 */
export const NEXT_TO_TOLERANCE_M = 1;
/** Points tested along each side of the token's square. */
const POINTS_PER_SIDE = 8;

function buildingsOn(scene: Scene.Implementation): Building[] {
  return paintedRegions(scene, STR_TERRAIN_REGION_TYPE)
    .filter(({ data }) => data.terrain === "building")
    .map(({ region }) => {
      const bottom = region.elevation.bottom;
      return { region, footM: typeof bottom === "number" && Number.isFinite(bottom) ? bottom : 0 };
    });
}

/** The buildings holding a point, the last painted last. */
function buildingsAt(buildings: readonly Building[], point: Point): Building[] {
  return buildings.filter((b) => regionHolds(b.region, point));
}

/** Whether a point of the board lies in a painted building. */
export function standsInBuilding(scene: Scene.Implementation, point: Point): boolean {
  return buildingsAt(buildingsOn(scene), point).length > 0;
}

/** Whether the token's square centred at `centre` touches or overlaps the building. */
function nextTo(building: Building, token: TokenDocument.Implementation, scene: Scene.Implementation, centre: Point): boolean {
  const perPixel = unitsPerPixel(scene);
  const margin = perPixel > 0 ? NEXT_TO_TOLERANCE_M / perPixel : 0;
  const halfW = ((token.width ?? 1) * scene.grid.size) / 2 + margin;
  const halfH = ((token.height ?? 1) * scene.grid.size) / 2 + margin;
  if (regionHolds(building.region, centre)) return true;
  for (let i = 0; i <= POINTS_PER_SIDE; i++) {
    const t = -1 + (2 * i) / POINTS_PER_SIDE;
    const points = [
      { x: centre.x + t * halfW, y: centre.y - halfH },
      { x: centre.x + t * halfW, y: centre.y + halfH },
      { x: centre.x - halfW, y: centre.y + t * halfH },
      { x: centre.x + halfW, y: centre.y + t * halfH },
    ];
    if (points.some((p) => regionHolds(building.region, p))) return true;
  }
  return false;
}

const floorIn = (building: Building | undefined, elevation: number): number | null => (building ? floorAtHeight(Math.max(0, elevation - building.footM)) : null);

export interface BuildingMove {
  readonly token: TokenDocument.Implementation;
  readonly scene: Scene.Implementation;
  readonly mover: Mover;
  /** Where the team stood when its movement phase began (or, outside a tracked turn, this move's start). */
  readonly phaseStart: Spot;
  /** This move's centres in order, from where it stands to where it ends. */
  readonly points: readonly Point[];
  /** Its elevation at the end of the move. */
  readonly endElevation: number;
}

/** The building rule the move breaks, or null (also where no building is painted). */
export function buildingProblemOnBoard(move: BuildingMove): BuildingProblem | null {
  const { token, scene, mover, phaseStart, points, endElevation } = move;
  if (!movesThroughBuildings(mover) || points.length === 0) return null;
  const buildings = buildingsOn(scene);
  if (buildings.length === 0) return null;
  const startedIn = buildingsAt(buildings, phaseStart).at(-1);
  const nearAtStart = new Set(buildings.filter((b) => nextTo(b, token, scene, phaseStart)).map((b) => b.region));
  const perPixel = unitsPerPixel(scene);
  let inside = buildingsAt(buildings, points[0]!);
  let last: Building | undefined = inside.at(-1);
  const entered: boolean[] = [];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const lengthM = Math.hypot(b.x - a.x, b.y - a.y) * perPixel;
    const steps = Number.isFinite(lengthM) && lengthM > 0 ? Math.ceil(lengthM / SAMPLE_STEP_M) : 0;
    for (let s = 1; s <= steps; s++) {
      const here = buildingsAt(buildings, { x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps });
      for (const building of here) if (!inside.includes(building)) entered.push(nearAtStart.has(building.region));
      inside = here;
      last = here.at(-1) ?? last;
    }
  }
  const endIn = inside.at(-1);
  return buildingMoveProblem({
    grav: mover.kind === "grav",
    startFloor: floorIn(startedIn, phaseStart.elevation),
    endFloor: floorIn(endIn, endElevation),
    entered,
    exitFloor: endIn === undefined && last !== undefined ? floorIn(last, endElevation) : null,
  });
}
