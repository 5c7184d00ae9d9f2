/**
 * Markers that last only until a point in the turn sequence (Guide 6.4, 6.6): what comes off when
 * a combatant's side begins its turn, when its turn ends, and when the combatant moves.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { SP_MARKER } from "./markers";
import { SP_VEHICLE_MARKER_ID } from "./marker-ids";

/**
 * Guide 6.6: an over-watch shot is held for "the next enemy turn"; once the watcher's side acts
 * again the chance has passed. Guide 6.4 gives hunkering no length; read the same way, it holds
 * through the enemy's turn and a combatant who wants to stay down hunkers again.
 */
export const ENDING_AT_OWN_TURN = [SP_MARKER.overwatch, SP_VEHICLE_MARKER_ID.overwatch, SP_MARKER.hunkered] as const;

/** Guide 6.4: steady aim pays "on his next turn's shooting attack, provided that he does not move". */
export const ENDING_ON_MOVE = [SP_MARKER.steadyAim] as const;

/** Guide 6.4: the aim is for the next turn only; unused by that turn's end, it is gone. */
export const ENDING_AFTER_NEXT_TURN = [SP_MARKER.steadyAim] as const;

function present(counts: MarkerCounts, ids: readonly string[]): string[] {
  return ids.filter((id) => markerCount(counts, id) > 0);
}

/** Markers the combatant carries that come off as its side's turn begins. */
export function endingAtOwnTurn(counts: MarkerCounts): string[] {
  return present(counts, ENDING_AT_OWN_TURN);
}

/** Markers the combatant carries that a move of its token ends. */
export function endingOnMove(counts: MarkerCounts): string[] {
  return present(counts, ENDING_ON_MOVE);
}

/**
 * Markers carried at the start of a side's turn that are spent by its end: the aim taken in the
 * turn before. Aim taken during this turn is not in the list, so it lasts into the next.
 */
export function heldForThisTurn(counts: MarkerCounts): string[] {
  return present(counts, ENDING_AFTER_NEXT_TURN);
}
