/**
 * Which cards an actor posted before a given one in the same turn of the same combat, judged from
 * the GM's ledger (core/card-ledger.ts): how a rule set that lets a unit fire only so often in a turn
 * tells a second shot from the first. What a card's message says now is its author's to change; the
 * ledger keeps when the GM's client recorded each card, in that order (withSnapshot), and where the
 * GM's combat stood then, so the answer rests on the GM's record alone. A card the GM's client
 * refused as a whole (cardRefusal) is no shot: it landed nothing, so it uses up nothing, as a refused
 * answer is no answer to a prompt (core/card-prompts.ts). Only refusals the ledger holds count, and
 * those are made as the card is recorded, or at Apply only where the card alone proves it forged:
 * nothing its author can change after seeing the dice turns a shot into no shot. Pure.
 */
import { cardRefusal, type CardLedger, type CardSnapshot, type CombatPlace } from "./card-ledger";

/** The turn of a combat to look in, with the phase and step when only those count. */
export interface TurnOfCombat {
  readonly combat: string;
  readonly turn: number;
  readonly phase?: string;
  readonly step?: string;
}

export interface EarlierCardsQuery {
  /** The kinds of card that count. */
  readonly kinds: readonly string[];
  /** The actor the cards were posted for. */
  readonly actorUuid: string;
  readonly when: TurnOfCombat;
  /**
   * The card to look before; without it, every card the ledger holds counts (a GM's client about
   * to record an act of its own). A card the ledger does not hold has every recorded card before it.
   */
  readonly before?: string;
  /**
   * Where a card counts: by default where the GM's combat stood when its client recorded the card.
   * An Overwatch shot counts in the turn of the GM's call it answers, say.
   */
  readonly placeOf?: (entry: CardSnapshot, ledger: CardLedger) => TurnOfCombat | CombatPlace | null | undefined;
  /**
   * Whether a card's author may act for its actor (its owner, or a GM): another player's card naming
   * the actor would otherwise use up the owner's shot. By default every author may.
   */
  readonly mayAct?: (author: string, actorUuid: string) => boolean;
}

const inTurn = (place: TurnOfCombat | null | undefined, when: TurnOfCombat): boolean =>
  !!place && place.combat === when.combat && place.turn === when.turn && (when.phase === undefined || place.phase === when.phase) && (when.step === undefined || place.step === when.step);

/** The cards that count, oldest first as the GM recorded them, by message id. */
export function earlierCards(ledger: CardLedger, query: EarlierCardsQuery): [string, CardSnapshot][] {
  if (query.when.combat === "" || query.actorUuid === "") return [];
  // by when the GM recorded each, the ledger's own order on a tie (a stable sort): a ledger read back
  // from its setting need not keep its keys in the order they were written
  const entries = Object.entries(ledger).sort((a, b) => a[1].at - b[1].at);
  const own = query.before === undefined ? -1 : entries.findIndex(([id]) => id === query.before);
  const earlier = own < 0 ? entries : entries.slice(0, own);
  const placeOf = query.placeOf ?? ((e: CardSnapshot) => e.combat);
  return earlier.filter(
    ([id, e]) => id !== query.before && query.kinds.includes(e.kind) && cardRefusal(e) === null && e.actorUuid === query.actorUuid && (query.mayAct?.(e.author, e.actorUuid) ?? true) && inTurn(placeOf(e, ledger), query.when),
  );
}
