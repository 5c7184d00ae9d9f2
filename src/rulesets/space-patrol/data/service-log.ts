/**
 * A patrolman's service log as stored (Guide 1.1-1.3, 8.2-8.6): each line is its term, the dice its
 * step rolled, and either the event it records, in fields the data model validates and bounds (a
 * creation event, rules/creation-events.ts, or a treatment after the fight), or a line of text
 * kept as written (a line saved before events, creation's or recovery's). The sheet then says each
 * event in its reader's language. Pure.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { ASSET_CATEGORIES, ASSET_IDS } from "../rules/assets";
import {
  assertCreationEvent,
  CONTINUATION_OUTCOMES,
  CREATION_EVENT_KINDS,
  CREATION_TABLE_IDS,
  MAX_END_BONUS_ASSETS,
  MAX_END_HERO_POINTS,
  MAX_EVENT_ROLLS,
  MAX_EVENT_TOTAL,
  SERVICE_END_REASONS,
  type CreationEvent,
} from "../rules/creation-events";
import { oneOf, record, whole } from "../../../core/checks";
import { MAJOR_INTERVENTION_HOURS_DIE, NATURAL_HEALING_DAYS_PER_WOUND } from "../rules/healing";
import { RECOVERY_ENDINGS, RECOVERY_OUTCOMES, RECOVERY_TREATMENTS, type RecoveryEntry, type RecoveryOutcomeName, type RecoveryTreatment } from "./recovery-kinds";
import { BRANCH_IDS, MEDAL_IDS } from "../rules/creation-tables";
import { HONORS_IDS } from "../rules/creation-table-set";
import type { CreationLogEntry } from "../rules/creation";
import { MAX_RANK } from "../rules/ranks";
import { MAX_ASSET_LEVEL } from "../rules/task";

/** The terms a log line may belong to: a compelled continuation serves past term 6 (Guide 1.2). */
export const MAX_LOG_TERM = 30;
/** Most lines a service log keeps. */
export const MAX_LOG_LINES = 400;
/**
 * The most days a treatment line records: natural healing takes 20 days a Wound Marker (Guide 8.2),
 * so this is a hundred of them, more than any figure carries; revival's 1d4 days (8.4), NBC's 5
 * (8.5) and reconstruction's 10 (8.6) are far below it.
 */
export const MAX_RECOVERY_DAYS = 100 * NATURAL_HEALING_DAYS_PER_WOUND;
/** Guide 8.3: a major intervention takes 1d6 hours; no other treatment counts hours. */
export const MAX_RECOVERY_HOURS = MAJOR_INTERVENTION_HOURS_DIE;

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

/** Every kind a stored line's event may have (the old "note" is never stored as an event). */
export const SERVICE_EVENT_KINDS = [...CREATION_EVENT_KINDS, "recovery"] as const;

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
 * Every field any event kind uses, side by side; a kind reads only its own (eventOfStored). An
 * empty kind means the line is its `text`.
 */
/** The generic sheet's label of a stored field (src/system/sheets/spec-fields.ts). */
const L = (key: string): string => `STARSKIRMISH.SpacePatrol.Creation.Stored.${key}`;

const EVENT_FIELDS = {
  kind: field.optionalChoice(SERVICE_EVENT_KINDS, L("kind")),
  table: field.optionalChoice(CREATION_TABLE_IDS, L("table")),
  branch: field.optionalChoice(BRANCH_IDS, L("branch")),
  asset: field.optionalChoice(ASSET_IDS, L("asset")),
  category: field.optionalChoice(ASSET_CATEGORIES, L("category")),
  honors: field.optionalChoice(HONORS_IDS, L("honors")),
  medal: field.optionalChoice(MEDAL_IDS, L("medal")),
  outcome: field.optionalChoice(CONTINUATION_OUTCOMES, L("outcome")),
  mission: field.boolean(false, L("mission")),
  // a d20 at most (Guide 1.1, 1.2); 0 where the kind rolls none
  die: field.integer(0, 0, 20, L("die")),
  modifier: field.integer(0, 0, MAX_ASSET_LEVEL, L("modifier")),
  total: field.integer(0, 0, MAX_EVENT_TOTAL, L("total")),
  level: field.integer(0, 0, MAX_ASSET_LEVEL, L("level")),
  rank: field.integer(0, 0, MAX_RANK, L("rank")),
  ranks: field.integer(0, 0, MAX_RANK, L("ranks")),
  extraRolls: field.integer(0, 0, MAX_EVENT_ROLLS, L("extraRolls")),
  term: field.integer(0, 0, MAX_LOG_TERM),
  termsCompleted: field.integer(0, 0, MAX_LOG_TERM, L("termsCompleted")),
  levelOne: field.array(field.choice(ASSET_IDS, "athletics"), L("levelOne"), ASSET_IDS.length),
  levelZero: field.array(field.choice(ASSET_IDS, "athletics"), L("levelZero"), ASSET_IDS.length),
  // Guide 1.2-1.3: why service ended, and the End of Generation row's hero points and bonus assets
  reason: field.optionalChoice(SERVICE_END_REASONS, L("reason")),
  heroPoints: field.integer(0, 0, MAX_END_HERO_POINTS, L("heroPoints")),
  bonusAssets: field.integer(0, 0, MAX_END_BONUS_ASSETS, L("bonusAssets")),
  // Guide 8.2-8.6: a treatment after the fight
  treatment: field.optionalChoice(RECOVERY_TREATMENTS, L("treatment")),
  result: field.optionalChoice(RECOVERY_OUTCOMES, L("result")),
  days: field.integer(0, 0, MAX_RECOVERY_DAYS, L("days")),
  hours: field.integer(0, 0, MAX_RECOVERY_HOURS, L("hours")),
};

