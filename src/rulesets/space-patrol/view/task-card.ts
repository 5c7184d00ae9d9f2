/**
 * The context a task chat card shows: the DT in every task card's DT line (taskDtLine,
 * parts/task-dt.hbs: the base, 4 a net advantage or disadvantage, never below 8; Guide 3.1, 3.2,
 * SP-5), the d20, the bonuses, the total, success and special successes, and, for a combat task
 * rolled while the side turns run, the Tactics points spent on it and the buttons to spend more
 * (Guide 6.3).
 */
import type { TaskResult } from "../rules/task";
import type { TacticsSpend } from "../rules/tactics-pool";
import { canSpendMore, spentBySide, TACTICS_SPENDERS } from "../rules/tactics-spend";
import { signed } from "../../../core/signed";
import { assetLevelText, type AssetLevelText } from "./asset-level-text";
import { taskDtLine, type TaskDtLine } from "./task-sum";

export interface TaskTacticsView {
  netLabel: string;
  /** Whether the Tactics spent moved the total, so the card's sum gives them a line of their own. */
  moved: boolean;
  spent: { label: string; points: number }[];
  sides: { side: string; label: string; canSpend: boolean; gmOnly: boolean }[];
}

export interface TaskCardContext {
  actorName: string;
  assetLabel: string;
  /** The level it rolled at, X spelled out as untrained (SP-7). */
  assetLevel: AssetLevelText;
  result: TaskResult;
  /** The DT line (SP-5): Tactics move the total, never the DT (Guide 6.3), so the task's own. */
  dtLine: TaskDtLine;
  outcomeKey: string;
  canReroll: boolean;
  rerolled: boolean;
  tactics: TaskTacticsView | null;
}

const spenders: Readonly<Record<string, string>> = TACTICS_SPENDERS;
const sideLabel = (side: string): string => `STARSKIRMISH.Field.Choice.${side}`;

/** Guide 6.3: what was spent by whom, and which sides may still spend (3 a side per roll). */
export function tacticsView(sides: readonly string[], spends: readonly TacticsSpend[]): TaskTacticsView {
  const net = spends.reduce((sum, s) => sum + s.points, 0);
  return {
    netLabel: signed(net),
    moved: net !== 0,
    spent: sides.filter((side) => spentBySide(spends, side) > 0).map((side) => ({ label: sideLabel(side), points: spentBySide(spends, side) })),
    // the players spend their own side's points; only the GM sees the others' buttons
    sides: sides.map((side) => ({ side, label: sideLabel(side), canSpend: canSpendMore(spends, side), gmOnly: spenders[side] !== "sideOwnersOrGM" })),
  };
}

export function taskCardContext(input: {
  actorName: string;
  assetLabel: string;
  assetLevel: string;
  result: TaskResult;
  heroPoints: number;
  rerolled?: boolean;
  /** The sides that may spend Tactics on this roll, and what they spent; left out off combat. */
  tactics?: { sides: readonly string[]; spends: readonly TacticsSpend[] };
}): TaskCardContext {
  const rerolled = input.rerolled ?? false;
  return {
    actorName: input.actorName,
    assetLabel: input.assetLabel,
    assetLevel: assetLevelText(input.assetLevel),
    result: input.result,
    dtLine: taskDtLine(input.result),
    outcomeKey: input.result.success ? "STARSKIRMISH.Card.success" : "STARSKIRMISH.Card.failure",
    // Guide 4.2 "Not So Fast": only a failed check, once, while a hero point is left.
    canReroll: !input.result.success && !rerolled && input.heroPoints > 0,
    rerolled,
    tactics: input.tactics && input.tactics.sides.length > 0 ? tacticsView(input.tactics.sides, input.tactics.spends) : null,
  };
}
