/**
 * Healing after the fight (Guide 8.2-8.6): natural healing, major intervention in a Med Bay,
 * Thanatic Acid and revival, NBC exposure and treatment, and bodily reconstruction.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { finite, oneOf, record, yesNo } from "../../../core/checks";
import { resolveTask, type AssetLevel, type TaskResult } from "./task";

/** Guide 8.2: one Wound Marker heals every 20 days, one at a time. */
export const NATURAL_HEALING_DAYS_PER_WOUND = 20;
/** Guide 8.2: halved under DI 4+ medical care after a failed major intervention. */
export const NATURAL_HEALING_CARE_MIN_DI = 4;
/** Guide 8.2: a survivor still carrying a Mortal Wound Marker dies in 1d6 days. */
export const MORTAL_WOUND_DEATH_DAYS_DIE = 6;

/** Guide 8.2: days until the given Wound Markers have all healed without modern medicine. */
export function naturalHealingDays(wounds: number, options: { afterFailedIntervention?: boolean; careDi?: number } = {}): number {
  if (!Number.isInteger(wounds) || wounds < 0) throw new RangeError(`Wound Markers must be 0 or more, not ${wounds}`);
  record(options, "options");
  const halved = options.afterFailedIntervention === true && (options.careDi ?? 0) >= NATURAL_HEALING_CARE_MIN_DI;
  return (wounds * NATURAL_HEALING_DAYS_PER_WOUND) / (halved ? 2 : 1);
}

/** Guide 8.2: days left to live with an untreated Mortal Wound Marker after the battle. */
export function mortalWoundDaysToDeath(dice: DiceSource): number {
  return checkedDie(dice, MORTAL_WOUND_DEATH_DAYS_DIE);
}

/** Guide 8.3: major intervention in a Med Bay, one attempt per marker, 1d6 hours each. */
export const MAJOR_INTERVENTION = {
  wound: { dt: 8, onFailure: "naturalHealing" },
  mortalWound: { dt: 12, onFailure: "death" },
} as const satisfies Readonly<Record<string, { dt: number; onFailure: "naturalHealing" | "death" }>>;
export const MAJOR_INTERVENTION_HOURS_DIE = 6;

export interface InterventionOutcome {
  readonly result: TaskResult;
  readonly outcome: "removed" | "naturalHealing" | "death";
  readonly hours: number;
}

/** Guide 8.3: one major intervention on one marker, with the Med Bay's code as equipment bonus. */
export function majorIntervention(
  marker: keyof typeof MAJOR_INTERVENTION,
  medicine: AssetLevel,
  medBayCode: number,
  d20: number,
  hoursDie: number,
): InterventionOutcome {
  const row = Object.hasOwn(MAJOR_INTERVENTION, marker) ? MAJOR_INTERVENTION[marker] : undefined;
  if (!row) throw new RangeError(`Major intervention treats Wound or Mortal Wound markers, not "${String(marker)}"`);
  const hours = dieFace(hoursDie, MAJOR_INTERVENTION_HOURS_DIE);
  const result = resolveTask({ dt: row.dt, asset: medicine, equipment: code(medBayCode, "Med Bay") }, d20);
  return { result, outcome: result.success ? "removed" : row.onFailure, hours };
}

/** Guide 8.4: Thanatic Acid works if injected within 10 minutes of death. */
export const THANATIC_WINDOW_MINUTES = 10;
/** Guide 8.4: the body should be in a stasis tube within 48 hours. */
export const STASIS_WITHIN_HOURS = 48;
/** Guide 8.4: revival is DT 12 Medicine in a Med Bay of at least this code; a second try needs 4+. */
export const REVIVAL_DT = 12;
export const REVIVAL_MIN_MED_BAY = [1, 4] as const;
/** Guide 8.4: a revived character is fit for duty after 1d4 days. */
export const REVIVAL_RECOVERY_DAYS_DIE = 4;

export interface RevivalCase {
  /** Minutes after death the acid went in; null if it never did. */
  readonly thanaticAfterMinutes: number | null;
  /** Hours since death, and whether the body is in a stasis tube. */
  readonly hoursSinceDeath: number;
  readonly inStasis: boolean;
  /** Guide 6.14 Destroyed, or in a vehicle or spacecraft that exploded. */
  readonly destroyed: boolean;
  readonly attempt: 1 | 2;
  readonly medBayCode: number;
}

/**
 * Guide 8.4: why a revival attempt cannot be made, or null if it can. We read the 48 hours as the
 * acid's limit: past it, only a body in stasis can still be revived.
 */
