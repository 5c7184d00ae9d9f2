/**
 * The start-of-turn card (SP-11): each check a person's, vehicle's or spacecraft's markers call
 * for, in order, with its roll and outcome, and what the turn now allows (dead, no move and no
 * action, must hunker; wrecked, must withdraw).
 */
import { runStartOfTurn, type CombatantKind, type StartOfTurnCheck, type StartOfTurnSummary } from "../rules/start-of-turn";
import { resolveTask, type AssetLevel, type TaskResult } from "../rules/task";
import type { MarkerCounts } from "../../../core/markers";

export interface StartOfTurnRow {
  label: string;
  dt: number;
  d20: number;
  total: number;
  success: boolean;
}

export interface StartOfTurnResult {
  rows: StartOfTurnRow[];
  summary: StartOfTurnSummary;
  /** d20 results not needed because an earlier check ended the turn (death). */
  unused: number;
}

/**
 * Runs the checks with d20 results rolled beforehand (one per check that could be asked for),
 * reading each check's asset level from `levels` (told who rolls: the person himself, a crewman,
 * the commander or the captain).
 */
export function resolveStartOfTurn(
  counts: MarkerCounts,
  levels: (asset: string, roller: StartOfTurnCheck["roller"]) => AssetLevel,
  d20s: readonly number[],
  kind: CombatantKind = "individual",
): StartOfTurnResult {
  const rows: StartOfTurnRow[] = [];
  let next = 0;
  const summary = runStartOfTurn(counts, kind, (check) => {
    const d20 = d20s[next++];
    if (d20 === undefined) throw new RangeError("Not enough d20 results for the start-of-turn checks");
    const task: TaskResult = resolveTask({ dt: check.dt, asset: levels(check.asset, check.roller), disadvantages: check.disadvantages }, d20);
    rows.push({ label: check.label, dt: task.dt, d20, total: task.total, success: task.success });
    return task.success;
  });
  return { rows, summary, unused: d20s.length - next };
}

export interface StartOfTurnCardContext {
  actorName: string;
  rows: StartOfTurnRow[];
  outcomes: string[];
}

export function startOfTurnCardContext(actorName: string, result: StartOfTurnResult): StartOfTurnCardContext {
  const s = result.summary;
  const outcomes = [
    s.dead ? "dead" : null,
    s.noMoveNoAction ? "noMoveNoAction" : null,
    s.hunkerOrMoveToCover ? "hunkerOrMoveToCover" : null,
    s.wrecked ? "wrecked" : null,
    s.mustWithdraw ? "mustWithdraw" : null,
  ]
    .filter((k): k is string => k !== null)
    .map((k) => `STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.${k}`);
  return { actorName, rows: result.rows, outcomes: outcomes.length ? outcomes : ["STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.actsNormally"] };
}
