/**
 * An actor's own token on its scene, for a request a sheet sends the GM (a retreat, a weapon swap, a
 * station action): its ids, or null with the rule set's reason told to the player.
 */
import { actingToken } from "./board";
import { warn } from "./notify";

export function ownTokenIds(actor: Actor.Implementation, missingKey: string): { sceneId: string; tokenId: string; own: NonNullable<ReturnType<typeof actingToken>> } | null {
  const own = actingToken(actor);
  const scene = own?.document.parent;
  if (!own || !scene) {
    warn(missingKey);
    return null;
  }
  return { sceneId: scene.id ?? "", tokenId: own.document.id ?? "", own };
}
