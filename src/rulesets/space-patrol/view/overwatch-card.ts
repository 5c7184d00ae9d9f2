/**
 * The over-watch card (Guide 6.6): the weapon held ready, the trigger chosen and, for a chosen
 * target or the first shooter, the Will DT 12 roll it needs. A failed Will check leaves the plain
 * over-watch on the first enemy to move.
 */
import { overwatchCheck, type OverwatchTrigger, type TaskResult } from "../rules";
import { taskSum, type TaskSum } from "./task-sum";

export const OVERWATCH_TRIGGERS = ["firstMover", "chosenTargetMoves", "firstShooter"] as const satisfies readonly OverwatchTrigger[];

/**
 * Guide 6.6 makes the chosen-target and first-shooter triggers need Will DT 12 but does not say
 * what a failure does. The over-watch action was still taken, so it falls back to the plain
 * trigger: the first enemy who moves.
 */
export const FAILED_WILL_FALLS_BACK_TO: OverwatchTrigger = "firstMover";

/** The trigger that holds after the Will check (or without one). */
export function triggerAfterCheck(chosen: OverwatchTrigger, will: TaskResult | null): OverwatchTrigger {
  if (overwatchCheck(chosen) === null) return chosen;
  return will?.success ? chosen : FAILED_WILL_FALLS_BACK_TO;
}

export interface OverwatchCardContext {
  actorName: string;
  weaponName: string;
  chosenKey: string;
  triggerKey: string;
  targetName: string | null;
  /** The Will check written out (view/task-sum.ts), where one was rolled. */
  will: TaskSum | null;
  fellBack: boolean;
  triggers: { key: string; hint: string; active: boolean }[];
  spent: boolean;
}

export function overwatchCardContext(input: { actorName: string; weaponName: string; chosen: OverwatchTrigger; will: TaskResult | null; targetName: string | null; spent?: boolean }): OverwatchCardContext {
  const holds = triggerAfterCheck(input.chosen, input.will);
  const w = input.will;
  return {
    actorName: input.actorName,
    weaponName: input.weaponName,
    chosenKey: `STARSKIRMISH.SpacePatrol.Overwatch.trigger.${input.chosen}`,
    triggerKey: `STARSKIRMISH.SpacePatrol.Overwatch.trigger.${holds}`,
    targetName: holds === "chosenTargetMoves" ? input.targetName : null,
    will: w ? taskSum(w, "equipment", "STARSKIRMISH.SpacePatrol.Asset.will") : null,
    fellBack: holds !== input.chosen,
    triggers: OVERWATCH_TRIGGERS.map((t) => ({ key: `STARSKIRMISH.SpacePatrol.Overwatch.trigger.${t}`, hint: `STARSKIRMISH.SpacePatrol.Overwatch.hint.${t}`, active: t === holds })),
    spent: input.spent ?? false,
  };
}
