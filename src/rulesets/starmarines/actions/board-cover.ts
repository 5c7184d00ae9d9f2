/**
 * The cover a shot meets on a scene (IX-C, X, SMR-8): the GM's painted terrain (turn/terrain-map.ts)
 * read along the shot by the rules (rules/cover.ts). The sheet's attack asks it to fill in the
 * dialog, and the GM's client asks it again at Apply, since the card's claim is the player's.
 */
import { hexKey } from "../rules/movement";
import { shotCover, type ShotCover } from "../rules/cover";
import type { Hex } from "../rules/hex-facing";
import { terrainMap } from "../turn/terrain-map";

export function boardCover(scene: Scene.Implementation, from: Hex, to: Hex, ignoresLineOfSight: boolean): ShotCover {
  const terrain = terrainMap(scene);
  // X: hexes outside every painted region are grassland, as the terrain map reads them
  return shotCover(from, to, (hex) => terrain[hexKey(hex)] ?? "grassland", ignoresLineOfSight);
}
