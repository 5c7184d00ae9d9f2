/**
 * PSI powers used at the table (Guide 2.3): the Difficulty Target of each power, its disadvantages
 * (an unwilling probe target, a suggestion target's stronger Will, a telepathy target's distance),
 * the limits a suggestion must keep (3", as many targets as the operator's level), and how long a
 * probe or a viewing takes. The Psi-Amp's bonus is the task's equipment bonus. Psi-Shock is a melee
 * attack (rules/melee.ts) and only named here so the sheet can list it with the others.
 */
import { callable, finite, list, record, whole, yesNo } from "../../../core/checks";
import { assetBonus, assertAssetLevel, resolveTask, type AssetLevel, type TaskInput, type TaskResult } from "./task";

/** Guide 2.3: the five PSI assets, in the Guide's order. */
export const PSI_POWERS = ["psiProbe", "psiShock", "psiSuggestion", "psiTelepathy", "psiViewing"] as const;
export type PsiPower = (typeof PSI_POWERS)[number];
/** The powers rolled as a task of their own (Psi-Shock goes through melee, Guide 2.3). */
export type PsiTaskPower = Exclude<PsiPower, "psiShock">;

/** Guide 2.3: each power's Difficulty Target ("DT 12; Psi-Probe, Psi-Amp", ...). */
export const PSI_DT = {
  psiProbe: 12,
  psiShock: 12,
  psiSuggestion: 8,
  psiTelepathy: 8,
  psiViewing: 20,
} as const satisfies Record<PsiPower, number>;

/** Guide 2.3: a probe takes 5 minutes, which is 20 combat turns or 1 space turn. */
export const PROBE_TIME = { minutes: 5, combatTurns: 20, spaceTurns: 1 } as const;
/** Guide 2.3: a viewing session lasts half an hour. */
export const VIEWING_MINUTES = 30;
/**
 * Guide 2.3: the probe needs physical contact and gives no distance. Our reading: the target stands
 * in the next square (1"), as a medic's patient does (actions/patient.ts), at any ground scale.
 */
export const PROBE_REACH_INCHES = 1;
/** Guide 2.3: the suggestion's targets must be within 3" of the operator. */
export const SUGGESTION_RANGE_INCHES = 3;
/** Guide 2.3: one telepathy disadvantage for each 50 metres (33 inches) of distance. */
export const TELEPATHY_STEP = { metres: 50, inches: 33 } as const;

/**
 * Our reading (no ruling covers it): the Guide has the operator roll once for a suggestion, so one
 * d20 is rolled and each target is judged against the DT their own Will gives.
 */
export const SUGGESTION_ONE_ROLL_FOR_ALL_TARGETS = true;

/** What every power's roll shares: the operator's level, their Psi-Amp and their markers' burden. */
export interface PsiOperator {
  readonly level: AssetLevel;
  /** The Psi-Amp's equipment bonus, 0 without one (Guide 2.3, 3.3). */
  readonly psiAmp: number;
  /** Disadvantages the operator's Wound and Mortal Wound markers give any asset task (Guide 6.14). */
  readonly markerDisadvantages: number;
  /** Other advantages and disadvantages the table agrees on. */
  readonly advantages?: number;
  readonly disadvantages?: number;
}

/** Guide 2.3: the powers a figure can use: every PSI asset at level 0 or more (none at X). */
export function usablePsiPowers(levelOf: (power: PsiPower) => AssetLevel): PsiPower[] {
  callable(levelOf, "levelOf");
  return PSI_POWERS.filter((power) => {
    const level = levelOf(power);
    assertAssetLevel(level, power);
    return level !== "X";
  });
}

function baseTask(power: PsiPower, operator: PsiOperator, extraDisadvantages: number): TaskInput {
  record(operator, "operator");
  assertAssetLevel(operator.level, "operator.level");
  if (operator.level === "X") throw new RangeError(`${power} at level X cannot be attempted (Guide 2.3)`);
  whole(operator.psiAmp, "operator.psiAmp");
  whole(operator.markerDisadvantages, "operator.markerDisadvantages", 0);
  const advantages = whole(operator.advantages ?? 0, "operator.advantages", 0);
  const other = whole(operator.disadvantages ?? 0, "operator.disadvantages", 0);
  return { dt: PSI_DT[power], asset: operator.level, equipment: operator.psiAmp, advantages, disadvantages: operator.markerDisadvantages + other + extraDisadvantages, psi: true };
}

