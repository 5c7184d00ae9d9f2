/**
 * The sequence of play (Striker 3.B) as data for the shared turn engine: five phases a turn,
 * the fire phase's steps a-f, the first and second player, and the position that follows any
 * position.
 */
import { yesNo } from "../../../core/checks";
import {
  actingPlayer as engineActingPlayer,
  checkedSequence,
  expiryPoint,
  firstPosition,
  readPosition as readTurnPosition,
  isAfter as engineIsAfter,
  nextPosition as engineNextPosition,
  type ExpiryRule,
  type TurnPhase,
  type TurnPosition,
  type TurnSequence,
  type TurnStep,
} from "../../../core/turn/index";

export type Player = "first" | "second";

/**
 * Striker 3.B.3 and 3.B.5: steps of a fire phase. "phasing" is the player whose fire phase it
 * is. `moveWindow` says which movement makes the profile harder: "none" (step a: only teams that
 * did not move fire), "ownLast" (the team's own previous movement phase, last turn's for the
 * second player in phase 3), "thisTurn" (the phasing player's movement phase this turn).
 * Phase 5 step f prints "Second player's morale checks"; the teams fired on in step e are the
 * first player's, so as in phase 3 step f it is the non-phasing player ("other") who checks.
 */
export const FIRE_STEPS = [
  { id: "a", label: "STARSKIRMISH.Striker.Step.a", hint: "STARSKIRMISH.Striker.Turn.Hint.stepA", kind: "fire", acts: "phasing", moveWindow: "none", barredByFailedMoraleIn: null },
  { id: "b", label: "STARSKIRMISH.Striker.Step.b", hint: "STARSKIRMISH.Striker.Turn.Hint.stepB", kind: "morale", acts: "other", moveWindow: null, barredByFailedMoraleIn: null },
  { id: "c", label: "STARSKIRMISH.Striker.Step.c", hint: "STARSKIRMISH.Striker.Turn.Hint.stepC", kind: "fire", acts: "other", moveWindow: "ownLast", barredByFailedMoraleIn: "b" },
  { id: "d", label: "STARSKIRMISH.Striker.Step.d", hint: "STARSKIRMISH.Striker.Turn.Hint.stepD", kind: "morale", acts: "phasing", moveWindow: null, barredByFailedMoraleIn: null },
  { id: "e", label: "STARSKIRMISH.Striker.Step.e", hint: "STARSKIRMISH.Striker.Turn.Hint.stepE", kind: "fire", acts: "phasing", moveWindow: "thisTurn", barredByFailedMoraleIn: "d" },
  { id: "f", label: "STARSKIRMISH.Striker.Step.f", hint: "STARSKIRMISH.Striker.Turn.Hint.stepF", kind: "morale", acts: "other", moveWindow: null, barredByFailedMoraleIn: null },
] as const satisfies readonly (TurnStep & {
  kind: "fire" | "morale";
  acts: "phasing" | "other";
  moveWindow: "none" | "ownLast" | "thisTurn" | null;
  barredByFailedMoraleIn: string | null;
})[];

export type FireStepId = (typeof FIRE_STEPS)[number]["id"];

/**
 * Striker 3.B: the phases of a turn in order, numbered as the text numbers them; `player` moves
 * or fires in it. Striker 5 and 8.C.5: the command phase holds rallies; 6.E: a player's movement
 * phase begins by taking his teams' Moved markers off.
 */
export const PHASES = [
  { id: "command", label: "STARSKIRMISH.Striker.Phase.command", hint: "STARSKIRMISH.Striker.Turn.Hint.command", number: 1, kind: "command", player: null },
  { id: "firstMovement", label: "STARSKIRMISH.Striker.Phase.firstMovement", hint: "STARSKIRMISH.Striker.Turn.Hint.movement", number: 2, kind: "movement", player: "first" },
  { id: "firstFire", label: "STARSKIRMISH.Striker.Phase.firstFire", number: 3, kind: "fire", player: "first", steps: FIRE_STEPS },
  { id: "secondMovement", label: "STARSKIRMISH.Striker.Phase.secondMovement", hint: "STARSKIRMISH.Striker.Turn.Hint.movement", number: 4, kind: "movement", player: "second" },
  { id: "secondFire", label: "STARSKIRMISH.Striker.Phase.secondFire", number: 5, kind: "fire", player: "second", steps: FIRE_STEPS },
] as const satisfies readonly (TurnPhase & { number: number; kind: "command" | "movement" | "fire"; player: Player | null })[];

