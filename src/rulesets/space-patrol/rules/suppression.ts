/**
 * Suppression (Guide 6.6, 6.7, 6.12): which weapons can suppress, the box the targets must fit,
 * the disadvantages it lays on each enemy, the shot at a suppressed mover, and when it ends.
 */

import { list, record } from "../../../core/checks";

/** Guide 6.6: a weapon needs an ammo use of 3 or more to suppress. */
export const SUPPRESSION_MIN_AMMO = 3;
/** Guide 6.6: targets must fit a 3" x 3" box, or 6" x 6" for a weapon of 8+ targets. */
export const SUPPRESSION_BOX_INCHES = 3;
export const SUPPRESSION_WIDE_BOX_INCHES = 6;
export const SUPPRESSION_WIDE_BOX_MIN_TARGETS = 8;

/** Guide 6.6: whether a weapon can suppress at all. */
export function canSuppress(ammoPerTurn: number): boolean {
  return ammoPerTurn >= SUPPRESSION_MIN_AMMO;
}

/** Guide 6.6: the side of the square box the suppressed targets must fit in. */
export function suppressionBoxInches(weaponTargets: number): number {
  return weaponTargets >= SUPPRESSION_WIDE_BOX_MIN_TARGETS ? SUPPRESSION_WIDE_BOX_INCHES : SUPPRESSION_BOX_INCHES;
}

export interface SuppressionAllocation {
  /** The weapon's "targets" given to this enemy. */
  readonly targets: number;
  /** Position on the table, in inches, for the box check. */
  readonly x: number;
  readonly y: number;
  /** Guide 6.6, 6.7: vehicles cannot be suppressed. */
  readonly vehicle?: boolean;
}

/** Why a suppression is not allowed, or null when it is (Guide 6.6, 6.7). */
export function suppressionProblem(weapon: { readonly targets: number; readonly ammoPerTurn: number }, allocations: readonly SuppressionAllocation[]): string | null {
  record(weapon, "weapon");
  list(allocations, "allocations").forEach((a, i) => record(a, `allocations[${i}]`));
  if (!canSuppress(weapon.ammoPerTurn)) return `A weapon needs an ammo use of ${SUPPRESSION_MIN_AMMO}+ to suppress`;
  if (allocations.length === 0) return "Suppression needs at least one target";
  let total = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const a of allocations) {
    if (a.vehicle) return "Vehicles cannot be suppressed";
    if (!Number.isInteger(a.targets) || a.targets < 1) return `Each suppressed enemy needs 1 or more targets, not ${a.targets}`;
    if (!Number.isFinite(a.x) || !Number.isFinite(a.y)) return "Each suppressed enemy needs a position";
    total += a.targets;
    minX = Math.min(minX, a.x);
    maxX = Math.max(maxX, a.x);
    minY = Math.min(minY, a.y);
    maxY = Math.max(maxY, a.y);
  }
  if (total > weapon.targets) return `${total} targets allocated but the weapon has ${weapon.targets}`;
  const box = suppressionBoxInches(weapon.targets);
  if (maxX - minX > box || maxY - minY > box) return `The suppressed enemies do not fit a ${box}" x ${box}" box`;
  return null;
}

/** Guide 6.6: each target allocated is one disadvantage to that enemy on its next turn. */
export function suppressionDisadvantages(allocatedTargets: number): number {
  if (!Number.isInteger(allocatedTargets) || allocatedTargets < 0) throw new RangeError(`Allocated targets must be 0 or more, not ${allocatedTargets}`);
  return allocatedTargets;
}

/**
 * Guide 6.6: a suppressed enemy who moves draws a shot from the suppressor, taken as if they were
 * not in cover (and with the moving-while-suppressed advantage); none if they move straight out of
 * the suppressor's line of sight from cover.
 */
export function suppressedMoverDrawsShot(mover: { readonly startedInCover: boolean; readonly movedStraightOutOfSight: boolean }): boolean {
  record(mover, "mover");
  return !(mover.startedInCover && mover.movedStraightOutOfSight);
}

/** Guide 6.6: suppression stops once the suppressor takes any marker in the enemy's turn. */
export function suppressionContinues(markersTakenDuringEnemyTurn: number): boolean {
  return markersTakenDuringEnemyTurn === 0;
}

/** Guide 6.6: a suppressed combatant may not throw offensive grenades. */
export function mayThrowOffensiveGrenade(suppressed: boolean): boolean {
  return !suppressed;
}
