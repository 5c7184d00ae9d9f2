/**
 * Markers that the turn sequence ends (rules/turn-markers.ts), taken off on the GM's client: as a
 * side begins its turn, as it ends its turn, and when a combatant's token moves. Which actors'
 * aim was carried into the running turn is kept on the Combat, so aim taken during the turn
 * survives its end.
 */
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { endingAtOwnTurn, endingOnMove, heldForThisTurn } from "../rules/turn-markers";
import { flagUpdate, readFlag } from "../../../system/flags";

export const AIM_HELD_FLAG = "spAimHeld";

async function takeOff(actor: Actor.Implementation, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const def = markerDefinition(id);
    if (def) await setMarkerCount(actor, def, 0);
  }
}

/** A side begins its turn: over-watch and hunkering end; the aim its combatants carry is noted. */
export async function expireAtTurnStart(combat: Combat.Implementation, actors: readonly Actor.Implementation[]): Promise<void> {
  const held: string[] = [];
  for (const actor of actors) {
    await takeOff(actor, endingAtOwnTurn(readMarkers(actor)));
    if (heldForThisTurn(readMarkers(actor)).length > 0) held.push(actor.uuid);
  }
  await combat.update(flagUpdate("Combat", { [AIM_HELD_FLAG]: held }));
}

/** A side ends its turn: aim carried into it and not used is gone. */
export async function expireAtTurnEnd(combat: Combat.Implementation): Promise<void> {
  const raw: unknown = readFlag(combat, "Combat", AIM_HELD_FLAG);
  if (!Array.isArray(raw)) return;
  for (const uuid of raw) {
    if (typeof uuid !== "string") continue;
    const actor = await fromUuid<Actor.Implementation>(uuid);
    if (actor instanceof Actor) await takeOff(actor, heldForThisTurn(readMarkers(actor)));
  }
}

/** A combatant's token moved: its steady aim is spoilt. */
export async function expireOnMove(actor: Actor.Implementation | null | undefined): Promise<void> {
  if (actor) await takeOff(actor, endingOnMove(readMarkers(actor)));
}
