/**
 * What the GM's client checks on the board before it applies a shot (Starship Marine 3.5, 3.8): the
 * firer has a token on the target's scene with no wall and no closed or locked door between them,
 * and the card does not claim a range shorter than the board's. Within a move nobody moves after
 * the fire step, so the board still shows where the shot was fired from.
 */
import { tokenCentre, unitsPerPixel, wallInTheWay } from "../../../system/board-walls";

/** Half a centimetre of slack for where a token is drawn against where the firer measured. */
const RANGE_SLACK_CM = 0.5;

export function lineOfFireProblem(actorUuid: string, targetTokenId: string, claimedRangeCm: number, checkRange = true): string | null {
  const scene = game.scenes?.find((s) => s.tokens.has(targetTokenId));
  const target = scene?.tokens.get(targetTokenId);
  if (!scene || !target) return "STARSKIRMISH.StarshipMarine.Fire.targetGone";
  const firers = scene.tokens.filter((t) => t.actor?.uuid === actorUuid);
  if (firers.length === 0) return "STARSKIRMISH.StarshipMarine.Fire.firerGone";
  const to = tokenCentre(target, scene);
  const clear = firers.filter((t) => wallInTheWay(scene, tokenCentre(t, scene), to) === null);
  if (clear.length === 0) return "STARSKIRMISH.StarshipMarine.Fire.wallInTheWay";
  if (!checkRange) return null;
  const per = unitsPerPixel(scene);
  const nearest = Math.min(...clear.map((t) => {
    const from = tokenCentre(t, scene);
    return Math.hypot(from.x - to.x, from.y - to.y) * per;
  }));
  return claimedRangeCm + RANGE_SLACK_CM < nearest ? "STARSKIRMISH.StarshipMarine.Fire.rangeNotFromBoard" : null;
}
