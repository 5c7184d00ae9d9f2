/**
 * Moving the side turns on, for the GM (Guide 6.2, 6.4; SP-11): ending a side's turn passes to
 * the next side (a new round after the last), and each side's turn starts by clearing its
 * combatants' "moved this turn" records, taking off the markers that last until then (Guide 6.4,
 * 6.6), posting the start-of-turn checks of every one of them whose markers call for checks (none
 * for a surrendered figure) and the GM's prompt to count the side's NPC groups (6.9).
 */
import { nextSideTurn, spendSidePool, TURN_SIDES, type SideTurnState, type TurnSide } from "../rules/side-turns";
import { promptStartOfTurn } from "../actions/start-of-turn";
import { promptNpcMorale } from "../actions/npc-morale";
import { hasMarker } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { SP_MARKER } from "../rules/markers";
import { sideMembers } from "./combatant-sides";
import { readState, writeState, type MovedRecord } from "./side-turn-store";
import { expireAtTurnEnd, expireAtTurnStart } from "./turn-marker-expiry";
import { endEvasions, endLocks } from "./space-tracking";
import { combatScene } from "./space-scene";
import { warpOut } from "./space-warp";
import { warn } from "../../../system/notify";
import { inGmRequestTurn } from "../../../system/gm-request/gm-request";


/**
 * Writes the state of a side's turn that starts now, with its combatants' moved records cleared
 * (Guide 6.5: moving counts against shooting in the mover's turn and against those who shoot at
 * the mover until the mover's side moves again), then prompts each of its actors once (SP-11).
 * The state is worked out from the stored one in the GM requests' turn (`next`), so a Tactics spend
 * or Done mark written just before is kept; the prompts come after, outside it, as they ask the GM.
 */
export async function beginSideTurn(combat: Combat.Implementation, next: (current: SideTurnState | null) => SideTurnState, clearAll = false): Promise<void> {
  const members = sideMembers(combat);
  const state = await inGmRequestTurn(async () => {
    const begun = next(readState(combat));
    const cleared: Record<string, MovedRecord | null> = {};
    for (const m of members) {
      const id = m.combatant.id;
      if (id && (clearAll || m.side === begun.acting)) cleared[id] = null;
    }
    await writeState(combat, begun, cleared);
    return begun;
  });
  const acting = new Map<string, Actor.Implementation>();
  for (const m of members) if (m.side === state.acting && !acting.has(m.actor.uuid)) acting.set(m.actor.uuid, m.actor);
  await expireAtTurnStart(combat, [...acting.values()]);
  // Guide 6.9: a surrendered figure is out of its side's turns
  for (const actor of acting.values()) if (!hasMarker(readMarkers(actor), SP_MARKER.surrendered)) await promptStartOfTurn(actor);
  await promptNpcMorale(combat, state.acting);
}

/** The GM's -1 on a side's pool: a point spent on a roll whose card takes no Tactics (Guide 6.3). */
export async function takePoolPoint(combat: Combat.Implementation, side: string): Promise<void> {
  if (!game.user?.isGM || !(TURN_SIDES as readonly string[]).includes(side)) return;
  // the state is written whole, as the Tactics spends and Done marks the GM requests write it
  await inGmRequestTurn(async () => {
    const state = readState(combat);
    if (!state) return;
    if (state.pools[side as TurnSide] < 1) return warn("STARSKIRMISH.SpacePatrol.Tactics.noPool");
    await writeState(combat, spendSidePool(state, side as TurnSide, 1));
  });
}

/** The GM's "End this side's turn". */
export async function endSideTurn(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isGM) return;
  const state = readState(combat);
  if (!state) return warn("STARSKIRMISH.SpacePatrol.SideTurn.notRolledYet");
  await expireAtTurnEnd(combat);
  // Guide 7.6: Target Locks serve the turn they were made in, and a ship that evaded without firing
  // is unidentified as its turn ends; the space record is written whole, as the space actions' GM
  // requests write it
  await inGmRequestTurn(async () => {
    await endLocks(combat, combatScene(combat));
    await endEvasions(combat);
  });
  // Guide 7.7: a ship whose warp roll succeeded goes as the next enemy turn ends
  await warpOut(combat, combatScene(combat), state);
  // the stored turn as it is now, with the pools spent meanwhile; a turn already ended by a click
  // before this one is not ended twice
  const same = (current: SideTurnState | null): current is SideTurnState => !!current && current.round === state.round && current.acting === state.acting;
  await beginSideTurn(combat, (current) => nextSideTurn(same(current) ? current : state));
}
