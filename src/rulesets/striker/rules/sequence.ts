/**
 * The sequence of play (Striker 3.B): five phases a turn, and the fire phase's steps a-f, as
 * data, with the position that follows any position.
 */

export type Player = "first" | "second";

/** Striker 3.B: the phases of a turn in order; `player` moves or fires in it. */
export const PHASES = [
  { id: "command", label: "STARSKIRMISH.Striker.Phase.command", number: 1, kind: "command", player: null },
  { id: "firstMovement", label: "STARSKIRMISH.Striker.Phase.firstMovement", number: 2, kind: "movement", player: "first" },
  { id: "firstFire", label: "STARSKIRMISH.Striker.Phase.firstFire", number: 3, kind: "fire", player: "first" },
  { id: "secondMovement", label: "STARSKIRMISH.Striker.Phase.secondMovement", number: 4, kind: "movement", player: "second" },
  { id: "secondFire", label: "STARSKIRMISH.Striker.Phase.secondFire", number: 5, kind: "fire", player: "second" },
] as const satisfies readonly { id: string; label: string; number: number; kind: string; player: Player | null }[];

export type PhaseId = (typeof PHASES)[number]["id"];

/**
 * Striker 3.B.3 and 3.B.5: steps of a fire phase. "phasing" is the player whose fire phase it
 * is. `moveWindow` says which movement makes the profile harder: "none" (step a: only teams that
 * did not move fire), "ownLast" (the team's own previous movement phase, last turn's for the
 * second player in phase 3), "thisTurn" (the phasing player's movement phase this turn).
 * Phase 5 step f prints "Second player's morale checks"; the teams fired on in step e are the
 * first player's, so as in phase 3 step f it is the non-phasing player who checks.
 */
export const FIRE_STEPS = [
  { id: "a", label: "STARSKIRMISH.Striker.Step.a", kind: "fire", actor: "phasing", moveWindow: "none", barredByFailedMoraleIn: null },
  { id: "b", label: "STARSKIRMISH.Striker.Step.b", kind: "morale", actor: "nonPhasing", moveWindow: null, barredByFailedMoraleIn: null },
  { id: "c", label: "STARSKIRMISH.Striker.Step.c", kind: "fire", actor: "nonPhasing", moveWindow: "ownLast", barredByFailedMoraleIn: "b" },
  { id: "d", label: "STARSKIRMISH.Striker.Step.d", kind: "morale", actor: "phasing", moveWindow: null, barredByFailedMoraleIn: null },
  { id: "e", label: "STARSKIRMISH.Striker.Step.e", kind: "fire", actor: "phasing", moveWindow: "thisTurn", barredByFailedMoraleIn: "d" },
  { id: "f", label: "STARSKIRMISH.Striker.Step.f", kind: "morale", actor: "nonPhasing", moveWindow: null, barredByFailedMoraleIn: null },
] as const satisfies readonly {
  id: string;
  label: string;
  kind: "fire" | "morale";
  actor: "phasing" | "nonPhasing";
  moveWindow: "none" | "ownLast" | "thisTurn" | null;
  barredByFailedMoraleIn: string | null;
}[];

export type FireStepId = (typeof FIRE_STEPS)[number]["id"];

/** A point in the game: turn number (from 1), phase, and step in a fire phase. */
export interface PlayPosition {
  readonly turn: number;
  readonly phase: PhaseId;
  readonly step?: FireStepId;
}

function phaseIndex(id: PhaseId): number {
  const i = PHASES.findIndex((p) => p.id === id);
  if (i < 0) throw new RangeError(`Unknown phase "${String(id)}"`);
  return i;
}

/** The phase's data. */
export function phase(id: PhaseId): (typeof PHASES)[number] {
  const p = PHASES[phaseIndex(id)];
  if (!p) throw new RangeError(`Unknown phase "${id}"`);
  return p;
}

function validate(pos: PlayPosition): void {
  if (!Number.isInteger(pos.turn) || pos.turn < 1) throw new RangeError(`Turns count from 1, not ${pos.turn}`);
  const kind = phase(pos.phase).kind;
  if (kind === "fire" && pos.step === undefined) throw new RangeError(`Phase ${pos.phase} needs a step a-f`);
  if (kind !== "fire" && pos.step !== undefined) throw new RangeError(`Phase ${pos.phase} has no steps`);
  if (pos.step !== undefined && !FIRE_STEPS.some((s) => s.id === pos.step)) throw new RangeError(`Unknown step "${pos.step}"`);
}

/** The next phase or step; after phase 5 step f comes the next turn's command phase. */
export function nextPosition(pos: PlayPosition): PlayPosition {
  validate(pos);
  if (pos.step !== undefined) {
    const s = FIRE_STEPS.findIndex((f) => f.id === pos.step);
    const next = FIRE_STEPS[s + 1];
    if (next) return { turn: pos.turn, phase: pos.phase, step: next.id };
  }
  const nextPhase = PHASES[phaseIndex(pos.phase) + 1];
  if (!nextPhase) return { turn: pos.turn + 1, phase: "command" };
  return nextPhase.kind === "fire" ? { turn: pos.turn, phase: nextPhase.id, step: "a" } : { turn: pos.turn, phase: nextPhase.id };
}

/** Who acts at a position: the player who fires or checks, or null in the command phase. */
export function actingPlayer(pos: PlayPosition): Player | null {
  validate(pos);
  const p = phase(pos.phase);
  if (p.player === null) return null;
  if (pos.step === undefined) return p.player;
  const step = FIRE_STEPS.find((s) => s.id === pos.step);
  if (!step) throw new RangeError(`Unknown step "${pos.step}"`);
  return step.actor === "phasing" ? p.player : p.player === "first" ? "second" : "first";
}

/**
 * Striker 8.C.4.a: suppression lasts one complete turn, to the end of the same step next turn.
 * Returns the last position at which the team is still suppressed.
 */
export function suppressedUntil(failedAt: PlayPosition): PlayPosition {
  validate(failedAt);
  return { ...failedAt, turn: failedAt.turn + 1 };
}

/** Whether `now` is after the end of `until` (positions compared in play order). */
export function isAfter(now: PlayPosition, until: PlayPosition): boolean {
  validate(now);
  validate(until);
  return ordinal(now) > ordinal(until);
}

function ordinal(pos: PlayPosition): number {
  const stepIndex = pos.step === undefined ? 0 : FIRE_STEPS.findIndex((s) => s.id === pos.step);
  return (pos.turn * PHASES.length + phaseIndex(pos.phase)) * FIRE_STEPS.length + stepIndex;
}

/**
 * Striker 3.B footnotes and 8.A.1.a.3.a: whether a team may fire in a fire step, and whether it
 * counts as having moved. `movedLastMovement` is the team's own most recent movement phase (this
 * turn's for the phasing player, last turn's for the other in phase 3): a move affects the next
 * two fire phases. `failedMoraleThisPhase` is a failed check in step b or d.
 */
export function fireInStep(step: FireStepId, movedLastMovement: boolean, failedMoraleThisPhase: boolean): { mayFire: boolean; moved: boolean } {
  const s = FIRE_STEPS.find((f) => f.id === step);
  if (!s) throw new RangeError(`Unknown step "${String(step)}"`);
  if (s.kind !== "fire") return { mayFire: false, moved: movedLastMovement };
  if (s.moveWindow === "none") return { mayFire: !movedLastMovement, moved: false };
  return { mayFire: !failedMoraleThisPhase, moved: movedLastMovement };
}
