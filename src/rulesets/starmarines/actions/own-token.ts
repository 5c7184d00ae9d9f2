/**
 * The unit's own token on its scene, for a request the sheet sends the GM (a retreat, a weapon swap):
 * its ids, or null with the reason told to the player.
 */
import { actingToken } from "../../../system/board";
import { warn } from "../../../system/notify";

export function ownTokenIds(actor: Actor.Implementation): { sceneId: string; tokenId: string; own: NonNullable<ReturnType<typeof actingToken>> } | null {
  const own = actingToken(actor);
  const scene = own?.document.parent;
  if (!own || !scene) {
    warn(`STARSKIRMISH.StarMarines.Attack.noToken`);
    return null;
  }
  return { sceneId: scene.id ?? "", tokenId: own.document.id ?? "", own };
}
