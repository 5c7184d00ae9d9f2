/**
 * Changing a posted card's payload through its kind: the new payload is checked against the
 * kind's fields before the message is written, as when the card was posted. A card the GM
 * re-resolves (a Tactics spend on a fire) has its whole result rewritten, in the ledger first.
 */
import type { AnyCardKind, PayloadOf } from "./card-kind";
import type { CardRead } from "./read-card";
import { cardProblems } from "./read-card";
import type { CardTarget } from "./post-card";
import { reviseRecordedCard } from "../ledger/ledger-store";

/** Writes the card's new payload, and new content when the card is redrawn. */
export async function updateCardPayload<K extends AnyCardKind>(card: CardRead<K>, payload: PayloadOf<K>, content?: string): Promise<void> {
  const problems = cardProblems(card.kind, payload, []);
  if (problems.length > 0) throw new Error(`Card "${card.kind.id}" does not fit its kind: ${problems.join("; ")}`);
  await card.message.update({ ...(content === undefined ? {} : { content }), system: { payload } });
}

/**
 * On the GM's client: a card's result worked out again (its payload, its targets to apply and its
 * content), written to the GM's ledger, which Apply reads, and then to the message; dice rolled for
 * it are added to the message's Rolls. Refused (a RangeError) once any target was applied.
 */
export async function reviseCardResult<K extends AnyCardKind>(card: CardRead<K>, change: { readonly payload: PayloadOf<K>; readonly targets: readonly CardTarget<K>[]; readonly content: string; readonly rolls?: readonly Roll[] }): Promise<void> {
  const targets = change.targets.map((t) => ({ key: t.key, actorUuid: t.actorUuid, name: t.name, markers: { ...t.markers }, data: { ...(t.data ?? {}) } as Record<string, unknown> }));
  const problems = cardProblems(card.kind, change.payload, targets.map((t) => ({ ...t, applied: false })));
  if (problems.length > 0) throw new Error(`Card "${card.kind.id}" does not fit its kind: ${problems.join("; ")}`);
  const id = card.message.id ?? "";
  await reviseRecordedCard(id, change.payload as Record<string, unknown>, targets);
  const rolls = change.rolls && change.rolls.length > 0 ? { rolls: [...card.message.rolls, ...change.rolls] } : {};
  await card.message.update({ content: change.content, system: { payload: change.payload, targets: targets.map((t) => ({ ...t, applied: false })) }, ...rolls });
}
