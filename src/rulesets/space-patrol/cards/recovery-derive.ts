/**
 * Recovery after the fight (Guide 8.2, 8.3): what a recovery card keeps of the treatment it reports,
 * and how its result is worked out from the rules and the card's dice, once by the roller and again
 * by the GM at Apply. Natural healing takes one Wound Marker off at a time (Guide 8.2: "only 1 at a
 * time"), so no card removes more markers than the Apply allows; a Mortal Wound left untreated kills
 * in 1d6 days; a major intervention in a Med Bay is one d20 task and a d6 of hours per marker; a
 * revival (Guide 8.4) is one d20 task with a d4 of days to duty, used only on a success; treating a
 * nuclear or chemical Wound (8.5) and a bodily reconstruction (8.6) are one d20 task each.
 */
import { field } from "../../../core/schema";
import { facesOfRoll, refusedAsNull, type RecordedRoll } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { attemptReconstruction, attemptRevival, majorIntervention, NBC_TREATMENT, MORTAL_WOUND_DEATH_DAYS_DIE, naturalHealingDays, MAJOR_INTERVENTION_HOURS_DIE, REVIVAL_MIN_MED_BAY, REVIVAL_RECOVERY_DAYS_DIE, type RevivalCase } from "../rules/healing";
import { SP_MARKER } from "../rules/markers";
import { resolveTask, type AssetLevel, type TaskResult } from "../rules/task";
import { ASSET_LEVEL, assetLevelOf } from "./record-fields";
import { RECOVERY_OUTCOMES, RECOVERY_TREATMENTS, type RecoveryEntry, type RecoveryOutcomeName, type RecoveryTreatment } from "../data/recovery-kinds";


/**
 * Guide 8.3 says only that a major intervention takes place in a Med Bay; 8.4 names Code-1 as the
 * least Med Bay. Our reading: a Med Bay of code 1 or better, its code the task's equipment bonus.
 */
export const MIN_MED_BAY_CODE = REVIVAL_MIN_MED_BAY[0];

/** Guide 8.4: a first revival attempt, and a second after a failure; no third. */
export const MAX_REVIVAL_ATTEMPTS = 2;
/** What the data keeps for "no NBC attempt was made". */
export const NO_DAY = -1;
/** What the card keeps for "no Thanatic Acid was ever injected". */
export const NO_THANATIC = -1;

export const RECOVERY_RECORD = {
  /** The card target the patient is. */
  key: field.string(),
  treatment: field.optionalChoice(RECOVERY_TREATMENTS),
  /** The patient's Mortal Wound Markers when natural healing was chosen (Guide 8.2: the patient dies). */
  mortalWounds: field.integer(0, 0),
  /** Wound Markers whose one major intervention already failed (Guide 8.3), before this one. */
  failures: field.integer(0, 0),
  medicine: ASSET_LEVEL,
  medBay: field.integer(0, 0),
  /** DI of the medical care the natural healing is under (Guide 8.2), or of the reconstruction facility (8.6); 0 for none. */
  careDi: field.integer(0, 0),
  /** Guide 8.4, as the player states the dead man's case: minutes to the acid (-1 never), hours dead. */
  thanaticMinutes: field.integer(NO_THANATIC, NO_THANATIC),
  hoursSinceDeath: field.integer(0, 0),
  inStasis: field.boolean(),
  destroyed: field.boolean(),
  /** Failed revival attempts before this one (Guide 8.4: a second needs stasis and a code 4+ bay). */
  revivalFailures: field.integer(0, 0, MAX_REVIVAL_ATTEMPTS - 1),
  /** The game day the treatment was made (Guide 8.5: one NBC attempt per 5 days). */
  day: field.integer(0, 0),
};

export const RECOVERY_DATA = {
  interventionFailures: field.integer(0, 0),
  revivalFailures: field.integer(0, 0),
  revived: field.boolean(),
  /** Guide 8.5: the game day of this NBC attempt, -1 for any other treatment. */
  nbcTriedDay: field.integer(NO_DAY, NO_DAY),
  recovery: field.object({
    treatment: field.choice(RECOVERY_TREATMENTS, "natural"),
    outcome: field.choice(RECOVERY_OUTCOMES, "healed"),
    days: field.integer(0, 0),
    hours: field.integer(0, 0),
  }),
  dead: field.boolean(),
};

