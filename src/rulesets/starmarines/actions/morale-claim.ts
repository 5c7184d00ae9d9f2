/**
 * The morale card's recorded step (IX-D, III, IV-f, SMR-6; core/card-prompts.ts): on the active GM's
 * client, as it records a check that claims to need no die (a Leader in range, a race that never
 * fails), the claim is held to the unit's sheet and markers and to the board around its token
 * (actions/morale-board.ts, as Apply holds a rolled check). One that does not hold is refused in the
 * GM's record with the reason: every client shows why, and it is no answer to a prompt, so the
 * unit still checks. Voiding a no-die card takes away only the best result it could have had, so
 * judging it from the board as it stands when the card arrives buys its author nothing.
 *
 * A broken unit's Leader recheck (VIII-H.1, SMR-6) is judged here too, rolled or not: outside its
 * side's Morale Recheck Phase, a second in that phase, or with no Leader in range, it is refused in
 * the record (actions/morale-recheck.ts). Here the turn's initiative still tells whose phase the card
 * came in, which Apply, perhaps a turn later, can no longer tell; a card refused here uses up no recheck.
 */
import type { RecordedCard } from "../../../system/cards/card-kind";
import { readCardLedger, refuseRecordedCard } from "../../../system/ledger/ledger-store";
import { refusedAsNull } from "../../../core/dice-replay";
import { UnitData } from "../models/unit-model";
import { RACE_PROFILES } from "../rules/races";
import { exemptionClaimProblem, type ExemptionClaimProblem } from "../rules/morale-claim";
import type { MORALE_RECORD } from "../cards/morale";
import { hasMarker } from "./unit-markers";
import { checkedToken, moraleBoard } from "./morale-board";
import { isLeaderRecheck } from "../rules/morale-recheck";
import { recheckRefusal, recheckTurn } from "./morale-recheck";

/** The refusals, by why the claim does not hold: full sentences, as the card's strip quotes them. */
export const CLAIM_REFUSED: Readonly<Record<ExemptionClaimProblem, string>> = {
  sheet: "STARSKIRMISH.StarMarines.Morale.Refused.sheet",
  neverFails: "STARSKIRMISH.StarMarines.Morale.Refused.neverFails",
  leader: "STARSKIRMISH.StarMarines.Morale.Refused.leader",
};

export async function judgeMoraleClaim(card: RecordedCard<typeof MORALE_RECORD>): Promise<void> {
  const actor = card.actorUuid ? await fromUuid<Actor.Implementation>(card.actorUuid) : null;
  const unit = actor?.system;
  // a card for no unit of these rules answers for no one (core/card-prompts.ts: its owner may not)
  if (!(actor instanceof Actor) || !(unit instanceof UnitData)) return;
  const facts = { kind: unit.kind, hero: unit.role === "hero", neverFails: RACE_PROFILES[unit.race].neverFailsMorale, broken: hasMarker(actor, "broken") };
  // IX-D, IV-f, SMR-6: the Leader as the board shows it around the unit's own token; none off the board
  const token = checkedToken(card.payload.key, actor.uuid);
  const board = (token && moraleBoard(token)) ?? { inLeaderRange: false };
  // a situation out of bounds gives no check at all: Apply refuses it anyway, and it carries no exemption to judge
  const problem = refusedAsNull(() => exemptionClaimProblem(card.payload.situation, facts, board));
  if (problem) return refuseRecordedCard(card.messageId, CLAIM_REFUSED[problem]);
  // VIII-H.1, VII.3, VII.5, SMR-6: a broken unit's Leader recheck, judged where the GM's combat
  // stands as the card comes in, while that turn's initiative still tells whose phase it is; a card
  // calling an unbroken unit broken is Apply's to refuse, as not the unit's sheet and markers
  if (facts.broken && refusedAsNull(() => isLeaderRecheck(card.payload.situation))) {
    const refusal = recheckRefusal(board.inLeaderRange, recheckTurn(readCardLedger()[card.messageId]?.combat, token, actor.uuid, card.messageId));
    if (refusal) await refuseRecordedCard(card.messageId, refusal);
  }
}
