/**
 * The terrain of a StarMarines scene (X): the GM outlines an area with a drawing and flags it with
 * the terrain of the Terrain Effects Tables; every hex whose centre lies within it is of that terrain,
 * the last drawing winning where two overlap. Hexes outside every outline are grassland.
 */
import { readFlag } from "../../../system/flags";
import { TERRAIN, type Terrain } from "../rules/terrain";
import { hexAtPoint } from "../actions/board-hexes";
import { hexKey } from "../rules/movement";
import { hexCentre } from "../../../core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../core/board/hex-offsets";

declare module "../../../system/flags" {
  interface DrawingFlags {
    /** StarMarines X: the terrain of the hexes this drawing outlines. */
    smrTerrain?: Terrain;
  }
}

/** Most hexes one outline may cover: a map, not a mistake of a million. */
const MAX_HEXES = 20_000;

export function terrainMap(scene: Scene.Implementation): Record<string, Terrain> {
  const out: Record<string, Terrain> = {};
  const size = scene.grid.size;
  if (!(size > 0)) return out;
  // flat-topped hexes in columns: columns 3/4 of a hex's width apart, rows a hex's height apart
  const stepX = (size * 2) / Math.sqrt(3) * 0.75;
  const stepY = size / 2;
  for (const d of scene.drawings.contents) {
    const terrain = readFlag(d, "Drawing", "smrTerrain");
    if (typeof terrain !== "string" || !Object.hasOwn(TERRAIN, terrain)) continue;
    const w = d.shape.width ?? 0;
    const h = d.shape.height ?? 0;
    if ((w / stepX) * (h / stepY) > MAX_HEXES) continue;
    // sample the outline finely enough to meet every hex centre inside it, and keep those centres inside
    for (let x = d.x; x <= d.x + w; x += stepX / 2) {
      for (let y = d.y; y <= d.y + h; y += stepY) {
        const hex = hexAtPoint(scene, { x, y });
        if (!hex) continue;
        const c = hexCentre("hexOddQ", size, cubeToOffset(hex.q, hex.r, HEX_LAYOUTS.hexOddQ));
        if (c.x >= d.x && c.x <= d.x + w && c.y >= d.y && c.y <= d.y + h) out[hexKey(hex)] = terrain as Terrain;
      }
    }
  }
  return out;
}
