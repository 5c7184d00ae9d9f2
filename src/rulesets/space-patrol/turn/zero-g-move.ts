/**
 * Moves in zero-G during a fight (Guide 6.10, our reading in rules/zero-g-move.ts). preUpdateToken, on
 * the client that moves a figure in zero-G while the side turns run, notes where the token stood;
 * updateToken, on that same client, rolls the EVA check with a real d20 and posts the card; on a
 * failure the token goes back to where it stood (the figure drifts). preUpdateToken cannot wait for dice, so
 * the move is made first and undone after. The GM's moves of a player's figure are the GM's corrections
 * and are not checked. A drag through waypoints is one move, though v13 writes it one waypoint at a
 * time (system/move-plan.ts): where it started is noted on its first leg, and the one check comes
 * when its last leg lands, a failure sending the figure back to the start.
 */
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { rollDice } from "../../../system/real-dice";
import { isAssetLevelReader } from "../models/asset-reader";
import { resolveTask, taskDisadvantagesFromMarkers, zeroGMoveTask } from "../rules";
import { SP_ZERO_G_MOVE_CARD } from "../cards/zero-g-move";
import { zeroGMoveCardContext } from "../view/zero-g-move-card";
import { readState } from "./side-turn-store";
import { inZeroG } from "./zero-g-place";
import { ZERO_G_DRIFT_OPTION } from "./zero-g-marks";
import { movesOnBoard } from "../../../system/board";
import { continuesMove, moreLegsToCome } from "../../../system/move-plan";

export { ZERO_G_DRIFT_OPTION };

/** Where each token this client is moving stood, until its update lands. */
const origins = new Map<string, { x: number; y: number }>();

/** Whether this user's move of the token needs the check: a figure, the user's own, in zero-G, in a fight. */
function needsCheck(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: object): boolean {
  if (!movesOnBoard(changed)) return false;
  if ((options as Record<string, unknown>)[ZERO_G_DRIFT_OPTION] === true) return false;
  const actor = token.actor;
  if (!actor || !isAssetLevelReader(actor.system) || !actor.isOwner) return false;
  // the GM moving a player's figure corrects the table; the GM's own NPCs move as anyone's
  if (game.user?.isGM && actor.hasPlayerOwner) return false;
  return readState(game.combat) !== null && inZeroG(token);
}

/** preUpdateToken: never refuses; notes where a figure whose move will be checked stood as the move began. */
export function noteZeroGMoveStart(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: object): void {
  if (!needsCheck(token, changed, options)) return;
  if (!(origins.has(token.uuid) && continuesMove(token, options))) origins.set(token.uuid, { x: token.x, y: token.y });
}

/** updateToken, on the moving client: the EVA check, its card, and the drift back on a failure. */
export async function checkZeroGMove(token: TokenDocument.Implementation, userId: string): Promise<void> {
  const from = origins.get(token.uuid);
  if (!from || userId !== game.user?.id || moreLegsToCome(token)) return;
  origins.delete(token.uuid);
  // a move another hook refused after the note leaves the token where it stood: nothing to check
  if (token.x === from.x && token.y === from.y) return;
  const actor = token.actor;
  if (!actor || !isAssetLevelReader(actor.system)) return;
  const level = actor.system.assetLevel("eva");
  const markerDisadvantages = taskDisadvantagesFromMarkers(readMarkers(actor), "asset");
  const { roll, faces } = await rollDice(1, 20);
  const result = resolveTask(zeroGMoveTask(level, markerDisadvantages), faces[0] ?? 1);
  let undone = false;
  // a token is its actor's owners' to move (v13 gives a token its actor's ownership)
  if (!result.success && actor.isOwner) {
    await token.update({ x: from.x, y: from.y }, { [ZERO_G_DRIFT_OPTION]: true } as object);
    undone = true;
  }
  await postCard(SP_ZERO_G_MOVE_CARD, { actor, rolls: [roll], context: zeroGMoveCardContext({ actorName: token.name || actor.name || "", level: String(level), markerDisadvantages, result, undone }) });
}
