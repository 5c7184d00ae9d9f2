/**
 * The Tactics Pool on the fire card (Guide 6.3: Shooting may use Tactics), carried out on the GM's
 * client. A point goes on one attack roll, +1 or -1, by either side, at most 3 a side per roll, while
 * the turn it was fired in runs and before any target was applied. The GM reads the fire from their own
 * ledger, never from the message (cards/fire-derive.ts); the first spend records each target's damage
 * dice as they were rolled, each in its own slot, so the re-resolved fire gives a target the point
 * newly hits new dice of its own and leaves every other target's dice as they were. The card, its
 * Apply buttons and the ledger Apply reads are rewritten together.
 */
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { readCard, readRecordedPayload } from "../../../system/cards/read-card";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { spendSidePool } from "../rules/side-turns";
import { FIRE_CARD } from "../cards/attacks";
import { fireInputOf } from "../cards/fire-record";
import { firstSlots, isRevised, recordedD20, spendsByRoll } from "../cards/fire-derive";
import { reviseFire } from "./attack-revision";
import { damageTableRowsNow } from "../actions/damage-table-source";
import { writeState } from "./side-turn-store";
import { defineSpendRequest, refuseSpend, spendAllowed, type SpaceSpendRequest } from "./space-tactics-spend";

async function spendOnFire(req: SpaceSpendRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), FIRE_CARD);
  const entry = readCardLedger()[req.messageId];
  // the fire as the GM's client recorded it when it was posted, and as the GM has revised it since
  const record = card && entry && entry.kind === FIRE_CARD.id ? readRecordedPayload(FIRE_CARD, entry.payload) : null;
  const d20 = record && entry ? recordedD20(record, entry.dice) : null;
  const input = record ? fireInputOf(record) : null;
  if (!card || !entry || !record || !d20 || !input || req.row >= d20.length) return refuseSpend("badCard");
  if (Object.keys(entry.applied).length > 0) return refuseSpend("appliedAttack");
  // spends and kept dice on a card the GM never revised were written by its author: forged
  if (isRevised(record) && entry.revised !== true) return refuseSpend("badCard");
  const onRow = spendsByRoll(record, d20.length)[req.row] ?? [];
  const allowed = await spendAllowed(record, req, requester, onRow);
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const kept = isRevised(record) ? record.slots : firstSlots(record, entry.dice, damageTableRowsNow());
  if (!kept) return refuseSpend("badCard");
  await writeState(combat, spendSidePool(state, req.side, 1));
  const next = { ...record, tactics: [...record.tactics, { row: req.row, side: req.side, points: req.points }] };
  await reviseFire(card, next, { input, d20, kept, sides: state.order });
  return { ok: true };
}

/** The request, and the fire card's +1 and -1 buttons. */
export const { request: FIRE_TACTICS_REQUEST, onButton: onFireTactics } = defineSpendRequest<typeof FIRE_CARD>("spFireTactics", spendOnFire);
