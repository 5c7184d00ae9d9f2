/**
 * The Striker terrain region (Striker 2.A, 6.B): the GM paints an area of the board as a Scene
 * Region with this behaviour. A ground region (clear, road, forest, water, ford, bridge, building)
 * sets what a team moves through there, a later region winning where two overlap; a hill region
 * sets the contour level instead (each level one contour line, 3 m, Striker 2.A.2), so nested hill
 * regions draw a hill's contours and a forest can lie on a hill. Hills, forests and buildings are
 * also what blocks a line of sight (Striker 7.A.1, actions/board-sight.ts).
 */
import { field } from "../../../core/schema";
import type { RegionBehaviorDefinition } from "../../../core/ruleset-definition";
import { WOODS } from "./lists";

export const STR_TERRAIN_REGION_TYPE = "strTerrain";

/** What a region may be: the movement terrains of Striker 6.B, and a hill's contour level. */
export const REGION_TERRAINS = ["clear", "road", "forest", "water", "ford", "bridge", "building", "hill"] as const;
export type RegionTerrain = (typeof REGION_TERRAINS)[number];

/** Highest contour level a hill region may name: 100 lines are 300 m of hill, more than any board. */
export const MAX_CONTOUR_LEVEL = 100;

export const STR_TERRAIN_REGION_SCHEMA = {
  terrain: field.choice(REGION_TERRAINS, "forest", "STARSKIRMISH.Striker.Terrain.field"),
  contour: field.integer(1, 0, MAX_CONTOUR_LEVEL, "STARSKIRMISH.Striker.Terrain.contour"),
  /** Forests only: which rows of the visibility table a team in it is seen by (Striker 7.A.4). */
  woods: field.choice(WOODS, "lightWoods", "STARSKIRMISH.Striker.Terrain.woods"),
};

export const STR_TERRAIN_REGION: RegionBehaviorDefinition = { type: STR_TERRAIN_REGION_TYPE, schema: STR_TERRAIN_REGION_SCHEMA, icon: "fa-solid fa-tree" };
