/**
 * A task result from inputs already checked, for a caller that checks once and then rolls per
 * shot (a fire action), so no check runs per roll. The rules module exports the checked forms
 * (task.ts: taskResult, specialSuccesses); this file is not among its exports.
 */
import type { TaskResult } from "./task";

/** Guide 3 / SP-6: each 4 points over the DT is one special success. */
export const SPECIAL_SUCCESS_STEP = 4;

/** SP-6: floor((total - DT) / 4) on a success, else 0. */
export function countSpecialSuccesses(total: number, dt: number): number {
  return total >= dt ? Math.floor((total - dt) / SPECIAL_SUCCESS_STEP) : 0;
}

/** One d20 against an effective DT (Guide 3, SP-5, SP-6). */
export function buildTaskResult(baseDt: number, dt: number, advantages: number, disadvantages: number, bonus: number, equipment: number, d20: number): TaskResult {
  const total = d20 + bonus + equipment;
  return {
    baseDt,
    dt,
    advantages,
    disadvantages,
    netSteps: disadvantages - advantages,
    d20,
    assetBonus: bonus,
    equipment,
    total,
    success: total >= dt,
    specialSuccesses: countSpecialSuccesses(total, dt),
    margin: total - dt,
  };
}
