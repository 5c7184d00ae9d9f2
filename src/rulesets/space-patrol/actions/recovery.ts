/**
 * Recovery after the fight (Guide 8.2, 8.3), from the sheet: natural healing of one Wound Marker at
 * a time (20 days, halved under DI 4+ care for a Wound whose major intervention failed), death in
 * 1d6 days for a Mortal Wound left untreated, a major intervention in a Med Bay with the sheet's
 * figure as the medic (one d20 Medicine task, 1d6 hours), and the revival of a dead man (Guide 8.4)
 * whose case (Thanatic Acid, hours dead, stasis, destroyed) the player states; the Med Bay treatment
 * of a nuclear or chemical Wound (8.5) and bodily reconstruction in a DI 6+ facility (8.6). The patient is the one token the
 * user targets (no reach: it happens away from the fight), or the figure itself. A patient the
 * user owns is changed at once; anyone else's through the GM, who works the card out again, and so
 * is an own patient's still listed in a combat on a player's client, whose Wound markers are kept
 * (rules/markers.ts).
 */
import { markerCount } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { requestApply } from "../../../system/chat/apply-result";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { userTargets } from "../../../system/board";
import { warn } from "../../../system/notify";
import { rollFormula } from "../../../system/real-dice";
import { isAssetLevelReader } from "../models/asset-reader";
import { SP_MARKER } from "../rules/markers";
import { RECOVERY_CARD } from "../cards/care";
import { MAX_REVIVAL_ATTEMPTS, MIN_MED_BAY_CODE, NO_THANATIC, recoveryDice, workRecovery, type RecoveryInput, type RecoveryWorked } from "../cards/recovery-derive";
import { RECONSTRUCTION, revivalProblem } from "../rules/healing";
import type { RecoveryTreatment } from "../data/recovery-kinds";
import { recoveryCardContext, recoveryDialogContext, recoveryTreatments } from "../view/recovery-card";
import { gameDay, nbcDaysToWait, readInterventionFailures, readRevivalFailures } from "./care-flags";
import { applyCareDirect } from "./care-apply";
import { lowersKeptMarkersHere } from "../../../system/markers/kept-markers";
import { patientKey } from "./patient";
import { askDialogInput } from "../../../system/form-dialog";

/** The patient: the one targeted person, or the figure itself; null (warned) otherwise. */
function recoveryPatient(actor: Actor.Implementation): Actor.Implementation | null {
  const targets = userTargets();
  if (targets.length === 0) return actor;
  if (targets.length > 1) {
    warn("STARSKIRMISH.SpacePatrol.Care.oneTarget");
    return null;
  }
  const patient = targets[0]?.actor ?? null;
  if (!patient || !isAssetLevelReader(patient.system)) {
    warn("STARSKIRMISH.SpacePatrol.Care.notAPerson");
    return null;
  }
  return patient;
}

/** A whole number of at least `min` from a form field, or null. */
function wholeAtLeast(v: unknown, min: number): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= min ? n : null;
}

type RevivalFacts = NonNullable<RecoveryInput["revival"]>;

interface Choice {
  treatment: RecoveryTreatment;
  medBay: number;
  careDi: number;
  revival?: Omit<RevivalFacts, "failures">;
}

/** Guide 8.4: the dead man's case as the form gives it, or null when a number is not whole. */
function revivalFacts(data: Record<string, unknown>): Omit<RevivalFacts, "failures"> | null {
  const blank = data.thanaticMinutes === undefined || data.thanaticMinutes === null || data.thanaticMinutes === "";
  const minutes = blank ? NO_THANATIC : wholeAtLeast(data.thanaticMinutes, 0);
  const hours = wholeAtLeast(data.hoursSinceDeath ?? 0, 0);
  if (minutes === null || hours === null) return null;
  const flag = (v: unknown): boolean => v === true || v === "true" || v === "on";
  return { thanaticAfterMinutes: minutes === NO_THANATIC ? null : minutes, hoursSinceDeath: hours, inStasis: flag(data.inStasis), destroyed: flag(data.destroyed) };
}

