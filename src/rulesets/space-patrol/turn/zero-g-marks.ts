/**
 * What can be read of zero-G without the rules (Guide 6.10, 7.11): the marks the GM and players set
 * on a token or scene, and the ships whose decks a scene is. The start-up hook that notes a move in
 * zero-G (ruleset.ts) asks mayBeInZeroG before it needs the table; inZeroG (zero-g-place.ts) adds
 * the drives' markers, which only the rules read.
 */
import { readFlag } from "../../../system/flags";
import { SpacecraftData } from "../models/craft-models";

declare module "../../../system/flags" {
  interface TokenFlags {
    /** Guide 6.10: this figure is in zero-G or free fall, whatever the scene. */
    spZeroG?: boolean;
  }
}

/** The update option of the move that puts a drifting figure back (zero-g-move.ts): it is not checked again. */
export const ZERO_G_DRIFT_OPTION = "spZeroGDrift";

/** Whether the figure, or the scene it stands on, is marked zero-G. */
export function markedZeroG(token: TokenDocument.Implementation): boolean {
  if (readFlag(token, "Token", "spZeroG") === true) return true;
  const scene = token.parent;
  return scene !== null && readFlag(scene, "Scene", "spZeroG") === true;
}

/** Guide 7.11: the spacecraft whose decks the scene is; their drives decide its gravity. */
export function shipsDeckedOn(scene: Scene.Implementation): Actor.Implementation[] {
  const ships: Actor.Implementation[] = [];
  for (const id of game.actors?.keys() ?? []) {
    // the world's collection is typed with the base Actor; its members are this system's documents
    const ship = game.actors?.get(id) as Actor.Implementation | undefined;
    if (ship?.system instanceof SpacecraftData && ship.system.deckScene === scene.id) ships.push(ship);
  }
  return ships;
}

/** Whether the figure may fight in zero-G: marked so, or aboard a ship whose drive may have failed. */
export function mayBeInZeroG(token: TokenDocument.Implementation): boolean {
  if (markedZeroG(token)) return true;
  const scene = token.parent;
  return scene !== null && shipsDeckedOn(scene).length > 0;
}
