/**
 * The Tactics Pool on the maneuver card (Guide 7.3: "attempting maneuvers" may use Tactics; 7.5),
 * carried out on the GM's client (space-tactics-spend.ts checks each spend). The GM works the
 * maneuver out again from the card as the GM's client recorded it, with the point; its further dice come
 * from their slots (view/space-maneuver-record-card.ts), rolled now if the point first needs them.
 * Whatever the outcome changes follows it: the success in the turn's record (which fire, the
 * scanners and movement read), a Boost Engines' extra hexes, the markers of a failed boost or a
 * crash, and going dark's identifications, taken away or given back. A boosted beam already fired
 * has done its work, so it takes no point.
 */
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { readCard } from "../../../system/cards/read-card";
import { reviseCardResult } from "../../../system/cards/update-card";
import { rollInSlots } from "../../../system/real-dice";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { adjustMarker, markerDefinition } from "../../../system/markers/marker-store";
import { spendSidePool } from "../rules/side-turns";
import { SP_SPACE_MANEUVER_CARD } from "../cards/space";
import { maneuverCardFromRecord, maneuverMarkers, maneuverOutcomeFromRecord, type ManeuverOutcome } from "../view/space-maneuver-record-card";
import { goDark, readTracking, undoDark, writeTracking, type SpaceTracking } from "./space-tracking";
import { writeState } from "./side-turn-store";
import { defineSpendRequest, gmRecordedPayload, refuseSpend, spendAllowed, type SpaceSpendRequest } from "./space-tactics-spend";

/** How many of each marker the outcome lands. */
function markerTally(outcome: ManeuverOutcome): Map<string, number> {
  const tally = new Map<string, number>();
  for (const id of maneuverMarkers(outcome)) tally.set(id, (tally.get(id) ?? 0) + 1);
  return tally;
}

async function spendOnManeuver(req: SpaceSpendRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), SP_SPACE_MANEUVER_CARD);
  // the roll and its spends as the GM's client recorded them, never as the message reads now
  const record = gmRecordedPayload(SP_SPACE_MANEUVER_CARD, req.messageId);
  if (!card || !record) return refuseSpend("badCard");
  const allowed = await spendAllowed(record, req, requester, record.tactics);
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const tracking = readTracking(combat);
  const own = record.shipTokenId;
  const made = (tracking.maneuvers?.[own] ?? []).find((m) => m.round === record.round && m.side === record.side && m.key === record.key);
  if (!made || made.spent) return refuseSpend("turnOver");
  const before = await rollInSlots(record.slots, (slot) => maneuverOutcomeFromRecord(record, slot));
  const next = { ...record, tactics: [...record.tactics, { side: req.side, points: req.points }] };
  const after = await rollInSlots(next.slots, (slot) => maneuverOutcomeFromRecord(next, slot));
  await writeState(combat, spendSidePool(state, req.side, 1));
  const result = after.result.result;
  const records = (tracking.maneuvers?.[own] ?? []).map((m) => {
    if (m !== made) return m;
    const { hexes: _old, ...rest } = m;
    return { ...rest, success: result.success, special: result.task.specialSuccesses, ...(result.extraHexes > 0 ? { hexes: result.extraHexes } : {}) };
  });
  // Guide 7.5: a ship going dark is unidentified at once; failed after all, it is known again
  let identified: SpaceTracking["identified"] = tracking.identified;
  let hidFrom = record.hidFrom;
  if (record.key === "goDark" && before.result.result.success !== result.success) {
    if (result.success) ({ identified, hidFrom } = goDark(tracking.identified, own));
    else [identified, hidFrom] = [undoDark(tracking.identified, own, record.hidFrom), []];
  }
  await writeTracking(combat, { ...tracking, identified, maneuvers: { ...tracking.maneuvers, [own]: records } });
  // Guide 7.5: a failed boost's marker, and a crash's, come and go with the outcome
  const ship = combat.scene?.tokens.get(own)?.actor ?? null;
  const was = markerTally(before.result);
  const now = markerTally(after.result);
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const def = markerDefinition(id);
    const delta = (now.get(id) ?? 0) - (was.get(id) ?? 0);
    if (ship && def && delta !== 0) await adjustMarker(ship, def, delta);
  }
  const payload = { ...next, slots: after.slots, hidFrom };
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${SP_SPACE_MANEUVER_CARD.template}`, maneuverCardFromRecord(ship?.name ?? "", payload, after.result, state.order));
  await reviseCardResult(card, { payload, targets: [], content, rolls: after.rolls });
  return { ok: true };
}

/** The request, and the card's +1 and -1 buttons. */
export const { request: MANEUVER_TACTICS_REQUEST, onButton: onManeuverTactics } = defineSpendRequest<typeof SP_SPACE_MANEUVER_CARD>("spManeuverTactics", spendOnManeuver);
