/**
 * Applying a card's result to one of its targets, always on the GM's client through the GM request
 * module. The GM checks the card, not who clicked (v13 never says who asked a query): the card must
 * be in the GM's ledger, recorded as it was posted; its author must own the actor it was posted
 * for; the target must be one it listed then, and not yet applied. What is applied is the recorded
 * result, worked out again by the card's kind from its recorded inputs and dice (a card listing
 * anything else is refused), and its board facts confirmed by the kind; never what the message
 * says now. A card that answers a prompt lands only as the first answer the ledger holds for that
 * prompt and actor (core/card-prompts.ts); refused there because it proves itself forged, it is
 * recorded refused and is no answer, so the next answer counts (voidsAnswer: never for a board or
 * sheet that may have changed since the roll). It reads the ledger only once the kinds' recorded
 * steps queued on this client have run (cards/card-recorded.ts), so their spends and refusals are
 * in it, and no kind's confirm waits for them again. The applied mark is written to the ledger before
 * anything changes, so a result lands once.
 */
import { decideFromLedger, type CardSnapshot, type SnapshotTarget } from "../../core/card-ledger";
import type { AnyCardKind } from "../cards/card-kind";
import { askGm, defineGmRequest, type GmRequestResult } from "../gm-request/gm-request";
import { registeredCardKind } from "../cards/card-registry";
import { loadTableOfRuleSet } from "../ruleset-table";
import { cardProblems, readRecordedPayload } from "../cards/read-card";
import { adjustMarker, markerDefinition } from "../markers/marker-store";
import { activeRuleSet } from "../registry";
import { readCardLedger, recordApplied } from "../ledger/ledger-store";
import { CardData } from "../cards/card-model";
import { sameData } from "../../core/same-data";
import { promptRefusal, promptStanding, voidsAnswer, type PromptStanding } from "../../core/card-prompts";
import { isGmUser, mayAnswerFor } from "../gm-users";
import { refuseForgedAnswer } from "../cards/prompt-judge";
import { recordedStepsSettled } from "../cards/card-recorded";

/** Which target of which card to apply. */
export interface ApplyRequest {
  messageId: string;
  targetKey: string;
}

/**
 * No table result in these rules places or removes more than a few markers of one kind at once;
 * a recorded change beyond it is not applied.
 */
export const MAX_MARKER_CHANGE = 3;

function isPlausibleChange(delta: number): boolean {
  return Number.isInteger(delta) && Math.abs(delta) <= MAX_MARKER_CHANGE;
}

/** Whether the user who posted a card owns the actor it was posted for (a GM owns every actor). */
export async function authorOwnsActor(authorId: string, actorUuid: string): Promise<boolean> {
  const author = game.users?.get(authorId);
  if (!author) return false;
  if (author.isGM) return true;
  if (!actorUuid) return false;
  const actor = await fromUuid<Actor.Implementation>(actorUuid);
  return actor instanceof Actor && actor.testUserPermission(author, "OWNER");
}

async function applyRecorded(messageId: string, target: SnapshotTarget, requester: User.Implementation): Promise<GmRequestResult> {
  const actor = await fromUuid<Actor.Implementation>(target.actorUuid);
  if (!(actor instanceof Actor)) return { ok: false, reason: "STARSKIRMISH.Error.targetGone" };
  await recordApplied(messageId, target.key, { by: requester.id ?? "", at: Date.now() });
  for (const [markerId, delta] of Object.entries(target.markers)) {
    const def = markerDefinition(markerId);
    if (def && isPlausibleChange(delta)) await adjustMarker(actor, def, delta);
  }
  await activeRuleSet().applyResult?.(actor, target.data);
  // every client redraws the card, which now shows the mark from the ledger
  const message = game.messages?.get(messageId);
  if (message?.system instanceof CardData) await message.update({ system: { targets: markApplied(message.system.targets, target.key) } });
  return { ok: true };
}

function markApplied<T extends { key: string; applied: boolean }>(targets: readonly T[], key: string): T[] {
  return targets.map((t) => (t.key === key ? { ...t, applied: true } : { ...t }));
}

/** Marker counts with the zero entries left out, so {} and {"x": 0} read as the same change. */
function nonZero(markers: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(markers).filter(([, n]) => n !== 0));
}

