/**
 * Battlefield medicine (Guide 6.14, 8.1): the medic treats the targeted adjacent person, or
 * themselves, with their Medicine and a Med Kit (Guide 2.2: Medicine needs one). The medic picks one of the
 * patient's Wound, Mortal Wound, Stun or Unconscious markers; a real d20 decides. The patient's
 * field-care record (Wounds removed against their Vigor, failures on a Mortal Wound, each a further
 * disadvantage) is kept on the patient's actor, so every medic's next attempt sees it. A patient the user
 * owns is treated at once; anyone else's result goes to the GM through the apply query, asked for
 * as soon as the card is posted (the record must be kept even when the marker stays). So does an own
 * patient's in a battle on a player's client: the markers it takes off are kept (rules/markers.ts).
 */
import { markerCount } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { MEDICINE_CARD } from "../cards/care";
import { requestApply } from "../../../system/chat/apply-result";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { isAssetLevelReader } from "../models/asset-reader";
import { attemptFieldCare, MEDICAL_MARKERS, woundsRemovableAfterFight, type MedicalMarker } from "../rules/medicine";
import { SP_MARKER } from "../rules/markers";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { medicineCardContext, medicineDialogContext } from "../view/medicine-card";
import { warn } from "../../../system/notify";
import { rollFormula } from "../../../system/real-dice";
import { kitBonus } from "./action-common";
import { patientFor, patientKey } from "./patient";
import { readFieldCare } from "./care-flags";
import { medicineResult } from "../cards/medicine-derive";
import { applyCareDirect } from "./care-apply";
import { lowersKeptMarkersHere } from "../../../system/markers/kept-markers";
import { askDialogInput } from "../../../system/form-dialog";

const flag = (v: unknown): boolean => v === true || v === "true" || v === "on";

async function askMarker(patient: Actor.Implementation, kit: number, treatable: { id: MedicalMarker; count: number }[]): Promise<{ marker: MedicalMarker; nbc: boolean } | null> {
  const context = medicineDialogContext(patient.name ?? "", kit, treatable, readFieldCare(patient));
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/medicine.hbs`, { ...context });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Action.medicine") },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Care.treatButton" },
  });
  if (typeof raw !== "object" || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const chosen = treatable.find((t) => t.id === data.marker);
  return chosen ? { marker: chosen.id, nbc: flag(data.nbc) } : null;
}

/** `aboard`: a shipmate named from the spacecraft sheet (7.13), who needs no token beside the medic. */
export async function medicine(medic: Actor.Implementation, aboard?: Actor.Implementation, beforeRoll: () => Promise<boolean> = async () => true): Promise<void> {
  const system = medic.system;
  if (!isAssetLevelReader(system)) return;
  const patient = aboard ?? patientFor(medic);
  if (!patient || !isAssetLevelReader(patient.system)) return;
  const kit = kitBonus(medic, "medKit");
  if (kit === null) return warn("STARSKIRMISH.SpacePatrol.Care.noMedKit");
  const markers = readMarkers(patient);
  const treatable = MEDICAL_MARKERS.map((id) => ({ id, count: markerCount(markers, id) })).filter((m) => m.count > 0);
  if (treatable.length === 0) return warn("STARSKIRMISH.SpacePatrol.Care.nothingToTreat");
  const choice = await askMarker(patient, kit, treatable);
  if (!choice) return;
  const before = readFieldCare(patient);
  const vigor = patient.system.assetLevel("vigor");
  if (choice.marker === SP_MARKER.wound && before.woundsRemoved >= woundsRemovableAfterFight(vigor)) return warn("STARSKIRMISH.SpacePatrol.Care.vigorLimit");
  if (!(await beforeRoll())) return;
  const { roll, faces } = await rollFormula("1d20");
  // Guide 6.14: the medic's own Wound and Mortal Wound Markers burden their task
  const options = { medicine: system.assetLevel("medicine"), medKit: kit, nbc: choice.nbc, disadvantages: taskDisadvantagesFromMarkers(readMarkers(medic), "asset") };
  const outcome = attemptFieldCare(before, choice.marker, vigor, options, faces[0] ?? 1);
  const { markers: change, data } = medicineResult(choice.marker, outcome);
  const own = patient.isOwner && lowersKeptMarkersHere(patient);
  const key = patientKey(patient);
  if (own) await applyCareDirect(patient, change, data);
  const context = medicineCardContext({ medicName: medic.name ?? "", patientName: patient.name ?? "", self: patient === medic || patient.uuid === medic.uuid, marker: choice.marker, before, outcome, targetKey: own ? "" : key });
  const message = await postCard(MEDICINE_CARD, {
    actor: medic,
    rolls: [roll],
    context,
    // the attempt as the rules were handed it, so the GM can work the result out again
    payload: { key, marker: choice.marker, before: { ...before }, vigor: String(vigor), medicine: String(options.medicine), medKit: options.medKit, nbc: options.nbc, disadvantages: options.disadvantages },
    targets: own ? [] : [{ key, actorUuid: patient.uuid, name: patient.name ?? "", markers: change, data }],
  });
  if (!own && message) await requestApply(message, key);
}