export interface RecoveryInput {
  readonly treatment: RecoveryTreatment;
  readonly mortalWounds: number;
  readonly failures: number;
  readonly medicine: AssetLevel;
  readonly medBay: number;
  readonly careDi: number;
  /** Guide 8.4: the dead man's case; only a revival reads it. */
  readonly revival?: Omit<RevivalCase, "attempt" | "medBayCode"> & { readonly failures: number };
  /** The game day of the treatment (Guide 8.5 counts its days between NBC attempts). */
  readonly day?: number;
}

export interface RecoveryData {
  interventionFailures: number;
  revivalFailures: number;
  revived: boolean;
  nbcTriedDay: number;
  recovery: RecoveryEntry;
  dead: boolean;
}

export interface RecoveryWorked {
  /** The Medicine task of a major intervention; null for natural healing. */
  readonly result: TaskResult | null;
  /** Guide 8.2: the time was halved (a failed intervention's Wound under DI 4+ care). */
  readonly halved: boolean;
  readonly markers: Record<string, number>;
  readonly data: RecoveryData;
}

/** The dice a treatment rolls, in order: natural healing only to see when a Mortal Wound kills. */
export function recoveryDice(input: Pick<RecoveryInput, "treatment" | "mortalWounds">): string[] {
  if (input.treatment === "natural") return input.mortalWounds > 0 ? [`1d${MORTAL_WOUND_DEATH_DAYS_DIE}`] : [];
  if (input.treatment === "revival") return ["1d20", `1d${REVIVAL_RECOVERY_DAYS_DIE}`];
  if (input.treatment === "nbcTreatment" || input.treatment === "reconstruction") return ["1d20"];
  return ["1d20", `1d${MAJOR_INTERVENTION_HOURS_DIE}`];
}

