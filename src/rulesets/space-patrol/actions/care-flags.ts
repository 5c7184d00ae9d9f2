/**
 * What a patient's actor remembers between treatments, kept in this system's flags: their field care
 * since the last fight (Guide 8.1: Wounds removed against their Vigor, failed attempts on a Mortal
 * Wound, each one a further disadvantage), their Space Bear doses of the day (Guide 8.7) and their
 * Wounds whose major intervention failed (Guide 8.3), which heal naturally (8.2).
 */
import { NEW_FIELD_CARE, type FieldCareState } from "../rules/medicine";
import { NBC_TREATMENT } from "../rules/healing";
import { flagUpdate, readFlag, type ActorFlags, type FlagKey } from "../../../system/flags";

export const FIELD_CARE_FLAG = "spFieldCare";
export const SPACE_BEAR_FLAG = "spSpaceBear";
export const INTERVENTION_FAILURES_FLAG = "spInterventionFailures";
export const REVIVAL_FAILURES_FLAG = "spRevivalFailures";
export const NBC_TRIED_FLAG = "spNbcTriedDay";

export interface SpaceBearDoses {
  /** Game day (world time in whole days) the doses were taken. */
  day: number;
  doses: number;
}

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 8.1: this patient's field care since the last fight. */
    spFieldCare?: FieldCareState;
    /** Guide 8.7: Space Bear doses taken on one game day. */
    spSpaceBear?: SpaceBearDoses;
    /** Guide 8.3: Wound Markers whose one major intervention failed, left to natural healing. */
    spInterventionFailures?: number;
    /** Guide 8.4: failed revival attempts on this dead man (a second is the last). */
    spRevivalFailures?: number;
    /** Guide 8.5: the game day of the last Med Bay attempt on a nuclear or chemical Wound. */
    spNbcTriedDay?: number;
  }
}

const wholeCount = (v: unknown): number => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0);

export function readFieldCare(actor: Actor.Implementation): FieldCareState {
  const raw: unknown = readFlag(actor, "Actor", FIELD_CARE_FLAG);
  if (typeof raw !== "object" || raw === null) return NEW_FIELD_CARE;
  const r = raw as Record<string, unknown>;
  return { woundsRemoved: wholeCount(r.woundsRemoved), mortalWoundFailures: wholeCount(r.mortalWoundFailures) };
}

/** Guide 8.3: how many of the patient's Wound Markers already had their one major intervention. */
export function readInterventionFailures(actor: Actor.Implementation): number {
  return wholeCount(readFlag(actor, "Actor", INTERVENTION_FAILURES_FLAG));
}

/** Guide 8.4: how many revival attempts on this dead man have failed. */
export function readRevivalFailures(actor: Actor.Implementation): number {
  return wholeCount(readFlag(actor, "Actor", REVIVAL_FAILURES_FLAG));
}

/** Guide 8.5: the game day of the last attempt on a nuclear or chemical Wound, or null. */
export function readNbcTriedDay(actor: Actor.Implementation): number | null {
  const raw: unknown = readFlag(actor, "Actor", NBC_TRIED_FLAG);
  return typeof raw === "number" && Number.isInteger(raw) && raw >= 0 ? raw : null;
}

/** Guide 8.5: days still to wait before the next NBC attempt on this patient (0 when they may). */
export function nbcDaysToWait(patient: Actor.Implementation, today: number): number {
  const last = readNbcTriedDay(patient);
  return last === null ? 0 : Math.max(0, last + NBC_TREATMENT.daysBetweenAttempts - today);
}

/** Space Bear doses already taken on `day` (0 on any other day). */
export function readSpaceBearDoses(actor: Actor.Implementation, day: number): number {
  const raw: unknown = readFlag(actor, "Actor", SPACE_BEAR_FLAG);
  if (typeof raw !== "object" || raw === null) return 0;
  const r = raw as Record<string, unknown>;
  return r.day === day ? wholeCount(r.doses) : 0;
}

/** Writes one of this system's flags on an actor the user may change. */
export async function writeCareFlag<K extends FlagKey<"Actor">>(actor: Actor.Implementation, key: K, value: ActorFlags[K]): Promise<void> {
  await actor.update(flagUpdate("Actor", { [key]: value }));
}

/** The game day now, for counting Space Bear doses per day. */
export function gameDay(): number {
  return Math.floor((game.time?.worldTime ?? 0) / 86400);
}
