/**
 * Ships leaving the battle into warp (Guide 7.7), on the GM's client as a side turn ends: a ship whose
 * warp roll succeeded goes at the end of the enemy turn after the roll. It is undetectable and can
 * touch nothing outside its bubble, so its combatant leaves the combat and its token is hidden; a card
 * says so.
 */
import { postCard } from "../../../system/cards/post-card";
import { hasWarpedOut, type SideTurnState, type SpaceSideTurn, type TurnSide } from "../rules";
import { sideOfActor } from "./combatant-sides";
import { readTracking } from "./space-tracking";
import { SP_SPACE_WARPED_CARD } from "../cards/space";

const placeOf = (state: SideTurnState, side: TurnSide): SpaceSideTurn["side"] => (state.order.indexOf(side) === 0 ? "first" : "second");

/** Called with the state of the side turn that is ending. */
export async function warpOut(combat: Combat.Implementation, scene: Scene.Implementation | null, state: SideTurnState): Promise<void> {
  const tracking = readTracking(combat);
  for (const [tokenId, w] of Object.entries(tracking.warp ?? {})) {
    if (!w.success || w.rolled === null) continue;
    const token = scene?.tokens.get(tokenId);
    const ship = token?.actor;
    const side = ship ? sideOfActor(ship) : null;
    const combatants = (combat.combatants?.contents ?? []).filter((c) => c.tokenId === tokenId);
    if (!token || !ship || !side || combatants.length === 0) continue;
    const rolledOn = { round: w.rolled, side: placeOf(state, side) };
    const now = { round: state.round, side: placeOf(state, state.acting) };
    if (!hasWarpedOut(rolledOn, now, true)) continue;
    await combat.deleteEmbeddedDocuments("Combatant", combatants.map((c) => c.id ?? ""));
    await token.update({ hidden: true });
    await postCard(SP_SPACE_WARPED_CARD, { actor: ship, context: { ship: ship.name ?? "" } });
  }
}
