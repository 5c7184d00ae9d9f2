/**
 * What the ruler says at a waypoint while a unit is dragged in a movement phase (VIII-A, VIII-B,
 * SMR-11): the move units the path costs of the unit's allowance and what is left, with the hex
 * faces turned, or, where the rules refuse the path, the reason in a few words.
 */
import type { MoveCheck } from "../rules/movement";

export interface MoveRulerLabel {
  /** Language key of the label. */
  readonly key: string;
  /** The numbers the label fills in, as text (half units shown as halves). */
  readonly data: { readonly spent: string; readonly allowance: string; readonly left: string; readonly turns: string; readonly turnsAllowed: string };
  readonly refused: boolean;
  /** For a counted label (system/i18n/counted.ts), the count that picks its form. */
  readonly count?: number;
  /**
   * A label that states the move units (not a refusal's short reason) takes the counted phrase
   * "{spent} of {count} move units" as {units}, formatted first: its noun agrees with the
   * allowance (VIII-A), "1 of 1 move unit", while the label's own count is the turns (SMR-11).
   */
  readonly units?: { readonly key: string; readonly count: number };
}

const UNITS_KEY = "STARSKIRMISH.StarMarines.Move.ruler.units";

/** Half units come from roads (X): show them as such, never as 0.49999. */
const units = (n: number): string => String(Math.round(n * 2) / 2);

export function moveRulerLabel(check: Pick<MoveCheck, "spent" | "allowance" | "turns" | "turnsAllowed" | "problem" | "stoppedByZone">): MoveRulerLabel {
  const data = { spent: units(check.spent), allowance: String(check.allowance), left: units(Math.max(0, check.allowance - check.spent)), turns: String(check.turns), turnsAllowed: String(check.turnsAllowed) };
  // VIII-D: entering an enemy's zone of control ends the move legally; the ruler says it must stop there
  if (check.problem === null) {
    const units = { key: UNITS_KEY, count: check.allowance };
    return check.stoppedByZone
      ? { key: "STARSKIRMISH.StarMarines.Move.ruler.stopped", data, refused: false, units }
      : { key: "STARSKIRMISH.StarMarines.Move.ruler.left", data, refused: false, count: check.turnsAllowed, units };
  }
  return { key: `STARSKIRMISH.StarMarines.Move.short.${check.problem}`, data, refused: true };
}
