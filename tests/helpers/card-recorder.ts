/**
 * Records what the system posts as chat cards and the templates it renders. Messages are made as
 * v13 makes them (foundry/chat-message.ts): `system` is built by the card's registered data model,
 * so a card whose data the model refuses is not posted; the author is the user posting it.
 * Templates render with real Handlebars, so a card whose context its template cannot show fails.
 */
import { installedStubs, world } from "./foundry-stubs";
import { chatMessageImplementation, type StandInChatMessage } from "./foundry/chat-message";

/** One target of a card, as the card model stores it. */
export interface CardTargetRecord {
  key: string;
  actorUuid: string;
  name: string;
  markers: Record<string, number>;
  data: Record<string, unknown>;
  applied: boolean;
}

/** A card's stored data, as tests read it (the CardData model's fields). */
export interface CardSystem {
  kind: string;
  ruleSet: string;
  actorUuid: string;
  payload: Record<string, unknown>;
  targets: CardTargetRecord[];
}

export type CardMessage = StandInChatMessage<CardSystem>;

export interface CardRecorder {
  /** Posted messages, oldest first. */
  messages: CardMessage[];
  /** Every template rendered, with its context. */
  rendered: { path: string; context: Record<string, unknown> }[];
  /**
   * The context the last template ending in `suffix` was rendered with, read as T, the context
   * type of the view that builds it (e.g. FireCardContext).
   */
  context<T = Record<string, unknown>>(suffix: string): T;
}

/** The card model comes from CONFIG.ChatMessage.dataModels; the argument is kept for callers that pass it. */
export function installCardRecorder(_cardData?: unknown): CardRecorder {
  const w = world();
  const messages: CardMessage[] = [];
  const implementation = chatMessageImplementation(w.game.messages, (m) => messages.push(m as CardMessage));
  (globalThis as unknown as { ChatMessage: { implementation: unknown } }).ChatMessage.implementation = implementation;
  const { rendered } = installedStubs();
  return {
    messages,
    rendered,
    context<T>(suffix: string): T {
      const found = rendered.filter((r) => r.path.endsWith(suffix)).at(-1);
      if (!found) throw new Error(`No template ending in ${suffix} was rendered`);
      return found.context as T;
    },
  };
}
