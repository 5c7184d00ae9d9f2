/**
 * The recovery dialog and card (Guide 8.2-8.4): which treatments after the fight the patient's
 * markers allow, the Med Bay and care the player states, then the Medicine task (for a major
 * intervention or a revival), the days or hours it took, and the line their service log gains.
 */
import type { RecoveryEntry, RecoveryOutcomeName, RecoveryTreatment } from "../data/recovery-kinds";
import type { TaskResult } from "../rules/task";
import { taskSum, type TaskSum } from "./task-sum";

// every key written out, so the language test finds each one
const TREATMENT_LABEL: Readonly<Record<RecoveryTreatment, string>> = {
  natural: "STARSKIRMISH.SpacePatrol.Recovery.treatment.natural",
  woundIntervention: "STARSKIRMISH.SpacePatrol.Recovery.treatment.woundIntervention",
  mortalIntervention: "STARSKIRMISH.SpacePatrol.Recovery.treatment.mortalIntervention",
  revival: "STARSKIRMISH.SpacePatrol.Recovery.treatment.revival",
  nbcTreatment: "STARSKIRMISH.SpacePatrol.Recovery.treatment.nbcTreatment",
  reconstruction: "STARSKIRMISH.SpacePatrol.Recovery.treatment.reconstruction",
};
const TREATMENT_HINT: Readonly<Record<RecoveryTreatment | "naturalMortal", string>> = {
  natural: "STARSKIRMISH.SpacePatrol.Recovery.hint.natural",
  naturalMortal: "STARSKIRMISH.SpacePatrol.Recovery.hint.naturalMortal",
  woundIntervention: "STARSKIRMISH.SpacePatrol.Recovery.hint.woundIntervention",
  mortalIntervention: "STARSKIRMISH.SpacePatrol.Recovery.hint.mortalIntervention",
  revival: "STARSKIRMISH.SpacePatrol.Recovery.hint.revival",
  nbcTreatment: "STARSKIRMISH.SpacePatrol.Recovery.hint.nbcTreatment",
  reconstruction: "STARSKIRMISH.SpacePatrol.Recovery.hint.reconstruction",
};
/** Guide 8.2, 8.3: how each treatment can end (natural healing and a Mortal Wound never "fail" alive). */
const OUTCOME_LABEL: Readonly<Record<RecoveryTreatment, Partial<Record<RecoveryOutcomeName, string>>>> = {
  natural: { healed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.natural.healed", died: "STARSKIRMISH.SpacePatrol.Recovery.outcome.natural.died" },
  woundIntervention: { healed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.woundIntervention.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.woundIntervention.failed" },
  mortalIntervention: { healed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.mortalIntervention.healed", died: "STARSKIRMISH.SpacePatrol.Recovery.outcome.mortalIntervention.died" },
  revival: { healed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.revival.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.revival.failed" },
  nbcTreatment: { healed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.nbcTreatment.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.nbcTreatment.failed" },
  reconstruction: { healed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.reconstruction.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.outcome.reconstruction.failed" },
};
const LOG_LINE: Readonly<Record<RecoveryTreatment, Partial<Record<RecoveryOutcomeName, string>>>> = {
  natural: { healed: "STARSKIRMISH.SpacePatrol.Recovery.log.natural.healed", died: "STARSKIRMISH.SpacePatrol.Recovery.log.natural.died" },
  woundIntervention: { healed: "STARSKIRMISH.SpacePatrol.Recovery.log.woundIntervention.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.log.woundIntervention.failed" },
  mortalIntervention: { healed: "STARSKIRMISH.SpacePatrol.Recovery.log.mortalIntervention.healed", died: "STARSKIRMISH.SpacePatrol.Recovery.log.mortalIntervention.died" },
  revival: { healed: "STARSKIRMISH.SpacePatrol.Recovery.log.revival.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.log.revival.failed" },
  nbcTreatment: { healed: "STARSKIRMISH.SpacePatrol.Recovery.log.nbcTreatment.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.log.nbcTreatment.failed" },
  reconstruction: { healed: "STARSKIRMISH.SpacePatrol.Recovery.log.reconstruction.healed", failed: "STARSKIRMISH.SpacePatrol.Recovery.log.reconstruction.failed" },
};

export interface RecoveryDialogContext {
  patientName: string;
  medicName: string;
  wounds: number;
  mortalWounds: number;
  /** Wounds whose one major intervention failed (Guide 8.3). */
  failures: number;
  treatments: { value: RecoveryTreatment; label: string; hint: string }[];
  /** A major intervention is offered: the Med Bay's code is asked (Guide 8.3). */
  askMedBay: boolean;
  minMedBay: number;
  /** Natural healing of a failed intervention's Wound is offered: the care's DI is asked (Guide 8.2). */
  askCareDi: boolean;
  /** Bodily reconstruction is offered: the facility's DI is asked (Guide 8.6). */
  askFacilityDi: boolean;
  /** The patient is dead: only a revival is offered, and the case of their death is asked (Guide 8.4). */
  dead: boolean;
  askRevival: boolean;
  /** Failed revival attempts so far; a second needs stasis and a code 4+ Med Bay (Guide 8.4). */
  revivalFailures: number;
}

/**
 * Guide 8.2, 8.3: what the markers allow; an intervention only on a Wound not yet tried. Guide 8.5:
 * a Wound may be a nuclear or chemical one, which only a Med Bay treats (no marker says which, so
 * the player picks it). Guide 8.6: reconstruction for any living person (no marker records a
 * disfigurement). Guide 8.4: the dead can only be revived, while attempts are left (`canRevive`).
 */
export function recoveryTreatments(wounds: number, mortalWounds: number, failures: number, dead: { canRevive: boolean } | null = null): RecoveryTreatment[] {
  if (dead) return dead.canRevive ? ["revival"] : [];
  const out: RecoveryTreatment[] = [];
  if (mortalWounds > 0) out.push("mortalIntervention");
  if (wounds > failures) out.push("woundIntervention");
  if (wounds > 0 || mortalWounds > 0) out.push("natural");
  if (wounds > 0) out.push("nbcTreatment");
  out.push("reconstruction");
  return out;
}

export function recoveryDialogContext(input: {
  patientName: string;
  medicName: string;
  wounds: number;
  mortalWounds: number;
  failures: number;
  minMedBay: number;
  dead?: { canRevive: boolean; revivalFailures: number };
}): RecoveryDialogContext {
  const { dead, ...rest } = input;
  const treatments = recoveryTreatments(input.wounds, input.mortalWounds, input.failures, dead ?? null);
  // natural healing with a Mortal Wound still on the patient is their death (Guide 8.2), and says so
  const naturalHint = input.mortalWounds > 0 ? TREATMENT_HINT.naturalMortal : TREATMENT_HINT.natural;
  return {
    ...rest,
    dead: dead !== undefined,
    askRevival: treatments.includes("revival"),
    revivalFailures: dead?.revivalFailures ?? 0,
    treatments: treatments.map((value) => ({ value, label: TREATMENT_LABEL[value], hint: value === "natural" ? naturalHint : TREATMENT_HINT[value] })),
    askMedBay: treatments.some((t) => t !== "natural"),
    askCareDi: treatments.includes("natural") && input.failures > 0 && input.mortalWounds === 0,
    askFacilityDi: treatments.includes("reconstruction"),
  };
}

export interface RecoveryCardContext {
  medicName: string;
  patientName: string;
  self: boolean;
  /** Natural healing is rest, nobody's treatment: the card names the patient alone (8.2). */
  natural: boolean;
  treatmentLabel: string;
  /** The Medicine task of a major intervention; null for natural healing. */
  result: TaskResult | null;
  /** That task written out (view/task-sum.ts). */
  sum: TaskSum | null;
  outcome: RecoveryOutcomeName;
  outcomeLabel: string;
  /** The time the treatment took, as a language key and its numbers. */
  timeKey: string;
  /** The days or hours the time line counts. */
  timeCount: number;
  days: number;
  hours: number;
  /** Whether the treatment took a time worth showing (a failed revival takes none the Guide gives). */
  showTime: boolean;
  halved: boolean;
  medBay: number;
  targetKey: string;
}

export function recoveryCardContext(input: {
  medicName: string;
  patientName: string;
  /** The medic treats themselves (Guide 8.2, 8.3): the card says so rather than naming them twice. */
  self: boolean;
  entry: RecoveryEntry;
  result: TaskResult | null;
  halved: boolean;
  medBay: number;
  targetKey: string;
}): RecoveryCardContext {
  const { entry } = input;
  return {
    medicName: input.medicName,
    patientName: input.patientName,
    self: input.self && entry.treatment !== "natural",
    natural: entry.treatment === "natural",
    treatmentLabel: TREATMENT_LABEL[entry.treatment],
    result: input.result,
    // a major intervention adds Medicine and the Med Bay's code (8.3), each named
    sum: input.result ? taskSum(input.result, { nameKey: "STARSKIRMISH.SpacePatrol.Recovery.medBay" }, "STARSKIRMISH.SpacePatrol.Asset.medicine") : null,
    outcome: entry.outcome,
    outcomeLabel: OUTCOME_LABEL[entry.treatment][entry.outcome] ?? "",
    // counted, so a 1d4 of 1 reads "1 day" (system/i18n/counted.ts)
    timeKey: timeKey(entry),
    timeCount: timeKey(entry) === "STARSKIRMISH.SpacePatrol.Recovery.hours" ? entry.hours : entry.days,
    days: entry.days,
    hours: entry.hours,
    showTime: entry.days > 0 || entry.hours > 0,
    halved: input.halved,
    medBay: entry.treatment === "natural" ? 0 : input.medBay,
    targetKey: input.targetKey,
  };
}

function timeKey(entry: RecoveryEntry): string {
  if (entry.treatment === "revival") return "STARSKIRMISH.SpacePatrol.Recovery.dutyDays";
  // Guide 8.5: a failed treatment of a nuclear or chemical Wound waits 5 days for the next
  if (entry.treatment === "nbcTreatment") return "STARSKIRMISH.SpacePatrol.Recovery.nextTryDays";
  return entry.treatment === "natural" || entry.treatment === "reconstruction" ? "STARSKIRMISH.SpacePatrol.Recovery.days" : "STARSKIRMISH.SpacePatrol.Recovery.hours";
}

/** The language key of the service log's line for a treatment; it takes the days and hours, counted. */
export function recoveryLogKey(entry: Pick<RecoveryEntry, "treatment" | "outcome">): string {
  return LOG_LINE[entry.treatment][entry.outcome] ?? "";
}
