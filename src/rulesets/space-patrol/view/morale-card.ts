/**
 * The morale cards (Guide 6.9): the prompt an event posts, one row per friend who must check with
 * the DT of the trigger that reaches them and a Roll button for their owner; and the rolled check,
 * a Will task whose failure places a Morale Marker.
 */
import { MORALE_TRIGGERS, type MoraleTrigger } from "../rules/morale";
import type { MoralePromptRow } from "../rules/morale-prompt";
import type { TaskResult } from "../rules/task";
import { taskSum, type TaskSum } from "./task-sum";

export function triggerLabel(trigger: MoraleTrigger): string {
  return MORALE_TRIGGERS.find((t) => t.key === trigger)?.label ?? "";
}

export interface MoralePromptCardContext {
  victimName: string;
  events: string[];
  rows: { key: string; name: string; distance: number; dt: number; label: string }[];
}

export function moralePromptContext(victimName: string, triggers: readonly MoraleTrigger[], rows: readonly MoralePromptRow[], names: ReadonlyMap<string, string>): MoralePromptCardContext {
  return {
    victimName,
    events: triggers.map(triggerLabel),
    rows: rows.map((r) => ({ key: r.key, name: names.get(r.key) ?? "", distance: r.distanceInches, dt: r.dt, label: triggerLabel(r.trigger) })),
  };
}

export interface MoraleResultCardContext {
  name: string;
  label: string;
  result: TaskResult;
  /** The Will roll written out (view/task-sum.ts). */
  sum: TaskSum;
  outcome: string;
}

export function moraleResultContext(name: string, trigger: MoraleTrigger, result: TaskResult): MoraleResultCardContext {
  return {
    name,
    label: triggerLabel(trigger),
    result,
    sum: taskSum(result, "equipment", "STARSKIRMISH.SpacePatrol.Asset.will"),
    outcome: result.success ? "STARSKIRMISH.SpacePatrol.MoraleCheck.steady" : "STARSKIRMISH.SpacePatrol.MoraleCheck.shaken",
  };
}
