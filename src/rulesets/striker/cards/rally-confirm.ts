/**
 * On the GM's client at Apply, a leader's rally card (Striker 8.C.5) is held to the board. The team
 * the Apply rallies may not have routed off the battlefield, for such a team "is removed from play"
 * (8.C.4.b). Nor may the leader team that gives the rally: it must still be led by an officer or
 * NCO (8.B.6), be neither suppressed nor routed (8.C.5), and not have routed off. The leader's own
 * client leaves all of these off the card (actions/leader-rally-roll.ts), but the card is its
 * author's to write: its leader's markers are what the author typed, and a hand-made one could name
 * a team whose hidden token still stands within 100 m where it left the board.
 *
 * The leader is the actor the card was posted for (every rally card keeps its uuid, and Apply has
 * already found that the card's author owns it), read from its sheet and tokens now, not from the
 * payload; so a card posted before this check is judged the same way. A leader team that is a
 * counter rallies no one, and a counter is rallied by no one (Striker 3.A.1; cards/counter-card.ts).
 */
import type { CardAt } from "../../../system/cards/card-kind";
import { cardTargetActor, TARGET_NOT_NAMED } from "../../../system/cards/card-target-actor";
import { alreadyOffBoard, cardTeamOffBoard } from "../turn/routed-off";
import { rallyLeaderOf } from "../actions/rally-leader";
import { leaderRefusal } from "../view/leader-rally";
import { cardByCounter } from "./counter-card";
import { isCounter } from "../models/team-not-counter";

export const RALLIED_ROUTED_OFF = "STARSKIRMISH.Striker.Rally.routedOffTeam";
/** Striker 3.A.1: the team the Apply is for is a counter, with no rout to rally from. */
export const RALLIED_COUNTER = "STARSKIRMISH.Striker.Rally.counterTeam";
/** The card's leader team is no longer in the world, or is no Striker team. */
export const RALLY_LEADER_GONE = "STARSKIRMISH.Striker.Rally.leaderGone";
/** Striker 8.C.4.b, 8.C.5: the refusal the leader's own Rally teams gives a leader team routed off. */
export const RALLY_LEADER_ROUTED_OFF = "STARSKIRMISH.Striker.Rally.LeaderRefusal.routedOff";

interface KeptRally {
  readonly actorUuid: string;
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

export async function confirmRallyTeam({ actorUuid, targets }: KeptRally, { targetKey }: CardAt): Promise<string | null> {
  const leaderProblem = (await cardByCounter(actorUuid)) ?? (await leaderNow(actorUuid));
  if (leaderProblem) return leaderProblem;
  const rallied = await cardTargetActor(targets, targetKey);
  // a key naming no token of the team it lands on (a card made by hand) rallies no one
  if (!rallied) return TARGET_NOT_NAMED;
  // Striker 3.A.1: nor is a counter rallied, which has no rout to rally from (a card made by hand
  // may name one; the leader's own client never offers it, actions/leader-rally-roll.ts)
  if (isCounter(rallied)) return RALLIED_COUNTER;
  // by the token the card's key names (turn/routed-off.ts)
  return cardTeamOffBoard(rallied, targetKey) ? RALLIED_ROUTED_OFF : null;
}

/**
 * Why the card's leader team cannot rally as its sheet and tokens stand now, or null. Routed off
 * first: such a team also carries Routed, and the rout off is the reason to name (8.C.4.b). Then
 * the refusals the leader's own client gives (view/leader-rally.ts leaderRefusal, the same keys):
 * no officer or NCO standing (8.B.6), a suppressed or routed leader team (8.C.5).
 */
async function leaderNow(actorUuid: string): Promise<string | null> {
  const actor = actorUuid ? await fromUuid<Actor.Implementation>(actorUuid) : null;
  const leader = actor instanceof Actor ? rallyLeaderOf(actor, actor.name ?? "") : null;
  if (!actor || !leader) return RALLY_LEADER_GONE;
  if (anyOffBoard(actor)) return RALLY_LEADER_ROUTED_OFF;
  const refusal = leaderRefusal(leader);
  return refusal ? `STARSKIRMISH.Striker.Rally.LeaderRefusal.${refusal}` : null;
}

/**
 * Whether any token of the leader team routed off (turn/routed-off.ts). The card keeps no key for
 * the leader's token, and a team that routed off is out of play however many tokens its actor
 * has on the scene: a second one placed since does not bring it back.
 */
function anyOffBoard(actor: Actor.Implementation): boolean {
  const docs = actor.getActiveTokens(false, true) as TokenDocument.Implementation[];
  return docs.some((d) => alreadyOffBoard(d));
}
