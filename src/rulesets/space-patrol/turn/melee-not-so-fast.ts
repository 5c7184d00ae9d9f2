/**
 * "Not So Fast" on the melee card (Guide 4.2): the attacker spends a Space Hero Point (an NPC a Plot
 * Armor Point) to roll their failed strike again, this time with an additional advantage. Carried out on
 * the GM's client from the strike the GM's ledger recorded, like a Tactics spend (melee-tactics.ts): the
 * new d20 is a real Roll, the damage dice rolled so far are kept, and the card, its Apply and the
 * ledger are rewritten together. Once a strike; points spent on the old roll go with it (our reading).
 * A throw and a blow on an unconscious target are not offered it.
 */
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { readCard, readRecordedPayload } from "../../../system/cards/read-card";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { rollDice } from "../../../system/real-dice";
import { facesOfRoll } from "../../../core/dice-replay";
import { MELEE_CARD } from "../cards/attacks";
import { meleeInputOf } from "../cards/melee-record";
import { firstMeleeSlots, isRevisedMelee, recordedStrike } from "../cards/melee-derive";
import { reviseMelee } from "./attack-revision";
import { spendRerollPoint } from "../actions/asset-task";
import { isAssetLevelReader } from "../models/asset-reader";
import { readState } from "./side-turn-store";

const refuse = (reason: string): GmRequestResult => ({ ok: false, reason });

async function strikeAgain(req: { readonly messageId: string }, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), MELEE_CARD);
  const entry = readCardLedger()[req.messageId];
  const record = card && entry && entry.kind === MELEE_CARD.id ? readRecordedPayload(MELEE_CARD, entry.payload) : null;
  const input = record ? meleeInputOf(record) : null;
  const d20 = entry ? facesOfRoll(entry.dice[0], 20, 1)?.[0] : undefined;
  if (!card || !entry || !record || !input || d20 === undefined) return refuse("STARSKIRMISH.SpacePatrol.Tactics.badCard");
  if (input.style === "throw" || input.target.unconscious) return refuse("STARSKIRMISH.SpacePatrol.Roll.noReroll");
  if (isRevisedMelee(record) && entry.revised !== true) return refuse("STARSKIRMISH.SpacePatrol.Tactics.badCard");
  if (Object.keys(entry.applied).length > 0) return refuse("STARSKIRMISH.SpacePatrol.Tactics.appliedAttack");
  const attacker = await fromUuid<Actor.Implementation>(entry.actorUuid);
  if (!(attacker instanceof Actor) || !attacker.testUserPermission(requester, "OWNER")) return refuse("STARSKIRMISH.Error.notYourActor");
  const now = recordedStrike(input, record, entry.dice);
  // Guide 4.2: a failed check, rolled again once, by a character with a point to spend
  if (!now?.task || now.task.success || record.reroll > 0) return refuse("STARSKIRMISH.SpacePatrol.Roll.noReroll");
  if (!isAssetLevelReader(attacker.system) || attacker.system.rerollPoints < 1) return refuse("STARSKIRMISH.SpacePatrol.Roll.noReroll");
  const kept = isRevisedMelee(record) ? record.slots : firstMeleeSlots(input, entry.dice);
  if (!kept) return refuse("STARSKIRMISH.SpacePatrol.Tactics.badCard");
  await spendRerollPoint(attacker);
  const { roll, faces } = await rollDice(1, 20);
  const next = { ...record, reroll: faces[0] ?? 1, tactics: [] };
  const state = readState(game.combat);
  const sides = state && record.round === state.round && record.side === state.acting ? state.order : null;
  await reviseMelee(card, next, { input, d20, kept, sides, rolls: [roll] });
  return { ok: true };
}

export const MELEE_NOT_SO_FAST_REQUEST = defineGmRequest<{ readonly messageId: string }>({
  name: "spMeleeNotSoFast",
  read: (data) => {
    const messageId = typeof data === "object" && data !== null ? (data as Record<string, unknown>).messageId : undefined;
    return typeof messageId === "string" ? { messageId } : null;
  },
  run: strikeAgain,
});

/** The strike's Not So Fast button. */
export async function onMeleeNotSoFast({ message }: CardButtonContext<typeof MELEE_CARD>): Promise<void> {
  await askGm(MELEE_NOT_SO_FAST_REQUEST, { messageId: message.id ?? "" });
}
