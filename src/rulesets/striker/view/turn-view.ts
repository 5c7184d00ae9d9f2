/**
 * The Striker turn as the combat tracker shows it (Striker 3.B): turn number, phase, fire step,
 * who acts, and what the step allows. Pure; the position is kept on the Combat document.
 */
import { actingPlayer, FIRE_STEPS, nextPosition, PHASES, phase, type PlayPosition } from "../rules/sequence";
import { MOVED_MARKER_LIFETIME } from "../rules/markers";

export const FIRST_POSITION: PlayPosition = { turn: 1, phase: "command" };

/** A stored position, or the start of turn 1 when what is stored is not a position. */
export function readPosition(stored: unknown): PlayPosition {
  if (typeof stored !== "object" || stored === null) return FIRST_POSITION;
  const s = stored as Record<string, unknown>;
  const p = PHASES.find((x) => x.id === s.phase);
  const turn = Number(s.turn);
  if (!p || !Number.isInteger(turn) || turn < 1) return FIRST_POSITION;
  if (p.kind === "fire") {
    const step = FIRE_STEPS.find((x) => x.id === s.step);
    return { turn, phase: p.id, step: step?.id ?? "a" };
  }
  return { turn, phase: p.id };
}

export interface TurnView {
  turn: number;
  phaseLabel: string;
  stepLabel: string | null;
  actorLabel: string | null;
  hint: string;
  nextLabel: string;
}

function label(pos: PlayPosition): string {
  const p = phase(pos.phase);
  return pos.step ? `STARSKIRMISH.Striker.Step.${pos.step}` : p.label;
}

/** What the tracker shows at a position, and what comes next. */
export function turnView(pos: PlayPosition): TurnView {
  const p = phase(pos.phase);
  const who = actingPlayer(pos);
  // Striker 6.E: Moved markers come off at the start of the team's next friendly movement phase.
  const hint = p.kind === "movement" && MOVED_MARKER_LIFETIME.removed === "startOfNextFriendlyMovementPhase"
    ? "STARSKIRMISH.Striker.Turn.Hint.movement"
    : pos.step
      ? `STARSKIRMISH.Striker.Turn.Hint.step${pos.step.toUpperCase()}`
      : "STARSKIRMISH.Striker.Turn.Hint.command";
  const next = nextPosition(pos);
  return {
    turn: pos.turn,
    phaseLabel: p.label,
    stepLabel: pos.step ? `STARSKIRMISH.Striker.Step.${pos.step}` : null,
    actorLabel: who ? `STARSKIRMISH.Striker.Turn.player.${who}` : null,
    hint,
    nextLabel: label(next),
  };
}
