/**
 * The zero-G move card (Guide 6.10, our reading in rules/zero-g-move.ts): the EVA check a figure's move
 * in zero-G takes in a fight, and whether he got there or drifted and stayed where he was. Pure.
 */
import { assetLevelText } from "./asset-level-text";
import type { TaskResult } from "../rules/task";

export function zeroGMoveCardContext(input: { readonly actorName: string; readonly level: string; readonly markerDisadvantages: number; readonly result: TaskResult; readonly undone: boolean }) {
  return {
    actorName: input.actorName,
    level: assetLevelText(input.level),
    markerDisadvantages: input.markerDisadvantages,
    result: input.result,
    outcomeKey: input.result.success ? "STARSKIRMISH.SpacePatrol.ZeroGMove.made" : "STARSKIRMISH.SpacePatrol.ZeroGMove.drifts",
    // a failed move the client could not put back is the GM's to undo
    notUndone: !input.result.success && !input.undone,
  };
}

export type ZeroGMoveCardContext = ReturnType<typeof zeroGMoveCardContext>;
