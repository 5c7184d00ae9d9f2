/**
 * The lists StarMarines' data models and its terrain region are built from at init, kept apart from
 * the rules that give them meaning: a module is bundled whole, so the tables and checks beside them
 * in rules/ would otherwise load with the world instead of with the table (load-table.ts). Each
 * rule file re-exports its own, where the rest of the rules read them.
 */

/** III: the eleven races (rules/races.ts). */
export const RACES = ["starMarines", "norx", "pelgari", "victors", "dran", "ghouls", "nkakkRobots", "zrutes", "saurs", "swarm", "colonials"] as const;

/** X, Soldier Wounding Table: its nine columns, left to right (rules/races.ts). */
export const WOUNDING_COLUMNS = ["starMarine", "norx", "pelgari", "victors", "dran", "ghouls", "zrutes", "saurs", "swarm"] as const;

/** IV-d, X Soldier Experience Table: the levels (rules/experience.ts). */
export const EXPERIENCE_LEVELS = ["green", "average", "veteran", "elite"] as const;

/** The roles a unit may have (rules/army.ts). */
export const ROLES = ["none", "leader", "doctor", "fixer", "hero"] as const;

/** The six directions a vehicle weapon's arc may combine (SMR-24), relative to the vehicle's facing (rules/hex-facing.ts). */
export const ARC_DIRECTIONS = ["ahead", "rightAhead", "rightBehind", "behind", "leftBehind", "leftAhead"] as const;

/** X, the Terrain Effects Tables: every terrain of the three maps, in the tables' order; what each does is rules/terrain.ts. */
export const TERRAINS = [
  // open field
  "grassland",
  "desertBeach",
  "forest",
  "depression",
  "slope",
  "hilltop",
  "swamp",
  "shallowWater",
  "deepWater",
  "river",
  "road",
  "town",
  "bridge",
  // urban
  "urbanGrassland",
  "buildings",
  "urbanRoad",
  "urbanShallowWater",
  "urbanRiver",
  // tech facility
  "groundLevel",
  "concreteSlab",
  "equipment",
  "oneStoryBuilding",
  "twoStoryBuilding",
  "storageTank",
  "catwalk",
] as const;
export type Terrain = (typeof TERRAINS)[number];
