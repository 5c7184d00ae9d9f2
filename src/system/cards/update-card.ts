/**
 * Changing a posted card's payload through its kind: the new payload is checked against the
 * kind's fields before the message is written, as when the card was posted.
 */
import type { AnyCardKind, PayloadOf } from "./card-kind";
import type { CardRead } from "./read-card";
import { cardProblems } from "./read-card";

/** Writes the card's new payload, and new content when the card is redrawn. */
export async function updateCardPayload<K extends AnyCardKind>(card: CardRead<K>, payload: PayloadOf<K>, content?: string): Promise<void> {
  const problems = cardProblems(card.kind, payload, []);
  if (problems.length > 0) throw new Error(`Card "${card.kind.id}" does not fit its kind: ${problems.join("; ")}`);
  await card.message.update({ ...(content === undefined ? {} : { content }), system: { payload } });
}
