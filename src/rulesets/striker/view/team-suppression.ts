/**
 * How a Striker team's suppression end reads on its sheet (Striker 8.C.4.a): the turn, phase and
 * step it ends at, and the 3 or 5 counter the rules put on the team. Pure.
 */
import { endOf, suppressedCounter, type StoredEnd } from "../rules/turn-expiry";
import { phase } from "../rules/sequence";

export interface SuppressionView {
  readonly turn: number;
  readonly phaseLabel: string;
  readonly stepLabel: string | null;
  /** Striker 8.C.4.a: the 3 or 5 counter the rules put on the team. */
  readonly counter: number | null;
}

/** Striker 8.C.4.a: when the team's suppression ends, or null when none is recorded. */
export function suppressionView(stored: StoredEnd): SuppressionView | null {
  const end = endOf(stored);
  if (!end) return null;
  return { turn: end.turn, phaseLabel: phase(end.phase).label, stepLabel: end.step ? `STARSKIRMISH.Striker.Step.${end.step}` : null, counter: suppressedCounter(stored) };
}
