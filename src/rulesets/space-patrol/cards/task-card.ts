/**
 * The context a task chat card shows: DT (base and after advantages), advantages and
 * disadvantages, the d20, the bonuses, the total, success and special successes.
 */
import type { TaskResult } from "../rules/task";

export interface TaskCardContext {
  actorName: string;
  assetLabel: string;
  assetLevel: string;
  result: TaskResult;
  outcomeKey: string;
  canReroll: boolean;
  rerolled: boolean;
}

export function taskCardContext(input: {
  actorName: string;
  assetLabel: string;
  assetLevel: string;
  result: TaskResult;
  heroPoints: number;
  rerolled?: boolean;
}): TaskCardContext {
  const rerolled = input.rerolled ?? false;
  return {
    actorName: input.actorName,
    assetLabel: input.assetLabel,
    assetLevel: input.assetLevel,
    result: input.result,
    outcomeKey: input.result.success ? "STARSKIRMISH.Card.success" : "STARSKIRMISH.Card.failure",
    // Guide 4.2 "Not So Fast": only a failed check, once, while a hero point is left.
    canReroll: !input.result.success && !rerolled && input.heroPoints > 0,
    rerolled,
  };
}
