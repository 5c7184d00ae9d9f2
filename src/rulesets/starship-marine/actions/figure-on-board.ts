/**
 * The token a figure acts through and the scene it stands on, for the sheet's board actions (doors,
 * barriers, casualties, Direct Control): null, after telling the user to place or select it, when
 * there is none.
 */
import { actingToken, type TokenObject } from "../../../system/board";
import { warn } from "../../../system/notify";

export function figureOnBoard(actor: Actor.Implementation): { token: TokenObject; scene: Scene.Implementation } | null {
  const token = actingToken(actor);
  const scene = token?.document.parent;
  if (token && scene) return { token, scene };
  warn("STARSKIRMISH.StarshipMarine.Door.noToken");
  return null;
}
