/**
 * How a Striker team's suppression end reads on its sheet (Striker 8.C.4.a): the turn, phase and
 * step it ends at, and the 3 or 5 counter the rules put on the team. Pure.
 */
import { endOf, suppressedCounter, type StoredEnd } from "../rules/turn-expiry";
import type { PhaseId } from "../rules/sequence";

export interface SuppressionView {
  readonly turn: number;
  readonly phaseLabel: string;
  readonly stepLabel: string | null;
  /** Striker 8.C.4.a: the 3 or 5 counter the rules put on the team. */
  readonly counter: number | null;
}

/**
 * The phase and step a suppression ends at, worded to follow "Suppressed until turn 3:" (the turn
 * banner's own labels, "Second player: fire", read heavily there).
 */
export function untilLabels(phaseId: PhaseId, step: string | null | undefined): { readonly phaseLabel: string; readonly stepLabel: string | null } {
  return { phaseLabel: `STARSKIRMISH.Striker.Until.phase.${phaseId}`, stepLabel: step ? `STARSKIRMISH.Striker.Until.step.${step}` : null };
}

/** Striker 8.C.4.a: when the team's suppression ends, or null when none is recorded. */
export function suppressionView(stored: StoredEnd): SuppressionView | null {
  const end = endOf(stored);
  if (!end) return null;
  return { turn: end.turn, ...untilLabels(end.phase, end.step), counter: suppressedCounter(stored) };
}
