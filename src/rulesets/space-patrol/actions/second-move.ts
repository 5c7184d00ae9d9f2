/**
 * Second Move (Guide 6.4, 6.5): the action is spent moving again. The card gives one move's
 * allowance (8" plus Athletics, less the armour's penalty and 1" per Wound and Mortal Wound
 * Marker, Guide 5.3, 6.14) and the inches the whole turn covers, less the move spent standing up
 * for a prone combatant. An unconscious one cannot move at all.
 */
import { hasMarker } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { isAssetLevelReader } from "../models/asset-reader";
import { SP_MARKER } from "../rules/markers";
import { movementAllowanceFromMarkers, turnMovement } from "../rules/movement";
import { secondMoveCardContext } from "../view/action-card";
import { warn } from "../../../system/notify";
import { SECOND_MOVE_CARD } from "../cards/actions";
import { postActionCard, wornArmour } from "./action-common";

export async function secondMove(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!isAssetLevelReader(system)) return;
  const markers = readMarkers(actor);
  if (hasMarker(markers, SP_MARKER.unconscious)) return warn("STARSKIRMISH.SpacePatrol.ActionCard.cannotMove");
  const allowance = movementAllowanceFromMarkers({ athletics: system.assetLevel("athletics"), armourPenalty: wornArmour(actor)?.movementPenalty ?? 0 }, markers);
  const movement = turnMovement({ allowance, secondMove: true, prone: hasMarker(markers, SP_MARKER.prone) });
  await postActionCard(actor, SECOND_MOVE_CARD, secondMoveCardContext(actor.name ?? "", allowance, movement));
}
