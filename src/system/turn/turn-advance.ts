/**
 * Moving the turn on, for the GM: the position goes one step or phase on and is stored on the
 * Combat, the markers that ended come off, and entering the phase where the turn's initiative is
 * rolled rolls it (once a turn).
 */
import { initiativeRolledAt, nextPosition, readPosition, type TurnPosition } from "../../core/turn/index";
import { readInitiative, readStoredPosition, writePosition } from "./turn-flags";
import { removeExpiredMarkers } from "./marker-expiry";
import { rollTurnInitiative } from "./turn-initiative";
import type { TurnBinding } from "./turn-binding";

/** Where the combat's turn stands; the first position when nothing usable is stored. */
export function currentPosition(combat: Combat.Implementation, binding: TurnBinding): TurnPosition {
  return readPosition(binding.sequence, readStoredPosition(combat, binding.flag));
}

/** Whether the turn at `turn` still wants its initiative roll. */
export function initiativeDue(combat: Combat.Implementation, binding: TurnBinding, turn: number): boolean {
  return binding.sequence.initiativeRoll !== undefined && readInitiative(combat)?.turn !== turn;
}

/** The GM's Next; returns the new position, or null for a player. */
export async function advanceTurn(combat: Combat.Implementation, binding: TurnBinding): Promise<TurnPosition | null> {
  if (!game.user?.isGM) return null;
  const from = currentPosition(combat, binding);
  const to = nextPosition(binding.sequence, from);
  await writePosition(combat, binding.flag, to);
  await removeExpiredMarkers(combat, binding, from, to);
  await binding.onEnter?.(combat, to);
  if (initiativeRolledAt(binding.sequence, to) && initiativeDue(combat, binding, to.turn)) await rollTurnInitiative(combat, binding, to.turn);
  return to;
}
