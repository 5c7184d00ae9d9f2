/**
 * The card kinds of every rule set, by id. Each rule set lists its kinds (RuleSet.cardKinds) with
 * the handlers of their own buttons; init registers them all, so a card of any rule set in a world
 * can be read. Posting a kind that is not registered, or two kinds under one id, is refused.
 */
import { isKitButton, type AnyCardKind, type OwnButtonOf } from "./card-kind";
import type { CardButtonHandler, CardButtonRunner } from "./card-button-types";
import { readCard, type CardRead } from "./read-card";
import { CardData } from "./card-model";

/** A kind as a rule set lists it: the declaration and how each of its own buttons runs. */
export interface CardKindRegistration {
  readonly kind: AnyCardKind;
  readonly handlers: ReadonlyMap<string, CardButtonRunner>;
}

type ButtonHandlers<K extends AnyCardKind> = { readonly [N in OwnButtonOf<K>]: CardButtonHandler<K> };
type HandlersArgument<K extends AnyCardKind> = [OwnButtonOf<K>] extends [never] ? [handlers?: Record<never, never>] : [handlers: ButtonHandlers<K>];

const warn = (key: string): void => void ui.notifications?.warn(key, { localize: true });

/**
 * A kind with the handlers of its own buttons (the kit handles Apply). Each handler gets the card
 * already read through its kind; a card that does not fit it is refused before any handler runs.
 */
export function cardKindEntry<K extends AnyCardKind>(kind: K, ...[handlers]: HandlersArgument<K>): CardKindRegistration {
  const runners = new Map<string, CardButtonRunner>();
  for (const [name, handler] of Object.entries<CardButtonHandler<K>>(handlers ?? {})) {
    runners.set(name, async ({ message, button, event }) => {
      const card = readCard(message, kind);
      if (!card) return warn("STARSKIRMISH.Error.cardUnreadable");
      await handler({ card, message, button, event });
    });
  }
  return { kind, handlers: runners };
}

const registered = new Map<string, CardKindRegistration>();

/** Registers a rule set's kinds; refuses a duplicate id and a button without its handler. */
export function registerCardKinds(entries: readonly CardKindRegistration[]): void {
  for (const entry of entries) {
    const { id, buttons } = entry.kind;
    if (registered.has(id)) throw new Error(`Card kind "${id}" is registered twice`);
    for (const name of buttons) {
      if (!isKitButton(name) && !entry.handlers.has(name)) throw new Error(`Card kind "${id}" has no handler for its button "${name}"`);
    }
    for (const name of entry.handlers.keys()) {
      if (!buttons.includes(name)) throw new Error(`Card kind "${id}" has a handler for "${name}", which it does not declare`);
    }
    registered.set(id, entry);
  }
}

/** The registration of a kind id, if any. */
export function registeredCardKind(id: string): CardKindRegistration | undefined {
  return registered.get(id);
}

export function allCardKinds(): CardKindRegistration[] {
  return [...registered.values()];
}

/** Throws unless this very kind is the one registered under its id. */
export function assertRegistered(kind: AnyCardKind): void {
  const entry = registered.get(kind.id);
  if (!entry) throw new Error(`Card kind "${kind.id}" is not registered: list it in the cardKinds of rule set "${kind.ruleSet}"`);
  if (entry.kind !== kind) throw new Error(`Card kind "${kind.id}" is registered by another declaration`);
}

/** The card on a message read through whichever registered kind it names; null for an unknown kind. */
export function readRegisteredCard(message: ChatMessage.Implementation | null | undefined): CardRead<AnyCardKind> | null {
  const system = message?.system;
  const entry = system instanceof CardData ? registered.get(system.kind) : undefined;
  return entry ? readCard(message, entry.kind) : null;
}
