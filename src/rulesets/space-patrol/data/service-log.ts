/**
 * A patrolman's service log as read and written (Guide 1.1-1.3, 8.2-8.6): each line is its term, the
 * dice its step rolled, and either the event it records (a creation event, rules/creation-events.ts,
 * or a treatment after the fight), checked whole as it is read, or a line of text kept as written (a
 * line saved before events, creation's or recovery's). The sheet then says each event in its
 * reader's language. The stored form the data model bounds is service-log-schema.ts. Pure.
 */
import {
  EMPTY_EVENT,
  emptyEvent,
  MAX_LOG_LINES,
  MAX_LOG_TERM,
  MAX_RECOVERY_DAYS,
  MAX_RECOVERY_HOURS,
  SERVICE_EVENT_KINDS,
  type ServiceLineSource,
  type StoredEvent,
  type StoredServiceLine,
} from "./service-log-schema";
// the stored form is service-log-schema.ts's, which the data model loads at start-up
export { MAX_LOG_LINES, MAX_LOG_TERM, MAX_RECOVERY_DAYS, MAX_RECOVERY_HOURS, SERVICE_EVENT_KINDS, SERVICE_LOG_ENTRY, wholeServiceLine, type ServiceLineSource, type StoredServiceLine } from "./service-log-schema";
import { assertCreationEvent, type CreationEvent } from "../rules/creation-events";
import { oneOf, record, whole } from "../../../core/checks";
import { RECOVERY_ENDINGS, RECOVERY_TREATMENTS, type RecoveryEntry, type RecoveryOutcomeName, type RecoveryTreatment } from "./recovery-kinds";
import type { CreationLogEntry } from "../rules/creation";

/** Guide 8.2-8.6: a treatment after the fight, its ending and the days or hours it took. */
export interface RecoveryLogEvent {
  readonly kind: "recovery";
  readonly treatment: RecoveryTreatment;
  readonly result: RecoveryOutcomeName;
  readonly days: number;
  readonly hours: number;
}

/** What a service log line can record: a step of creation (Guide 1.1-1.3) or a treatment (8.2-8.6). */
export type ServiceEvent = CreationEvent | RecoveryLogEvent;

/** Throws a RangeError naming the field unless `e` is a whole treatment line. */
export function assertRecoveryEvent(e: RecoveryLogEvent, at = "event"): void {
  record(e, at);
  oneOf(e.kind, `${at}.kind`, ["recovery"] as const);
  const treatment = oneOf(e.treatment, `${at}.treatment`, RECOVERY_TREATMENTS);
  oneOf(e.result, `${at}.result`, RECOVERY_ENDINGS[treatment]);
  whole(e.days, `${at}.days`, 0, MAX_RECOVERY_DAYS);
  whole(e.hours, `${at}.hours`, 0, MAX_RECOVERY_HOURS);
}

/**
 * A creation log line as the patrolman keeps it. An old "note" line (a lifepath begun before
 * events) is kept as text: `noteText` says it as the wizard did, names localized and dice added.
 */
export function storedOfLogEntry(entry: CreationLogEntry, noteText: (note: string, rolls: readonly number[]) => string): StoredServiceLine {
  const term = Math.min(MAX_LOG_TERM, Math.max(1, entry.term));
  const rolls = [...entry.rolls];
  if (entry.event.kind === "note") return { term, text: noteText(entry.event.text, rolls), rolls, event: emptyEvent() };
  return { term, text: "", rolls, event: storedEvent(entry.event) };
}

