/**
 * The Fired marker on each team that fires (the rules' "firer" counter): the visibility table adds a
 * signature "if the target fired last fire phase" (Striker 7.A.4). The firing team's owner places it
 * as the dice are rolled, with where the tracked turn stood, so the tracker takes it off after the
 * end of the next fire phase (rules/turn-expiry.ts, firedUntil). Outside a tracked turn it stays until
 * someone takes it off: in a battle the GM alone, as the marker is kept (rules/markers.ts); the owner's
 * client only ever adds it here, which the kept marker allows.
 */
import { flagUpdate } from "../../../system/flags";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { STR_MARKER } from "../rules/markers";
import type { StoredEnd } from "../rules/turn-expiry";
import { strikerPosition } from "../turn/turn-tracker";
import { firedAtOf } from "../turn/fired-at";

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
  // the one place in the turn an owner may record (turn/marker-ends-guard.ts)
  const at = firedAtOf(strikerPosition(game.combat));
  for (const actor of new Set(actors)) {
    if (!actor?.isOwner) continue;
    await actor.update(flagUpdate("Actor", { strFiredAt: at }));
    await setMarkerCount(actor, fired, 1);
  }
}
