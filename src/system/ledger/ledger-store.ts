/**
 * Where the GM keeps the card ledger (core/card-ledger.ts): a hidden world setting, which only a
 * GM's client may write, so a card's author cannot touch what Apply reads. The active GM records
 * each card as its message arrives, before its author could edit it.
 */
import { CARD_REFUSED_RECORD, readLedger, withApplied, withGmRecord, withRevisedResult, withSnapshot, type AppliedMark, type CardLedger, type CardSnapshot, type SnapshotTarget } from "../../core/card-ledger";
import { SYSTEM_ID } from "../constants";
import { CardData } from "../cards/card-model";
import { combatPlaceNow } from "../turn/combat-place";
import { flagUpdate } from "../flags";
import { oneAtATime } from "../one-at-a-time";

declare module "../flags" {
  interface ChatMessageFlags {
    /** Set by the GM's client on a card it refused as a whole: it only makes every client draw the card again. */
    refusedByGm?: boolean;
  }
}

export const LEDGER_SETTING = "cardLedger";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.cardLedger": foundry.data.fields.ObjectField;
  }
}

export function registerLedgerSetting(): void {
  game.settings!.register(SYSTEM_ID, LEDGER_SETTING, { scope: "world", config: false, type: new foundry.data.fields.ObjectField() });
}

/** Snapshots taken on this client and not yet read back from the setting. */
const pending = new Map<string, CardSnapshot>();

export function readCardLedger(): CardLedger {
  const stored = readLedger(game.settings?.get(SYSTEM_ID, LEDGER_SETTING));
  // stored entries first, oldest first, then the ones not written yet: the order cards came in
  return pending.size === 0 ? stored : { ...stored, ...Object.fromEntries([...pending].filter(([id]) => !stored[id])) };
}

/** The ledger changes being written, one at a time. */
const writes = oneAtATime();

/**
 * Changes the ledger, after every change asked before it has been written. The ledger is written
 * whole, and this client's copy of a world setting changes only when the server answers: a change
 * that read the ledger while another was on its way would write back what that one changed (an
 * applied mark lost, and a result landing twice). A change that throws (no such card) fails alone.
 */
async function changeCardLedger(change: (ledger: CardLedger) => CardLedger | null): Promise<void> {
  await writes(async () => {
    const after = change(readCardLedger());
    // null: nothing to change (a card refused already), and no trip to the server
    if (after) await game.settings!.set(SYSTEM_ID, LEDGER_SETTING, after);
  });
}

/**
 * What a card message holds as it arrives: kind, author, actor, payload, targets and dice, and where
 * the GM's combat stands as it arrives (how often a unit fired in a turn is counted from this).
 */
export function snapshotOf(message: ChatMessage.Implementation, at: number): CardSnapshot | null {
  const system = message.system;
  if (!(system instanceof CardData)) return null;
  const combat = combatPlaceNow();
  return {
    kind: system.kind,
    author: message.author?.id ?? "",
    actorUuid: system.actorUuid,
    payload: structuredClone(system.payload ?? {}) as Record<string, unknown>,
    targets: system.targets.map((t) => ({ key: t.key, actorUuid: t.actorUuid, name: t.name, markers: { ...(t.markers as Record<string, number>) }, data: structuredClone(t.data ?? {}) as Record<string, unknown> })),
    dice: message.rolls.map((roll) => ({ formula: roll.formula, faces: roll.dice.flatMap((d) => d.results.map((r) => r.result)) })),
    at,
    applied: {},
    ...(combat ? { combat } : {}),
    ...(system.answers ? { answers: system.answers } : {}),
  };
}

/** createChatMessage, on the active GM's client: records the card as it was posted. */
export async function recordPostedCard(message: ChatMessage.Implementation): Promise<void> {
  const id = message.id;
  if (!game.user?.isActiveGM || !id) return;
  const snapshot = snapshotOf(message, Date.now());
  if (!snapshot) return;
  // kept in memory at once, so an Apply that comes right behind the card finds it
  pending.set(id, snapshot);
  try {
    await changeCardLedger((ledger) => withSnapshot(ledger, id, snapshot));
  } finally {
    pending.delete(id);
  }
}

/** Marks a target applied in the ledger; written before anything is changed. */
export async function recordApplied(messageId: string, targetKey: string, mark: AppliedMark): Promise<void> {
  await changeCardLedger((ledger) => withApplied(ledger, messageId, targetKey, mark));
}

/** Records something against a card where only the GM writes (a Tactics spend, say). */
export async function recordOnCard(messageId: string, key: string, value: unknown): Promise<void> {
  await changeCardLedger((ledger) => withGmRecord(ledger, messageId, key, value));
}

/**
 * Refuses a recorded card as a whole, for a reason (a language key) every client shows on the card
 * and Apply gives (core/card-ledger.ts cardRefusal). The first refusal stands: a card refused for
 * one reason is not refused again for another.
 */
export async function refuseRecordedCard(messageId: string, reason: string): Promise<void> {
  const entry = readCardLedger()[messageId];
  if (!entry || entry.gm?.[CARD_REFUSED_RECORD] !== undefined) return;
  // judged again as the change is written, after any refusal queued before it
  await changeCardLedger((ledger) => (ledger[messageId]?.gm?.[CARD_REFUSED_RECORD] !== undefined ? null : withGmRecord(ledger, messageId, CARD_REFUSED_RECORD, reason)));
  // the ledger is a setting, whose change draws no card again: the mark makes every client redraw
  // this one, which then reads its refusal from the ledger (cards/card-buttons.ts)
  await game.messages?.get(messageId)?.update(flagUpdate("ChatMessage", { refusedByGm: true }));
}

/**
 * Replaces what Apply will land from a card the GM re-resolved (core/card-ledger.ts
 * withRevisedResult): only before any of its targets was applied.
 */
export async function reviseRecordedCard(messageId: string, payload: Readonly<Record<string, unknown>>, targets: readonly SnapshotTarget[]): Promise<void> {
  await changeCardLedger((ledger) => withRevisedResult(ledger, messageId, { payload, targets }));
}
