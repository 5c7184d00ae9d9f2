/**
 * Space combat scenes (Guide 7.1): a hex grid where a hex is 10,000 km. The GM makes one from the
 * Scenes directory ("Create space combat scene"); it is flagged as space, and any Space Patrol! scene
 * on a hex grid counts as space too, since ground combat is measured in inches on squares (6.1).
 * Initiative in such a scene is space initiative (turn/space-initiative.ts). The sheets and hooks
 * ask isSpaceScene at start-up, so this file stays light; making a scene is space-scene-create.ts.
 */
import { readFlag } from "../../../system/flags";
import { directoryButton, directoryHeader } from "../sheets/directory-button";
import { SPACE_PATROL_TABLE } from "../load-table";

declare module "../../../system/flags" {
  interface SceneFlags {
    /** Guide 7.1: the scene is fought at space scale. */
    spaceCombat?: boolean;
  }
}

/** Foundry's hexagonal grid types (CONST.GRID_TYPES 2 to 5). */
const HEX_TYPES = [2, 3, 4, 5];

/** Whether a scene is fought at space scale. */
export function isSpaceScene(scene: { readonly flags: object; readonly grid?: { readonly type?: unknown } } | null | undefined): boolean {
  if (!scene) return false;
  if (readFlag(scene, "Scene", "spaceCombat") === true) return true;
  return HEX_TYPES.includes(Number(scene.grid?.type));
}

/** renderSceneDirectory: the GM's button, drawn at once; a press makes the scene through the table. */
export function addSpaceSceneButton(html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector(".sp-space-scene-button")) return;
  directoryHeader(html).append(directoryButton("sp-space-scene-button", "STARSKIRMISH.SpacePatrol.Space.createScene", () => SPACE_PATROL_TABLE.whenLoaded((t) => t.createSpaceScene())));
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
