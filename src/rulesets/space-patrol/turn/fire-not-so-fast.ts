/**
 * "Not So Fast" on the fire card (Guide 4.2): the shooter spends a Space Hero Point (an NPC a Plot
 * Armor Point) to roll one failed attack roll again, this time with an additional advantage. Carried
 * out on the GM's client from the fire the GM's ledger recorded, like a Tactics spend (fire-tactics.ts):
 * the new d20 is a real Roll, each target keeps its own damage dice, and the card, its Apply buttons
 * and the ledger are rewritten together. A roll is rolled again once; Tactics points spent on the old
 * roll were spent on a roll that no longer stands, so they go with it (our reading). Only the
 * shooter's owner (or the GM) asks, only for a shooter with points, and not once a target was applied.
 */
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { readCard, readRecordedPayload } from "../../../system/cards/read-card";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { rollDice } from "../../../system/real-dice";
import { FIRE_CARD } from "../cards/attacks";
import { fireInputOf } from "../cards/fire-record";
import { firstSlots, isRevised, recordedD20, recordedFire } from "../cards/fire-derive";
import { reviseFire } from "./attack-revision";
import { damageTableRowsNow } from "../actions/damage-table-source";
import { spendRerollPoint } from "../actions/asset-task";
import { isAssetLevelReader } from "../models/asset-reader";
import { readState } from "./side-turn-store";

interface NotSoFastRequest {
  readonly messageId: string;
  readonly row: number;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: key });

async function rollAgain(req: NotSoFastRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const card = readCard(game.messages?.get(req.messageId), FIRE_CARD);
  const entry = readCardLedger()[req.messageId];
  const record = card && entry && entry.kind === FIRE_CARD.id ? readRecordedPayload(FIRE_CARD, entry.payload) : null;
  const d20 = record && entry ? recordedD20(record, entry.dice) : null;
  const input = record ? fireInputOf(record) : null;
  if (!card || !entry || !record || !d20 || !input || req.row >= d20.length) return refuse("STARSKIRMISH.SpacePatrol.Tactics.badCard");
  if (isRevised(record) && entry.revised !== true) return refuse("STARSKIRMISH.SpacePatrol.Tactics.badCard");
  if (Object.keys(entry.applied).length > 0) return refuse("STARSKIRMISH.SpacePatrol.Tactics.appliedAttack");
  const shooter = await fromUuid<Actor.Implementation>(entry.actorUuid);
  if (!(shooter instanceof Actor) || !shooter.testUserPermission(requester, "OWNER")) return refuse("STARSKIRMISH.Error.notYourActor");
  const tables = damageTableRowsNow();
  const now = recordedFire(record, entry.dice, tables);
  const shot = now?.shots[req.row];
  // Guide 4.2: a failed check, rolled again once, by a character with a point to spend
  if (!shot || shot.task.success || record.rerolls.some((r) => r.row === req.row)) return refuse("STARSKIRMISH.SpacePatrol.Roll.noReroll");
  if (!isAssetLevelReader(shooter.system) || shooter.system.rerollPoints < 1) return refuse("STARSKIRMISH.SpacePatrol.Roll.noReroll");
  const kept = isRevised(record) ? record.slots : firstSlots(record, entry.dice, tables);
  if (!kept) return refuse("STARSKIRMISH.SpacePatrol.Tactics.badCard");
  await spendRerollPoint(shooter);
  const { roll, faces } = await rollDice(1, 20);
  const next = { ...record, rerolls: [...record.rerolls, { row: req.row, d20: faces[0] ?? 1 }], tactics: record.tactics.filter((t) => t.row !== req.row) };
  const state = readState(game.combat);
  const sides = state && record.round === state.round && record.side === state.acting ? state.order : null;
  await reviseFire(card, next, { input, d20, kept, sides, rolls: [roll] });
  return { ok: true };
}

export const FIRE_NOT_SO_FAST_REQUEST = defineGmRequest<NotSoFastRequest>({
  name: "spFireNotSoFast",
  read: (data) => {
    if (typeof data !== "object" || data === null) return null;
    const d = data as Record<string, unknown>;
    return typeof d.messageId === "string" && Number.isInteger(d.row) && (d.row as number) >= 0 ? { messageId: d.messageId, row: d.row as number } : null;
  },
  run: rollAgain,
});

/** An attack roll's Not So Fast button. */
export async function onFireNotSoFast({ message, button }: CardButtonContext<typeof FIRE_CARD>): Promise<void> {
  const row = Number(button.dataset.row);
  if (Number.isInteger(row) && row >= 0) await askGm(FIRE_NOT_SO_FAST_REQUEST, { messageId: message.id ?? "", row });
}
