/**
 * Battlefield medicine (Guide 6.14, 8.1): the Medicine tasks that take a Wound, Mortal Wound,
 * Stun or Unconscious marker off a person in the field, the cumulative disadvantage after each
 * failed Mortal Wound attempt, the limit of one Wound removed per level of Vigor after a fight,
 * and waking on one's own after 1d6 hours. The DTs are the marker-removal table's.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { SP_MARKER } from "./markers";
import { INDIVIDUAL_REMOVAL_TASKS } from "./marker-removal";
import { record, whole } from "../../../core/checks";
import { assertAssetLevel, resolveTask, type AssetLevel, type TaskInput, type TaskResult } from "./task";

/** The markers a medic can treat in the field with Medicine and a Med Kit (Guide 6.14, 8.1). */
export const MEDICAL_MARKERS = [SP_MARKER.wound, SP_MARKER.mortalWound, SP_MARKER.stun, SP_MARKER.unconscious] as const;
export type MedicalMarker = (typeof MEDICAL_MARKERS)[number];

/** Guide 8.1: Wound Markers come off during the fight or within this many hours of it. */
export const BATTLEFIELD_MEDICINE_WINDOW_HOURS = 1;
/** Guide 8.1: after a fight, one Wound Marker may come off per level of the patient's Vigor. */
export const WOUNDS_REMOVABLE_PER_VIGOR_LEVEL = 1;
/**
 * Guide 8.1 gives no number for Vigor 0 or X. The limit is written for patients with several
 * Wound Markers, and the line before it lets a single Wound Marker come off; we let at least one
 * always come off so a Vigor 0 patient is not beyond field care.
 */
export const MIN_WOUNDS_REMOVABLE_AFTER_FIGHT = 1;
/** Guide 8.5: wounds from NBC attacks are treated at one disadvantage. */
export const NBC_WOUND_DISADVANTAGES = 1;
/** Guide 6.14: unconsciousness lasts 1d6 hours unless a medic wakes the patient. */
export const UNCONSCIOUS_HOURS_DIE = 6;

/** Guide 8.1: how many Wound Markers battlefield medicine may take off after one fight. */
export function woundsRemovableAfterFight(vigor: AssetLevel): number {
  assertAssetLevel(vigor, "vigor");
  const level = vigor === "X" ? 0 : vigor;
  return Math.max(MIN_WOUNDS_REMOVABLE_AFTER_FIGHT, level * WOUNDS_REMOVABLE_PER_VIGOR_LEVEL);
}

export interface MedicalTaskOptions {
  /** The medic's Medicine level. */
  readonly medicine: AssetLevel;
  /** The Med Kit's equipment bonus; null when the medic has none (Guide 2.2: Medicine needs one). */
  readonly medKit: number | null;
  /** Guide 6.14 / 8.1: earlier failed attempts on this Mortal Wound Marker. */
  readonly failedAttempts?: number;
  /** Guide 8.5: the wound came from an NBC attack. */
  readonly nbc?: boolean;
  /** Other advantages and disadvantages (the medic's own wounds, darkness, ...). */
  readonly advantages?: number;
  readonly disadvantages?: number;
}

/** The task input for treating one marker in the field (Guide 6.14, 8.1). */
export function medicalTask(marker: MedicalMarker, options: MedicalTaskOptions): TaskInput {
  const row = INDIVIDUAL_REMOVAL_TASKS.find((t) => t.marker === marker);
  if (!row || row.asset !== "medicine") throw new RangeError(`"${String(marker)}" is not treated with Medicine in the field`);
  record(options, "options");
  if (options.medKit === null) throw new RangeError("Battlefield medicine needs a Med Kit");
  assertAssetLevel(options.medicine, "medicine");
  whole(options.medKit, "medKit");
  if (options.advantages !== undefined) whole(options.advantages, "advantages", 0);
  if (options.disadvantages !== undefined) whole(options.disadvantages, "disadvantages", 0);
  const failed = options.failedAttempts ?? 0;
  if (!Number.isInteger(failed) || failed < 0) throw new RangeError(`Failed attempts must be 0 or more, not ${failed}`);
  // Guide 6.14 / 8.1: only the Mortal Wound grows harder with each failure.
  const cumulative = "cumulativeDisadvantagePerFailure" in row && row.cumulativeDisadvantagePerFailure ? failed : 0;
  const nbc = options.nbc && (marker === SP_MARKER.wound || marker === SP_MARKER.mortalWound) ? NBC_WOUND_DISADVANTAGES : 0;
  return {
    dt: row.dt,
    asset: options.medicine,
    equipment: options.medKit,
    advantages: options.advantages ?? 0,
    disadvantages: (options.disadvantages ?? 0) + cumulative + nbc,
  };
}

/** One patient's field care since the last fight: what has been tried and removed. */
export interface FieldCareState {
  readonly woundsRemoved: number;
  readonly mortalWoundFailures: number;
}

export const NEW_FIELD_CARE: FieldCareState = { woundsRemoved: 0, mortalWoundFailures: 0 };

export interface FieldCareOutcome {
  readonly result: TaskResult;
  /** Whether the marker comes off. */
  readonly removed: boolean;
  readonly state: FieldCareState;
}

/**
 * One battlefield medicine attempt on a patient (Guide 8.1), keeping count of removed Wounds
 * against the Vigor limit and of failures against a Mortal Wound. Refuses an attempt on a Wound
 * once the limit is reached.
 */
export function attemptFieldCare(
  state: FieldCareState,
  marker: MedicalMarker,
  patientVigor: AssetLevel,
  options: Omit<MedicalTaskOptions, "failedAttempts">,
  d20: number,
): FieldCareOutcome {
  record(state, "state");
  whole(state.woundsRemoved, "state.woundsRemoved", 0);
  whole(state.mortalWoundFailures, "state.mortalWoundFailures", 0);
  if (marker === SP_MARKER.wound && state.woundsRemoved >= woundsRemovableAfterFight(patientVigor)) {
    throw new RangeError(`No more Wound Markers can come off after this fight (Vigor allows ${woundsRemovableAfterFight(patientVigor)})`);
  }
  const failedAttempts = marker === SP_MARKER.mortalWound ? state.mortalWoundFailures : 0;
  const result = resolveTask(medicalTask(marker, { ...options, failedAttempts }), d20);
  const removed = result.success;
  const next: FieldCareState = {
    woundsRemoved: state.woundsRemoved + (removed && marker === SP_MARKER.wound ? 1 : 0),
    mortalWoundFailures:
      marker !== SP_MARKER.mortalWound ? state.mortalWoundFailures : removed ? 0 : state.mortalWoundFailures + 1,
  };
  return { result, removed, state: next };
}

/** Guide 6.14: hours until an unconscious person wakes without help (1d6). */
export function hoursUnconscious(dice: DiceSource): number {
  return checkedDie(dice, UNCONSCIOUS_HOURS_DIE);
}
