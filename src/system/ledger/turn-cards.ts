/**
 * An actor's earlier cards of a turn, from the GM's ledger (core/earlier-cards.ts), for the checks a
 * GM's client makes before a shot lands: by default the turn is the one the GM recorded the card in
 * (its snapshot's combat place), not one the card claims, and only cards whose author may act for
 * the actor (its owner, or a GM) count, so another player's card naming the actor uses up nothing.
 */
import { earlierCards, type EarlierCardsQuery, type TurnOfCombat } from "../../core/earlier-cards";
import type { CardSnapshot } from "../../core/card-ledger";
import { mayAnswerFor } from "../gm-users";
import { readCardLedger } from "./ledger-store";

export interface TurnCardsQuery extends Omit<EarlierCardsQuery, "when" | "mayAct"> {
  /** The turn to look in; by default the one the GM recorded `before` in (none for a card recorded outside a combat). */
  readonly when?: TurnOfCombat;
}

/** The actor's cards of these kinds before `before` in the turn, oldest first as the GM recorded them. */
export function turnCards(query: TurnCardsQuery): [string, CardSnapshot][] {
  const ledger = readCardLedger();
  const when = query.when ?? (query.before !== undefined ? ledger[query.before]?.combat : undefined);
  if (!when) return [];
  return earlierCards(ledger, { ...query, when, mayAct: mayAnswerFor });
}
