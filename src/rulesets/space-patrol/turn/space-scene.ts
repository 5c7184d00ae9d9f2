/**
 * Space combat scenes (Guide 7.1): a hex grid where a hex is 10,000 km. The GM makes one from the
 * Scenes directory ("Create space combat scene"); it is flagged as space, and any Space Patrol! scene
 * on a hex grid counts as space too, since ground combat is measured in inches on squares (6.1).
 * Initiative in such a scene is space initiative (turn/space-initiative.ts).
 */
import { SYSTEM_ID } from "../../../system/constants";
import { readFlag } from "../../../system/flags";
import { GRID_TYPE_NUMBERS } from "../../../core/grid";
import { SPACE_SCALE } from "../rules";
import { directoryButton, directoryHeader } from "../sheets/directory-button";

declare module "../../../system/flags" {
  interface SceneFlags {
    /** Guide 7.1: the scene is fought at space scale. */
    spaceCombat?: boolean;
  }
}

/** Foundry's hexagonal grid types (CONST.GRID_TYPES 2 to 5). */
const HEX_TYPES = [2, 3, 4, 5];

/** Guide 7.1: odd columns offset, one hex 10,000 km. */
export const SPACE_SCENE_GRID = { type: GRID_TYPE_NUMBERS.hexOddQ, size: 100, distance: SPACE_SCALE.kmPerHex, units: "km" } as const;

/** Whether a scene is fought at space scale. */
export function isSpaceScene(scene: { readonly flags: object; readonly grid?: { readonly type?: unknown } } | null | undefined): boolean {
  if (!scene) return false;
  if (readFlag(scene, "Scene", "spaceCombat") === true) return true;
  return HEX_TYPES.includes(Number(scene.grid?.type));
}

/** The GM's "Create space combat scene". */
export async function createSpaceScene(): Promise<Scene.Implementation | null> {
  if (!game.user?.isGM) return null;
  const name = game.i18n!.localize("STARSKIRMISH.SpacePatrol.Space.sceneName");
  const created = await Scene.implementation.create({
    name,
    grid: { ...SPACE_SCENE_GRID, type: SPACE_SCENE_GRID.type as CONST.GRID_TYPES },
    backgroundColor: "#05070d",
    // nested, not a dotted update path: creation data is not expanded the way an update is
    flags: { [SYSTEM_ID]: { spaceCombat: true } },
  } as Scene.CreateData);
  return (created as Scene.Implementation | undefined) ?? null;
}

/** renderSceneDirectory: the GM's button. */
export function addSpaceSceneButton(html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector(".sp-space-scene-button")) return;
  directoryHeader(html).append(directoryButton("sp-space-scene-button", "STARSKIRMISH.SpacePatrol.Space.createScene", () => void createSpaceScene()));
}

/**
 * The scene a combat is fought on: the one it is linked to, else (an unlinked encounter) the scene of
 * its combatants' tokens, else the scene on the canvas.
 */
export function combatScene(combat: Combat.Implementation): Scene.Implementation | null {
  if (combat.scene) return combat.scene;
  for (const c of combat.combatants ?? []) {
    const parent = c.token?.parent;
    if (parent) return parent;
  }
  return canvas?.scene ?? null;
}
