/**
 * Whom a medic or an injector treats (Guide 8.1, 8.7): the one token the user targets, which must
 * be within reach of the acting token, or the actor's own figure when nothing is targeted.
 */
import { isAssetLevelReader } from "../models/asset-reader";
import { contactDistanceBetween, userTargets, actingToken } from "../../../system/board";
import { warn } from "../../../system/notify";

/**
 * The Guide has the medic and the injector work on the patient in person without giving a
 * distance; a player would expect to stand next to the patient: one square (1") away at most. In
 * board squares at any ground scale (system/board.ts contactDistanceBetween): Guide 6.1 divides
 * moves, ranges and bursts at 15 m or 150 m to the inch, not a hand laid on a patient (our reading,
 * it wants a ruling).
 */
export const TREATMENT_REACH_INCHES = 1;

/** The patient, or null (with a warning) when the targets make no sense. */
export function patientFor(actor: Actor.Implementation): Actor.Implementation | null {
  const targets = userTargets();
  if (targets.length === 0) return actor;
  if (targets.length > 1) {
    warn("STARSKIRMISH.SpacePatrol.Care.oneTarget");
    return null;
  }
  const target = targets[0];
  const patient = target?.actor ?? null;
  if (!target || !patient || !isAssetLevelReader(patient.system)) {
    warn("STARSKIRMISH.SpacePatrol.Care.notAPerson");
    return null;
  }
  if (patient === actor) return actor;
  const own = actingToken(actor);
  if (!own) {
    warn("STARSKIRMISH.SpacePatrol.Care.noToken");
    return null;
  }
  if (contactDistanceBetween(own, target) > TREATMENT_REACH_INCHES) {
    warn("STARSKIRMISH.SpacePatrol.Care.notAdjacent");
    return null;
  }
  return patient;
}

/** The key a card gives the patient's target entry: their token's id, or their actor's. */
export function patientKey(patient: Actor.Implementation): string {
  return actingToken(patient)?.document.id ?? patient.id ?? "patient";
}
