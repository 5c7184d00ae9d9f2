/**
 * Whether the game stands in a movement phase (VII.2, VII.4), where moves, retreats and weapon swaps
 * spend move units, and where exactly the turn stands if so; and whose movement phase it is. The high
 * roller of the turn's initiative is Player 1 for the turn (VII.1) and moves their units in the
 * Player-1 Movement Phase, the other side in the Player-2 one (VII.2, VII.4): no unit moves in any
 * other phase. The sides are the token dispositions the initiative was rolled for
 * (turn/turn-tracker.ts), so a unit's side is its token's disposition.
 */
import { readPosition, type TurnPosition } from "../../../core/turn/index";
import { readInitiative, readStoredPosition } from "../../../system/turn/turn-flags";
import { sideOfDisposition } from "../../../system/turn/turn-initiative";
import { PHASES, SMR_TURN } from "../rules/sequence";

const MOVEMENT_PHASES: ReadonlySet<string> = new Set(["p1Movement", "p2Movement"]);

export function isMovementPhase(phase: string): boolean {
  return MOVEMENT_PHASES.has(phase);
}

/** Where the combat's turn stands, whatever the phase; the first phase when nothing usable is stored. */
export function turnPosition(combat: Combat.Implementation): TurnPosition {
  return readPosition(SMR_TURN, readStoredPosition(combat, "smrPosition"));
}

/** The turn's position when the combat is in a movement phase; null otherwise or without a combat. */
export function movementPosition(combat: Combat.Implementation | null | undefined): TurnPosition | null {
  if (!combat) return null;
  const position = turnPosition(combat);
  return isMovementPhase(position.phase) ? position : null;
}

/**
 * VII.1, VII.2, VII.4: the movement phase of `turn` in which the side of a token with this
 * disposition moves: the side first in the turn's initiative order sits as Player 1. Null while the
 * turn's initiative is not rolled, or for a side with no seat (a third disposition): then it cannot
 * be told.
 */
export function ownMovementPhase(combat: Combat.Implementation, disposition: number, turn: number): string | null {
  return seatedPhase(combat, disposition, turn, isMovementPhase);
}

/**
 * VII.1: the phase among those `which` names (a movement phase, a Morale Recheck Phase) that belongs
 * to the seat the side of this disposition holds in `turn`'s initiative; null when it cannot be told.
 */
export function seatedPhase(combat: Combat.Implementation, disposition: number, turn: number, which: (phase: string) => boolean): string | null {
  const initiative = readInitiative(combat);
  const side = sideOfDisposition(disposition);
  if (!initiative || initiative.turn !== turn || side === undefined) return null;
  const seat = SMR_TURN.players?.[initiative.order.findIndex((o) => o.id === side)]?.id;
  return seat === undefined ? null : (SMR_TURN.phases.find((p) => which(p.id) && p.player === seat)?.id ?? null);
}

/** Why a player may not move or turn a unit of the combat now. */
export type PhaseProblem = "notMovementPhase" | "notYourPhase";

/**
 * VII.2, VII.4: why a player may not move or turn the token's unit in the combat's phase: it is no
 * movement phase, or it is the other side's. Null in its side's own, or in a movement phase when
 * whose it is cannot be told (turn's initiative not rolled), or before the combat's turn was first
 * started (nothing is tracked yet, as the other checks have it: movementPosition). The caller knows
 * the token is a unit in the combat; the GM's own moves are not asked about (SMR-24).
 */
export function phaseProblem(combat: Combat.Implementation, token: TokenDocument.Implementation): PhaseProblem | null {
  // a combat whose turn was never started is not tracked: the sides may still be setting out units
  if (readStoredPosition(combat, "smrPosition") === undefined) return null;
  const position = turnPosition(combat);
  if (!isMovementPhase(position.phase)) return "notMovementPhase";
  const own = ownMovementPhase(combat, token.disposition ?? 0, position.turn);
  return own !== null && own !== position.phase ? "notYourPhase" : null;
}

/**
 * Where the GM's record counts a player's move made outside their side's movement phase: against that
 * phase of this turn while it is still to come, so the unit finds its move used when the phase comes
 * (VIII-A: one move a turn); else in the phase it was made in, which the GM is told of once.
 */
export function offPhaseRecordAt(combat: Combat.Implementation, token: TokenDocument.Implementation): TurnPosition {
  const now = turnPosition(combat);
  const own = ownMovementPhase(combat, token.disposition ?? 0, now.turn);
  const later = own !== null && PHASES.findIndex((p) => p === own) > PHASES.findIndex((p) => p === now.phase);
  return later ? { turn: now.turn, phase: own } : now;
}
