/**
 * The one test of whether a token's actor is a team on the board, not a counter (Striker 3.A.1).
 * A counter, real or dummy, is a strTeam marked `counter`: it only shows where an unspotted team
 * may be. In Foundry the unspotted team itself stands on the board, its token hidden
 * (view/team-intel.ts), so a real counter counted as a team would count that team twice, and a
 * dummy would count a team that is not there. Every place the glue counts other teams (who leads,
 * who talks, who is hit, who checks morale, who is rallied) asks this, so that none forgets it,
 * with whether the team is still in play (teamInPlay). Nor does a counter act as a team itself
 * (isCounter): every action of a team refuses one, and a card's Apply lands nothing it did.
 */
import { TeamData } from "./team-model";
import { alreadyOffBoard } from "../turn/routed-off";

/** Whether the system is a team's, not a counter's (Striker 3.A.1: a counter is not a team). */
export function isTeamNotCounter(system: unknown): system is TeamData {
  return system instanceof TeamData && !system.counter;
}

/**
 * Whether the actor is a counter, real or dummy (Striker 3.A.1): no team, but a marker of where one
 * may be, so it has no troopers to fire (8.A.1), no morale to check or rally (8.C.1, 8.C.5) and no
 * initiative to be led by or to lead with (5.A). It may still be fired at (recon by fire, 8.A.1.a.5).
 * The one test the actions (fire, morale, rally, command, rout away, pop-up) and the cards' Apply
 * (cards/counter-card.ts) refuse a counter acting by.
 */
export function isCounter(actor: Actor.Implementation | null | undefined): boolean {
  const system = actor?.system;
  return system instanceof TeamData && system.counter;
}

/**
 * Whether a token is a team in play, as every count of other teams on the board reads it: a team,
 * not a counter (Striker 3.A.1), that has not routed off the battlefield (8.C.4.b: "removed from
 * play", though its hidden token still stands where it left; turn/routed-off.ts).
 */
export function teamInPlay(token: TokenDocument.Implementation): boolean {
  return isTeamNotCounter(token.actor?.system) && !alreadyOffBoard(token);
}
