/**
 * What the scanner card shows (Guide 7.6): the ship, the task and who made it (Scanners plus the
 * Scanner Array), and for each target ship its d20, the sum, the DT after advantages and
 * disadvantages and why, and what came of it: identified, locked, jammed, or what the Space Judge
 * now tells (Analyze Target's facts, the life signs). Pure.
 */
import type { TaskResult } from "../rules/task";
import type { AssetLevel } from "../rules/task";
import type { ScannerTaskKey } from "../rules/space-scanners";

export interface ScanRow {
  readonly target: string;
  readonly result: TaskResult;
  /** The target fired on its last turn: one advantage (7.6). */
  readonly fired: boolean;
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
}

/** Guide 7.6: the tasks whose modifiers compare the two scanner arrays. */
const COMPARES_ARRAYS: readonly ScannerTaskKey[] = ["analyzeTarget", "electronicJam"];

export function spaceScanCardContext(input: ScanCardInput) {
  const bonus = input.asset === "X" ? 0 : input.asset;
  const facts = input.task === "analyzeTarget" ? (input.facts ?? 1) : 0;
  return {
    // Analyze Target: the facts sought, one disadvantage for each past the first
    facts,
    factDisadvantages: Math.max(0, facts - 1),
    arrays: COMPARES_ARRAYS.includes(input.task) && input.targetArray !== undefined ? { own: input.array, target: input.targetArray } : null,
    ship: input.ship,
    taskLabel: `STARSKIRMISH.SpacePatrol.SpaceAction.${input.task}`,
    by: input.by,
    // Guide 7.14: the crewman covers two stations this turn
    covering: input.covering ?? false,
    asset: String(input.asset),
    array: input.array,
    rows: input.rows.map((r) => ({
      target: r.target,
      die: r.result.d20,
      bonus,
      array: input.array,
      total: r.result.total,
      baseDt: r.result.baseDt,
      dt: r.result.dt,
      dtChanged: r.result.dt !== r.result.baseDt,
      fired: r.fired,
      // SP-7: an untrained roller's one disadvantage
      untrained: input.asset === "X",
      // Guide 7.6: one disadvantage per Electronics Marker on the scanning ship
      electronics: input.electronicsMarkers,
      success: r.result.success,
      outcomeKey: `STARSKIRMISH.SpacePatrol.Scan.outcome.${input.task}.${r.result.success ? "success" : "failure"}`,
      facts,
    })),
  };
}

export type SpaceScanCardContext = ReturnType<typeof spaceScanCardContext>;
