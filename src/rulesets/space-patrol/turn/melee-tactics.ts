/**
 * The Tactics Pool on the melee card (Guide 6.3: Melee may use Tactics), carried out on the GM's
 * client: a point on the strike's roll, +1 or -1, by either side, at most 3 a side, while the turn it
 * was made in runs and before its target was applied. The GM reads the strike from their own ledger
 * (cards/melee-derive.ts); the first spend keeps its damage dice as they were rolled, so a hit the
 * point adds rolls new dice after them and a point that takes hits away leaves the others as they
 * were. A martial arts throw, whose roll decides a Vigor roll and a distance made at once, and a blow
 * on an unconscious target, which has no roll, take no points.
 */
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { readCard, readRecordedPayload } from "../../../system/cards/read-card";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { spendSidePool } from "../rules/side-turns";
import { MELEE_CARD } from "../cards/attacks";
import { meleeInputOf } from "../cards/melee-record";
import { firstMeleeSlots, isRevisedMelee } from "../cards/melee-derive";
import { reviseMelee } from "./attack-revision";
import { facesOfRoll } from "../../../core/dice-replay";
import { writeState } from "./side-turn-store";
import { defineSpendRequest, refuseSpend, spendAllowed, type SpaceSpendRequest } from "./space-tactics-spend";

async function spendOnMelee(req: SpaceSpendRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), MELEE_CARD);
  const entry = readCardLedger()[req.messageId];
  // the strike as the GM's client recorded it when it was posted, and as the GM has revised it since
  const record = card && entry && entry.kind === MELEE_CARD.id ? readRecordedPayload(MELEE_CARD, entry.payload) : null;
  const input = record ? meleeInputOf(record) : null;
  const d20 = entry ? facesOfRoll(entry.dice[0], 20, 1)?.[0] : undefined;
  if (!card || !entry || !record || !input || d20 === undefined) return refuseSpend("badCard");
  if (input.style === "throw" || input.target.unconscious) return refuseSpend("notThisAttack");
  if (Object.keys(entry.applied).length > 0) return refuseSpend("appliedAttack");
  // spends and kept dice on a card the GM never revised were written by its author: forged
  if (isRevisedMelee(record) && entry.revised !== true) return refuseSpend("badCard");
  const allowed = await spendAllowed(record, req, requester, record.tactics);
  if ("ok" in allowed) return allowed;
  const { combat, state } = allowed;
  const kept = isRevisedMelee(record) ? record.slots : firstMeleeSlots(input, entry.dice);
  if (!kept) return refuseSpend("badCard");
  await writeState(combat, spendSidePool(state, req.side, 1));
  const next = { ...record, tactics: [...record.tactics, { side: req.side, points: req.points }] };
  await reviseMelee(card, next, { input, d20, kept, sides: state.order });
  return { ok: true };
}

/** The request, and the melee card's +1 and -1 buttons. */
export const { request: MELEE_TACTICS_REQUEST, onButton: onMeleeTactics } = defineSpendRequest<typeof MELEE_CARD>("spMeleeTactics", spendOnMelee);
