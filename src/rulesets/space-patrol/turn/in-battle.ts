/**
 * Whether a craft's token is in a battle: the side turns run in the world's combat (Guide 6.2-6.4,
 * 7.2), the token is one of its combatants, and its actor fights on a side. Guide 6.15 and 7.12 tie
 * a wreck's "no functions" to "the battle", and 7.13's repairs differ in it and after it; this is the
 * one reading of "in the battle" that the station repair request, the craft sheets' offers
 * (view/wrecked-craft.ts) and the refusals that read them (combat actions, Fire, a vehicle's Turn and
 * point defence), and the vehicle's move checks (a wreck's, and its move per turn) share.
 */
import type { SideTurnState, TurnSide } from "../rules/side-turns";
import { actingToken } from "../../../system/board";
import { combatantOf } from "../../../system/turn/combatant-of";
import { readState } from "./side-turn-store";
import { sideOfActor } from "./combatant-sides";

export interface TokenBattle {
  readonly combat: Combat.Implementation;
  readonly state: SideTurnState;
  /** The side the token's actor fights on. */
  readonly side: TurnSide;
}

/** The battle the token is fighting in, or null when it is in none (no token, no side turns, not a combatant). */
export function battleOf(token: TokenDocument.Implementation | null | undefined): TokenBattle | null {
  const combat = game.combat;
  const state = readState(combat);
  const side = sideOfActor(token?.actor);
  if (!token?.id || !combat || !state || !side) return null;
  return combatantOf(token, combat) ? { combat, state, side } : null;
}

/**
 * Whether the token that acts for the actor (the one its sheet's requests name, system/own-token.ts)
 * fights in the battle: what the craft sheets and their actions pass to craftOffers.
 */
export function actorInBattle(actor: Actor.Implementation): boolean {
  return battleOf(actingToken(actor)?.document) !== null;
}
