/**
 * The fire card's recorded step, on the active GM's client as the card comes into the ledger: each
 * firing team's condition the card's attack keeps (`attack.firers[].condition`) is held to the
 * team's markers as they stand then. A player writes their own cards, and the rules bar every
 * condition but "ready" from firing (rules/fire.ts blocksAt: Suppressed 8.C.4.a, Routed 8.C.4.b,
 * Hidden 7.A.3, Setting up 6.D.1); a card calling a Suppressed team ready would land casualties
 * the rules do not give; so would one calling ready a team the Combat's record has rallied, or
 * rallying others, this turn (8.C.5, turn/rallied-record.ts). So a firer called ready whose markers give another condition refuses the
 * card as a whole (refuseRecordedCard), which Apply and every client's card then say. A firer called
 * worse off than its markers give only bars its own attack: the card lands nothing (its dice derive
 * no result), so that claim stands.
 *
 * Judged here, not at Apply: a morale card applied between this card and its Apply (8.C) puts a
 * Suppressed or Routed marker on a firer that fired before it, which must not void the fire.
 * Suppressed, Routed and Setting up are kept markers (rules/markers.ts), which only the GM's client
 * changes in a battle; Hidden is the owner's own choice (7.A.3), taken off before a team fires, so a
 * Hidden marker still on a firer as its card comes in says it was not taken off.
 *
 * A firer this step cannot find on the target's scene, or that is no Striker team, is left to the
 * Apply's own checks (cards/fire-firers-confirm.ts), which refuse it there. A card that came in
 * before this step existed, or while no GM's client ran it, was never judged: its call stands.
 */
import { refuseRecordedCard } from "../../../system/ledger/ledger-store";
import { readMarkers } from "../../../system/markers/marker-store";
import type { FirerCondition } from "../rules/fire";
import { TeamData } from "../models/team-model";
import { firerCondition } from "../view/fire-plan";
import { targetScene, type KeptFirers } from "./fire-firers-confirm";
import { ralliedThisTurn } from "../turn/rallied-record";

/** Striker 3.B, 6.D.1, 7.A.3, 8.C.4: a firer called ready whose markers give another condition. */
export const FIRER_CONDITION = "STARSKIRMISH.Striker.Fire.Firers.condition";

/**
 * Whether the card's call makes the fire better than the markers give: only "ready" fires (rules/fire.ts
 * blocksAt), so a call of ready over any other condition, and nothing else.
 */
export function conditionBetterThanMarkers(claimed: FirerCondition, marked: FirerCondition): boolean {
  return claimed === "ready" && marked !== "ready";
}

/** The fire kind's recorded step. */
export async function judgeFirersAsRecorded(card: KeptFirers & { readonly messageId: string }): Promise<void> {
  const scene = await targetScene(card, card.payload.target);
  if (!scene) return;
  for (const firer of card.payload.attack.firers) {
    const token = scene.tokens.get(firer.id);
    const actor = token?.actor;
    if (!actor || !(actor.system instanceof TeamData)) continue;
    // Striker 8.C.5: and by the Combat's record of the teams that rallied or rallied others this turn
    if (conditionBetterThanMarkers(firer.condition, firerCondition(readMarkers(actor), ralliedThisTurn(token)))) return refuseRecordedCard(card.messageId, FIRER_CONDITION);
  }
}
