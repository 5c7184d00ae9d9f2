/**
 * What the GM's client checks on the board before a grenade's hit lands (Starship Marine 3.6): the
 * thrower has a token on the scene the card aimed on, the range the card claims is no shorter than
 * from that token to the point aimed at (a shorter throw is easier), and the figure hit stands
 * within the 8 cm effect radius of that point. The card's author lists the figures in the radius; a
 * figure anywhere else on the deck is no victim of this grenade. Within a move nobody moves after
 * the fire step, so the board still shows the throw.
 */
import { tokenCentre, unitsPerPixel } from "../../../system/board-walls";
import { GRENADE_RADIUS_CM } from "../rules/grenades";

/** Half a centimetre of slack for where a token is drawn against where the thrower measured. */
const SLACK_CM = 0.5;

export const OUTSIDE_RADIUS = "STARSKIRMISH.StarshipMarine.Grenade.outsideRadius";

export interface KeptThrow {
  readonly rangeCm: number;
  readonly aim: { readonly sceneId: string; readonly x: number; readonly y: number };
}

export function grenadeBoardProblem({ rangeCm, aim }: KeptThrow, throwerUuid: string, victimKey: string): string | null {
  const scene = game.scenes?.get(aim.sceneId);
  if (!scene) return OUTSIDE_RADIUS;
  const throwers = scene.tokens.filter((t) => t.actor?.uuid === throwerUuid);
  if (throwers.length === 0) return "STARSKIRMISH.StarshipMarine.Fire.firerGone";
  const victim = scene.tokens.get(victimKey);
  if (!victim) return "STARSKIRMISH.StarshipMarine.Fire.targetGone";
  const per = unitsPerPixel(scene);
  const cmTo = (token: TokenDocument.Implementation) => {
    const c = tokenCentre(token, scene);
    return Math.hypot(c.x - aim.x, c.y - aim.y) * per;
  };
  if (cmTo(victim) > GRENADE_RADIUS_CM + SLACK_CM) return OUTSIDE_RADIUS;
  return rangeCm + SLACK_CM < Math.min(...throwers.map(cmTo)) ? "STARSKIRMISH.StarshipMarine.Fire.rangeNotFromBoard" : null;
}
