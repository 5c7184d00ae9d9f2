/**
 * The fire step the combat tracker stands at decides who may fire and whether they count as
 * moved (Striker 3.B footnotes, 8.A.1.a.3.a): in step a only teams without a Moved marker fire,
 * unmoved; later, a team fires as moved if it carries the marker. Pure.
 */
import { markerCount } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { FIRE_STEPS, fireInStep, type FireStepId, type PlayPosition } from "../rules/sequence";
import type { TeamSnapshot } from "./fire-plan";

export interface StepFirers {
  readonly firing: readonly TeamSnapshot[];
  /** Teams the step does not let fire. */
  readonly barred: readonly TeamSnapshot[];
  /** Whether the attack counts as moved, when the step decides it. */
  readonly moved: boolean | null;
}

/** The fire step at a position, or null outside fire steps (then the dialog decides). */
export function fireStepAt(pos: PlayPosition | null): FireStepId | null {
  if (!pos?.step) return null;
  return FIRE_STEPS.find((s) => s.id === pos.step)?.kind === "fire" ? pos.step : null;
}

export function firersInStep(firers: readonly TeamSnapshot[], step: FireStepId | null): StepFirers {
  if (step === null) return { firing: firers, barred: [], moved: null };
  const firing: TeamSnapshot[] = [];
  const barred: TeamSnapshot[] = [];
  let moved = false;
  for (const f of firers) {
    // A failed check already shows as a Suppressed or Routed marker, which bars the team anyway.
    const rule = fireInStep(step, markerCount(f.markers, STR_MARKER.moved) > 0, false);
    if (rule.mayFire) {
      firing.push(f);
      moved ||= rule.moved;
    } else barred.push(f);
  }
  return { firing, barred, moved };
}
