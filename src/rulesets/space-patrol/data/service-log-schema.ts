/**
 * A patrolman's service log as the data model stores it (Guide 1.1-1.3, 8.2-8.6): each line is its
 * term, the dice its step rolled, and either the event it records, in fields the data model bounds,
 * or a line of text kept as written. Only names and bounds: every world loads its data models at
 * start-up, so this module leaves the creation tables, the checks and the formatter to the ones
 * that read a line (data/service-log.ts). Migration 5 fills old lines to this form. Pure.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { ASSET_CATEGORIES, ASSET_IDS } from "../rules/assets";
import {
  BRANCH_IDS,
  CONTINUATION_OUTCOMES,
  CREATION_EVENT_KINDS,
  CREATION_TABLE_IDS,
  HONORS_IDS,
  MAX_END_BONUS_ASSETS,
  MAX_END_HERO_POINTS,
  MAX_EVENT_ROLLS,
  MAX_EVENT_TOTAL,
  MAX_RANK,
  MEDAL_IDS,
  SERVICE_END_REASONS,
} from "../rules/creation-ids";
import { MAX_ASSET_LEVEL } from "./lists";
import { RECOVERY_OUTCOMES, RECOVERY_TREATMENTS } from "./recovery-kinds";

/** The terms a log line may belong to: a compelled continuation serves past term 6 (Guide 1.2). */
export const MAX_LOG_TERM = 30;
/** Most lines a service log keeps. */
export const MAX_LOG_LINES = 400;
/**
 * The most days a treatment line records: natural healing takes 20 days a Wound Marker (Guide 8.2),
 * so this is a hundred of them, more than any figure carries; revival's 1d4 days (8.4), NBC's 5
 * (8.5) and reconstruction's 10 (8.6) are far below it. Written as numbers, not read from the rules
 * (healing.ts), so the start-up module does not load the healing rules; a test holds them to those.
 */
export const MAX_RECOVERY_DAYS = 2000;
/** Guide 8.3: a major intervention takes 1d6 hours; no other treatment counts hours. */
export const MAX_RECOVERY_HOURS = 6;

/** Every kind a stored line's event may have (the old "note" is never stored as an event). */
export const SERVICE_EVENT_KINDS = [...CREATION_EVENT_KINDS, "recovery"] as const;

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
export type StoredEvent = StoredServiceLine["event"];

/** A stored line as the sheet may meet it: whole, or old (`{term, text}`), or partly filled. */
export type ServiceLineSource = { readonly term?: unknown; readonly text?: unknown; readonly rolls?: unknown; readonly event?: unknown };

export const EMPTY_EVENT: StoredEvent = {
  kind: "", table: "", branch: "", asset: "", category: "", honors: "", medal: "", outcome: "", mission: false,
  die: 0, modifier: 0, total: 0, level: 0, rank: 0, ranks: 0, extraRolls: 0, term: 0, termsCompleted: 0, levelOne: [], levelZero: [],
  reason: "", heroPoints: 0, bonusAssets: 0, treatment: "", result: "", days: 0, hours: 0,
};
/** An empty event with arrays of its own. */
export const emptyEvent = (): StoredEvent => ({ ...EMPTY_EVENT, levelOne: [], levelZero: [] });

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