export type PhaseId = (typeof PHASES)[number]["id"];

/**
 * Striker 3.B: the turn for the engine. The scenario names the first and second player once;
 * there is no initiative roll in the introductory rules.
 */
export const STRIKER_TURN: TurnSequence<PhaseId, FireStepId> = checkedSequence({
  phases: PHASES,
  players: [
    { id: "first", label: "STARSKIRMISH.Striker.Turn.player.first" },
    { id: "second", label: "STARSKIRMISH.Striker.Turn.player.second" },
  ],
});

/** A point in the game: turn number (from 1), phase, and step in a fire phase. */
export type PlayPosition = TurnPosition<PhaseId, FireStepId>;

/** Turn 1's command phase, where play starts. */
export const FIRST_POSITION: PlayPosition = firstPosition(STRIKER_TURN);

/** A stored position, or the start of turn 1 when what is stored is not a position. */
export function readPosition(stored: unknown): PlayPosition {
  return readTurnPosition(STRIKER_TURN, stored);
}

/** The phase's data. */
export function phase(id: PhaseId): (typeof PHASES)[number] {
  const p = PHASES.find((x) => x.id === id);
  if (!p) throw new RangeError(`Unknown phase "${String(id)}"`);
  return p;
}

/** The movement phase of a player (Striker 3.B phases 2 and 4). */
export function movementPhaseOf(player: Player): PhaseId {
  const p = PHASES.find((x) => x.kind === "movement" && x.player === player);
  if (!p) throw new RangeError(`No movement phase for the ${player} player`);
  return p.id;
}

/** The next phase or step; after phase 5 step f comes the next turn's command phase. */
export function nextPosition(pos: PlayPosition): PlayPosition {
  return engineNextPosition(STRIKER_TURN, pos);
}

const isPlayer = (id: string): id is Player => id === "first" || id === "second";

/** Who acts at a position: the player who fires or checks, or null in the command phase. */
export function actingPlayer(pos: PlayPosition): Player | null {
  const who = engineActingPlayer(STRIKER_TURN, pos);
  if (who === null) return null;
  if (!isPlayer(who)) throw new RangeError(`Unknown player "${who}"`);
  return who;
}

/** Striker 8.C.4.a: suppression lasts one complete turn, to the end of the same step next turn. */
export const SUPPRESSION_LASTS: ExpiryRule<PhaseId, FireStepId> = { kind: "samePosition", turnsLater: 1 };

/**
 * Striker 8.C.4.a: the last position at which a team suppressed at `failedAt` is still
 * suppressed.
 */
export function suppressedUntil(failedAt: PlayPosition): PlayPosition {
  const end = expiryPoint(STRIKER_TURN, SUPPRESSION_LASTS, failedAt);
  if (!("through" in end)) throw new RangeError("Suppression ends through a position");
  return end.through;
}

/** Whether `now` is after the end of `until` (positions compared in play order). */
export function isAfter(now: PlayPosition, until: PlayPosition): boolean {
  return engineIsAfter(STRIKER_TURN, now, until);
}

/**
 * Striker 3.B footnotes and 8.A.1.a.3.a: whether a team may fire in a fire step, and whether it
 * counts as having moved. `movedLastMovement` is the team's own most recent movement phase (this
 * turn's for the phasing player, last turn's for the other in phase 3): a move affects the next
 * two fire phases. `failedMoraleThisPhase` is a failed check in step b or d.
 */
export function fireInStep(step: FireStepId, movedLastMovement: boolean, failedMoraleThisPhase: boolean): { mayFire: boolean; moved: boolean } {
  yesNo(movedLastMovement, "movedLastMovement");
  yesNo(failedMoraleThisPhase, "failedMoraleThisPhase");
  const s = FIRE_STEPS.find((f) => f.id === step);
  if (!s) throw new RangeError(`Unknown step "${String(step)}"`);
  if (s.kind !== "fire") return { mayFire: false, moved: movedLastMovement };
  if (s.moveWindow === "none") return { mayFire: !movedLastMovement, moved: false };
  return { mayFire: !failedMoraleThisPhase, moved: movedLastMovement };
}
