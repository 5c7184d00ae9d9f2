/**
 * The part of a care card's result that is not markers: the patient's field-care record and their
 * Space Bear doses of the day and their Wounds left to nature by a failed major intervention (flags),
 * a revival's failed attempts and the dead status it lifts (Guide 8.4), a recovery's service-log entry, and the Crew Damage a vehicle or spacecraft hit calls for.
 * It runs where a result is applied: for the patient's owner directly, or for the GM when the
 * card's author asked through the apply query (ruleset.ts applyResult).
 */
import { adjustMarker, markerDefinition } from "../../../system/markers/marker-store";
import { FIELD_CARE_FLAG, INTERVENTION_FAILURES_FLAG, NBC_TRIED_FLAG, REVIVAL_FAILURES_FLAG, SPACE_BEAR_FLAG, writeCareFlag } from "./care-flags";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { appendRecoveryLog } from "./recovery-log";
import { promptCrewDamage } from "./crew-damage";

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

function isRecordOf<K extends string>(v: unknown, keys: readonly K[]): v is Record<K, number> {
  return typeof v === "object" && v !== null && keys.every((k) => isCount((v as Record<string, unknown>)[k]));
}

export async function applyCareData(actor: Actor.Implementation, data: Readonly<Record<string, unknown>>): Promise<void> {
  const care = data.fieldCare;
  if (isRecordOf(care, ["woundsRemoved", "mortalWoundFailures"])) {
    await writeCareFlag(actor, FIELD_CARE_FLAG, { woundsRemoved: care.woundsRemoved, mortalWoundFailures: care.mortalWoundFailures });
  }
  const bear = data.spaceBear;
  if (isRecordOf(bear, ["day", "doses"])) await writeCareFlag(actor, SPACE_BEAR_FLAG, { day: bear.day, doses: bear.doses });
  if (isCount(data.interventionFailures)) await writeCareFlag(actor, INTERVENTION_FAILURES_FLAG, data.interventionFailures);
  if (isCount(data.revivalFailures)) await writeCareFlag(actor, REVIVAL_FAILURES_FLAG, data.revivalFailures);
  if (isCount(data.nbcTriedDay)) await writeCareFlag(actor, NBC_TRIED_FLAG, data.nbcTriedDay);
  // Guide 8.4: a revived patient is no longer dead; their attempts are spent
  if (data.revived === true) {
    await actor.toggleStatusEffect(DEAD_STATUS.id, { active: false });
    await writeCareFlag(actor, REVIVAL_FAILURES_FLAG, 0);
  }
  await appendRecoveryLog(actor, data.recovery);
  if (isCount(data.crewDamage) && data.crewDamage > 0) await promptCrewDamage(actor, data.crewDamage);
}

/** Applies a care result to a patient the user owns, markers and data alike. */
export async function applyCareDirect(actor: Actor.Implementation, markers: Readonly<Record<string, number>>, data: Readonly<Record<string, unknown>>): Promise<void> {
  for (const [id, delta] of Object.entries(markers)) {
    const def = markerDefinition(id);
    if (def && delta !== 0) await adjustMarker(actor, def, delta);
  }
  await applyCareData(actor, data);
}
