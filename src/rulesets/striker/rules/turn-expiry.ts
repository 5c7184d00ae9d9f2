/**
 * Markers that end with the turn (Striker 8.C.4.a, 6.E), as named expiry points for the shared
 * turn engine: a Suppressed marker records the step at which it ends, one complete turn after the
 * failed check, with the counter the rules print (3 if suppressed in the first player's fire
 * phase, 5 in the second's); a Moved marker ends at the start of its own side's movement phase.
 * When the GM moves the turn on, the engine says which have ended. Pure: the tracker reads the
 * teams and applies the answer.
 */
import { expiredMarkers, previousPosition, type ExpiryPoint, type MarkerRecord } from "../../../core/turn/index";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { movementPhaseOf, phase, readPosition, STRIKER_TURN, suppressedUntil, type FireStepId, type PhaseId, type Player, type PlayPosition } from "./sequence";
import { STR_MARKER } from "./markers";

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
  readonly phase: PhaseId | "";
  readonly step: FireStepId | "";
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

/**
 * Striker 6.E (MOVED_MARKER_LIFETIME): a Moved marker stays until the start of its team's next
 * friendly movement phase, whenever it was placed, so it needs no recorded end.
 */
export function movedEnds(player: Player): ExpiryPoint<PhaseId, FireStepId> {
  return { eachStartOf: { phase: movementPhaseOf(player) } };
}

/**
 * The Fired marker: the visibility table adds a signature "if the target fired last fire phase"
 * (Striker 7.A.4), so a team that fires in a fire phase keeps the marker through the end of the next
 * fire phase (its last step, f), and one that fires again then keeps it on from there.
 */
export function firedUntil(firedAt: PlayPosition): PlayPosition {
  const at = readPosition(firedAt);
  if (phase(at.phase).kind !== "fire") throw new RangeError(`A team fires in a fire phase, not in ${at.phase}`);
  const next = at.phase === "firstFire" ? { turn: at.turn, phase: "secondFire" as const } : { turn: at.turn + 1, phase: "firstFire" as const };
  return readPosition({ ...next, step: "f" });
}

/** A team the tracker looks at when the turn moves on. */
export interface TurnTeam {
  readonly id: string;
  readonly disposition: number;
  readonly markers: MarkerCounts;
  readonly suppressedUntil: StoredEnd;
  /** Where it last fired, if a tracked turn was running; turn 0 for none. */
  readonly firedAt?: StoredEnd;
}

/** The team's markers that end with the turn, with where each ends; markers it lacks are left out. */
export function teamMarkerEnds(team: TurnTeam): MarkerRecord<PhaseId, FireStepId>[] {
  const out: MarkerRecord<PhaseId, FireStepId>[] = [];
  const end = endOf(team.suppressedUntil);
  if (end !== null && markerCount(team.markers, STR_MARKER.suppressed) > 0) out.push({ holder: team.id, marker: STR_MARKER.suppressed, ends: { through: end } });
  if (markerCount(team.markers, STR_MARKER.moved) > 0) out.push({ holder: team.id, marker: STR_MARKER.moved, ends: movedEnds(sideOf(team.disposition)) });
  // Striker 6.A.2.g: a pop-up drops back down in the same turn, before the enemy's next fire phase
  if (markerCount(team.markers, STR_MARKER.popUp) > 0) out.push({ holder: team.id, marker: STR_MARKER.popUp, ends: movedEnds(sideOf(team.disposition) === "first" ? "second" : "first") });
  const fired = team.firedAt ? endOf(team.firedAt) : null;
  if (fired !== null && phase(fired.phase).kind === "fire" && markerCount(team.markers, STR_MARKER.fired) > 0) {
    out.push({ holder: team.id, marker: STR_MARKER.fired, ends: { through: firedUntil(fired) } });
  }
  return out;
}

export interface TurnCleanup {
  readonly id: string;
  readonly removeSuppressed: boolean;
  readonly removeMoved: boolean;
}

/**
 * What comes off each team as the turn moves from `from` to `now` (by default from the position
 * just before `now`); teams with nothing to do are left out.
 */
export function turnCleanup(now: PlayPosition, teams: readonly TurnTeam[], from: PlayPosition | null = previousPosition(STRIKER_TURN, now)): TurnCleanup[] {
  const ended = expiredMarkers(STRIKER_TURN, from, now, teams.flatMap(teamMarkerEnds));
  const out: TurnCleanup[] = [];
  for (const t of teams) {
    const mine = ended.filter((r) => r.holder === t.id).map((r) => r.marker);
    const removeSuppressed = mine.includes(STR_MARKER.suppressed);
    const removeMoved = mine.includes(STR_MARKER.moved);
    if (removeSuppressed || removeMoved) out.push({ id: t.id, removeSuppressed, removeMoved });
  }
  return out;
}
