/**
 * Whether the GM's record of moves (turn/move-record.ts, on the Combat, which no player can write)
 * shows that a team moved in its previous movement phase (Striker 8.A.1.b.1.b: "If the firing
 * team moved in its previous movement phase the difficulty profile is increased by one level"),
 * as the tracked turn stands now. The fire card's Apply holds a card that says its firers did not
 * move to it (cards/fire-firers-confirm.ts): the Moved marker the fire action reads (6.E) is on the
 * team, which its owner may take off.
 *
 * It answers only in a fire phase of a tracked turn with the team's token in it, and only "moved"
 * where the record shows the team walked (or, routed, sat out its move, which counts as moving for
 * fire, 8.C.4.b) in its own most recent movement phase (3.B: the first player's is phase 2, the
 * second's phase 4; a move counts in the next two fire phases). No record (no tracked turn, no GM
 * on when the team moved) judges nothing: the card's word stands.
 */
import { combatantOf } from "../../../system/turn/combatant-of";
import { movementPhaseOf, phase, type PhaseId, type PlayPosition } from "../rules/sequence";
import { sideOf } from "../rules/turn-expiry";
import { strikerPosition } from "./turn-tracker";
import { phaseRecord } from "./move-record";

/** The team's own movement phase most recently begun at `now`: this turn's, or the last turn's where its phase is still to come. */
function lastMovementPhase(now: PlayPosition, own: PhaseId): { turn: number; phase: PhaseId } {
  return phase(now.phase).number > phase(own).number ? { turn: now.turn, phase: own } : { turn: now.turn - 1, phase: own };
}

/**
 * True where the GM's record shows the token's team moved in its previous movement phase, as the
 * tracked turn stands now in a fire phase; false where it shows no such move or there is no record
 * to read (then the card's word stands).
 */
export function recordedMoved(token: TokenDocument.Implementation): boolean {
  const now = strikerPosition(game.combat);
  if (!now || phase(now.phase).kind !== "fire" || !combatantOf(token)) return false;
  const record = phaseRecord(token, lastMovementPhase(now, movementPhaseOf(sideOf(token.disposition))));
  return record !== null && (record.routed === true || record.path.some((s) => s.lengthM > 0));
}
