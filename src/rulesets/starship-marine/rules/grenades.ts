/**
 * Grenades (Starship Marine 3.6): the throw on 1d6 by range and line of sight, the 8 cm radius, and
 * each figure's effect roll on 1d10 (read 0-9, SSM-1). Robots cannot throw (3.6); a wounded Marine's
 * throws all count as out of sight (4.6); experience moves the accuracy roll (4.7), and a Veteran
 * Marine's +1 also helps the effect roll of his own grenade (SSM-27, SSM-28). Under gravity the
 * throw reaches 50 cm at -1 (4.1); underwater there are no grenades (4.2).
 */
import { finite, record, whole, yesNo } from "../../../core/checks";
import { readD10 } from "./d10";
import { experienceEffect, type ExperienceClass } from "./experience";
import { environmentLimits, type Environment } from "./environment";
// the results table has Table 3.5's columns: up to 15 cm, up to 40 cm, over 40 cm
import { rangeBand } from "./fire-table";

/** 3.6: everyone within this radius of where the grenade lands rolls for its effect. */
export const GRENADE_RADIUS_CM = 8;
/** The grenade results table's die. */
export const GRENADE_ACCURACY_SIDES = 6;

/** 3.6 GRENADE RESULTS TABLE: the 1d6 for a Good Throw; 0 is automatic, null prohibited. */
export const GRENADE_ACCURACY = {
  inSight: { upTo15: 0, upTo40: 3, over40: 5 },
  outOfSight: { upTo15: 4, upTo40: null, over40: null },
} as const satisfies Record<string, Record<"upTo15" | "upTo40" | "over40", number | null>>;

/** 3.6 GRENADE EFFECTS TABLE: the 1d10 to be hit; null is "missed / no effect". */
export const GRENADE_EFFECTS = {
  unarmoured: { normal: 6, good: 4 },
  armoured: { normal: null, good: 9 },
} as const satisfies Record<string, Record<"normal" | "good", number | null>>;

export interface Thrower {
  readonly robot: boolean;
  readonly marine: boolean;
  readonly experience: ExperienceClass;
  readonly wounded: boolean;
}

export type ThrowResult =
  | { readonly allowed: false; readonly reason: "robot" | "outOfSightTooFar" | "nonCombatant" | "noGrenadesHere" | "beyondMaxRange" }
  | { readonly allowed: true; readonly needed: number; readonly roll: number | null; readonly good: boolean };

/** Whether a throw may be made at all, and the 1d6 it needs for a Good Throw (0: automatic). */
export interface ThrowInput {
  readonly rangeCm: number;
  readonly inSight: boolean;
  readonly thrower: Thrower;
  /** Zero g unless said (4.1: 50 cm and -1 under gravity; 4.2: none underwater). */
  readonly environment?: Environment;
}

export function throwNeeds(input: ThrowInput): ThrowResult | { readonly allowed: true; readonly needed: number } {
  record(input, "input");
  const limits = environmentLimits(input.environment ?? "zeroG");
  if (limits.grenadeMaxCm === false) return { allowed: false, reason: "noGrenadesHere" };
  if (limits.grenadeMaxCm !== null && finite(input.rangeCm, "rangeCm") > limits.grenadeMaxCm) return { allowed: false, reason: "beyondMaxRange" };
  const t = record(input.thrower, "thrower");
  if (yesNo(t.robot, "thrower.robot")) return { allowed: false, reason: "robot" };
  if (experienceEffect(yesNo(t.marine, "thrower.marine"), t.experience).nonCombatant) return { allowed: false, reason: "nonCombatant" };
  // 4.6: a wounded Marine's grenades all count as indirect
  const sight = yesNo(input.inSight, "inSight") && !yesNo(t.wounded, "thrower.wounded") ? "inSight" : "outOfSight";
  const needed = GRENADE_ACCURACY[sight][rangeBand(input.rangeCm)];
  if (needed === null) return { allowed: false, reason: "outOfSightTooFar" };
  return { allowed: true, needed };
}

/** A throw with its 1d6 face (null when the throw is automatic and no die is rolled). */
export function resolveThrow(input: ThrowInput, d6: number | null): ThrowResult {
  const needs = throwNeeds(input);
  if (!needs.allowed) return needs;
  if (needs.needed === 0) return { allowed: true, needed: 0, roll: null, good: true };
  const face = whole(d6, "d6", 1, GRENADE_ACCURACY_SIDES);
  const roll = face + experienceEffect(input.thrower.marine, input.thrower.experience).grenadeAccuracy + environmentLimits(input.environment ?? "zeroG").grenadeAccuracy;
  return { allowed: true, needed: needs.needed, roll, good: roll >= needs.needed };
}

/** One figure within the radius: hit or not, on its 1d10 face (1-10). */
export function grenadeEffect(input: { readonly armoured: boolean; readonly good: boolean; readonly throwerBonus: number }, d10Face: number): { readonly hit: boolean; readonly needed: number | null; readonly score: number } {
  record(input, "input");
  const needed = GRENADE_EFFECTS[yesNo(input.armoured, "armoured") ? "armoured" : "unarmoured"][yesNo(input.good, "good") ? "good" : "normal"];
  const score = readD10(d10Face) + whole(input.throwerBonus, "throwerBonus", 0, 1);
  return { hit: needed !== null && score >= needed, needed, score };
}
