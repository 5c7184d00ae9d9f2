/**
 * What the scanner card shows (Guide 7.6): the ship, the task and who made it (Scanners plus the
 * Scanner Array), and for each target ship its d20, the sum, a DT the advantages and disadvantages
 * moved in every task card's DT line (taskDtLine, parts/task-dt.hbs: 4 a net step; Guide 3.2, SP-5)
 * with each cause named after it (dtCauses), and what came of it: identified, locked, jammed, or what the Space Judge
 * now tells (Analyze Target's facts, the life signs). Pure.
 */
import { assetLevelText } from "./asset-level-text";
import { assetLevelFromText, resolveTask, type AssetLevel, type TaskResult } from "../rules/task";
import { applyTacticsPoints, type TacticsSpend } from "../rules/tactics-pool";
import { tacticsView, type TaskTacticsView } from "./task-card";
import type { ScannerTaskKey } from "../rules/space-scanners";
import { dtCauses, taskSum, type DtCause } from "./task-sum";

export interface ScanRow {
  readonly target: string;
  readonly result: TaskResult;
  /** The target fired on its last turn: one advantage (7.6). */
  readonly fired: boolean;
  /** Guide 7.3: the Tactics spent on this roll and who may spend more; none off the card's record. */
  readonly tactics?: TaskTacticsView | null;
}

/** A roll as the card records it: its inputs and die (cards/space-scan-record.ts). */
export interface ScanRowRecord {
  readonly name: string;
  readonly dt: number;
  readonly asset: string;
  readonly equipment: number;
  readonly advantages: number;
  readonly disadvantages: number;
  readonly d20: number;
  readonly fired: boolean;
}

/** The level a record stored as text ("X" or a number). */
export function recordedLevel(asset: string): AssetLevel {
  return assetLevelFromText(asset) ?? "X";
}

/** One recorded roll worked out again, with the Tactics points spent on it (Guide 7.3). */
export function recordedScanResult(row: ScanRowRecord, spends: readonly TacticsSpend[]): TaskResult {
  const result = resolveTask({ dt: row.dt, asset: recordedLevel(row.asset), equipment: row.equipment, advantages: row.advantages, disadvantages: row.disadvantages }, row.d20);
  return spends.length === 0 ? result : applyTacticsPoints(result, spends, { combatTask: true });
}

/** The card's rows from its record: each roll with its spends, and the sides that may spend (7.3). */
export function scanRowsFromRecord(rows: readonly ScanRowRecord[], spends: readonly { readonly row: number; readonly side: string; readonly points: number }[], sides: readonly string[]): ScanRow[] {
  return rows.map((row, i) => {
    const own = spends.filter((s) => s.row === i).map(({ side, points }) => ({ side, points }));
    return { target: row.name, result: recordedScanResult(row, own), fired: row.fired, tactics: tacticsView(sides, own) };
  });
}

export interface ScanCardInput {
  readonly ship: string;
  readonly task: ScannerTaskKey;
  readonly by: string;
  readonly covering?: boolean;
  readonly asset: AssetLevel;
  readonly array: number;
  readonly rows: readonly ScanRow[];
  readonly electronicsMarkers: number;
  /** Analyze Target: the facts sought (7.6). */
  readonly facts?: number;
  /** Analyze Target and Electronic Jam: the target's Scanner Array, compared with the ship's own. */
  readonly targetArray?: number;
  /** Guide 7.2: the surprising side's advantage in its first turn, on every row. */
  readonly surprise?: number;
  /** Guide 6.14: the operator's Wound and Mortal Wound markers, a disadvantage each on every row. */
  readonly wounds?: number;
}

/** Guide 7.6: the tasks whose modifiers compare the two scanner arrays. */
const COMPARES_ARRAYS: readonly ScannerTaskKey[] = ["analyzeTarget", "electronicJam"];

const SCANNER_ARRAY = { nameKey: "STARSKIRMISH.SpacePatrol.Spacecraft.scannerArray" } as const;