/** Whether every field the rules gave is listed the same on the card (extra display fields aside). */
function sameResult(listed: SnapshotTarget, derived: { markers: Readonly<Record<string, number>>; data: Readonly<Record<string, unknown>> }): boolean {
  if (!sameData(nonZero(listed.markers), nonZero(derived.markers))) return false;
  return Object.entries(derived.data).every(([key, value]) => sameData(listed.data[key], value));
}

/**
 * The result to land on a target: what the rules give from the card's payload and dice when its
 * kind can work it out again, else the recorded result. A card that lists anything else than the
 * rules give for it was not written by the action (a forged or edited card) and lands nothing.
 */
function resultToApply(kind: AnyCardKind, entry: CardSnapshot, target: SnapshotTarget): SnapshotTarget | { refused: string } {
  if (!kind.derive) return target;
  const payload = readRecordedPayload(kind, entry.payload);
  const derived = payload ? kind.derive({ payload, actorUuid: entry.actorUuid, targets: entry.targets, dice: entry.dice, revisedByGm: entry.revised === true })?.[target.key] : undefined;
  if (!derived) return { refused: "STARSKIRMISH.Error.notDerivable" };
  if (!sameResult(target, derived)) return { refused: "STARSKIRMISH.Error.resultNotFromDice" };
  return { ...target, markers: derived.markers, data: derived.data };
}

/** Applying one target of a card, for whoever asks: the card decides. */
export const APPLY_REQUEST = defineGmRequest<ApplyRequest>({
  name: "applyCardResult",
  read(data) {
    if (typeof data !== "object" || data === null) return null;
    const { messageId, targetKey } = data as Record<string, unknown>;
    return typeof messageId === "string" && typeof targetKey === "string" ? { messageId, targetKey } : null;
  },
  async run({ messageId, targetKey }, requester) {
    // a card applied the moment it arrived is judged after its kind's recorded step (a spend, a
    // refusal, its board), not before: every step queued on this client has run before the ledger is read
    await recordedStepsSettled();
    const entry = readCardLedger()[messageId];
    const decision = decideFromLedger(entry, targetKey, entry ? await authorOwnsActor(entry.author, entry.actorUuid) : false);
    if (!decision.ok) return { ok: false, reason: decision.reason };
    // the rule set's kinds come with its table, which this GM may not have loaded yet: the one the
    // card names (a card from before the world changed rule set), else the world's own
    if (!registeredCardKind(entry!.kind)) {
      const system = game.messages?.get(messageId)?.system;
      await loadTableOfRuleSet(system instanceof CardData ? system.ruleSet : "");
    }
    const kind = registeredCardKind(entry!.kind)?.kind;
    if (!kind || cardProblems(kind, entry!.payload, entry!.targets).length > 0) return { ok: false, reason: "STARSKIRMISH.Error.notACard" };
    if (kind.resolvedByGm && !game.users?.get(entry!.author)?.isGM) return { ok: false, reason: "STARSKIRMISH.Error.notPostedByGm" };
    // an answer to a prompt lands only as the first the GM recorded for that prompt and actor
    const standing: PromptStanding = kind.prompt ? promptStanding(readCardLedger(), messageId, kind.prompt, isGmUser, mayAnswerFor) : { standing: "none" };
    const unanswered = promptRefusal(standing);
    if (unanswered) return { ok: false, reason: unanswered };
    // a first answer refused as forged is no answer (core/card-prompts.ts): the next one counts
    const refuse = async (reason: string): Promise<GmRequestResult> => {
      if (voidsAnswer(entry!, standing, reason, kind.forgeryReasons)) await refuseForgedAnswer(messageId, reason);
      return { ok: false, reason };
    };
    // first what the rules give from the card, then whether the board it was rolled on still holds
    const result = resultToApply(kind, entry!, decision.target);
    if ("refused" in result) return refuse(result.refused);
    const payload = readRecordedPayload(kind, entry!.payload);
    const boardProblem = payload && kind.confirm ? await kind.confirm({ payload, actorUuid: entry!.actorUuid, targets: entry!.targets, dice: entry!.dice }, { messageId, targetKey }) : null;
    if (boardProblem) return refuse(boardProblem);
    return applyRecorded(messageId, result, requester);
  },
});

/** Called by an Apply button: the GM applies it, here or through the GM request module. */
export async function requestApply(message: ChatMessage.Implementation, targetKey: string): Promise<boolean> {
  return askGm(APPLY_REQUEST, { messageId: message.id ?? "", targetKey });
}
