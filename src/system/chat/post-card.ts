/**
 * Posts a system chat card: renders its template (Handlebars escapes every value, names
 * included), attaches the real Rolls so dice animations and roll modes work, and stores the
 * card's data on the message.
 */
import { TEMPLATE_ROOT } from "../constants";
import type { RuleSetId } from "../../core/ruleset-definition";

export interface CardTarget {
  readonly key: string;
  readonly actorUuid: string;
  readonly name: string;
  /** Marker changes this target's result calls for, by marker id. */
  readonly markers: Record<string, number>;
  /** Rule-set specific result, handed to the rule set's applyResult. */
  readonly data?: Record<string, unknown>;
}

export interface CardSpec {
  readonly kind: string;
  readonly ruleSet: RuleSetId;
  /** Template path under templates/. */
  readonly template: string;
  readonly context: object;
  readonly actor?: Actor.Implementation | null;
  readonly rolls?: Roll[];
  readonly payload?: Record<string, unknown>;
  readonly targets?: readonly CardTarget[];
}

export async function postCard(spec: CardSpec): Promise<ChatMessage.Implementation | undefined> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/${spec.template}`, { ...spec.context });
  const speaker = ChatMessage.implementation.getSpeaker(spec.actor ? { actor: spec.actor } : {});
  const message = await ChatMessage.implementation.create({
    type: "card",
    content,
    speaker,
    rolls: spec.rolls ?? [],
    system: {
      kind: spec.kind,
      ruleSet: spec.ruleSet,
      actorUuid: spec.actor?.uuid ?? "",
      payload: spec.payload ?? {},
      targets: (spec.targets ?? []).map((t) => ({ ...t, data: t.data ?? {}, applied: false })),
    },
  });
  return message ?? undefined;
}