/**
 * Why one row's DT moved (Guide 7.6 unless said): the target fired last turn, the better or weaker
 * Scanner Array (analyze: one either way; jam: one a point), the facts past the first, Electronics
 * Markers (7.12), covering two stations (7.14), Scanners at X (SP-7), the first turn's surprise
 * (7.2), the operator's wounds (6.14). What the roll counted beyond
 * those came from the maneuvers of 7.5 the record keeps only as totals: the ship's own Asteroid
 * Shimsham (an advantage), the target's going dark or its shimsham (disadvantages).
 */
function rowCauses(input: ScanCardInput, row: ScanRow, facts: number): DtCause[] {
  const diff = COMPARES_ARRAYS.includes(input.task) && input.targetArray !== undefined ? input.array - input.targetArray : 0;
  const arrayAdvantages = input.task === "electronicJam" ? Math.max(0, diff) : diff > 0 ? 1 : 0;
  const arrayDisadvantages = input.task === "electronicJam" ? Math.max(0, -diff) : diff < 0 ? 1 : 0;
  const fired = row.fired && (input.task === "identifyTarget" || input.task === "targetLock") ? 1 : 0;
  const factDisadvantages = Math.max(0, facts - 1);
  const covering = input.covering === true ? 1 : 0;
  const untrained = input.asset === "X" ? 1 : 0;
  const surprise = input.surprise ?? 0;
  const knownAdvantages = fired + arrayAdvantages + surprise;
  const wounds = input.wounds ?? 0;
  const knownDisadvantages = arrayDisadvantages + factDisadvantages + input.electronicsMarkers + covering + untrained + wounds;
  return dtCauses([
    ["fired", fired],
    ["arrayAdvantage", arrayAdvantages],
    ["surprise", surprise],
    ["shimsham", Math.max(0, row.result.advantages - knownAdvantages)],
    ["arrayDisadvantage", arrayDisadvantages],
    ["facts", factDisadvantages],
    ["electronics", input.electronicsMarkers],
    ["targetManeuvers", Math.max(0, row.result.disadvantages - knownDisadvantages)],
    ["covering", covering],
    ["woundMarkers", wounds],
    ["untrained", untrained, "STARSKIRMISH.SpacePatrol.Asset.scanners"],
  ]);
}

export function spaceScanCardContext(input: ScanCardInput) {
  const facts = input.task === "analyzeTarget" ? (input.facts ?? 1) : 0;
  return {
    // Analyze Target: the facts sought, one disadvantage for each past the first
    facts,
    factDisadvantages: Math.max(0, facts - 1),
    arrays: COMPARES_ARRAYS.includes(input.task) && input.targetArray !== undefined ? { own: input.array, target: input.targetArray } : null,
    ship: input.ship,
    taskLabel: `STARSKIRMISH.SpacePatrol.SpaceAction.${input.task}`,
    by: input.by,
    asset: assetLevelText(input.asset),
    array: input.array,
    rows: input.rows.map((r, index) => ({
      index,
      tactics: r.tactics ?? null,
      target: r.target,
      // the roll written out: d20, asset, the Scanner Array and any Tactics spent on it (7.3, 7.6)
      ...taskSum(r.result, SCANNER_ARRAY),
      dtChanged: r.result.dt !== r.result.baseDt,
      // the DT line's causes (SP-5), read by parts/dt-causes.hbs; covering two stations (7.14) is
      // named here only, where the DT it moved is explained, not again above the rolls
      dtCauses: rowCauses(input, r, facts),
      fired: r.fired,
      // SP-7: an untrained roller's one disadvantage
      untrained: input.asset === "X",
      // Guide 7.6: one disadvantage per Electronics Marker on the scanning ship
      electronics: input.electronicsMarkers,
      outcomeKey: `STARSKIRMISH.SpacePatrol.Scan.outcome.${input.task}.${r.result.success ? "success" : "failure"}`,
      facts,
    })),
  };
}

export type SpaceScanCardContext = ReturnType<typeof spaceScanCardContext>;
