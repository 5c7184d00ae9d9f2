/**
 * What a medicine card keeps of the attempt it reports (Guide 8.1), and how the GM works its
 * result out again: the patient's field-care record before it, the marker treated, the levels,
 * kit and burdens as actions/medicine.ts handed them to the rules, and the card's one d20.
 */
import { field } from "../../../core/schema";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { attemptFieldCare, MEDICAL_MARKERS, type FieldCareOutcome } from "../rules/medicine";
import { ASSET_LEVEL, assetLevelOf } from "./record-fields";

export const MEDICINE_RECORD = {
  /** The card target the patient is. */
  key: field.string(),
  marker: field.optionalChoice(MEDICAL_MARKERS),
  before: field.object({ woundsRemoved: field.integer(0, 0), mortalWoundFailures: field.integer(0, 0) }),
  vigor: ASSET_LEVEL,
  medicine: ASSET_LEVEL,
  medKit: field.integer(0),
  nbc: field.boolean(),
  disadvantages: field.integer(0, 0),
};

/** What applying an attempt lands on the patient: the marker off on a success, and the new record. */
export function medicineResult(marker: string, outcome: FieldCareOutcome): { markers: Record<string, number>; data: { fieldCare: { woundsRemoved: number; mortalWoundFailures: number } } } {
  return { markers: outcome.removed ? { [marker]: -1 } : {}, data: { fieldCare: { ...outcome.state } } };
}

export function deriveMedicine({ payload, dice }: DerivationInput<typeof MEDICINE_RECORD>): Record<string, ReturnType<typeof medicineResult>> | null {
  const vigor = assetLevelOf(payload.vigor);
  const medicine = assetLevelOf(payload.medicine);
  const d20 = facesOfRoll(dice[0], 20, 1)?.[0];
  const marker = payload.marker;
  if (vigor === null || medicine === null || d20 === undefined || marker === "" || payload.key === "" || dice.length !== 1) return null;
  const options = { medicine, medKit: payload.medKit, nbc: payload.nbc, disadvantages: payload.disadvantages };
  const outcome = refusedAsNull(() => attemptFieldCare(payload.before, marker, vigor, options, d20));
  return outcome ? { [payload.key]: medicineResult(marker, outcome) } : null;
}
