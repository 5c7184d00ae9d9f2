/**
 * The battlefield medicine card and dialog (Guide 6.14, 8.1): which marker the medic treats, the
 * DT with every disadvantage (the medic's wounds, NBC, and one per earlier failure on a Mortal
 * Wound), the d20, whether the marker comes off, and how many failures the patient's Mortal Wound
 * now carries into the next attempt.
 */
import { spaceMarkerDefinition } from "../rules/damage";
import { SP_MARKER } from "../rules/markers";
import type { FieldCareOutcome, FieldCareState, MedicalMarker } from "../rules/medicine";
import type { TaskResult } from "../rules/task";
import { taskSum, type TaskSum } from "./task-sum";

export interface MedicineDialogContext {
  patientName: string;
  kit: number;
  markers: { value: string; label: string; count: number }[];
  mortalWoundFailures: number;
}

export function medicineDialogContext(patientName: string, kit: number, treatable: readonly { id: MedicalMarker; count: number }[], state: FieldCareState): MedicineDialogContext {
  return {
    patientName,
    kit,
    markers: treatable.map((m) => ({ value: m.id, label: spaceMarkerDefinition(m.id).label, count: m.count })),
    mortalWoundFailures: state.mortalWoundFailures,
  };
}

export interface MedicineCardContext {
  medicName: string;
  patientName: string;
  /** The medic treats themselves: the card says so rather than "Zed → Zed" (Guide 6.14). */
  self: boolean;
  markerLabel: string;
  result: TaskResult;
  /** The Medicine roll written out (view/task-sum.ts). */
  sum: TaskSum;
  removed: boolean;
  outcome: string;
  mortal: boolean;
  /** Failed attempts on the Mortal Wound before and after this one (Guide 8.1). */
  failuresBefore: number;
  failuresAfter: number;
  /** The patient's key when someone else's actor needs the GM to apply; empty when done already. */
  targetKey: string;
}

export function medicineCardContext(input: {
  medicName: string;
  patientName: string;
  self: boolean;
  marker: MedicalMarker;
  before: FieldCareState;
  outcome: FieldCareOutcome;
  targetKey: string;
}): MedicineCardContext {
  const { outcome } = input;
  return {
    medicName: input.medicName,
    patientName: input.patientName,
    self: input.self,
    markerLabel: spaceMarkerDefinition(input.marker).label,
    result: outcome.result,
    // the sum names its terms: Medicine and the Med Kit (6.14)
    sum: taskSum(outcome.result, { nameKey: "STARSKIRMISH.SpacePatrol.Care.kit" }, "STARSKIRMISH.SpacePatrol.Asset.medicine"),
    removed: outcome.removed,
    outcome: outcome.removed ? "STARSKIRMISH.SpacePatrol.Care.removed" : "STARSKIRMISH.SpacePatrol.Care.notRemoved",
    mortal: input.marker === SP_MARKER.mortalWound,
    failuresBefore: input.before.mortalWoundFailures,
    failuresAfter: outcome.state.mortalWoundFailures,
    targetKey: input.targetKey,
  };
}
