/**
 * The zero-G move card (Guide 6.10, our reading in rules/zero-g-move.ts): the EVA check a figure's move
 * in zero-G takes in a fight, and whether the figure got there or drifted and stayed where it was.
 * Its DT line is every card's (taskDtLine, parts/task-dt.hbs): the DT from its base of 12, each
 * disadvantage 4 (Guide 3.2, SP-5). After it, where the disadvantages came from, named as every task card names
 * them (dtCauses, parts/dt-causes.hbs): one for each Wound marker (6.14) and one for EVA at X (SP-7).
 * Pure.
 */
import { assetLevelText } from "./asset-level-text";
import { dtCauses, taskDtLine } from "./task-sum";
import type { TaskResult } from "../rules/task";

const KEY = "STARSKIRMISH.SpacePatrol.ZeroGMove.";

export function zeroGMoveCardContext(input: { readonly actorName: string; readonly level: string; readonly markerDisadvantages: number; readonly result: TaskResult; readonly undone: boolean }) {
  const { result } = input;
  // SP-7: what the task counted beyond the Wound markers is the extra disadvantage of EVA X
  const untrained = result.disadvantages - input.markerDisadvantages;
  return {
    actorName: input.actorName,
    level: assetLevelText(input.level),
    markerDisadvantages: input.markerDisadvantages,
    result,
    // SP-5: the shared DT line, read by parts/task-dt.hbs
    dtLine: taskDtLine(result),
    // the DT line's causes (SP-5), read by parts/dt-causes.hbs
    dtCauses: dtCauses([
      ["woundMarkers", input.markerDisadvantages],
      ["untrained", untrained, "STARSKIRMISH.SpacePatrol.Asset.eva"],
    ]),
    outcomeKey: result.success ? `${KEY}made` : `${KEY}drifts`,
    // a failed move the client could not put back is the GM's to undo
    notUndone: !result.success && !input.undone,
  };
}

export type ZeroGMoveCardContext = ReturnType<typeof zeroGMoveCardContext>;
