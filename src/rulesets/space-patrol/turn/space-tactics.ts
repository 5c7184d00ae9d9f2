/**
 * The Tactics Pool on the scanner card (Guide 7.3, 7.6), carried out on the GM's client: the roll is
 * read from the card as the GM recorded it, the spends from the GM's own record
 * (space-tactics-spend.ts checks each one); when a spend turns the roll, what it gave is given or
 * taken back (an identification, a lock and its marker, a jam), unless the ship held it before the
 * roll.
 */
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { readCard } from "../../../system/cards/read-card";
import { updateCardPayload } from "../../../system/cards/update-card";
import { recordOnCard } from "../../../system/ledger/ledger-store";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { spendSidePool, type SideTurnState } from "../rules/side-turns";
import { SP_SPACE_SCAN_CARD } from "../cards/space";
import { recordedScanResult } from "../view/space-scan-card";
import { scanCardFromRecord } from "../view/space-scan-record-card";
import type { ScanRecord } from "../cards/space-scan-record";
import { sideOfActor } from "./combatant-sides";
import { writeState } from "./side-turn-store";
import { hideLock, nextTurnOf, readTracking, showLock, writeTracking, type SpaceTracking } from "./space-tracking";
import { defineSpendRequest, gmRecordedPayload, recordedSpends, refuseSpend, spendAllowed, type SpaceSpendRequest } from "./space-tactics-spend";

type Spend = ScanRecord["tactics"][number];

/** The key the spends are kept under in the GM's card ledger. */
const SPENDS = "spSpaceTactics";

/** What a roll turned by a spend gives, or takes back (7.6). */
async function turnOutcome(combat: Combat.Implementation, state: SideTurnState, record: { readonly task: string; readonly shipTokenId: string }, targetId: string, success: boolean): Promise<void> {
  const tracking = readTracking(combat);
  const own = record.shipTokenId;
  const target = combat.scene?.tokens.get(targetId)?.actor ?? null;
  const without = (ids: readonly string[]) => ids.filter((id) => id !== targetId);
  let next: SpaceTracking = tracking;
  let endedJams: string[] = [];
  if (record.task === "identifyTarget") {
    const held = tracking.identified[own] ?? [];
    next = { ...tracking, identified: { ...tracking.identified, [own]: success ? [...new Set([...held, targetId])] : without(held) } };
  } else if (record.task === "targetLock") {
    const held = tracking.locks[own]?.targets ?? [];
    // every ship tried this turn stays counted, whichever way the point turned the roll (7.6)
    const tried = [...new Set([...(tracking.locks[own]?.tried ?? []), ...held, targetId])];
    next = { ...tracking, locks: { ...tracking.locks, [own]: { round: state.round, side: state.acting, targets: success ? [...new Set([...held, targetId])] : without(held), tried } } };
    if (target) await (success ? showLock(target) : hideLock(target));
  } else if (record.task === "electronicJam") {
    const targetSide = target ? (sideOfActor(target) ?? "enemies") : "enemies";
    if (success) next = { ...tracking, jammed: { ...(tracking.jammed ?? {}), [targetId]: nextTurnOf(state, targetSide) } };
    else endedJams = [targetId];
  } else return;
  await writeTracking(combat, next, [], endedJams);
}

async function carryOut(req: SpaceSpendRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), SP_SPACE_SCAN_CARD);
  // the roll as the GM's client posted it, not as the message reads now
  const record = gmRecordedPayload(SP_SPACE_SCAN_CARD, req.messageId);
  const row = record?.rows[req.row];
  if (!card || !record || !row) return refuseSpend("badCard");
  const spends = recordedSpends<Spend>(req.messageId, SPENDS);
  const onRow = (list: readonly Spend[]) => list.filter((s) => s.row === req.row).map(({ side, points }) => ({ side, points }));
  const allowed = await spendAllowed(record, req, requester, onRow(spends));
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const next = [...spends, { row: req.row, side: req.side, points: req.points }];
  const before = recordedScanResult(row, onRow(spends)).success;
  const after = recordedScanResult(row, onRow(next)).success;
  await recordOnCard(req.messageId, SPENDS, next);
  await writeState(combat, spendSidePool(state, req.side, 1));
  if (before !== after && !row.known) await turnOutcome(combat, state, record, row.tokenId, after);
  const ship = combat.scene?.tokens.get(record.shipTokenId)?.name ?? card.message.speaker?.alias ?? "";
  const payload = { ...record, tactics: next };
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${SP_SPACE_SCAN_CARD.template}`, scanCardFromRecord(ship, payload, state.order));
  await updateCardPayload(card, payload, content);
  return { ok: true };
}

/** The request, and the card's +1 and -1 buttons. */
export const { request: SPACE_TACTICS_REQUEST, onButton: onSpaceTactics } = defineSpendRequest<typeof SP_SPACE_SCAN_CARD>("spSpaceTactics", carryOut);
