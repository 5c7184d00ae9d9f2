/**
 * The zero-G move card (Guide 6.10, our reading in rules/zero-g-move.ts): the EVA check a figure's move
 * in zero-G takes in a fight, and whether he got there or drifted and stayed where he was. Its DT line
 * is every card's (taskDtLine, parts/task-dt.hbs): the DT from its base of 12, each disadvantage
 * 4 (Guide 3.2, SP-5). After it, where the disadvantages came from: one for each Wound marker (6.14)
 * and one for EVA at X (SP-7). Pure.
 */
import { assetLevelText } from "./asset-level-text";
import { taskDtLine } from "./task-sum";
import type { TaskResult } from "../rules/task";

const KEY = "STARSKIRMISH.SpacePatrol.ZeroGMove.";

/** One cause of the disadvantages on the check, a counted language key and how many it gave. */
export interface ZeroGMoveDtReason {
  readonly key: string;
  readonly count: number;
}

export function zeroGMoveCardContext(input: { readonly actorName: string; readonly level: string; readonly markerDisadvantages: number; readonly result: TaskResult; readonly undone: boolean }) {
  const { result } = input;
  // SP-7: what the task counted beyond the Wound markers is the extra disadvantage of EVA X
  const untrained = result.disadvantages - input.markerDisadvantages;
  const dtReasons: ZeroGMoveDtReason[] = [
    ...(input.markerDisadvantages > 0 ? [{ key: `${KEY}woundDisadvantages`, count: input.markerDisadvantages }] : []),
    ...(untrained > 0 ? [{ key: `${KEY}untrainedDisadvantages`, count: untrained }] : []),
  ];
  return {
    actorName: input.actorName,
    level: assetLevelText(input.level),
    markerDisadvantages: input.markerDisadvantages,
    result,
    // SP-5: the shared DT line, read by parts/task-dt.hbs
    dtLine: taskDtLine(result),
    dtReasons,
    outcomeKey: result.success ? `${KEY}made` : `${KEY}drifts`,
    // a failed move the client could not put back is the GM's to undo
    notUndone: !result.success && !input.undone,
  };
}

export type ZeroGMoveCardContext = ReturnType<typeof zeroGMoveCardContext>;
