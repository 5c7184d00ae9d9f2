/**
 * The Space Patrol! task roll (Guide 3): 1d20 + asset level + equipment bonus against a
 * Difficulty Target, moved by net advantages (SP-5), with special successes (SP-6) and the X
 * level (SP-7).
 */

import { finite, record, yesNo } from "../../../core/checks";
import { buildTaskResult, countSpecialSuccesses } from "./task-result";
import { MAX_ASSET_LEVEL, type AssetLevel } from "../data/lists";

/** Guide 3.1: the standard Difficulty Targets. */
export const DIFFICULTY_TARGETS = {
  easy: 8,
  average: 12,
  difficult: 16,
  extreme: 20,
  desperate: 24,
  insane: 28,
  imponderable: 32,
} as const;

export type DifficultyName = keyof typeof DIFFICULTY_TARGETS;

/** SP-5: each net advantage or disadvantage moves the DT one step of 4. */
export const DT_STEP = 4;
/** SP-5: the DT never falls below Easy. */
export const MINIMUM_DT = DIFFICULTY_TARGETS.easy;
export { SPECIAL_SUCCESS_STEP } from "./task-result";
// the level range lives apart, for the schemas at start-up
export { MAX_ASSET_LEVEL, type AssetLevel };

/** Everything a task roll needs besides the die. */
export interface TaskInput {
  /** The Difficulty Target before advantages (Guide 3.1). */
  readonly dt: number;
  readonly asset: AssetLevel;
  /** Equipment bonus (Guide 3.3); may be negative for a weapon's minus number. */
  readonly equipment?: number;
  readonly advantages?: number;
  readonly disadvantages?: number;
  /** PSI assets at X cannot be attempted (SP-7, Guide 2.3). */
  readonly psi?: boolean;
}

export interface TaskResult {
  readonly baseDt: number;
  /** DT after advantages and disadvantages (SP-5). */
  readonly dt: number;
  readonly advantages: number;
  /** Disadvantages counted, the X level's one included. */
  readonly disadvantages: number;
  /** Net steps: positive = net disadvantages, negative = net advantages. */
  readonly netSteps: number;
  readonly d20: number;
  readonly assetBonus: number;
  readonly equipment: number;
  readonly total: number;
  readonly success: boolean;
  /** SP-6: floor((total - DT) / 4) on a success, else 0. */
  readonly specialSuccesses: number;
  /** total - DT, positive or negative. */
  readonly margin: number;
}

/** Whether a string or number is a valid asset level. */
export function isAssetLevel(value: unknown): value is AssetLevel {
  return value === "X" || (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_ASSET_LEVEL);
}

/** The bonus an asset adds to the d20: X adds 0 (SP-7). */
export function assetBonus(level: AssetLevel): number {
  assertAssetLevel(level);
  return level === "X" ? 0 : level;
}

/** Whether a task with this asset can be attempted at all (SP-7: no PSI at X). */
export function canAttempt(asset: AssetLevel, psi = false): boolean {
  return !(psi && asset === "X");
}

/** SP-5: the DT after netting advantages against disadvantages. */
export function effectiveDt(baseDt: number, advantages: number, disadvantages: number): number {
  assertCount(advantages, "advantages");
  assertCount(disadvantages, "disadvantages");
  assertDt(baseDt);
  return Math.max(MINIMUM_DT, baseDt + DT_STEP * (disadvantages - advantages));
}

/** SP-6: special successes for a total against an effective DT. */
export function specialSuccesses(total: number, dt: number): number {
  finite(total, "total");
  finite(dt, "dt");
  return countSpecialSuccesses(total, dt);
}

/** Resolves a task with a rolled d20 (1-20). */
export function resolveTask(input: TaskInput, d20: number): TaskResult {
  assertD20(d20);
  record(input, "input");
  assertTaskInput(input.asset, input.equipment ?? 0, input.psi);
  const equipment = input.equipment ?? 0;
  const advantages = input.advantages ?? 0;
  const disadvantages = (input.disadvantages ?? 0) + (input.asset === "X" ? 1 : 0);
  const dt = effectiveDt(input.dt, advantages, disadvantages);
  return taskResult(input.dt, dt, advantages, disadvantages, assetBonus(input.asset), equipment, d20);
}

/** Throws unless a d20 shows 1-20. */
export function assertD20(d20: number): void {
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20) throw new RangeError(`A d20 cannot show ${d20}`);
}

/** Checks a task's asset and equipment, for a caller that rolls the same task several times. */
export function assertTaskInput(asset: AssetLevel, equipment: number, psi?: boolean): void {
  assertAssetLevel(asset);
  if (psi !== undefined) yesNo(psi, "psi");
  if (!canAttempt(asset, psi)) throw new RangeError("A PSI asset at level X cannot be attempted");
  if (!Number.isInteger(equipment)) throw new RangeError(`Equipment bonus must be a whole number, not ${equipment}`);
}

/** The result of one d20 against an effective DT, each number checked (buildTaskResult without checks). */
export function taskResult(baseDt: number, dt: number, advantages: number, disadvantages: number, bonus: number, equipment: number, d20: number): TaskResult {
  finite(baseDt, "baseDt");
  finite(advantages, "advantages");
  finite(disadvantages, "disadvantages");
  finite(bonus, "bonus");
  finite(equipment, "equipment");
  assertD20(d20);
  finite(dt, "dt");
  return buildTaskResult(baseDt, dt, advantages, disadvantages, bonus, equipment, d20);
}

/** The chance (0-1) that a task succeeds, over the twenty faces of the d20. */
export function successChance(input: TaskInput): number {
  let wins = 0;
  for (let face = 1; face <= 20; face++) if (resolveTask(input, face).success) wins++;
  return wins / 20;
}

/** Throws unless `level` is X or 0-10 (Guide 2, SP-13). */
export function assertAssetLevel(level: AssetLevel, field = "asset"): void {
  if (!isAssetLevel(level)) throw new RangeError(`${field}: Asset level must be X or 0-${MAX_ASSET_LEVEL}, not ${String(level)}`);
}

/**
 * An asset level kept as text on a card's record: "X" or a whole number, as the rules take it;
 * null for anything else (the rules refuse a number out of range when they use it).
 */
export function assetLevelFromText(text: string): AssetLevel | null {
  if (typeof text !== "string") throw new RangeError(`An asset level as text must be a string, not ${String(text)}`);
  if (text === "X") return "X";
  const n = Number(text);
  return text.trim() !== "" && Number.isInteger(n) ? n : null;
}

/** Throws a RangeError naming the field unless `result` is a whole task result. */
export function assertTaskResult(result: TaskResult, field = "result"): void {
  record(result, field);
  for (const key of ["baseDt", "dt", "advantages", "disadvantages", "netSteps", "d20", "assetBonus", "equipment", "total", "specialSuccesses", "margin"] as const) {
    finite(result[key], `${field}.${key}`);
  }
  yesNo(result.success, `${field}.success`);
}

function assertCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number of 0 or more, not ${n}`);
}

function assertDt(dt: number): void {
  if (!Number.isInteger(dt) || dt < 1) throw new RangeError(`Difficulty Target must be a positive whole number, not ${dt}`);
}
