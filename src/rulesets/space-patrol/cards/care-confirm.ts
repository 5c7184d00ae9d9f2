/**
 * On the GM's client at Apply, the patient's record a care card claims it was rolled against
 * (Guide 8.1, 8.7): a medicine attempt's field-care record before it, and an injector's dose
 * number of the day. A record that no longer holds (the card was edited, or another treatment
 * landed first) is refused: the roll must be made again against the record as it is.
 */
import type { CardAt, DerivationInput } from "../../../system/cards/card-kind";
import { sameData } from "../../../core/same-data";
import { readFieldCare, readSpaceBearDoses } from "../actions/care-flags";
import type { MEDICINE_RECORD } from "./medicine-derive";
import type { DEVICE_RECORD } from "./device-derive";

async function patientOf(targets: DerivationInput<typeof MEDICINE_RECORD>["targets"], targetKey: string): Promise<Actor.Implementation | null> {
  const target = targets.find((t) => t.key === targetKey);
  const actor = target ? await fromUuid<Actor.Implementation>(target.actorUuid) : null;
  return actor instanceof Actor ? actor : null;
}

export async function confirmMedicine({ payload, targets }: DerivationInput<typeof MEDICINE_RECORD>, { targetKey }: CardAt): Promise<string | null> {
  const patient = await patientOf(targets, targetKey);
  if (!patient) return "STARSKIRMISH.Error.targetGone";
  return sameData({ ...readFieldCare(patient) }, { ...payload.before }) ? null : "STARSKIRMISH.SpacePatrol.Care.recordChanged";
}

export async function confirmDevice({ payload, targets }: DerivationInput<typeof DEVICE_RECORD>, { targetKey }: CardAt): Promise<string | null> {
  if (payload.injector !== "spaceBear") return null;
  const patient = await patientOf(targets, targetKey);
  if (!patient) return "STARSKIRMISH.Error.targetGone";
  return readSpaceBearDoses(patient, payload.day) === payload.dose - 1 ? null : "STARSKIRMISH.SpacePatrol.Care.recordChanged";
}
