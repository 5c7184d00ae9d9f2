/**
 * On the GM's client at Apply, the one check that the team a fire, morale or rally card was posted
 * for is no counter (Striker 3.A.1): a counter is no team, so it fires nothing (8.A.1), checks no
 * morale (8.C.1) and rallies no one (8.C.5). The actions refuse a counter before any die is rolled
 * (actions/fire-roll.ts, morale-roll.ts, leader-rally-roll.ts), but a card is its author's to write,
 * and one posted before its actor was marked a counter, or made by hand, could still claim one acted.
 * The card's actor is read from the world now, not from the card. A counter the card is aimed at is
 * another matter: recon by fire may hit one (8.A.1.a.5), and that Apply is not refused here.
 */
import { isCounter } from "../models/team-not-counter";

/** Striker 3.A.1: the card was posted for a counter, which acts in nothing; nothing is applied. */
export const CARD_BY_COUNTER = "STARSKIRMISH.Striker.Intel.counterCard";

/** The refusal for a card whose acting team (the actor it was posted for) is a counter now, or null. */
export async function cardByCounter(actorUuid: string): Promise<string | null> {
  const actor = actorUuid ? await fromUuid<Actor.Implementation>(actorUuid) : null;
  return actor instanceof Actor && isCounter(actor) ? CARD_BY_COUNTER : null;
}
