/**
 * Ending suppression, on the active GM's client (Guide 6.6): when the suppressor takes any marker
 * (a Wound, Stun, Morale, ...) the suppression stops; otherwise it lasts through the enemy's next
 * turn and is over when the turn comes back to the suppressor's side (or, without side turns, to
 * the suppressor in the tracker). Either way Suppressing and the Suppressed markers it laid come
 * off, results not yet applied from its card lapse, and a chat note says why.
 */
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { readCard } from "../../../system/cards/read-card";
import { SUPPRESSION_CARD, SUPPRESSION_ENDED_CARD } from "../cards/suppression";
import { SP_MARKER, SP_VEHICLE_MARKER_ID } from "../rules";
import { suppressionHolds, suppressionTurnOver } from "../view/suppression-card";
import { currentSideTurn, readSuppression, writeSuppression } from "./suppression-record";

export type SuppressionEnd = "marker" | "turn";

async function clearMarker(actor: Actor.Implementation, id: string): Promise<void> {
  const def = markerDefinition(id);
  if (def && (readMarkers(actor)[id] ?? 0) > 0) await setMarkerCount(actor, def, 0);
}

/** Another suppressor still holding this enemy down keeps its Suppressed marker on. */
function suppressedByAnother(uuid: string, except: Actor.Implementation): boolean {
  return (game.actors?.contents ?? []).some((a) => a.uuid !== except.uuid && (readSuppression(a)?.targets.includes(uuid) ?? false));
}

export async function endSuppression(suppressor: Actor.Implementation, reason: SuppressionEnd): Promise<void> {
  const record = readSuppression(suppressor);
  if (!record) return;
  // the record goes first, so the marker changes below do not end it a second time
  await writeSuppression(suppressor, null);
  await clearMarker(suppressor, SP_MARKER.suppressing);
  await clearMarker(suppressor, SP_VEHICLE_MARKER_ID.suppressing);
  const names: string[] = [];
  for (const uuid of record.targets) {
    const enemy = await fromUuid<Actor.Implementation>(uuid);
    if (!(enemy instanceof Actor)) continue;
    names.push(enemy.name ?? "");
    if (!suppressedByAnother(uuid, suppressor)) await clearMarker(enemy, SP_MARKER.suppressed);
  }
  const card = readCard(game.messages?.get(record.messageId), SUPPRESSION_CARD);
  if (card) await card.message.update({ system: { targets: card.targets.map((t) => ({ ...t, applied: true })) } });
  await postCard(SUPPRESSION_ENDED_CARD, {
    actor: suppressor,
    context: { suppressorName: suppressor.name ?? "", reasonKey: `STARSKIRMISH.SpacePatrol.Suppress.ended.${reason}`, names },
  });
}

/** A suppressor's markers changed: a new one taken ends the suppression. */
export async function checkSuppressor(actor: Actor.Implementation): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const record = readSuppression(actor);
  if (record && !suppressionHolds(record.markers, readMarkers(actor))) await endSuppression(actor, "marker");
}

function suppressorsIn(combat: Combat.Implementation): Actor.Implementation[] {
  const out = new Set<Actor.Implementation>();
  for (const c of combat.combatants ?? []) if (c.actor && readSuppression(c.actor)) out.add(c.actor);
  return [...out];
}

/** The side turn moved on: suppressions begun in an earlier turn of this side are over. */
export async function checkSideTurn(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const now = currentSideTurn(combat);
  if (!now) return;
  for (const actor of suppressorsIn(combat)) {
    const record = readSuppression(actor);
    if (record && record.side !== "" && suppressionTurnOver(record, now)) await endSuppression(actor, "turn");
  }
}

/** Without side turns: the suppressor's own next turn in the tracker ends it. */
export async function checkTrackerTurn(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const actor = combat.combatant?.actor;
  const record = actor ? readSuppression(actor) : null;
  if (actor && record && record.side === "") await endSuppression(actor, "turn");
}
