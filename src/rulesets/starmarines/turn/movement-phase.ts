/**
 * Whether the game stands in a movement phase (VII.2, VII.4), where moves, retreats and weapon swaps
 * spend move units, and where exactly the turn stands if so.
 */
import { readPosition, type TurnPosition } from "../../../core/turn/index";
import { readStoredPosition } from "../../../system/turn/turn-flags";
import { SMR_TURN } from "../rules/sequence";

const MOVEMENT_PHASES: ReadonlySet<string> = new Set(["p1Movement", "p2Movement"]);

export function isMovementPhase(phase: string): boolean {
  return MOVEMENT_PHASES.has(phase);
}

/** The turn's position when the combat is in a movement phase; null otherwise or without a combat. */
export function movementPosition(combat: Combat.Implementation | null | undefined): TurnPosition | null {
  if (!combat) return null;
  const position = readPosition(SMR_TURN, readStoredPosition(combat, "smrPosition"));
  return isMovementPhase(position.phase) ? position : null;
}
