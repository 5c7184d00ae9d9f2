/**
 * What a card button's handler is given: the card read through its kind, the message, and the
 * clicked button (its data-* attributes say which target or side it is for).
 */
import type { AnyCardKind } from "./card-kind";
import type { CardRead } from "./read-card";

export interface CardButtonContext<K extends AnyCardKind> {
  readonly card: CardRead<K>;
  readonly message: ChatMessage.Implementation;
  readonly button: HTMLElement;
  readonly event: MouseEvent;
}

export type CardButtonHandler<K extends AnyCardKind> = (context: CardButtonContext<K>) => Promise<void>;

/** A button as the wiring runs it: the handler reads the card itself. */
export interface CardButtonClick {
  readonly message: ChatMessage.Implementation;
  readonly button: HTMLElement;
  readonly event: MouseEvent;
}
export type CardButtonRunner = (click: CardButtonClick) => Promise<void>;
