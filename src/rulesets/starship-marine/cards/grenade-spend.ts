/**
 * Each grenade card costs its squad one grenade, taken on the GM's client as the card is recorded
 * (Starship Marine 3.6, 3.16, 3.18, SSM-21), never on the thrower's word: a player's client writes
 * its own cards, and could skip a spend made beforehand or post one throw twice. The GM cannot tell
 * an honest card from one a player wrote by hand, so every card recorded for a figure its author
 * owns spends one, and lands only if there was one to spend. The kit runs the steps one card at a
 * time (system/cards/card-recorded.ts): of two cards posted with one grenade left, the first spends
 * it and the second is refused (refuseRecordedCard), which Apply and every client's card then say.
 *
 * Apply reads the outcome the ledger holds for the card. A grenade card recorded before this step
 * existed has none: a player's client then asked the GM to spend before it rolled, so such a card
 * lands as it did. "Before" is told from the GM's own record (turn/grenade-spends-since.ts: the
 * ledger time of the first card spent from), never from the card. A later card with no outcome
 * (its step failed, or the GM's client closed with the card still queued) lands nothing; the GM
 * applies it by hand if it should.
 */
import type { FieldsSpec } from "../../../core/schema";
import type { RecordedCard } from "../../../system/cards/card-kind";
import { authorOwnsActor } from "../../../system/chat/apply-result";
import { readCardLedger, recordOnCard, refuseRecordedCard } from "../../../system/ledger/ledger-store";
import { combatantOfActor, outOf, spendFromSquadOf } from "../turn/squad-record";
import { grenadeSpendsSince, markGrenadeSpendsSince } from "../turn/grenade-spends-since";

/** The key of the GM's record on a grenade card: what its spend came to. */
export const GRENADE_SPENT_RECORD = "ssmGrenadeSpent";

/** Taken off the squad's record, or thrown by a figure whose squad keeps none ("A squad without a record is not counted"). */
export type GrenadeSpent = "spent" | "uncounted";

/** Apply's reason for a card recorded since the spends began that the GM's client never judged. */
export const NOT_SPENT = "STARSKIRMISH.StarshipMarine.Grenade.notSpent";

/** The kind's recorded step, on the active GM's client. */
export async function spendForGrenadeCard(card: Pick<RecordedCard<FieldsSpec>, "messageId" | "author" | "actorUuid">): Promise<void> {
  const entry = readCardLedger()[card.messageId];
  if (!entry) return;
  await markGrenadeSpendsSince(entry.at);
  // a card for a figure its author does not own lands nothing (Apply: authorNotOwner), and must
  // not cost that figure's squad a grenade either
  if (!(await authorOwnsActor(card.author, card.actorUuid))) return;
  // 3.16: off the thrower's squad in the running combat; spent before the outcome is recorded, so
  // a write that fails leaves a card that lands nothing rather than a grenade thrown for free
  const outcome = await spendFromSquadOf(combatantOfActor(card.actorUuid), "grenades");
  if (outcome === "out") return refuseRecordedCard(card.messageId, outOf("grenades"));
  await recordOnCard(card.messageId, GRENADE_SPENT_RECORD, outcome satisfies GrenadeSpent);
}

/**
 * For the kind's confirm, at Apply on the GM's client: a refusal's language key when the card's
 * grenade was not spent, null when it was (or the card is from before the spends began).
 */
export async function grenadeSpendProblem(messageId: string): Promise<string | null> {
  // Apply ran this card's step before it came here, and refused the card if the step did
  const entry = readCardLedger()[messageId];
  if (!entry) return "STARSKIRMISH.Error.cardNotRecorded";
  const spent = entry.gm?.[GRENADE_SPENT_RECORD];
  if (spent === "spent" || spent === "uncounted") return null;
  const since = grenadeSpendsSince();
  return since === 0 || entry.at < since ? null : NOT_SPENT;
}
