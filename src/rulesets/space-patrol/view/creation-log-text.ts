/**
 * One line of a patrolman's service log in the reader's language (Guide 1.1-1.3, 8.2-8.6): each
 * creation event said through lang/en.json's STARSKIRMISH.SpacePatrol.Creation.Event strings, naming
 * the table the roll was made on, the Guide section, the die and its modifier, and the asset rolls
 * the table's row gives; each treatment after the fight through Recovery.log. The creation wizard,
 * the roll's chat card and the sheet's service record all use it. Pure: the words come in as
 * functions (game.i18n in Foundry, en.json in tests).
 */
import type { CreationEvent, CreationLogEntry } from "../rules/creation";
import type { CreationTableId } from "../rules/creation-rules";
import { isBranchId } from "../rules/creation-rules";
import { logText } from "../data/creation-result";
import { readServiceLine, type ServiceEvent, type ServiceLineSource } from "../data/service-log";
import { recoveryLogKey } from "./recovery-card";

/** How the formatter speaks: Foundry's localize and format, and a counted phrase (system/i18n/counted.ts). */
export interface LogWords {
  localize(key: string): string;
  format(key: string, data: Readonly<Record<string, string>>): string;
  /** The counted string for `count` (its `one` or `other` form, as the language has them), formatted with {count} and the data. */
  counted(key: string, count: number, data?: Readonly<Record<string, string>>): string;
}

const SP = "STARSKIRMISH.SpacePatrol";
const EV = `${SP}.Creation.Event`;

/** A table's name: a general table's own, or "<branch> Branch" (Guide 1.2's column heads). */
function tableName(table: CreationTableId, w: LogWords): string {
  if (isBranchId(table)) return w.format(`${EV}.branchTable`, { branch: w.localize(`${SP}.Branch.${table}`) });
  return w.localize(`${SP}.Creation.Table.${table}`);
}

const asset = (id: string, w: LogWords): string => w.localize(`${SP}.Asset.${id}`);
const assets = (ids: readonly string[], w: LogWords): string => ids.map((id) => asset(id, w)).join(w.localize(`${EV}.listJoin`));
const rolls = (n: number, w: LogWords): string => w.counted(`${EV}.rolls`, n);

