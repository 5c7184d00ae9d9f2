/**
 * The range of a shot on a scene as a weapon's reach is checked against it (SMR-23; X, Tech-Facility
 * Maps: Catwalk "Range +1 if attacker is on ground"): the hexes between the two tokens, one more from
 * an attacker at ground level to a target on a catwalk, by the GM's painted terrain
 * (turn/terrain-map.ts). The sheet's attack, the GM's judgement of its card and the Overwatch call
 * all read it here, so none reads the range another way.
 */
import { hexKey } from "../rules/movement";
import { hexDistance, type Hex } from "../rules/hex-facing";
import { shotRange } from "../rules/combat-extras";
import type { Terrain } from "../rules/terrain";
import { terrainMap } from "../turn/terrain-map";

/** The terrain of each hex of the scene: outside every painted region, grassland (X). */
export function terrainOf(scene: Scene.Implementation): (hex: Hex) => Terrain {
  const terrain = terrainMap(scene);
  return (hex) => terrain[hexKey(hex)] ?? "grassland";
}

export function boardRange(scene: Scene.Implementation, from: Hex, to: Hex, flying: { readonly attacker: boolean; readonly target: boolean }): number {
  const at = terrainOf(scene);
  return shotRange(hexDistance(from, to), { terrain: at(from), flying: flying.attacker }, { terrain: at(to), flying: flying.target });
}
