/**
 * The terrain of a StarMarines scene (X). The GM paints terrain as Scene Regions with the StarMarines
 * terrain behaviour (data/terrain-region.ts); every hex whose centre lies in such a region is of its
 * terrain, a later region winning where two overlap. Hexes outside every region are grassland.
 * Worlds from before regions outlined terrain with flagged rectangle drawings: those still count,
 * under the regions, so that nothing a GM painted is lost.
 */
import { readFlag } from "../../../system/flags";
import { paintedRegions, regionHolds } from "../../../system/regions/region-reader";
import { TERRAIN, type Terrain } from "../rules/terrain";
import { centreOfHex, hexAtPoint } from "../actions/board-hexes";
import { hexKey } from "../rules/movement";
import type { Hex } from "../rules/hex-facing";
import { TERRAIN_REGION_TYPE } from "../data/terrain-region";

declare module "../../../system/flags" {
  interface DrawingFlags {
    /** StarMarines X, before regions: the terrain of the hexes this drawing outlines. */
    smrTerrain?: Terrain;
  }
}

/** Most hexes one area may cover: a map, not a mistake of a million. */
const MAX_HEXES = 20_000;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const isTerrain = (value: unknown): value is Terrain => typeof value === "string" && Object.hasOwn(TERRAIN, value);

/** Every hex whose centre lies in the box and passes `inside`, each once. */
function hexesIn(scene: Scene.Implementation, box: Box, inside: (p: { x: number; y: number }) => boolean): Hex[] {
  const size = scene.grid.size;
  // flat-topped hexes in columns: columns 3/4 of a hex's width apart, rows a hex's height apart
  const stepX = ((size * 2) / Math.sqrt(3)) * 0.75;
  const stepY = size / 2;
  if ((box.width / stepX) * (box.height / stepY) > MAX_HEXES) return [];
  const out = new Map<string, Hex>();
  // sample the box finely enough to meet every hex centre inside it, and keep those centres inside
  for (let x = box.x; x <= box.x + box.width; x += stepX / 2) {
    for (let y = box.y; y <= box.y + box.height; y += stepY) {
      const hex = hexAtPoint(scene, { x, y });
      if (!hex || out.has(hexKey(hex))) continue;
      const c = centreOfHex(size, hex);
      if (c.x >= box.x && c.x <= box.x + box.width && c.y >= box.y && c.y <= box.y + box.height && inside(c)) out.set(hexKey(hex), hex);
    }
  }
  return [...out.values()];
}

export function terrainMap(scene: Scene.Implementation): Record<string, Terrain> {
  const out: Record<string, Terrain> = {};
  if (!(scene.grid.size > 0)) return out;
  for (const d of scene.drawings.contents) {
    const terrain = readFlag(d, "Drawing", "smrTerrain");
    if (!isTerrain(terrain)) continue;
    const box = { x: d.x, y: d.y, width: d.shape.width ?? 0, height: d.shape.height ?? 0 };
    for (const hex of hexesIn(scene, box, () => true)) out[hexKey(hex)] = terrain;
  }
  for (const { region, data } of paintedRegions(scene, TERRAIN_REGION_TYPE)) {
    if (!isTerrain(data.terrain)) continue;
    const terrain = data.terrain;
    for (const hex of hexesIn(scene, region.bounds, (p) => regionHolds(region, p))) out[hexKey(hex)] = terrain;
  }
  return out;
}
