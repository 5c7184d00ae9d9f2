/**
 * What the scanner card shows (Guide 7.6): the ship, the task and who made it (Scanners plus the
 * Scanner Array), and for each target ship its d20, the sum, the DT after advantages and
 * disadvantages and why, and whether it was identified or locked. Pure.
 */
import type { TaskResult } from "../rules/task";
import type { AssetLevel } from "../rules/task";

export interface ScanRow {
  readonly target: string;
  readonly result: TaskResult;
  /** The target fired on its last turn: one advantage (7.6). */
  readonly fired: boolean;
}

export function spaceScanCardContext(input: { readonly ship: string; readonly task: "identifyTarget" | "targetLock"; readonly by: string; readonly covering?: boolean; readonly asset: AssetLevel; readonly array: number; readonly rows: readonly ScanRow[]; readonly electronicsMarkers: number }) {
  const bonus = input.asset === "X" ? 0 : input.asset;
  return {
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
    })),
  };
}

export type SpaceScanCardContext = ReturnType<typeof spaceScanCardContext>;
