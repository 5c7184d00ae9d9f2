/**
 * Where StarMarines units stand on the hex map, read from their token documents as the GM's client
 * also reads them: the hex under a token's centre (flat-topped hexes in odd columns, the scene the
 * rule set makes; other hex layouts are refused) and its facing, its rotation snapped to a side
 * (VIII-B).
 */
import { hexCellAt, hexCentre } from "../../../core/formation/hex";
import { cubeToOffset, offsetToCube, HEX_LAYOUTS } from "../../../core/board/hex-offsets";
import { tokenCentre } from "../../../system/board-walls";
import { facingFromRotation, type Facing, type Hex } from "../rules/hex-facing";

/** CONST.GRID_TYPES.HEXODDQ. */
const HEX_ODD_Q = 4;

/** The hex under a point of the scene, in pixels; null on a scene of another grid. */
export function hexAtPoint(scene: Scene.Implementation, point: { readonly x: number; readonly y: number }): Hex | null {
  if (scene.grid.type !== HEX_ODD_Q || !(scene.grid.size > 0)) return null;
  const cell = hexCellAt("hexOddQ", scene.grid.size, point);
  const { q, r } = offsetToCube(cell, HEX_LAYOUTS.hexOddQ);
  return { q, r };
}

export function hexOfToken(token: TokenDocument.Implementation, scene: Scene.Implementation): Hex | null {
  return hexAtPoint(scene, tokenCentre(token, scene));
}

/** The hex a token would stand on at a new top-left corner. */
export function hexOfTokenAt(token: TokenDocument.Implementation, scene: Scene.Implementation, x: number, y: number): Hex | null {
  const centre = tokenCentre(token, scene);
  return hexAtPoint(scene, { x: centre.x - token.x + x, y: centre.y - token.y + y });
}

/** The centre of a hex on a scene of `size`-pixel hexes, in pixels. */
export function centreOfHex(size: number, hex: Hex): { x: number; y: number } {
  return hexCentre("hexOddQ", size, cubeToOffset(hex.q, hex.r, HEX_LAYOUTS.hexOddQ));
}

/** The top-left corner that puts the token's centre on the hex: the position a move to it writes. */
export function topLeftOnHex(token: TokenDocument.Implementation, scene: Scene.Implementation, hex: Hex): { x: number; y: number } {
  const target = centreOfHex(scene.grid.size, hex);
  const centre = tokenCentre(token, scene);
  return { x: target.x - (centre.x - token.x), y: target.y - (centre.y - token.y) };
}

export function facingOfToken(token: TokenDocument.Implementation): Facing {
  return facingFromRotation(token.rotation ?? 0);
}
