/**
 * The StarMarines terrain region (X): the GM paints an area of the hex map as a Scene Region with
 * this behaviour and picks its terrain from the three Terrain Effects Tables. Every hex whose centre
 * lies in it is of that terrain for moves, cover and skimmers.
 */
import { field } from "../../../core/schema";
import type { RegionBehaviorDefinition } from "../../../core/ruleset-definition";
import { TERRAINS } from "./lists";

export const TERRAIN_REGION_TYPE = "smrTerrain";

export const TERRAIN_REGION_SCHEMA = {
  terrain: field.choice(TERRAINS, "grassland", "STARSKIRMISH.StarMarines.Terrain.field"),
};

export const TERRAIN_REGION: RegionBehaviorDefinition = { type: TERRAIN_REGION_TYPE, schema: TERRAIN_REGION_SCHEMA, icon: "fa-solid fa-mountain-sun" };
