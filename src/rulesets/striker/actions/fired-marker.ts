/**
 * The Fired marker on each team that fires (the rules' "firer" counter): the visibility table adds a
 * signature "if the target fired last fire phase" (Striker 7.A.4). The firing team's owner places it
 * as the dice are rolled, with where the tracked turn stood, so the tracker takes it off after the
 * end of the next fire phase (rules/turn-expiry.ts, firedUntil). Outside a tracked turn it stays until
 * someone takes it off.
 */
import { flagUpdate } from "../../../system/flags";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { STR_MARKER } from "../rules/markers";
import { NO_END, type StoredEnd } from "../rules/turn-expiry";
import { strikerPosition } from "../turn/turn-tracker";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Striker 7.A.4: the fire phase and step the team last fired in; turn 0 outside a tracked turn. */
    strFiredAt?: StoredEnd;
  }
}

/** Marks every firing team the user owns as having fired now. */
export async function markFired(actors: readonly (Actor.Implementation | null | undefined)[]): Promise<void> {
  const fired = markerDefinition(STR_MARKER.fired);
  if (!fired) return;
  const position = strikerPosition(game.combat);
  const at: StoredEnd = position?.step ? { turn: position.turn, phase: position.phase, step: position.step } : NO_END;
  for (const actor of new Set(actors)) {
    if (!actor?.isOwner) continue;
    await actor.update(flagUpdate("Actor", { strFiredAt: at }));
    await setMarkerCount(actor, fired, 1);
  }
}
