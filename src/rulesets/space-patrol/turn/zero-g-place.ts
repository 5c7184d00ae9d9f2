/**
 * Where gravity does not hold (Guide 6.10, 7.11, 7.12): a scene the GM marks zero-G (or that a
 * boarding of a ship without gravity marked), a token he marks as floating free (a patrolman on EVA),
 * and the decks of any ship whose S-Drive Drive Markers have broken, which takes its artificial
 * gravity with it.
 */
import { readFlag } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { hasGravityLoss } from "../rules/marker-effects";
import { SpacecraftData } from "../models/craft-models";

declare module "../../../system/flags" {
  interface TokenFlags {
    /** Guide 6.10: this figure is in zero-G or free fall, whatever the scene. */
    spZeroG?: boolean;
  }
}

/** Whether the token's figure fights in zero-G or free fall. */
export function inZeroG(token: TokenDocument.Implementation | null | undefined): boolean {
  if (!token) return false;
  if (readFlag(token, "Token", "spZeroG") === true) return true;
  const scene = token.parent;
  if (!scene) return false;
  if (readFlag(scene, "Scene", "spZeroG") === true) return true;
  // Guide 6.10, 7.11: a broken S-Drive disables the artificial gravity of the ship it drives
  for (const id of game.actors?.keys() ?? []) {
    // the world's collection is typed with the base Actor; its members are this system's documents
    const ship = game.actors?.get(id) as Actor.Implementation | undefined;
    if (ship?.system instanceof SpacecraftData && ship.system.deckScene === scene.id && hasGravityLoss(ship.system.speed, readMarkers(ship))) return true;
  }
  return false;
}
