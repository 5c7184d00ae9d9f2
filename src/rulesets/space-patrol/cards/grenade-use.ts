/**
 * The grenade card's recorded step (system/cards/card-recorded.ts), on the active GM's client as
 * soon as the card is in the ledger: the grenade a patrolman throws is used up here, where its
 * author cannot write, not on the thrower's client. A player writes their own card, so it could
 * claim a type or penetrations their grenade does not have, name a grenade they never had, or
 * throw the same last grenade twice; each is refused for the whole card (ledger-store
 * refuseRecordedCard), and the grenade is left as it was. An honest card uses one dose, or deletes
 * the item with its last (Guide 6.12: the grenade bursts), and the use is recorded against the
 * card for Apply to read (attacker-facts-confirm.ts). Cards are taken one at a time, so of two
 * cards for one last grenade the first uses it and the second finds it gone.
 */
import type { RecordedCard } from "../../../system/cards/card-kind";
import { readCardLedger, recordOnCard, refuseRecordedCard } from "../../../system/ledger/ledger-store";
import { authorOwnsActor } from "../../../system/chat/apply-result";
import { DeviceData } from "../models/item-models";
import { grenadeTypeOf } from "../view/grenade-card";
import { judgeGrenadeUse, type GrenadeItemNow } from "./grenade-use-judge";
import type { THROWN_GRENADE_RECORD } from "./grenade-record";

/** The key under the card's GM record where the use is kept: `{ itemId, left }`. */
export const GRENADE_USED_RECORD = "grenadeUsed";

export interface GrenadeUsed {
  readonly itemId: string;
  /** Doses left on the item after this throw; 0 when the throw deleted it. */
  readonly left: number;
}

/** The grenade use a card's ledger entry records, or null where none is (refused, or a card from before). */
export function grenadeUsedOf(gm: Readonly<Record<string, unknown>> | undefined): GrenadeUsed | null {
  const used = gm?.[GRENADE_USED_RECORD];
  if (typeof used !== "object" || used === null) return null;
  const { itemId, left } = used as Record<string, unknown>;
  return typeof itemId === "string" && typeof left === "number" ? { itemId, left } : null;
}

/** Whether an earlier card of this thrower used the last of this item (so it is gone, not never had). */
function spentBefore(messageId: string, actorUuid: string, itemId: string, kindId: string): boolean {
  return Object.entries(readCardLedger()).some(([id, entry]) => {
    if (id === messageId || entry.kind !== kindId || entry.actorUuid !== actorUuid) return false;
    const used = grenadeUsedOf(entry.gm);
    return used?.itemId === itemId && used.left === 0;
  });
}

/** The thrower's grenade item of that id as it stands, with what it holds; null when there is none. */
function grenadeHeld(actor: unknown, itemId: string): { item: Item.Implementation; now: GrenadeItemNow } | null {
  const item = itemId && actor instanceof Actor ? actor.items.get(itemId) : undefined;
  const device = item?.system;
  if (!item || !(device instanceof DeviceData) || device.kind !== "grenade") return null;
  // the type the item says, or for one that leaves it to its name, the name's (as the throw took it)
  return { item, now: { type: grenadeTypeOf({ name: item.name ?? "", grenadeType: device.grenadeType }), contact: device.contactPenetration, burst: device.burstPenetration, doses: device.doses } };
}

/** The step for the kind `kindId` (the thrown grenade card's id, passed in to keep the kind's file the only place it is named). */
export function useThrownGrenade(kindId: string) {
  return async (card: RecordedCard<typeof THROWN_GRENADE_RECORD>): Promise<void> => {
    const { messageId, payload, actorUuid } = card;
    // a card for someone else's patrolman spends nothing of theirs (Apply refuses it the same way)
    if (!(await authorOwnsActor(card.author, actorUuid))) return refuseRecordedCard(messageId, "STARSKIRMISH.Error.authorNotOwner");
    const grenade = grenadeHeld(await fromUuid<Actor.Implementation>(actorUuid), payload.itemId);
    const outcome = judgeGrenadeUse(
      { type: payload.type, contact: payload.contact, burst: payload.burst },
      grenade?.now ?? null,
      payload.itemId !== "" && spentBefore(messageId, actorUuid, payload.itemId, kindId),
    );
    if (!outcome.used) return refuseRecordedCard(messageId, outcome.reason);
    // judged used only with a grenade held
    if (!grenade) return;
    // the use is written first: Apply reads it from the ledger, never from the item
    await recordOnCard(messageId, GRENADE_USED_RECORD, { itemId: payload.itemId, left: outcome.left } satisfies GrenadeUsed);
    if (outcome.left > 0) await grenade.item.update({ system: { doses: outcome.left } });
    else await grenade.item.delete();
  };
}
