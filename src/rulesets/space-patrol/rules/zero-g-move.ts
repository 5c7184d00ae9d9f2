/**
 * Moving in zero-G during a fight (Guide 6.10): "a check DT 12; EVA; None is required to conduct
 * regular tasks in Zero-G and Free Fall". The Guide names no movement rule of its own; our reading
 * counts a figure's move in zero-G in combat as such a regular task, and a failed check as a figure
 * that pushes off and drifts instead of reaching where it meant to go (it stays where it was).
 */
import { whole } from "../../../core/checks";
import { assertAssetLevel } from "./task";
import type { AssetLevel, TaskInput } from "./task";
import { ZERO_G_TASK_DT } from "./zero-g";

/** Our reading of Guide 6.10 for moves: the EVA task, DT 12, no equipment. */
export const ZERO_G_MOVE_CHECK = { dt: ZERO_G_TASK_DT, asset: "eva", equipment: 0 } as const;

/** Our reading of Guide 6.10: a failed move check leaves the figure drifting where it started. */
export const ZERO_G_MOVE_FAILURE_STAYS = true;

/** The EVA task of a move in zero-G: the mover's EVA level, and a disadvantage per Wound marker (6.14). */
export function zeroGMoveTask(eva: AssetLevel, markerDisadvantages: number): TaskInput {
  assertAssetLevel(eva, "eva");
  return { dt: ZERO_G_MOVE_CHECK.dt, asset: eva, equipment: ZERO_G_MOVE_CHECK.equipment, disadvantages: whole(markerDisadvantages, "markerDisadvantages", 0) };
}
