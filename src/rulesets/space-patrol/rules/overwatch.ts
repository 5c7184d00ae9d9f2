/**
 * Over-watch and vehicle point defense (Guide 6.6, 6.7): holding fire for the first enemy who
 * moves, the Will check for a chosen trigger, the point defense module's interceptions, and the
 * attacks a weapon on point defense gives up.
 */
import { list, record, whole } from "../../../core/checks";
import { resolveTask, type TaskResult } from "./task";

export type OverwatchTrigger = "firstMover" | "chosenTargetMoves" | "firstShooter";

/** Guide 6.6: a chosen target or "first to shoot" trigger needs Will DT 12. */
export const OVERWATCH_CHOSEN_TRIGGER_DT = 12;

/** The Will check a trigger needs, or null for the plain first-mover over-watch. */
export function overwatchCheck(trigger: OverwatchTrigger): { readonly dt: number; readonly asset: "will" } | null {
  return trigger === "firstMover" ? null : { dt: OVERWATCH_CHOSEN_TRIGGER_DT, asset: "will" };
}

/** Guide 6.6: no over-watch shot while the watcher is suppressed. */
export function mayTakeOverwatchShot(suppressed: boolean): boolean {
  return !suppressed;
}

/** Guide 6.7: the smallest DI of a vehicle whose weapon may serve as point defense. */
export const POINT_DEFENSE_MIN_DI = 5;
/** Guide 6.7: a point defense weapon needs at least 4 targets. */
export const POINT_DEFENSE_MIN_TARGETS = 4;
/** Guide 6.7: each interception is DT 12, no asset, the weapon's bonus. */
export const POINT_DEFENSE_DT = 12;

/** What point defense may shoot down (Guide 6.7). */
export const POINT_DEFENSE_INTERCEPTS = ["grenade", "rocket", "missile", "artilleryShell"] as const;

/** Why a vehicle weapon cannot fire point defense, or null if it can (Guide 6.7). */
export function pointDefenseProblem(v: { readonly di: number; readonly weaponTargets: number; readonly hasModule: boolean; readonly onOverwatch: boolean }): string | null {
  record(v, "vehicle");
  if (!v.hasModule) return "The weapon has no Point-Defense Module";
  if (v.di < POINT_DEFENSE_MIN_DI) return `The vehicle must be DI ${POINT_DEFENSE_MIN_DI}+`;
  if (v.weaponTargets < POINT_DEFENSE_MIN_TARGETS) return `The weapon needs ${POINT_DEFENSE_MIN_TARGETS}+ targets`;
  if (!v.onOverwatch) return "The gunner must have taken the Over-watch action";
  return null;
}

/** Guide 6.7: how many incoming attacks the weapon may shoot at: its normal number of targets. */
export function pointDefenseShots(weaponTargets: number): number {
  return whole(weaponTargets, "weaponTargets", 0);
}

/**
 * Guide 6.7: point defense rolls DT 12 with no asset and the weapon's bonus, once per incoming
 * attack up to the weapon's targets; each hit defeats that attack.
 */
export function resolveVehiclePointDefense(input: { readonly weaponTargets: number; readonly weaponBonus: number; readonly d20s: readonly number[] }): { readonly defeated: readonly boolean[]; readonly tasks: readonly TaskResult[] } {
  if (list(record(input, "input").d20s, "d20s").length > pointDefenseShots(input.weaponTargets)) {
    throw new RangeError(`The weapon can shoot at ${input.weaponTargets} incoming attacks, not ${input.d20s.length}`);
  }
  const tasks = input.d20s.map((d20) => resolveTask({ dt: POINT_DEFENSE_DT, asset: 0, equipment: input.weaponBonus }, d20));
  return { defeated: tasks.map((t) => t.success), tasks };
}

/**
 * Guide 6.7 puts a point defense weapon's gunner on Over-watch, and Guide 6.6 says an over-watcher
 * does not fire on their turn; the over-watch is then used for point defense, so the weapon takes no
 * over-watch shot at a mover either, which is what "use their Over-Watch for point defense" reads as.
 */
export const POINT_DEFENSE_SPENDS_OVERWATCH_SHOT = true;

/** Why a vehicle weapon may not make an attack, or null (Guide 6.6, 6.7). */
export function vehicleWeaponAttackProblem(weapon: { readonly onPointDefense: boolean }, attack: "fire" | "overwatchShot"): string | null {
  if (attack !== "fire" && attack !== "overwatchShot") throw new RangeError(`Unknown attack "${String(attack)}"`);
  if (!record(weapon, "weapon").onPointDefense) return null;
  if (attack === "fire") return "The weapon is on point defense: its gunner took Over-watch and fires on no enemy this turn";
  return POINT_DEFENSE_SPENDS_OVERWATCH_SHOT ? "The weapon's Over-watch is spent on point defense: it shoots only incoming attacks" : null;
}
