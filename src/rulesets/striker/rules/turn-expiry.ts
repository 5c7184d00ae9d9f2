/**
 * Markers that end with the turn (Striker 8.C.4.a, 6.E): a Suppressed marker records the step at
 * which it ends, one complete turn after the failed check, with the counter the rules print (3 if
 * suppressed in the first player's fire phase, 5 in the second's); when the GM moves the turn on,
 * suppression whose end has passed comes off, and at the start of a player's movement phase his
 * teams' Moved markers come off. Pure: the tracker reads the teams and applies the answer.
 */
import { phase, isAfter, suppressedUntil, type Player, type PlayPosition } from "./sequence";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { STR_MARKER } from "./markers";
import { readPosition } from "../view/turn-view";

/**
 * FIRST_PLAYER_DISPOSITION: the text leaves who moves first to the scenario; the board has only
 * token dispositions, so friendly tokens (1, the players' side) are the first player and every
 * other disposition the second.
 */
export const FIRST_PLAYER_DISPOSITION = 1;

/** The player a token's disposition stands for. */
export function sideOf(disposition: number): Player {
  return disposition === FIRST_PLAYER_DISPOSITION ? "first" : "second";
}

/** The stored end of a suppression: turn 0 means none recorded. */
export interface StoredEnd {
  readonly turn: number;
  readonly phase: string;
  readonly step: string;
}

export const NO_END: StoredEnd = { turn: 0, phase: "", step: "" };

/** Striker 8.C.4.a: what to store when a team is suppressed at `failedAt`. */
export function suppressionEnd(failedAt: PlayPosition): StoredEnd {
  const until = suppressedUntil(failedAt);
  return { turn: until.turn, phase: until.phase, step: until.step ?? "" };
}

/** The stored end as a position, or null when none is recorded. */
export function endOf(stored: StoredEnd): PlayPosition | null {
  if (!Number.isInteger(stored.turn) || stored.turn < 1) return null;
  return readPosition(stored);
}

/** Striker 8.C.4.a: the counter the rules use, the number of the fire phase it ends in (3 or 5). */
export function suppressedCounter(stored: StoredEnd): number | null {
  const end = endOf(stored);
  return end ? phase(end.phase).number : null;
}

/** A team the tracker looks at when the turn moves on. */
export interface TurnTeam {
  readonly id: string;
  readonly disposition: number;
  readonly markers: MarkerCounts;
  readonly suppressedUntil: StoredEnd;
}

export interface TurnCleanup {
  readonly id: string;
  readonly removeSuppressed: boolean;
  readonly removeMoved: boolean;
}

/** What comes off each team now that the turn stands at `now`; teams with nothing to do are left out. */
export function turnCleanup(now: PlayPosition, teams: readonly TurnTeam[]): TurnCleanup[] {
  const p = phase(now.phase);
  const out: TurnCleanup[] = [];
  for (const t of teams) {
    const end = endOf(t.suppressedUntil);
    const removeSuppressed = end !== null && markerCount(t.markers, STR_MARKER.suppressed) > 0 && isAfter(now, end);
    // Striker 6.E: the Moved marker stays until the beginning of the team's next movement phase.
    const removeMoved = p.kind === "movement" && p.player === sideOf(t.disposition) && markerCount(t.markers, STR_MARKER.moved) > 0;
    if (removeSuppressed || removeMoved) out.push({ id: t.id, removeSuppressed, removeMoved });
  }
  return out;
}
