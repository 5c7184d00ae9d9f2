/**
 * The start-of-turn card (SP-11): each check a person's, vehicle's or spacecraft's markers call
 * for, in order, with its roll and outcome, and what the turn now allows (dead, no move and no
 * action, must hunker; wrecked, must withdraw). A check whose DT its disadvantages moved says so in
 * every task card's DT line (parts/task-dt.hbs; Guide 3.2, SP-5), each cause named after it
 * (parts/dt-causes.hbs): the Wound markers (6.14) and an asset at X (SP-7).
 */
import { runStartOfTurn, type CombatantKind, type StartOfTurnCheck, type StartOfTurnOptions, type StartOfTurnSummary } from "../rules/start-of-turn";
import { effectiveDt, resolveTask, type AssetLevel, type TaskResult } from "../rules/task";
import type { MarkerCounts } from "../../../core/markers";
import { dtCauses, taskDtLine, taskSum, type DtCause, type TaskDtLine, type TaskSum } from "./task-sum";

/** One check rolled, written out as its sum (view/task-sum.ts). */
export interface StartOfTurnRow extends TaskSum {
  label: string;
  /** The player crewman who rolled this check for themselves (Guide 6.15, 7.12), if one did. */
  who?: string;
  /** What moved the DT from its base (SP-11's number), read after the DT line: Wound markers, an asset at X. */
  dtCauses: DtCause[];
}

export interface StartOfTurnResult {
  rows: StartOfTurnRow[];
  summary: StartOfTurnSummary;
  /** d20 results not needed because an earlier check ended the turn (death). */
  unused: number;
}

/**
 * Runs the checks with d20 results rolled beforehand (one per check that could be asked for),
 * reading each check's asset level from `levels` (told who rolls: the person themselves, a crewman,
 * the commander or the captain).
 */
export function resolveStartOfTurn(
  counts: MarkerCounts,
  levels: (asset: string, roller: StartOfTurnCheck["roller"]) => AssetLevel,
  d20s: readonly number[],
  kind: CombatantKind = "individual",
  options: StartOfTurnOptions = {},
): StartOfTurnResult {
  const rows: StartOfTurnRow[] = [];
  let next = 0;
  const summary = runStartOfTurn(
    counts,
    kind,
    (check) => {
      const d20 = d20s[next++];
      if (d20 === undefined) throw new RangeError("Not enough d20 results for the start-of-turn checks");
      // a player crewman rolls with their own level; everyone else's comes from `levels`
      const asset = check.crewman ? check.crewman.level : levels(check.asset, check.roller);
      const task: TaskResult = resolveTask({ dt: check.dt, asset, disadvantages: check.disadvantages }, d20);
      // Guide 6.14: the check's own disadvantages are the roller's Wound markers; SP-7: the task adds one for an asset at X
      const causes = dtCauses([
        ["woundMarkers", check.disadvantages],
        ["untrained", task.disadvantages - check.disadvantages, `STARSKIRMISH.SpacePatrol.Asset.${check.asset}`],
      ]);
      rows.push({ label: check.label, ...(check.crewman ? { who: check.crewman.name } : {}), ...taskSum(task), dtCauses: causes });
      return task.success;
    },
    options,
  );
  return { rows, summary, unused: d20s.length - next };
}

/** One check the prompt lists before the roll: its label, who rolls it, and the DT it will be rolled against. */
export interface StartOfTurnPromptCheck extends TaskDtLine {
  label: string;
  who?: string;
  dtCauses: DtCause[];
}

/**
 * The prompt's checks (SP-11), each with the DT its roll will face, written in every task card's DT
 * line: SP-11's base, 4 for each of the roller's Wound markers (Guide 3.2, 6.14, SP-5), so the
 * prompt and the rolled card show the same number. An asset at X is only known once the roller is.
 */
export function startOfTurnPromptChecks(checks: readonly StartOfTurnCheck[]): StartOfTurnPromptCheck[] {
  return checks.map((c) => ({
    label: c.label,
    ...(c.crewman ? { who: c.crewman.name } : {}),
    ...taskDtLine({ dt: effectiveDt(c.dt, 0, c.disadvantages), baseDt: c.dt, advantages: 0, disadvantages: c.disadvantages }),
    dtCauses: dtCauses([["woundMarkers", c.disadvantages]]),
  }));
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
