/**
 * A scene's ground scale (Guide 6.1): the GM fights a big outdoor battle at 15 m or 150 m to the
 * square instead of 1.5 m, which divides "move rates, ranges and burst areas by 10 or 100". It is
 * the scene's system flag, set from the scene's configuration (sheets/ground-scale-field.ts). The
 * flag is stored data, so it is checked on every read: anything but 6.1's three reads as 1.5 m. A
 * space scene (7.1) is never at a ground scale. The board (system/board.ts, through the rule set's
 * boardScale) and the moved-inches record read the divisor here; the rules keep regular inches.
 */
import { readFlag } from "../../../system/flags";
import { DEFAULT_GROUND_SCALE, groundScaleDivisor, groundScaleOf, type GroundScale } from "../rules/ground-scale";
import { isSpaceScene } from "./space-scene";

declare module "../../../system/flags" {
  interface SceneFlags {
    /** Guide 6.1: metres to the inch (square) of the scene's regular combat: 1.5, 15 or 150. */
    spGroundScale?: number;
  }
}

type SceneLike = { readonly flags: object; readonly grid?: { readonly type?: unknown } } | null | undefined;

/** Guide 6.1: the scene's metres to the square; 1.5 for a space scene, no scene, or a bad flag. */
export function sceneGroundScale(scene: SceneLike): GroundScale {
  if (!scene || isSpaceScene(scene)) return DEFAULT_GROUND_SCALE;
  return groundScaleOf(readFlag(scene, "Scene", "spGroundScale"));
}

/** Guide 6.1: the rules' inches in one square of the scene: 1, 10 or 100. */
export function sceneInchesPerSquare(scene: SceneLike): number {
  return groundScaleDivisor(sceneGroundScale(scene));
}
