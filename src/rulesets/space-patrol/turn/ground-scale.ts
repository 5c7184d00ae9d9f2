/**
 * A scene's ground scale (Guide 6.1): the GM fights a big outdoor battle at 15 m or 150 m to the
 * square instead of 1.5 m, which divides "move rates, ranges and burst areas by 10 or 100". It is
 * the scene's system flag, set from the scene's configuration (sheets/ground-scale-field.ts). The
 * flag is stored data, so it is checked on every read: anything but 6.1's three reads as 1.5 m. A
 * space scene (7.1) is never at a ground scale. The board (system/board.ts, through the rule set's
 * boardScale) and the moved-inches record read the divisor here; the rules keep regular inches.
 */
import { readFlag } from "../../../system/flags";
import { SYSTEM_ID } from "../../../system/constants";
import { SPACE_PATROL } from "../data/definition";
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

/**
 * preUpdateScene, on the GM's client: when the GM picks another ground scale, the scene's grid
 * distance follows it (1, 10 or 100 inches to the square), so Foundry's own ruler, templates and
 * distances read in the rules' regular inches, as the sheets and cards do (6.1: "divide move rates,
 * ranges and burst areas by 10 or 100" is done on the board). The system's measures count squares
 * and never read the grid distance. A grid the GM set in other units, or a distance the GM changes in
 * the same save, is left as the GM has it.
 */
export function followGroundScale(scene: Scene.Implementation, changes: Record<string, unknown>): void {
  if (isSpaceScene(scene)) return;
  const flags = changes.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const own = flags?.[SYSTEM_ID];
  if (!own || !("spGroundScale" in own)) return;
  const scale = groundScaleOf(own.spGroundScale);
  if (scale === sceneGroundScale(scene)) return;
  const grid = (changes.grid ?? {}) as Record<string, unknown>;
  const units = typeof grid.units === "string" ? grid.units : scene.grid.units;
  // the units a Space Patrol! scene is made with (data/definition.ts): the rules' regular inches
  if (units !== SPACE_PATROL.grid.units) return;
  if (typeof grid.distance === "number" && grid.distance !== scene.grid.distance) return;
  changes.grid = { ...grid, distance: groundScaleDivisor(scale) };
}
