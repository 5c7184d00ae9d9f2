/**
 * Where a team that fires now records that it fired (Striker 7.A.4: the Fired marker lasts through
 * the next fire phase, rules/turn-expiry.ts firedUntil): the tracked turn's step, or none outside a
 * tracked step. One reading for the fire that writes it (actions/fired-marker.ts) and the guard that
 * lets an owner write no other (turn/marker-ends-guard.ts), which runs from start-up, so this file
 * reads the Combat's flag itself rather than through the tracker and everything it loads.
 */
import { readStoredPosition } from "../../../system/turn/turn-flags";
import { readPosition, type PlayPosition } from "../rules/sequence";
import { NO_END, type StoredEnd } from "../rules/turn-expiry";

/** The tracked Striker turn of the world's current combat, or null when none is stored (or it is unreadable). */
export function trackedStrikerPosition(): PlayPosition | null {
  const combat = game.combat;
  const stored = combat ? readStoredPosition(combat, "strikerPosition") : undefined;
  if (typeof stored !== "object" || stored === null) return null;
  try {
    return readPosition(stored);
  } catch {
    return null;
  }
}

/** What a team firing at `position` records: its turn, phase and step, or none (turn 0) without a step. */
export function firedAtOf(position: PlayPosition | null): StoredEnd {
  return position?.step ? { turn: position.turn, phase: position.phase, step: position.step } : { ...NO_END };
}
