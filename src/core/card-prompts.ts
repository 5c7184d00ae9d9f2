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
 */
import type { CardLedger, CardSnapshot } from "./card-ledger";

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
 * - "unprompted": it names no prompt the GM recorded as calling this actor, or none where it must.
 */
export type PromptStanding = { readonly standing: "none" | "first" | "unprompted" } | { readonly standing: "again"; readonly first: string };

const promptNamedBy = (entry: CardSnapshot, rule: PromptRule): string => (rule.promptOf ? rule.promptOf(entry) : (entry.answers ?? ""));

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
  // the first the GM recorded, by when it recorded them (a stable sort keeps the ledger's order on a tie)
  const first = Object.entries(ledger)
    .filter(([, e]) => e.kind === entry.kind && e.actorUuid === entry.actorUuid && promptNamedBy(e, rule) === promptId && mayAnswer(e.author, e.actorUuid))
    .sort((a, b) => a[1].at - b[1].at)[0];
  return first && first[0] !== messageId ? { standing: "again", first: first[0] } : { standing: "first" };
}

/** The refusal Apply gives a card by where it stands, or null where it may land. */
export function promptRefusal(standing: PromptStanding): string | null {
  if (standing.standing === "again") return "STARSKIRMISH.Error.promptAnsweredBefore";
  if (standing.standing === "unprompted") return "STARSKIRMISH.Error.promptNotRecorded";
  return null;
}
