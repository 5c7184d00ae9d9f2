/**
 * On the GM's client at Apply, a leader's rally card (Striker 8.C.5) is held to the board: the team
 * the Apply rallies may not have routed off the battlefield, for such a team "is removed from play"
 * (8.C.4.b). The leader's own client leaves it off the card (actions/leader-rally-roll.ts), but the
 * card is its author's to write, and a hand-made one could name a team whose hidden token still
 * stands within 100 m where it left the board.
 */
import type { CardAt } from "../../../system/cards/card-kind";
import { cardTargetActor } from "../../../system/cards/card-target-actor";
import { alreadyOffBoard } from "../turn/routed-off";

export const RALLIED_ROUTED_OFF = "STARSKIRMISH.Striker.Rally.routedOffTeam";

interface KeptRally {
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

export async function confirmRallyTeam({ targets }: KeptRally, { targetKey }: CardAt): Promise<string | null> {
  const rallied = await cardTargetActor(targets, targetKey);
  return rallied && outOfPlay(rallied, targetKey) ? RALLIED_ROUTED_OFF : null;
}

/**
 * Whether the team routed off (turn/routed-off.ts): by its token the card's key names (a rallied
 * team's key is its token's id); where a made-up key names none of its tokens, by every token it
 * has, so a wrong key cannot hide the one token of a team that routed off.
 */
function outOfPlay(actor: Actor.Implementation, key: string): boolean {
  const docs = actor.getActiveTokens(false, true) as TokenDocument.Implementation[];
  const named = docs.find((d) => d.id === key);
  const looked = named ? [named] : docs;
  return looked.length > 0 && looked.every((d) => alreadyOffBoard(d));
}
