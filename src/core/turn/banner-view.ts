/**
 * What a turn banner shows at a position, from the sequence's data alone: the turn, the phase
 * and step, who acts, a reminder of what the step allows, and what comes next. Labels are
 * localisation keys; the template localises them.
 */
import { actingPlayer, nextPosition, type TurnPosition } from "./position";
import { record } from "../checks";
import { phaseOf, stepsOf, type TurnSequence } from "./structure";

export interface TurnBannerView {
  turn: number;
  /** What the rules call a turn, as a language key: the banner says "Move 3" where they say move. */
  turnLabel: string;
  phaseLabel: string;
  stepLabel: string | null;
  /** The acting player's label, or null in a phase both play. */
  actorLabel: string | null;
  hint: string | null;
  /** The next step's label, or the next phase's where it has no steps. */
  nextLabel: string;
}

function labels<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): { phase: string; step: string | null; hint: string | null } {
  const phase = phaseOf(seq, pos.phase);
  const step = stepsOf(phase).find((s) => s.id === pos.step);
  return { phase: phase.label, step: step?.label ?? null, hint: step?.hint ?? phase.hint ?? null };
}

export function turnBannerView<P extends string, S extends string>(seq: TurnSequence<P, S>, pos: TurnPosition<P, S>): TurnBannerView {
  record(pos, "position");
  const here = labels(seq, pos);
  const next = labels(seq, nextPosition(seq, pos));
  const who = actingPlayer(seq, pos);
  return {
    turn: pos.turn,
    turnLabel: seq.turnLabel ?? "STARSKIRMISH.Turn.turn",
    phaseLabel: here.phase,
    stepLabel: here.step,
    actorLabel: who === null ? null : ((seq.players ?? []).find((p) => p.id === who)?.label ?? null),
    hint: here.hint,
    nextLabel: next.step ?? next.phase,
  };
}