async function askTreatment(context: ReturnType<typeof recoveryDialogContext>): Promise<Choice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/recovery.hbs`, { ...context });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Action.recovery") },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Recovery.treatButton" },
  });
  if (typeof raw !== "object" || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const treatment = context.treatments.find((t) => t.value === data.treatment)?.value;
  if (!treatment) return null;
  const medBay = treatment === "natural" ? 0 : wholeAtLeast(data.medBay, MIN_MED_BAY_CODE);
  if (medBay === null) {
    warn("STARSKIRMISH.SpacePatrol.Recovery.badMedBay");
    return null;
  }
  // Guide 8.2: the care's DI halves natural healing; Guide 8.6: the facility's DI allows reconstruction
  const careDi = context.askCareDi && treatment === "natural" ? wholeAtLeast(data.careDi ?? 0, 0) : treatment === "reconstruction" ? wholeAtLeast(data.facilityDi ?? 0, 0) : 0;
  if (careDi === null) {
    warn("STARSKIRMISH.SpacePatrol.Recovery.badCareDi");
    return null;
  }
  if (treatment !== "revival") return { treatment, medBay, careDi };
  const revival = revivalFacts(data);
  if (!revival) {
    warn("STARSKIRMISH.SpacePatrol.Recovery.badRevivalCase");
    return null;
  }
  return { treatment, medBay, careDi, revival };
}

export async function recovery(medic: Actor.Implementation): Promise<void> {
  if (!isAssetLevelReader(medic.system)) return;
  const patient = recoveryPatient(medic);
  if (!patient) return;
  const markers = readMarkers(patient);
  const wounds = markerCount(markers, SP_MARKER.wound);
  const mortalWounds = markerCount(markers, SP_MARKER.mortalWound);
  const failures = Math.min(readInterventionFailures(patient), wounds);
  const revivalFailures = readRevivalFailures(patient);
  const dead = patient.statuses.has(DEAD_STATUS.id) ? { canRevive: revivalFailures < MAX_REVIVAL_ATTEMPTS, revivalFailures } : undefined;
  if (dead && !dead.canRevive) return warn("STARSKIRMISH.SpacePatrol.Recovery.noMoreRevival");
  if (recoveryTreatments(wounds, mortalWounds, failures, dead ?? null).length === 0) return warn("STARSKIRMISH.SpacePatrol.Recovery.nothingToTreat");
  const dialog = recoveryDialogContext({ patientName: patient.name ?? "", medicName: medic.name ?? "", wounds, mortalWounds, failures, minMedBay: MIN_MED_BAY_CODE, ...(dead ? { dead } : {}) });
  const choice = await askTreatment(dialog);
  if (!choice) return;
  const { revival, ...rest } = choice;
  const input: RecoveryInput = {
    ...rest,
    mortalWounds: choice.treatment === "natural" ? mortalWounds : 0,
    failures,
    medicine: medic.system.assetLevel("medicine"),
    day: gameDay(),
    ...(revival ? { revival: { ...revival, failures: revivalFailures } } : {}),
  };
  // Guide 8.5: one attempt on a nuclear or chemical Wound per 5 days of game time
  const waited = nbcDaysToWait(patient, input.day ?? 0);
  if (input.treatment === "nbcTreatment" && waited > 0) return warn("STARSKIRMISH.SpacePatrol.Recovery.nbcTooSoon", { days: waited });
  // Guide 8.6: only a DI 6+ facility reconstructs; said before any die is rolled
  if (input.treatment === "reconstruction" && input.careDi < RECONSTRUCTION.minDi) return warn("STARSKIRMISH.SpacePatrol.Recovery.facilityTooLow", { di: RECONSTRUCTION.minDi });
  if (revival) {
    // Guide 8.4: say why before any die is rolled
    const problem = revivalProblem({ ...revival, attempt: revivalFailures === 0 ? 1 : 2, medBayCode: input.medBay });
    if (problem) return warn("STARSKIRMISH.SpacePatrol.Recovery.revivalRefused", { reason: problem });
  }
  const rolled = [];
  for (const formula of recoveryDice(input)) rolled.push(await rollFormula(formula));
  let worked: RecoveryWorked;
  try {
    worked = workRecovery(input, rolled.map((r) => r.faces[0] ?? 0));
  } catch (error) {
    if (error instanceof RangeError) return warn("STARSKIRMISH.SpacePatrol.Recovery.refused");
    throw error;
  }
  const own = patient.isOwner && lowersKeptMarkersHere(patient);
  const key = patientKey(patient);
  if (own) {
    await applyCareDirect(patient, worked.markers, { ...worked.data });
    if (worked.data.dead) await patient.toggleStatusEffect(DEAD_STATUS.id, { active: true, overlay: true });
  }
  const context = recoveryCardContext({ medicName: medic.name ?? "", patientName: patient.name ?? "", self: patient === medic || patient.uuid === medic.uuid, entry: worked.data.recovery, result: worked.result, halved: worked.halved, medBay: input.medBay, targetKey: own ? "" : key });
  const message = await postCard(RECOVERY_CARD, {
    actor: medic,
    rolls: rolled.map((r) => r.roll),
    context,
    // the treatment as the rules were handed it, so the GM can work the result out again
    payload: {
      key,
      treatment: input.treatment,
      mortalWounds: input.mortalWounds,
      failures,
      medicine: String(input.medicine),
      medBay: input.medBay,
      careDi: input.careDi,
      thanaticMinutes: revival?.thanaticAfterMinutes ?? NO_THANATIC,
      hoursSinceDeath: revival?.hoursSinceDeath ?? 0,
      inStasis: revival?.inStasis ?? false,
      destroyed: revival?.destroyed ?? false,
      revivalFailures: revival ? revivalFailures : 0,
      day: input.day ?? 0,
    },
    targets: own ? [] : [{ key, actorUuid: patient.uuid, name: patient.name ?? "", markers: worked.markers, data: worked.data }],
  });
  if (!own && message) await requestApply(message, key);
}
