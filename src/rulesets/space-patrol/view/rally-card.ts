/**
 * The Leadership rally card (Guide 6.9): the leader's DT 8 Leadership roll, and which of the
 * targeted friends within 6" lose their Morale Marker: one for a success and one more per special
 * success, nearest first. Each rallied friend has their own Apply.
 */
import type { TaskResult } from "../rules/task";
import { taskSum, type TaskSum } from "./task-sum";

export interface RallyFriend {
  key: string;
  uuid: string;
  name: string;
  distance: number;
}

export interface RallyRow extends RallyFriend {
  rallied: boolean;
}

export interface RallyCardContext {
  leaderName: string;
  result: TaskResult;
  /** The Leadership roll written out (view/task-sum.ts). */
  sum: TaskSum;
  outcome: string;
  rows: RallyRow[];
  rallied: number;
}

/** Nearest first, the first `count` friends are rallied. */
export function rallyRows(friends: readonly RallyFriend[], count: number): RallyRow[] {
  return [...friends].sort((a, b) => a.distance - b.distance).map((f, i) => ({ ...f, rallied: i < count }));
}

export function rallyCardContext(leaderName: string, result: TaskResult, rows: readonly RallyRow[]): RallyCardContext {
  return {
    leaderName,
    result,
    // a rally rolls Leadership (6.9), and the sum says so
    sum: taskSum(result, "equipment", "STARSKIRMISH.SpacePatrol.Asset.leadership"),
    outcome: result.success ? "STARSKIRMISH.Card.success" : "STARSKIRMISH.Card.failure",
    rows: [...rows],
    rallied: rows.filter((r) => r.rallied).length,
  };
}
