/**
 * The game turn (VII): initiative, each player's movement (the other's Overwatch fire in it) and
 * morale recheck, combat, repair and victory, on the shared turn engine. Initiative is a d6 each,
 * plus the side's modifier (SMR-22), ties rolled again; the high roller is Player 1 for the turn.
 */
import { checkedSequence, type TurnSequence } from "../../../core/turn/index";
import { oneOf, whole } from "../../../core/checks";

export const PHASES = ["initiative", "p1Movement", "p1Recheck", "p2Movement", "p2Recheck", "combat", "repair", "victory"] as const;
export type Phase = (typeof PHASES)[number];

const PLAYER: Partial<Record<Phase, string>> = { p1Movement: "player1", p1Recheck: "player1", p2Movement: "player2", p2Recheck: "player2" };

export const SMR_TURN: TurnSequence<Phase> = checkedSequence({
  phases: PHASES.map((id) => ({
    id,
    label: `STARSKIRMISH.StarMarines.Phase.${id}`,
    hint: `STARSKIRMISH.StarMarines.PhaseHint.${id}`,
    ...(PLAYER[id] ? { player: PLAYER[id] } : {}),
  })),
  players: [
    { id: "player1", label: "STARSKIRMISH.StarMarines.Player.player1" },
    { id: "player2", label: "STARSKIRMISH.StarMarines.Player.player2" },
  ],
  // VII.1: "each player rolls a die, adding or subtracting racial modifiers ... Reroll ties"
  initiativeRoll: { die: 6, reRollTies: true, phase: "initiative" },
});

/** VII.2, VII.4: the seat whose Overwatch fires in this movement phase. */
export function overwatchSeat(phase: Phase): "player1" | "player2" | null {
  oneOf(phase, "phase", PHASES);
  if (phase === "p1Movement") return "player2";
  return phase === "p2Movement" ? "player1" : null;
}

/**
 * VI, SMR-18: a scenario's turn limit doubles when a side's basic soldiers have a maximum move of 1;
 * the system offers it, and the GM confirms.
 */
export function suggestedTurnLimit(limit: number, slowestBasicMove: number): number {
  const turns = whole(limit, "limit", 1, 999);
  return whole(slowestBasicMove, "slowestBasicMove", 0, 99) <= 1 ? turns * 2 : turns;
}
