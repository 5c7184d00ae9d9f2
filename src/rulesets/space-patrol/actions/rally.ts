/**
 * Leadership rally (Guide 6.9): a leader with Leadership 1+ tries to steady the targeted friends
 * within 6" who carry a Morale Marker and with whom the leader can communicate (no air, no voice: then both
 * need a communicator), DT 8 Leadership with a real d20 (the leader's own wounds burden it,
 * Guide 6.14). A success takes one friend's Morale Marker off and each special success another
 * (moraleMarkersRallied); each friend's Apply goes through the GM when the user does not own that friend.
 */
import { markerCount } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { RALLY_CARD } from "../cards/morale";
import { isAssetLevelReader } from "../models/asset-reader";
import { SP_MARKER } from "../rules/markers";
import { canRallyReach, RALLY_DT, RALLY_RANGE_INCHES } from "../rules/morale";
import { hasCommunicator, isAirless } from "../turn/communication";
import { moraleMarkersRallied, RALLY_MIN_LEADERSHIP } from "../rules/marker-removal";
import { resolveTask } from "../rules/task";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { rallyCardContext, rallyRows, type RallyFriend } from "../view/rally-card";
import { wholeDistanceBetween, userTargets, actingToken } from "../../../system/board";
import { warn } from "../../../system/notify";
import { rollFormula } from "../../../system/real-dice";
import { sideOfActor } from "../turn/combatant-sides";

export async function rally(leader: Actor.Implementation): Promise<void> {
  const system = leader.system;
  if (!isAssetLevelReader(system)) return;
  const level = system.assetLevel("leadership");
  if (level === "X" || level < RALLY_MIN_LEADERSHIP) return warn("STARSKIRMISH.SpacePatrol.Rally.noLeadership");
  const own = actingToken(leader);
  if (!own) return warn("STARSKIRMISH.SpacePatrol.Care.noToken");
  const side = sideOfActor(leader);
  const friends: RallyFriend[] = [];
  const outOfTouch: string[] = [];
  // Guide 6.9: only friends the leader can communicate with (turn/communication.ts)
  const airless = isAirless(own.document);
  const leaderHasCommunicator = hasCommunicator(leader);
  for (const t of userTargets()) {
    if (!t.actor || t.actor === leader || sideOfActor(t.actor) !== side) continue;
    if (markerCount(readMarkers(t.actor), SP_MARKER.morale) === 0) continue;
    const distance = wholeDistanceBetween(own, t);
    if (distance > RALLY_RANGE_INCHES) continue;
    if (!canRallyReach({ airless: airless || isAirless(t.document), leaderHasCommunicator, friendHasCommunicator: hasCommunicator(t.actor) })) outOfTouch.push(t.name);
    else friends.push({ key: t.document.id ?? t.actor.uuid, uuid: t.actor.uuid, name: t.name, distance });
  }
  if (outOfTouch.length > 0) warn("STARSKIRMISH.SpacePatrol.Rally.outOfTouch", { names: outOfTouch.join(", ") });
  if (friends.length === 0) return outOfTouch.length > 0 ? undefined : warn("STARSKIRMISH.SpacePatrol.Rally.nobody");
  const { roll, faces } = await rollFormula("1d20");
  const disadvantages = taskDisadvantagesFromMarkers(readMarkers(leader), "asset");
  const result = resolveTask({ dt: RALLY_DT, asset: level, disadvantages }, faces[0] ?? 1);
  const rows = rallyRows(friends, moraleMarkersRallied(result.success, result.specialSuccesses));
  await postCard(RALLY_CARD, {
    actor: leader,
    rolls: [roll],
    // what the GM works the result out from (cards/rally-derive.ts)
    payload: { leadership: String(level), disadvantages, friends: friends.map((f) => ({ key: f.key, uuid: f.uuid, distance: f.distance })) },
    context: rallyCardContext(leader.name ?? "", result, rows),
    targets: rows.filter((r) => r.rallied).map((r) => ({ key: r.key, actorUuid: r.uuid, name: r.name, markers: { [SP_MARKER.morale]: -1 } })),
  });
}