/** The text of one creation event. */
export function creationEventText(e: CreationEvent, w: LogWords): string {
  const n = (v: number): string => String(v);
  switch (e.kind) {
    case "basicTraining":
      return w.format(`${EV}.basicTraining`, { levelOne: assets(e.levelOne, w), levelZero: assets(e.levelZero, w) });
    case "branchJoined":
      return w.format(`${EV}.branchJoined`, { branch: w.localize(`${SP}.Branch.${e.branch}`), asset: asset(e.asset, w), level: n(e.level), rolls: rolls(e.extraRolls, w), table: tableName(e.branch, w) });
    case "assetRolled":
      return w.format(`${EV}.assetRolled`, { table: tableName(e.table, w), die: n(e.die), asset: asset(e.asset, w), level: n(e.level) });
    case "categoryRolled":
      return w.format(`${EV}.categoryRolled`, { table: tableName(e.table, w), die: n(e.die), category: w.localize(`${SP}.Category.${e.category}`) });
    case "crossTrainingRolled":
      return w.format(`${EV}.crossTrainingRolled`, { table: tableName(e.table, w), die: n(e.die) });
    case "categoryChosen":
      return w.format(`${EV}.categoryChosen`, { asset: asset(e.asset, w), category: w.localize(`${SP}.Category.${e.category}`), level: n(e.level) });
    case "crossTrainingChosen":
      return w.format(`${EV}.crossTrainingChosen`, { table: tableName(e.branch, w) });
    case "honors":
      return w.format(`${EV}.honors`, { total: n(e.total), honors: w.localize(`${EV}.Honors.${e.honors}`), rank: n(e.rank), rolls: rolls(e.extraRolls, w) });
    case "promotion":
      // Guide 1.2: 1d20 plus Leadership
      return w.format(`${EV}.promotion`, {
        die: n(e.die), asset: asset("leadership", w), modifier: n(e.modifier), total: n(e.total), rolls: rolls(e.extraRolls, w),
        promoted: e.ranks > 0 ? w.counted(`${EV}.promoted`, e.ranks, { rank: n(e.rank) }) : w.format(`${EV}.notPromoted`, { rank: n(e.rank) }),
      });
    case "specialMission":
      // Guide 1.2: 1d20 plus Tactics
      return w.format(`${EV}.specialMission`, {
        die: n(e.die), asset: asset("tactics", w), modifier: n(e.modifier), total: n(e.total), rolls: rolls(e.extraRolls, w),
        mission: e.medal ? w.format(`${EV}.Mission.medal`, { medal: w.localize(`${SP}.Medal.${e.medal}`) }) : w.localize(`${EV}.Mission.${e.mission ? "mission" : "none"}`),
      });
    case "continuation":
      // Guide 1.2: 1d20 plus the highest asset on the branch table; its row's rolls are "bonus" rolls
      return w.format(`${EV}.continuation`, { die: n(e.die), modifier: n(e.modifier), total: n(e.total), outcome: w.localize(`${EV}.Outcome.${e.outcome}`), rolls: w.counted(`${EV}.bonusRolls`, e.extraRolls) });
    case "servedAgain":
      return w.format(`${EV}.servedAgain`, { term: n(e.term) });
    case "beganPlay":
      return w.format(`${EV}.beganPlay`, { terms: w.counted(`${EV}.terms`, e.termsCompleted) });
    case "serviceEnded":
      // Guide 1.2: a continuation roll of 1-7, or term 5 (or a compelled later one) done
      return w.format(e.reason === "cannot" ? `${EV}.serviceEnded.cannot` : `${EV}.serviceEnded.lastTerm`, { terms: w.counted(`${EV}.terms`, e.termsCompleted) });
    case "endOfGeneration":
      // Guide 1.3's row for the terms completed
      return w.format(`${EV}.endOfGeneration`, {
        terms: w.counted(`${EV}.terms`, e.termsCompleted),
        heroPoints: w.counted(`${EV}.heroPoints`, e.heroPoints),
        bonusAssets: w.counted(`${EV}.bonusAssetChoices`, e.bonusAssets),
      });
    case "bonusAssets":
      return e.levelZero.length > 0 ? w.format(`${EV}.bonusAssets`, { assets: assets(e.levelZero, w) }) : w.localize(`${EV}.noBonusAssets`);
    case "note":
      // a line saved before events: its words as the wizard showed them, the ids among them named
      return logText(e.text, [], w.localize, w.format);
  }
}

/** The text of one service log event: a step of creation, or a treatment after the fight (Guide 8.2-8.6). */
export function serviceEventText(e: ServiceEvent, w: LogWords): string {
  if (e.kind !== "recovery") return creationEventText(e, w);
  // counted, so a revival of 1 day reads "1 day"
  return w.format(recoveryLogKey({ treatment: e.treatment, outcome: e.result }), { days: w.counted("STARSKIRMISH.SpacePatrol.Recovery.log.days", e.days), hours: w.counted("STARSKIRMISH.SpacePatrol.Recovery.log.hours", e.hours) });
}

/** A line of the creation log under way; an old note line keeps the dice it showed after it. */
export function creationLogLineText(entry: CreationLogEntry, w: LogWords): string {
  return entry.event.kind === "note" ? logText(entry.event.text, entry.rolls, w.localize, w.format) : creationEventText(entry.event, w);
}

/** A line of the patrolman's stored service log: its event said now, else its text as kept. */
export function serviceLineText(line: ServiceLineSource, w: LogWords): { readonly term: number; readonly text: string } {
  const read = readServiceLine(line);
  switch (read.kind) {
    case "event":
      return { term: read.term, text: serviceEventText(read.event, w) };
    case "text":
      return { term: read.term, text: read.text };
    case "unreadable":
      return { term: read.term, text: [read.text, w.format(`${EV}.unreadable`, { field: read.field })].filter((t) => t !== "").join(" ") };
  }
}