/** One treatment's result from the rules and its dice' faces (in recoveryDice order). */
export function workRecovery(input: RecoveryInput, faces: readonly number[]): RecoveryWorked {
  const revivalFailures = input.revival?.failures ?? 0;
  const data = (outcome: RecoveryOutcomeName, days: number, hours: number, failures: number, dead = false): RecoveryData => ({
    interventionFailures: failures,
    revivalFailures,
    revived: false,
    nbcTriedDay: input.treatment === "nbcTreatment" ? (input.day ?? NO_DAY) : NO_DAY,
    recovery: { treatment: input.treatment, outcome, days, hours },
    dead,
  });
  if (input.treatment === "revival") {
    const c = input.revival;
    if (!c || c.failures >= MAX_REVIVAL_ATTEMPTS) throw new RangeError(`A revival is tried at most ${MAX_REVIVAL_ATTEMPTS} times`);
    const attempt = c.failures === 0 ? 1 : 2;
    const facts = { thanaticAfterMinutes: c.thanaticAfterMinutes, hoursSinceDeath: c.hoursSinceDeath, inStasis: c.inStasis, destroyed: c.destroyed };
    // Guide 8.4: DT 12; Medicine; Med Bay (code 1+, 4+ and stasis for a second try); fit after 1d4 days
    const done = attemptRevival({ ...facts, attempt, medBayCode: input.medBay }, input.medicine, face(faces[0], 20), face(faces[1], REVIVAL_RECOVERY_DAYS_DIE));
    if (done.revived) return { result: done.result, halved: false, markers: {}, data: { ...data("healed", done.daysToDuty ?? 0, 0, input.failures), revived: true } };
    return { result: done.result, halved: false, markers: {}, data: { ...data("failed", 0, 0, input.failures), revivalFailures: revivalFailures + 1 } };
  }
  if (input.treatment === "natural") {
    if (input.mortalWounds > 0) {
      // Guide 8.2: a survivor still carrying a Mortal Wound Marker dies in 1d6 days
      const days = face(faces[0], MORTAL_WOUND_DEATH_DAYS_DIE);
      return { result: null, halved: false, markers: {}, data: data("died", days, 0, input.failures, true) };
    }
    // Guide 8.2: one Wound Marker heals in 20 days; a Wound left to nature by a failed intervention
    // heals in half that under DI 4+ care. Our reading: those heal first, one at a time as the rest.
    const afterFailedIntervention = input.failures > 0;
    const days = naturalHealingDays(1, { afterFailedIntervention, careDi: input.careDi });
    const halved = days < naturalHealingDays(1);
    return { result: null, halved, markers: { [SP_MARKER.wound]: -1 }, data: data("healed", days, 0, Math.max(0, input.failures - 1)) };
  }
  if (input.treatment === "reconstruction") {
    // Guide 8.6: a DI 6+ facility, DT 16; Medicine; Med Bay; 10 days an attempt. No marker records
    // the disfigurement, so none comes off: the service log keeps what was repaired.
    const done = attemptReconstruction(input.careDi, input.medicine, input.medBay, face(faces[0], 20));
    return { result: done.result, halved: false, markers: {}, data: data(done.repaired ? "healed" : "failed", done.days, 0, input.failures) };
  }
  if (input.medBay < MIN_MED_BAY_CODE) throw new RangeError(`A major intervention needs a Med Bay of code ${MIN_MED_BAY_CODE} or better, not ${input.medBay}`);
  if (input.treatment === "nbcTreatment") {
    // Guide 8.5: a nuclear or chemical Wound never heals naturally: DT 16; Medicine; Med Bay, one
    // attempt per 5 days. The Guide gives no time for the attempt itself; a failure records the wait.
    const result = resolveTask({ dt: NBC_TREATMENT.dt, asset: input.medicine, equipment: input.medBay }, face(faces[0], 20));
    return result.success
      ? { result, halved: false, markers: { [SP_MARKER.wound]: -1 }, data: data("healed", 0, 0, input.failures) }
      : { result, halved: false, markers: {}, data: data("failed", NBC_TREATMENT.daysBetweenAttempts, 0, input.failures) };
  }
  const marker = input.treatment === "woundIntervention" ? "wound" : "mortalWound";
  // Guide 8.3: DT 8 (Wound) or DT 12 (Mortal Wound); Medicine; Med Bay; 1d6 hours
  const done = majorIntervention(marker, input.medicine, input.medBay, face(faces[0], 20), face(faces[1], MAJOR_INTERVENTION_HOURS_DIE));
  if (done.outcome === "removed") {
    return { result: done.result, halved: false, markers: { [SP_MARKER[marker]]: -1 }, data: data("healed", 0, done.hours, input.failures) };
  }
  // Guide 8.3: a failed Wound must heal naturally; a failed Mortal Wound kills
  if (done.outcome === "death") return { result: done.result, halved: false, markers: {}, data: data("died", 0, done.hours, input.failures, true) };
  return { result: done.result, halved: false, markers: {}, data: data("failed", 0, done.hours, input.failures + 1) };
}

function face(value: number | undefined, sides: number): number {
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > sides) throw new RangeError(`A d${sides} cannot show ${String(value)}`);
  return value;
}

export function deriveRecovery({ payload, dice }: DerivationInput<typeof RECOVERY_RECORD>): Record<string, { markers: Record<string, number>; data: RecoveryData }> | null {
  const medicine = assetLevelOf(payload.medicine);
  const treatment = payload.treatment;
  if (medicine === null || treatment === "" || payload.key === "") return null;
  const revival = {
    thanaticAfterMinutes: payload.thanaticMinutes === NO_THANATIC ? null : payload.thanaticMinutes,
    hoursSinceDeath: payload.hoursSinceDeath,
    inStasis: payload.inStasis,
    destroyed: payload.destroyed,
    failures: payload.revivalFailures,
  };
  const input: RecoveryInput = { treatment, mortalWounds: payload.mortalWounds, failures: payload.failures, medicine, medBay: payload.medBay, careDi: payload.careDi, day: payload.day, ...(treatment === "revival" ? { revival } : {}) };
  const wanted = recoveryDice(input);
  if (dice.length !== wanted.length) return null;
  const faces: number[] = [];
  for (const [i, formula] of wanted.entries()) {
    const sides = Number(formula.slice(formula.indexOf("d") + 1));
    const got = facesOfRoll(dice[i] as RecordedRoll | undefined, sides, 1);
    if (!got) return null;
    faces.push(...got);
  }
  const worked = refusedAsNull(() => workRecovery(input, faces));
  return worked ? { [payload.key]: { markers: worked.markers, data: worked.data } } : null;
}
