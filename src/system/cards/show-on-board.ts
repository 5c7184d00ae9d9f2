/**
 * The kit's "show on the board" card button: a card that speaks of a place no token stands on (a
 * door, by the walls Foundry gives no names) carries the point, and the button pans this user's
 * view there and pings it, so the table sees which one the card means. Only the view moves and a
 * ping is any user's to make, so it needs no GM and changes no document.
 */
import { warn } from "../notify";
import { boardPointOf } from "../../core/board/board-point";

/** The button's press: pan to the point and ping it, or say why not. */
export async function showOnBoard(button: HTMLElement): Promise<void> {
  const point = boardPointOf(button.dataset);
  if (!point) return warn("STARSKIRMISH.Card.Show.noPoint");
  if (!canvas?.ready || canvas.scene?.id !== point.sceneId) {
    const scene = game.scenes?.get(point.sceneId)?.name;
    return scene ? warn("STARSKIRMISH.Card.Show.otherScene", { scene }) : warn("STARSKIRMISH.Card.Show.sceneGone");
  }
  await canvas.animatePan({ x: point.x, y: point.y });
  await canvas.ping({ x: point.x, y: point.y });
}
