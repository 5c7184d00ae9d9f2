/**
 * An actor's earlier cards of a turn, from the GM's ledger (core/earlier-cards.ts), for the checks a
 * GM's client makes before a shot lands: by default the turn is the one the GM recorded the card in
 * (its snapshot's combat place, whatever phase or step it stood at), not one the card claims, and
 * only cards whose author may act for the actor (its owner, or a GM) count, so another player's card
 * naming the actor uses up nothing.
 */
import { earlierCards, type EarlierCardsQuery, type TurnOfCombat } from "../../core/earlier-cards";
import type { CardSnapshot, CombatPlace } from "../../core/card-ledger";
import { mayAnswerFor } from "../gm-users";
import { combatPlaceNow } from "../turn/combat-place";
import { readCardLedger } from "./ledger-store";

export interface TurnCardsQuery extends Omit<EarlierCardsQuery, "when" | "mayAct"> {
  /** The turn to look in; by default the one the GM recorded `before` in (none for a card recorded outside a combat). */
  readonly when?: TurnOfCombat;
}

/** The whole turn of a place: its combat and turn, any phase or step. */
export const wholeTurn = (place: CombatPlace | TurnOfCombat): TurnOfCombat => ({ combat: place.combat, turn: place.turn });

/** The turn the running combat stands at, any phase or step; undefined with none (the actor's own client asks before rolling). */
export function turnNow(): TurnOfCombat | undefined {
  const place = combatPlaceNow();
  return place ? wholeTurn(place) : undefined;
}

/** The actor's cards of these kinds before `before` in the turn, oldest first as the GM recorded them. */
export function turnCards(query: TurnCardsQuery): [string, CardSnapshot][] {
  const ledger = readCardLedger();
  const recorded = query.before !== undefined ? ledger[query.before]?.combat : undefined;
  const when = query.when ?? (recorded ? wholeTurn(recorded) : undefined);
  if (!when) return [];
  return earlierCards(ledger, { ...query, when, mayAct: mayAnswerFor });
}
