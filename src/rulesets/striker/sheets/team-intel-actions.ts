/**
 * The GM's limited-intelligence actions on a team sheet (Striker 3.A.1): hide an unspotted
 * team's tokens from the players or show them once spotted, and reveal a counter: post what it
 * was and remove its tokens from the scene. Only the GM may do these; the buttons show for him.
 */
import { postCard } from "../../../system/cards/post-card";
import { COUNTER_CARD } from "../cards/notes";
import { TeamData } from "../models/team-model";
import { counterRevealContext, intelView, type IntelView } from "../view/team-intel";

import { tokensOf } from "../../../system/board";

/** What the sheet offers for this actor. */
export function teamIntelView(actor: Actor.Implementation): IntelView {
  const system = actor.system;
  return intelView({
    isGM: game.user?.isGM ?? false,
    isCounter: system instanceof TeamData && system.counter,
    tokensHidden: tokensOf(actor).map((t) => t.document.hidden),
  });
}

/** Hides (unspotted) or shows (spotted) every token of the team on the scene. GM only. */
export async function setTeamHidden(actor: Actor.Implementation, hidden: boolean): Promise<void> {
  if (!game.user?.isGM) return;
  for (const token of tokensOf(actor)) if (token.document.hidden !== hidden) await token.document.update({ hidden });
}

/** Reveals a counter: the card says whether it stood for a team, and its tokens leave the scene. GM only. */
export async function revealCounter(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!game.user?.isGM || !(system instanceof TeamData) || !system.counter) return;
  const tokens = tokensOf(actor);
  const name = tokens[0]?.name ?? actor.name ?? "";
  await postCard(COUNTER_CARD, { context: counterRevealContext(name, system.standsFor) });
  for (const token of tokens) await token.document.delete();
}