export const SERVICE_LOG_ENTRY = field.object({
  term: field.integer(1, 1, MAX_LOG_TERM),
  // a line kept as written, shown when the event is empty
  text: field.string(""),
  // the dice the step rolled: one die, a d8 or a d20 (Guide 1.1, 1.2)
  rolls: field.array(field.integer(1, 1, 20), L("rolls"), 4),
  event: field.object(EVENT_FIELDS, L("event")),
});

export type StoredServiceLine = SchemaValue<(typeof SERVICE_LOG_ENTRY)["fields"]>;
type StoredEvent = StoredServiceLine["event"];

/** A stored line as the sheet may meet it: whole, or old (`{term, text}`), or partly filled. */
export type ServiceLineSource = { readonly term?: unknown; readonly text?: unknown; readonly rolls?: unknown; readonly event?: unknown };

const EMPTY_EVENT: StoredEvent = {
  kind: "", table: "", branch: "", asset: "", category: "", honors: "", medal: "", outcome: "", mission: false,
  die: 0, modifier: 0, total: 0, level: 0, rank: 0, ranks: 0, extraRolls: 0, term: 0, termsCompleted: 0, levelOne: [], levelZero: [],
  reason: "", heroPoints: 0, bonusAssets: 0, treatment: "", result: "", days: 0, hours: 0,
};
/** An empty event with arrays of its own. */
const emptyEvent = (): StoredEvent => ({ ...EMPTY_EVENT, levelOne: [], levelZero: [] });

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
 * The log with a treatment's line added (Guide 8.2-8.6), as an event each reader's sheet says in
 * their own language. The line belongs to the term being served: the log's last line's term, else
 * the terms completed. The log keeps its newest MAX_LOG_LINES lines. Throws a RangeError naming
 * the field if the treatment is not one the log can hold.
 */
export function withRecoveryLine(log: readonly unknown[], terms: unknown, entry: RecoveryEntry): unknown[] {
  const event: RecoveryLogEvent = { kind: "recovery", treatment: entry.treatment, result: entry.outcome, days: entry.days, hours: entry.hours };
  assertRecoveryEvent(event);
  const last = (log.at(-1) as { term?: unknown } | undefined)?.term;
  const from = typeof last === "number" ? last : typeof terms === "number" ? terms : 1;
  const term = Math.min(MAX_LOG_TERM, Math.max(1, Math.trunc(from) || 1));
  const line: StoredServiceLine = { term, text: "", rolls: [], event: storedEvent(event) };
  return [...log, line].slice(-MAX_LOG_LINES);
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

/**
 * A stored line in the form that holds an event (migration 5): an old `{term, text}` line gains an
 * empty event and no dice, a bare string becomes a line of term 1 with that text, and whatever else
 * is in it stays as it was (for the data model to report). A line stored with an event before the
 * event gained fields (service end, End of Generation, treatments) gains them empty, its own kept.
 * A whole line is handed back as it is, so running this again changes nothing.
 */
export function wholeServiceLine(line: unknown): unknown {
  if (typeof line === "string") return { term: 1, text: line, rolls: [], event: emptyEvent() };
  if (typeof line !== "object" || line === null || Array.isArray(line)) return line;
  if (!("event" in line)) return { rolls: [], ...line, event: emptyEvent() };
  const event = (line as { event: unknown }).event;
  if (typeof event !== "object" || event === null || Array.isArray(event)) return line;
  const missing = (Object.keys(EMPTY_EVENT) as (keyof StoredEvent)[]).filter((key) => !(key in event));
  if (missing.length === 0) return line;
  const empty = emptyEvent();
  return { ...line, event: { ...Object.fromEntries(missing.map((key) => [key, empty[key]])), ...event } };
}
