/**
 * What a finished creation (Guide 1.1-1.3) makes of a patrolman's data: branch, rank, terms served,
 * every asset (X stored as -1), the medals counted, the Space Hero Points, and the service log, one
 * line per step of the lifepath, each its event (data/service-log.ts), said in the reader's language
 * when shown. Pure: the wizard writes it, and tests compare it with the rules' own run.
 */
import type { CreationState } from "../rules/creation";
import { ASSET_CATEGORIES, ASSET_IDS } from "../rules/assets";
import { assetLevelOf } from "../rules/creation-rules";
import { BRANCH_IDS, GENERAL_TABLE_IDS, MEDAL_IDS } from "../rules/creation-tables";
import { ASSET_X } from "./asset-level";
import { storedOfLogEntry, type StoredServiceLine } from "./service-log";

/** Guide 1.1, 1.2: a cadet enters the Academy at 18 and each term is four years. */
export const ENTRY_AGE = 18;
export const YEARS_PER_TERM = 4;

export function ageAfter(terms: number): number {
  return ENTRY_AGE + YEARS_PER_TERM * terms;
}

/**
 * A piece of an old log line (a note saved before events, rules/creation-events.ts): plain text, or
 * the language key of a name the rules gave as an id.
 */
export type LogPart = { readonly text: string } | { readonly key: string };

const SP = `STARSKIRMISH.SpacePatrol`;
/** The names a creation note may give by id, each with its language key; assets win over categories. */
const NAME_KEYS: ReadonlyMap<string, string> = new Map([
  ...MEDAL_IDS.map((id) => [id, `${SP}.Medal.${id}`] as const),
  ...BRANCH_IDS.map((id) => [id, `${SP}.Branch.${id}`] as const),
  ...GENERAL_TABLE_IDS.map((id) => [id, `${SP}.Creation.Table.${id}`] as const),
  ...ASSET_CATEGORIES.map((id) => [id, `${SP}.Category.${id}`] as const),
  ...ASSET_IDS.map((id) => [id, `${SP}.Asset.${id}`] as const),
]);

/** An old note's words, the ids among them as keys to their names, so a reader sees "Space Pilot", not "spacePilot". */
export function logParts(note: string): LogPart[] {
  const parts: LogPart[] = [];
  for (const piece of String(note).split(/([A-Za-z]+)/)) {
    if (piece === "") continue;
    const key = NAME_KEYS.get(piece);
    const last = parts.at(-1);
    if (key) parts.push({ key });
    else if (last && "text" in last) parts[parts.length - 1] = { text: last.text + piece };
    else parts.push({ text: piece });
  }
  return parts;
}

/** An old note line as text, its names through `localize` and its dice after it (Creation.rolled, through `format`). */
export function logText(note: string, rolls: readonly number[], localize: (key: string) => string, format: (key: string, data: Record<string, string>) => string): string {
  const text = logParts(note).map((p) => ("key" in p ? localize(p.key) : p.text)).join("");
  return rolls.length > 0 ? `${text} ${format("STARSKIRMISH.SpacePatrol.Creation.rolled", { dice: rolls.join(", ") })}` : text;
}

/**
 * The service log, one stored line per step: its event, and its dice. A note line of a lifepath
 * begun before events is kept as text, said through `localize` and `format` as the wizard showed it.
 */
export function serviceLogOf(state: CreationState, localize: (key: string) => string = (k) => k, format: (key: string, data: Record<string, string>) => string = (k) => k): StoredServiceLine[] {
  return state.log.map((e) => storedOfLogEntry(e, (note, rolls) => logText(note, rolls, localize, format)));
}

export function patrolmanFromCreation(state: CreationState, localize?: (key: string) => string, format?: (key: string, data: Record<string, string>) => string) {
  if (state.step !== "done" || !state.branch) throw new RangeError("Creation is not finished");
  const assets = Object.fromEntries(ASSET_IDS.map((id) => {
    const level = assetLevelOf(state.assets, id);
    return [id, level === "X" ? ASSET_X : level];
  }));
  const medals = Object.fromEntries(MEDAL_IDS.map((m) => [m, state.medals.filter((x) => x === m).length]));
  return {
    branch: state.branch,
    rank: state.rank,
    terms: Math.max(1, state.termsCompleted),
    assets,
    medals,
    heroPoints: { value: state.heroPoints, max: state.heroPoints },
    serviceLog: serviceLogOf(state, localize, format),
  };
}