/** An event in the stored form: its own fields, every other one empty. */
function storedEvent(source: Exclude<ServiceEvent, { kind: "note" }>): StoredEvent {
  const e = source as Partial<Record<keyof StoredEvent, unknown>>;
  const event = emptyEvent();
  for (const key of Object.keys(EMPTY_EVENT) as (keyof StoredEvent)[]) {
    const value = e[key];
    if (value === undefined || value === null) continue;
    (event as Record<string, unknown>)[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return event;
}

/**
 * What adding a treatment's line did: added it; added it after giving up the oldest treatment
 * lines (`dropped` of them) to stay within MAX_LOG_LINES; or left the log as it was, full of lines it
 * keeps (the creation lines and old text lines), without the treatment.
 */
export type RecoveryLineResult =
  | { readonly kind: "added"; readonly log: unknown[] }
  | { readonly kind: "droppedOldest"; readonly log: unknown[]; readonly dropped: number }
  | { readonly kind: "full"; readonly log: readonly unknown[] };

/** Whether a stored line records a treatment as an event (Guide 8.2-8.6); old text lines are kept. */
const isTreatmentLine = (line: unknown): boolean => {
  const event = typeof line === "object" && line !== null ? (line as { event?: unknown }).event : undefined;
  return typeof event === "object" && event !== null && (event as { kind?: unknown }).kind === "recovery";
};

/**
 * The log with a treatment's line added (Guide 8.2-8.6), as an event each reader's sheet says in
 * their own language. The line belongs to the term being served: the log's last line's term, else
 * the terms completed. The data model holds at most MAX_LOG_LINES lines: at that bound the oldest
 * treatment lines give way to the new one, for the creation lines (Guide 1.1-1.3) are the
 * patrolman's history, written once, while every treatment also stands on its card in the chat; a
 * log with no treatment line to give up is left as it was. The caller tells the user either way.
 * Throws a RangeError naming the field if the treatment is not one the log can hold.
 */
export function withRecoveryLine(log: readonly unknown[], terms: unknown, entry: RecoveryEntry): RecoveryLineResult {
  const event: RecoveryLogEvent = { kind: "recovery", treatment: entry.treatment, result: entry.outcome, days: entry.days, hours: entry.hours };
  assertRecoveryEvent(event);
  const last = (log.at(-1) as { term?: unknown } | undefined)?.term;
  const from = typeof last === "number" ? last : typeof terms === "number" ? terms : 1;
  const term = Math.min(MAX_LOG_TERM, Math.max(1, Math.trunc(from) || 1));
  const line: StoredServiceLine = { term, text: "", rolls: [], event: storedEvent(event) };
  const over = log.length + 1 - MAX_LOG_LINES;
  if (over <= 0) return { kind: "added", log: [...log, line] };
  const treatments = log.flatMap((l, i) => (isTreatmentLine(l) ? [i] : []));
  if (treatments.length < over) return { kind: "full", log };
  const drop = new Set(treatments.slice(0, over));
  return { kind: "droppedOldest", log: [...log.filter((_, i) => !drop.has(i)), line], dropped: over };
}

/** The fields each kind reads, beside its kind. */
const KIND_FIELDS: Readonly<Record<(typeof SERVICE_EVENT_KINDS)[number], readonly (keyof StoredEvent)[]>> = {
  basicTraining: ["levelOne", "levelZero"],
  branchJoined: ["branch", "asset", "level", "extraRolls"],
  assetRolled: ["table", "die", "asset", "level"],
  categoryRolled: ["table", "die", "category"],
  crossTrainingRolled: ["table", "die"],
  categoryChosen: ["category", "asset", "level"],
  crossTrainingChosen: ["branch"],
  honors: ["total", "honors", "rank", "extraRolls"],
  promotion: ["die", "modifier", "total", "ranks", "rank", "extraRolls"],
  specialMission: ["die", "modifier", "total", "mission", "medal", "extraRolls"],
  continuation: ["die", "modifier", "total", "outcome", "extraRolls"],
  servedAgain: ["term"],
  beganPlay: ["termsCompleted"],
  serviceEnded: ["termsCompleted", "reason"],
  endOfGeneration: ["termsCompleted", "heroPoints", "bonusAssets"],
  bonusAssets: ["levelZero"],
  recovery: ["treatment", "result", "days", "hours"],
};

/** A stored line as it can be shown: its event, its text, or what in it cannot be read. */
export type ServiceLine =
  | { readonly kind: "event"; readonly term: number; readonly event: ServiceEvent }
  | { readonly kind: "text"; readonly term: number; readonly text: string }
  | { readonly kind: "unreadable"; readonly term: number; readonly field: string; readonly text: string };

/**
 * Reads a stored line: the creation event it records; or, with no event, its text kept as written
 * (an old line, a recovery line); or, with an event that is not whole, the field at fault beside
 * whatever text it has, so a bad line says what is wrong and is never dropped.
 */
export function readServiceLine(line: ServiceLineSource): ServiceLine {
  const term = typeof line.term === "number" && Number.isFinite(line.term) ? line.term : 1;
  const text = typeof line.text === "string" ? line.text : "";
  const stored = line.event;
  const s = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const kind = s.kind;
  if (kind === undefined || kind === "") return { kind: "text", term, text };
  if (typeof kind !== "string" || !(SERVICE_EVENT_KINDS as readonly string[]).includes(kind)) return { kind: "unreadable", term, field: "event.kind", text };
  const out: Record<string, unknown> = { kind };
  // the stored form has no null: an empty medal is none won
  for (const key of KIND_FIELDS[kind as keyof typeof KIND_FIELDS]) out[key] = key === "medal" && s.medal === "" ? null : s[key];
  try {
    if (kind === "recovery") assertRecoveryEvent(out as unknown as RecoveryLogEvent);
    else assertCreationEvent(out as CreationEvent);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    // the checks name the field first: "event.total must be ..."
    return { kind: "unreadable", term, field: err.message.split(" ")[0] ?? "event", text };
  }
  return { kind: "event", term, event: out as unknown as ServiceEvent };
}
