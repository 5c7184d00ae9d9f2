/**
 * The care cards: battlefield medicine (Guide 6.14, 8.1) and Use Device (Guide 6.4, 8.7). A
 * patient the user does not own gets an Apply; its data carries their field-care record or their
 * Space Bear doses of the day, which the apply writes on them (actions/care-apply.ts), once the
 * GM has worked it out again (medicine-derive.ts, device-derive.ts) and checked the patient's
 * record still holds (care-confirm.ts). The recovery card (Guide 8.2, 8.3) reports a treatment after
 * the fight; its data also carries the entry the patient's service log gains.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { MEDICINE_RECORD, deriveMedicine } from "./medicine-derive";
import { DEVICE_RECORD, deriveDevice } from "./device-derive";
import { RECOVERY_DATA, RECOVERY_RECORD, deriveRecovery } from "./recovery-derive";
import { confirmDevice, confirmMedicine, confirmRecovery } from "./care-confirm";

export const MEDICINE_CARD = defineCardKind({
  id: "spMedicine",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/medicine.hbs",
  payload: MEDICINE_RECORD,
  targetData: { fieldCare: field.object({ woundsRemoved: field.integer(0, 0), mortalWoundFailures: field.integer(0, 0) }) },
  buttons: ["applyResult"],
  derive: deriveMedicine,
  confirm: confirmMedicine,
});

export const DEVICE_CARD = defineCardKind({
  id: "spDevice",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/device.hbs",
  payload: DEVICE_RECORD,
  targetData: { spaceBear: field.object({ day: field.integer(0), doses: field.integer(0, 0) }) },
  buttons: ["applyResult"],
  derive: deriveDevice,
  confirm: confirmDevice,
});

export const RECOVERY_CARD = defineCardKind({
  id: "spRecovery",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/recovery.hbs",
  payload: RECOVERY_RECORD,
  targetData: RECOVERY_DATA,
  buttons: ["applyResult"],
  derive: deriveRecovery,
  confirm: confirmRecovery,
});
