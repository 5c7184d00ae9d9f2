/**
 * The end of the game (VI, VII.8, SMR-18, SMR-20): a scenario is the GM's notes and a turn limit; the
 * limit doubles, if the GM agrees, when a side's basic soldiers move at most 1 hex. The Victory Phase
 * asks the GM whether a side has won; at the turn limit the game ends. No rule names a winner.
 */
import { list, whole } from "../../../core/checks";

/** Longest turn limit a scenario may set. */
export const MAX_TURN_LIMIT = 99;

/**
 * VI: "Allow double the number of turns if one or both of the races have basic soldiers with a
 * maximum move of 1". Each side's list holds the moves of its basic soldiers (no special role).
 */
export function allowsDoubleTurns(sides: readonly (readonly number[])[]): boolean {
  return list(sides, "sides").some((moves, i) => {
    const m = list(moves, `sides[${i}]`).map((n, j) => whole(n, `sides[${i}][${j}]`, 0, 99));
    return m.length > 0 && Math.max(...m) <= 1;
  });
}

/** SMR-18: the limit the game plays to (0 is none), doubled where the GM allowed it (VI). */
export function turnLimit(limit: number, doubled: boolean): number {
  const l = whole(limit, "limit", 0, MAX_TURN_LIMIT);
  return doubled === true ? l * 2 : l;
}

/** SMR-20: the game ends at the Victory Phase of the limit's turn; null turns left where there is no limit. */
export function turnsLeft(turn: number, limit: number): number | null {
  const t = whole(turn, "turn", 1, 9999);
  const l = whole(limit, "limit", 0, MAX_TURN_LIMIT * 2);
  return l === 0 ? null : Math.max(0, l - t);
}