export function revivalProblem(c: RevivalCase): string | null {
  record(c, "case");
  yesNo(c.destroyed, "case.destroyed");
  yesNo(c.inStasis, "case.inStasis");
  if (c.thanaticAfterMinutes !== null) finite(c.thanaticAfterMinutes, "case.thanaticAfterMinutes");
  finite(c.hoursSinceDeath, "case.hoursSinceDeath");
  oneOf(c.attempt, "case.attempt", [1, 2]);
  code(c.medBayCode, "Med Bay");
  if (c.destroyed) return "the body was destroyed or was in an explosion";
  if (c.thanaticAfterMinutes === null || c.thanaticAfterMinutes > THANATIC_WINDOW_MINUTES) {
    return `Thanatic Acid must be injected within ${THANATIC_WINDOW_MINUTES} minutes of death`;
  }
  if (!c.inStasis && c.hoursSinceDeath > STASIS_WITHIN_HOURS) return `the body was not in stasis within ${STASIS_WITHIN_HOURS} hours`;
  if (c.attempt === 2 && !c.inStasis) return "a second attempt needs the body in a stasis tube";
  const minCode = REVIVAL_MIN_MED_BAY[c.attempt - 1] ?? Number.POSITIVE_INFINITY;
  if (c.medBayCode < minCode) return `attempt ${c.attempt} needs a Med Bay of code ${minCode} or better`;
  return null;
}

/** Guide 8.4: a revival attempt; on success, the days until fit for duty (1d4). */
export function attemptRevival(
  c: RevivalCase,
  medicine: AssetLevel,
  d20: number,
  recoveryDie: number,
): { readonly result: TaskResult; readonly revived: boolean; readonly daysToDuty: number | null } {
  const problem = revivalProblem(c);
  if (problem) throw new RangeError(`No revival attempt: ${problem}`);
  const result = resolveTask({ dt: REVIVAL_DT, asset: medicine, equipment: code(c.medBayCode, "Med Bay") }, d20);
  const days = result.success ? dieFace(recoveryDie, REVIVAL_RECOVERY_DAYS_DIE) : null;
  return { result, revived: result.success, daysToDuty: days };
}

/** Guide 8.5: NBC attacks. */
export type NbcKind = "nuclear" | "biological" | "chemical";
/**
 * Guide 8.5: the suit kinds that shut out NBC attacks completely. The Guide's fourth, the Hazard
 * Suit, is no suit kind (it holds no air and has no built-ins): armour says it with `nbcProof`.
 */
export const NBC_PROOF_SUITS = ["flightSuit", "hardSuit", "evaSuit"] as const;
/** Guide 8.5, 6.10: only EVA suits keep out open-space radiation. */
export const SPACE_RADIATION_PROOF_SUITS = ["evaSuit"] as const;
/** Guide 8.5: nuclear and chemical wounds need a Med Bay, DT 16, one attempt per 5 days. */
export const NBC_TREATMENT = { dt: 16, daysBetweenAttempts: 5, kinds: ["nuclear", "chemical"] } as const;

/** Guide 8.5: whether a suit stops an NBC attack (armour otherwise counts for nothing). */
export function nbcProtected(suit: string | null, openSpaceRadiation = false): boolean {
  const list: readonly string[] = openSpaceRadiation ? SPACE_RADIATION_PROOF_SUITS : NBC_PROOF_SUITS;
  return suit !== null && list.includes(suit);
}

/** Guide 8.5: nuclear and chemical wounds never heal on their own. */
export function nbcHealsNaturally(kind: NbcKind): boolean {
  return !(NBC_TREATMENT.kinds as readonly string[]).includes(kind);
}

/** Guide 8.6: reconstruction of disfiguring damage: DI 6+ facility, DT 16, 10 days an attempt. */
export const RECONSTRUCTION = { minDi: 6, dt: 16, daysPerAttempt: 10 } as const;

/** Guide 8.6: one reconstruction attempt (burns, lost limbs, blindness). */
export function attemptReconstruction(
  facilityDi: number,
  medicine: AssetLevel,
  medBayCode: number,
  d20: number,
): { readonly result: TaskResult; readonly repaired: boolean; readonly days: number } {
  if (finite(facilityDi, "facilityDi") < RECONSTRUCTION.minDi) throw new RangeError(`Reconstruction needs a DI ${RECONSTRUCTION.minDi}+ facility, not DI ${facilityDi}`);
  const result = resolveTask({ dt: RECONSTRUCTION.dt, asset: medicine, equipment: code(medBayCode, "Med Bay") }, d20);
  return { result, repaired: result.success, days: RECONSTRUCTION.daysPerAttempt };
}

function code(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} code must be a whole number of 0 or more, not ${n}`);
  return n;
}

function dieFace(face: number, sides: number): number {
  if (!Number.isInteger(face) || face < 1 || face > sides) throw new RangeError(`A d${sides} cannot show ${face}`);
  return face;
}
