/**
 * On the GM's client at Apply, the patient's record a care card claims it was rolled against
 * (Guide 8.1, 8.7): a medicine attempt's field-care record before it, and an injector's dose
 * number of the day, a recovery's failed interventions and the markers it treats. A record that no longer holds (the card was edited, or another treatment
 * landed first) is refused: the roll must be made again against the record as it is.
 */
import type { CardAt, DerivationInput } from "../../../system/cards/card-kind";
import { sameData } from "../../../core/same-data";
import { readFieldCare, readSpaceBearDoses } from "../actions/care-flags";
import type { MEDICINE_RECORD } from "./medicine-derive";
import type { DEVICE_RECORD } from "./device-derive";
import type { RECOVERY_RECORD } from "./recovery-derive";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { SP_MARKER } from "../rules/markers";
import { gameDay, nbcDaysToWait, readInterventionFailures, readRevivalFailures } from "../actions/care-flags";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { cardTargetActor } from "../../../system/cards/card-target-actor";

export async function confirmMedicine({ payload, targets }: DerivationInput<typeof MEDICINE_RECORD>, { targetKey }: CardAt): Promise<string | null> {
  const patient = await cardTargetActor(targets, targetKey);
  if (!patient) return "STARSKIRMISH.Error.targetGone";
  return sameData({ ...readFieldCare(patient) }, { ...payload.before }) ? null : "STARSKIRMISH.SpacePatrol.Care.recordChanged";
}

export async function confirmDevice({ payload, targets }: DerivationInput<typeof DEVICE_RECORD>, { targetKey }: CardAt): Promise<string | null> {
  if (payload.injector !== "spaceBear") return null;
  const patient = await cardTargetActor(targets, targetKey);
  if (!patient) return "STARSKIRMISH.Error.targetGone";
  return readSpaceBearDoses(patient, payload.day) === payload.dose - 1 ? null : "STARSKIRMISH.SpacePatrol.Care.recordChanged";
}

/**
 * Guide 8.2, 8.3: the patient still has the failed interventions the card counted, and the marker it
 * treats: a Wound left for an intervention (one try per marker), a Wound to heal, or a Mortal Wound.
 */
export async function confirmRecovery({ payload, targets }: DerivationInput<typeof RECOVERY_RECORD>, { targetKey }: CardAt): Promise<string | null> {
  const patient = await cardTargetActor(targets, targetKey);
  if (!patient) return "STARSKIRMISH.Error.targetGone";
  const markers = readMarkers(patient);
  const wounds = markerCount(markers, SP_MARKER.wound);
  const mortal = markerCount(markers, SP_MARKER.mortalWound);
  const failures = readInterventionFailures(patient);
  if (failures !== payload.failures) return "STARSKIRMISH.SpacePatrol.Care.recordChanged";
  const dead = patient.statuses.has(DEAD_STATUS.id);
  // Guide 8.4: only the dead are revived, on the attempt the card counted
  if (payload.treatment === "revival") return dead && readRevivalFailures(patient) === payload.revivalFailures ? null : "STARSKIRMISH.SpacePatrol.Care.recordChanged";
  if (dead) return "STARSKIRMISH.SpacePatrol.Care.recordChanged";
  const holds =
    payload.treatment === "reconstruction" ? true
    // Guide 8.5: made today, and 5 days or more after the last attempt
    : payload.treatment === "nbcTreatment" ? wounds > 0 && payload.day === gameDay() && nbcDaysToWait(patient, payload.day) === 0
    : payload.treatment === "woundIntervention" ? wounds > failures
    : payload.treatment === "mortalIntervention" ? mortal > 0
    : payload.mortalWounds > 0 ? mortal === payload.mortalWounds
    : wounds > 0 && mortal === 0;
  return holds ? null : "STARSKIRMISH.SpacePatrol.Care.recordChanged";
}
