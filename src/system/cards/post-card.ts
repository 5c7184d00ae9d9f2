/**
 * Posting a card of a registered kind: its payload and targets are checked against the kind's
 * fields (a card that does not fit is a programming error and throws), its template is rendered
 * (Handlebars escapes every value, names included), the real Rolls are attached so dice
 * animations and roll modes work, and the kind's id and data are stored on the message.
 */
import { TEMPLATE_ROOT } from "../constants";
import type { AnyCardKind, PayloadOf, TargetDataOf } from "./card-kind";
import { assertRegistered } from "./card-registry";
import { cardProblems } from "./read-card";

export interface CardTarget<K extends AnyCardKind> {
  readonly key: string;
  readonly actorUuid: string;
  readonly name: string;
  /** Marker changes this target's result calls for, by marker id. */
  readonly markers: Readonly<Record<string, number>>;
  /** Rule-set specific result, handed to the rule set's applyResult. */
  readonly data?: TargetDataOf<K>;
}

interface PostBase<K extends AnyCardKind> {
  /** What the template shows: a pure context from the rule set's view/. */
  readonly context: object;
  readonly actor?: Actor.Implementation | null;
  readonly rolls?: readonly Roll[];
  readonly targets?: readonly CardTarget<K>[];
  /** User ids the card is whispered to, for what one side may not see (none: everyone sees it). */
  readonly whisper?: readonly string[];
  /** The prompt card this one answers (a kind with a `prompt` rule): the GM lands only its first answer per actor. */
  readonly answers?: ChatMessage.Implementation | null;
}

/** The payload is required exactly when the kind has payload fields. */
export type PostCardOptions<K extends AnyCardKind> = PostBase<K> &
  (Record<never, never> extends PayloadOf<K> ? { readonly payload?: PayloadOf<K> } : { readonly payload: PayloadOf<K> });

export async function postCard<K extends AnyCardKind>(kind: K, options: PostCardOptions<K>): Promise<ChatMessage.Implementation | undefined> {
  assertRegistered(kind);
  const payload = options.payload ?? {};
  const targets = (options.targets ?? []).map((t) => ({ key: t.key, actorUuid: t.actorUuid, name: t.name, markers: { ...t.markers }, data: t.data ?? {}, applied: false }));
  const problems = cardProblems(kind, payload, targets);
  if (problems.length > 0) throw new Error(`Card "${kind.id}" does not fit its kind: ${problems.join("; ")}`);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${kind.template}`, { ...options.context });
  const actor = options.actor ?? null;
  const speaker = ChatMessage.implementation.getSpeaker(actor ? { actor } : {});
  const message = await ChatMessage.implementation.create({
    type: "card",
    content,
    speaker,
    rolls: [...(options.rolls ?? [])],
    system: { kind: kind.id, ruleSet: kind.ruleSet, actorUuid: actor?.uuid ?? "", answers: options.answers?.id ?? "", payload, targets },
    ...(options.whisper && options.whisper.length > 0 ? { whisper: [...options.whisper] } : {}),
  });
  return message ?? undefined;
}
