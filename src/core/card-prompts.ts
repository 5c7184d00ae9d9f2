/**
 * Cards that answer a prompt, judged from the GM's ledger (core/card-ledger.ts). A prompt (a fire
 * card calling teams to check morale, a Crew Damage prompt, a start-of-turn prompt) is answered
 * once per actor: the "already rolled" record its roller keeps on their own actor stops an honest
 * client rolling twice, but a hostile one can skip it, so the GM's client judges from its own
 * record. The first answer the ledger holds for a prompt and actor stands; a later one is rolled
 * again and lands nothing, and an answer naming a prompt the ledger does not hold as one that
 * called this actor lands nothing either. Only an answer whose author may answer for the actor (its
 * owner, or a GM) counts: another player's card naming the actor would otherwise stand first and
 * leave the owner's own roll "again". Pure: the kit reads the rule from the card's kind, and says
 * who may answer for whom.
 *
 * An answer the GM's client refused is no answer (its GM record, card-ledger.ts cardRefusal): it
 * stands as "refused", and the first answer is picked from the others, so the honest answer posted
 * after a forged one lands. Only the GM's client writes that record, and it writes it only where
 * the refusal proves the card was never the action's own, from what the card fixed when the GM
 * recorded it: so a player cannot buy a re-roll by getting an honest but bad answer refused.
 * - At Apply (`voidsAnswer`): the rules do not give the card's result from its own recorded inputs
 *   and dice (FORGERY_REFUSALS), or its kind's `confirm` gives a reason the kind lists as proof of
 *   forgery, one read from the recorded card alone (a result listed for another actor's target, say).
 *   Never for what is read from the world at Apply and may have changed since the roll: a sheet, a
 *   marker, a token moved or cover repainted, an actor gone. The owner writes their own sheet and
 *   moves their own tokens, so such a refusal leaves the card the first answer, landing nothing.
 *   Never once any of the card's targets has landed either: the answer has counted by then.
 * - As the card is recorded (a kind's `recorded` step, on the GM's client as the card arrives): only
 *   for a claim that, if true, would have spared the actor its die (a Leader in range, a race that
 *   never fails), judged against the board and sheet as they stand then. Voiding such a card only
 *   takes away the best result the answer could have had, so it buys its author nothing.
 */
import { cardRefusal, type CardLedger, type CardSnapshot } from "./card-ledger";

/** How a kind's cards answer prompts. */
export interface PromptRule {
  /** The kinds of card that prompt this one. */
  readonly by: readonly string[];
  /** A card of this kind that carries dice is always an answer: with no prompt named, it lands nothing. */
  readonly required?: boolean;
  /** Its prompts are posted only by a GM's client (at a turn's start, say): one a player posted prompts nothing. */
  readonly fromGm?: boolean;
  /** The prompt a card names, where the kind keeps it in its payload (cards from before the kit's field). */
  readonly promptOf?: (answer: CardSnapshot) => string;
  /** Whether the prompt called the answer's actor; by default, the prompt was posted for it or lists it. */
  readonly calls?: (prompt: CardSnapshot, answer: CardSnapshot) => boolean;
}

/**
 * Where a card stands against its prompt:
 * - "none": it names no prompt, and needs none (a check rolled from a sheet);
 * - "first": the first answer the GM recorded to the prompt for this actor;
 * - "again": a later answer to the same prompt for the same actor (`first` names the one that stands);
 * - "unprompted": it names no prompt the GM recorded as calling this actor, or none where it must;
 * - "refused": it names a prompt that called its actor, but the GM's client refused it (`reason`, a
 *   language key): it is no answer, and the next answer for that prompt and actor counts.
 */
export type PromptStanding =
  | { readonly standing: "none" | "first" | "unprompted" }
  | { readonly standing: "again"; readonly first: string }
  | { readonly standing: "refused"; readonly reason: string };

/** The prompt a card names, where its kind keeps it ("" for none). */
export const promptNamedBy = (entry: CardSnapshot, rule: PromptRule): string => (rule.promptOf ? rule.promptOf(entry) : (entry.answers ?? ""));

/** The default `calls`: the prompt was posted for the answer's actor, or lists it among its targets. */
export function promptListsActor(prompt: CardSnapshot, answer: CardSnapshot): boolean {
  return answer.actorUuid !== "" && (prompt.actorUuid === answer.actorUuid || prompt.targets.some((t) => t.actorUuid === answer.actorUuid));
}

/** Who may answer a prompt for an actor: by default anyone, where the caller has no owners to ask. */
export type MayAnswer = (author: string, actorUuid: string) => boolean;

/**
 * Where the card `messageId` stands against the prompt it names (PromptStanding); `isGm` tells a
 * GM's user id, `mayAnswer` whether an author may answer for an actor.
 */
export function promptStanding(ledger: CardLedger, messageId: string, rule: PromptRule, isGm: (userId: string) => boolean, mayAnswer: MayAnswer = () => true): PromptStanding {
  const entry = ledger[messageId];
  if (!entry) return { standing: "unprompted" };
  if (!mayAnswer(entry.author, entry.actorUuid)) return { standing: "unprompted" };
  const promptId = promptNamedBy(entry, rule);
  if (promptId === "") return { standing: rule.required && entry.dice.length > 0 ? "unprompted" : "none" };
  const prompt = ledger[promptId];
  if (!prompt || promptId === messageId || !rule.by.includes(prompt.kind) || (rule.fromGm && !isGm(prompt.author))) return { standing: "unprompted" };
  if (!(rule.calls ?? promptListsActor)(prompt, entry)) return { standing: "unprompted" };
  const refused = cardRefusal(entry);
  if (refused) return { standing: "refused", reason: refused };
  // the first the GM recorded and did not refuse, by when it recorded them (a stable sort keeps the
  // ledger's order on a tie)
  const first = Object.entries(ledger)
    .filter(([, e]) => e.kind === entry.kind && e.actorUuid === entry.actorUuid && promptNamedBy(e, rule) === promptId && mayAnswer(e.author, e.actorUuid) && !cardRefusal(e))
    .sort((a, b) => a[1].at - b[1].at)[0];
  return first && first[0] !== messageId ? { standing: "again", first: first[0] } : { standing: "first" };
}

/** The refusal Apply gives a card by where it stands, or null where it may land. */
export function promptRefusal(standing: PromptStanding): string | null {
  if (standing.standing === "again") return "STARSKIRMISH.Error.promptAnsweredBefore";
  if (standing.standing === "unprompted") return "STARSKIRMISH.Error.promptNotRecorded";
  if (standing.standing === "refused") return standing.reason;
  return null;
}

/**
 * Apply's refusals that prove a card forged from the recorded card alone, for every kind: the rules
 * give no result from its own inputs and dice, or another one than it lists (chat/apply-result.ts).
 */
export const FORGERY_REFUSALS: readonly string[] = ["STARSKIRMISH.Error.notDerivable", "STARSKIRMISH.Error.resultNotFromDice"];

/**
 * Whether Apply's refusal of a card that stands as the first answer to its prompt makes it no
 * answer (see the header): the reason proves it forged (FORGERY_REFUSALS, or one its kind lists),
 * and none of its targets has landed.
 */
export function voidsAnswer(entry: CardSnapshot, standing: PromptStanding, reason: string, kindForgeries: readonly string[] = []): boolean {
  if (standing.standing !== "first" || Object.keys(entry.applied).length > 0) return false;
  return FORGERY_REFUSALS.includes(reason) || kindForgeries.includes(reason);
}
