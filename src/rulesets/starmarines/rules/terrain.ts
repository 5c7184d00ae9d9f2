/**
 * The Terrain Effects Tables (X): open-field maps (13 rows), urban maps (5) and tech-facility maps
 * (7). Each terrain says what entering it costs and who may, and what it does in combat. Cover,
 * Buildings' blocked sight and raised ground seeing over lower ground are read along a shot in
 * rules/cover.ts; the tech facility's ladder hexes are the GM's to judge on the board.
 */
import { keyOf } from "../../../core/checks";
import { TERRAINS, type Terrain } from "../data/lists";

// the terrains' names sit with the data, which the terrain region reads at init; TERRAIN gives each exactly once
export { TERRAINS, type Terrain };

export const MAP_KINDS = ["openField", "urban", "techFacility"] as const;
export type MapKind = (typeof MAP_KINDS)[number];

/** Who may enter a hex, and at what cost in move units. */
export type Entry =
  | { readonly kind: "normal" }
  /** Costs this many move units (for everyone, or for all but skimmers). */
  | { readonly kind: "cost"; readonly units: number; readonly skimmersFree?: boolean }
  /** Half a move unit from another road hex; otherwise as normal. */
  | { readonly kind: "road" }
  | { readonly kind: "skimmersOnly" }
  | { readonly kind: "footOnly" }
  | { readonly kind: "noEntry" }
  /** Tech facility: only through a ladder hex (or a catwalk, for storage tanks). */
  | { readonly kind: "ladder"; readonly catwalk: boolean };

export type LineOfSight = "normal" | "blocks" | "overLowerGround" | "overOtherGround";

export interface TerrainRow {
  readonly map: MapKind;
  readonly entry: Entry;
  readonly cover: "none" | "light" | "thick";
  readonly lineOfSight: LineOfSight;
  /** Damaged skimmers here are destroyed (SMR-9 reads which damage). */
  readonly sinksSkimmers: boolean;
  /** Bridge: units cannot pass through each other. */
  readonly noPassingThrough: boolean;
  /** Catwalk: range +1 if the attacker is on the ground (SMR-23). */
  readonly rangePlusOneFromGround: boolean;
}

const row = (map: MapKind, entry: Entry, more: Partial<Omit<TerrainRow, "map" | "entry">> = {}): TerrainRow => ({
  map,
  entry,
  cover: "none",
  lineOfSight: "normal",
  sinksSkimmers: false,
  noPassingThrough: false,
  rangePlusOneFromGround: false,
  ...more,
});

const NORMAL: Entry = { kind: "normal" };
const TWO: Entry = { kind: "cost", units: 2 };
const ROAD: Entry = { kind: "road" };
const SKIMMERS: Entry = { kind: "skimmersOnly" };

/** X, the three Terrain Effects Tables, by terrain. */
export const TERRAIN = {
  // Open-field maps
  grassland: row("openField", NORMAL),
  desertBeach: row("openField", NORMAL),
  forest: row("openField", TWO, { cover: "thick" }),
  depression: row("openField", TWO, { cover: "light" }),
  slope: row("openField", TWO, { lineOfSight: "overLowerGround" }),
  hilltop: row("openField", TWO, { lineOfSight: "overOtherGround" }),
  swamp: row("openField", { kind: "cost", units: 2, skimmersFree: true }, { cover: "light", sinksSkimmers: true }),
  shallowWater: row("openField", SKIMMERS, { sinksSkimmers: true }),
  deepWater: row("openField", SKIMMERS, { sinksSkimmers: true }),
  river: row("openField", SKIMMERS, { sinksSkimmers: true }),
  road: row("openField", ROAD),
  town: row("openField", ROAD, { cover: "thick" }),
  bridge: row("openField", ROAD, { noPassingThrough: true }),
  // Urban maps
  urbanGrassland: row("urban", NORMAL),
  buildings: row("urban", { kind: "footOnly" }, { cover: "thick", lineOfSight: "blocks" }),
  urbanRoad: row("urban", ROAD),
  urbanShallowWater: row("urban", SKIMMERS, { sinksSkimmers: true }),
  urbanRiver: row("urban", SKIMMERS, { sinksSkimmers: true }),
  // Tech-facility maps
  groundLevel: row("techFacility", NORMAL),
  concreteSlab: row("techFacility", ROAD),
  equipment: row("techFacility", { kind: "noEntry" }, { cover: "light" }),
  oneStoryBuilding: row("techFacility", { kind: "ladder", catwalk: false }, { lineOfSight: "overLowerGround" }),
  twoStoryBuilding: row("techFacility", { kind: "ladder", catwalk: false }, { lineOfSight: "overOtherGround" }),
  storageTank: row("techFacility", { kind: "ladder", catwalk: true }, { lineOfSight: "overOtherGround" }),
  catwalk: row("techFacility", NORMAL, { rangePlusOneFromGround: true }),
} as const satisfies Record<Terrain, TerrainRow>;

export function terrainRow(terrain: Terrain): TerrainRow {
  return TERRAIN[keyOf(terrain, "terrain", TERRAIN)];
}

/**
 * SMR-23: whether a unit in this terrain is "on ground" for the catwalk's longer range: not up a
 * structure entered only by ladder (X: the tech facility's buildings and storage tanks), nor on a
 * catwalk. Our reading: every other terrain, of any map, is ground level.
 */
export function atGroundLevel(terrain: Terrain): boolean {
  const row = terrainRow(terrain);
  return row.entry.kind !== "ladder" && !row.rangePlusOneFromGround;
}

/** The terrains of one map kind, in the table's order. */
export function terrainsOf(map: MapKind): Terrain[] {
  return TERRAINS.filter((t) => TERRAIN[t].map === map);
}