/** Guide 2.3: a disadvantage when the probe's target is unwilling and not stunned. */
export function probeDisadvantages(target: { readonly willing: boolean; readonly stunned: boolean }): number {
  record(target, "target");
  return !yesNo(target.willing, "target.willing") && !yesNo(target.stunned, "target.stunned") ? 1 : 0;
}

/** Guide 2.3: DT 12; Psi-Probe; Psi-Amp. */
export function probeTask(operator: PsiOperator, target: { readonly willing: boolean; readonly stunned: boolean }): TaskInput {
  return baseTask("psiProbe", operator, probeDisadvantages(target));
}

/** Guide 2.3: DT 8; Psi-Telepathy; Psi-Amp, a disadvantage for each full 33" of distance. */
export function telepathyDisadvantagesAtInches(inches: number): number {
  if (finite(inches, "inches") < 0) throw new RangeError(`A distance cannot be negative, not ${inches}`);
  return Math.floor(inches / TELEPATHY_STEP.inches);
}

/** The same for a distance the user states in metres: a disadvantage for each full 50 m. */
export function telepathyDisadvantagesAtMetres(metres: number): number {
  if (finite(metres, "metres") < 0) throw new RangeError(`A distance cannot be negative, not ${metres}`);
  return Math.floor(metres / TELEPATHY_STEP.metres);
}

export function telepathyTask(operator: PsiOperator, distanceDisadvantages: number): TaskInput {
  return baseTask("psiTelepathy", operator, whole(distanceDisadvantages, "distanceDisadvantages", 0));
}

/** Guide 2.3: DT 20; Psi-Viewing; Psi-Amp. */
export function viewingTask(operator: PsiOperator): TaskInput {
  return baseTask("psiViewing", operator, 0);
}

/** One person the operator tries to plant a suggestion in. */
export interface SuggestionTarget {
  readonly will: AssetLevel;
  /** Inches from the operator on the board. */
  readonly distance: number;
}

export type SuggestionRefusal = "noTargets" | "tooMany" | "tooFar";

/**
 * Guide 2.3: why a suggestion cannot be tried on these targets, or null: at least one target, no
 * more than the operator's level (so none at level 0), each within 3".
 */
export function suggestionRefusal(level: AssetLevel, targets: readonly SuggestionTarget[]): SuggestionRefusal | null {
  assertAssetLevel(level);
  list(targets, "targets").forEach((t, i) => assertAssetLevel(record(t, `targets[${i}]`).will, `targets[${i}].will`));
  if (targets.length === 0) return "noTargets";
  if (targets.length > suggestionTargetLimit(level)) return "tooMany";
  return targets.some((t) => finite(t.distance, "distance") > SUGGESTION_RANGE_INCHES) ? "tooFar" : null;
}

/** Guide 2.3: the most targets one suggestion may have: the operator's level (none at X). */
export function suggestionTargetLimit(level: AssetLevel): number {
  return level === "X" ? 0 : assetBonus(level);
}

/** Guide 2.3: a disadvantage for each level the target's Will exceeds the operator's Psi-Suggestion. */
export function suggestionDisadvantages(operatorLevel: AssetLevel, will: AssetLevel): number {
  assertAssetLevel(will, "will");
  return Math.max(0, assetBonus(will) - assetBonus(operatorLevel));
}

export function suggestionTask(operator: PsiOperator, will: AssetLevel): TaskInput {
  record(operator, "operator");
  return baseTask("psiSuggestion", operator, suggestionDisadvantages(operator.level, will));
}

/**
 * A suggestion resolved on one d20 (our reading above): each target's own task, in the order given.
 * Throws when the targets break a limit; the glue says why before it rolls.
 */
export function resolveSuggestion(operator: PsiOperator, targets: readonly SuggestionTarget[], d20: number): TaskResult[] {
  const refusal = suggestionRefusal(record(operator, "operator").level, targets);
  if (refusal) throw new RangeError(`A suggestion cannot be tried: ${refusal}`);
  return targets.map((t) => resolveTask(suggestionTask(operator, t.will), d20));
}
