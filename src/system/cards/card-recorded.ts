/**
 * A card kind's `recorded` step (card-kind.ts), run on the active GM's client once the card is in
 * the ledger. The steps run one at a time, in the order the cards came in: a step that spends from
 * a record (the last grenade of a squad) reads it after the step before wrote it, so two cards
 * posted together cannot both spend it. A step that fails is reported and ends only its own card;
 * the next card's step still runs.
 */
import { readCardLedger } from "../ledger/ledger-store";
import { loadTableOfRuleSet } from "../ruleset-table";
import { CardData } from "./card-model";
import { registeredCardKind } from "./card-registry";
import { readRecordedPayload } from "./read-card";

/** The step running now and those queued behind it. */
let queue: Promise<void> = Promise.resolve();

/**
 * Queues the card's step behind every earlier one, to run once `recorded` (the card's write to the
 * ledger) has, and `judged` after it (the card judged against its prompt from that record, whether
 * or not a step ran); resolves once both have run. Called by the active GM's client only, as the
 * createChatMessage hook fires (system/init.ts): queued there and then, before the write ends, so an
 * Apply that comes right behind the card waits for its step too (recordedStepsSettled).
 */
export function runRecordedStep(message: ChatMessage.Implementation, recorded: Promise<void>, judged?: () => Promise<void>): Promise<void> {
  const failed = (err: unknown) => console.error(`Star Skirmish | a card's recorded step failed (${message.id ?? "?"})`, err);
  // handled at once: a write that fails while earlier steps still run is reported, not left unhandled
  const written = recorded.then(
    () => true,
    (err: unknown) => (failed(err), false),
  );
  const next = queue
    .then(() => written)
    .then((ok) => (ok ? recordedStep(message) : undefined))
    .catch(failed)
    .then(() => judged?.())
    .catch((err: unknown) => console.error(`Star Skirmish | a card's prompt mark failed (${message.id ?? "?"})`, err));
  queue = next;
  return next;
}

/**
 * Resolves once every step queued so far has run: Apply awaits it before it reads the ledger
 * (system/chat/apply-result.ts), so a card clicked the moment it arrived is judged after its own
 * step (a spend, a refusal) and its prompt mark, not before. Never await
 * it from a recorded step, and let no step wait on a GM request: Apply holds the GM requests' turn
 * while it waits here, so either would wait for itself.
 */
export function recordedStepsSettled(): Promise<void> {
  return queue;
}

async function recordedStep(message: ChatMessage.Implementation): Promise<void> {
  const system = message.system;
  if (!message.id || !(system instanceof CardData)) return;
  const entry = readCardLedger()[message.id];
  // a card the GM could not record has no step: Apply refuses it anyway
  if (!entry) return;
  // a rule set's kinds come with its table (the card names its own rule set)
  if (!registeredCardKind(entry.kind)) await loadTableOfRuleSet(system.ruleSet);
  const kind = registeredCardKind(entry.kind)?.kind;
  if (!kind?.recorded) return;
  const payload = readRecordedPayload(kind, entry.payload);
  // a payload that does not fit its kind lands nothing at Apply; there is nothing to spend for it
  if (!payload) return;
  await kind.recorded({ messageId: message.id, author: entry.author, payload, actorUuid: entry.actorUuid, targets: entry.targets, dice: entry.dice, revisedByGm: entry.revised === true });
}
