/**
 * Sharing a weapon's "targets" among enemies (Guide 6.6 Targets; 7.8 for spacecraft): a primary,
 * secondaries close to it, no secondary given more attack rolls than the primary, and no more
 * attack rolls than the weapon has targets.
 */

import { finite, list, record } from "../../../core/checks";

/** Guide 6.6: secondaries must be within 3" of the primary. */
export const SECONDARY_TARGET_RADIUS_INCHES = 3;
/** Guide 7.8: in space, secondaries must be within 6 hexes of the primary. */
export const SECONDARY_TARGET_RADIUS_HEXES = 6;

export interface TargetAllocation {
  /** Attack rolls given to this target; 1 when left out. */
  readonly shots?: number;
  /** Distance from the primary target (0, or left out, for the primary itself). */
  readonly distanceToPrimary?: number;
}

/** Why an allocation is not allowed, or null when it is. */
export function allocationProblem(weaponTargets: number, allocations: readonly TargetAllocation[], radius: number): string | null {
  list(allocations, "allocations");
  finite(radius, "radius");
  if (!Number.isInteger(weaponTargets) || weaponTargets < 1) return `A weapon needs 1 or more targets, not ${weaponTargets}`;
  const primary = allocations[0];
  if (primary === undefined) return "A fire action needs a primary target";
  if (primary === null || typeof primary !== "object") record(primary, "allocations[0]");
  const primaryShots = primary.shots ?? 1;
  let total = 0;
  for (let i = 0; i < allocations.length; i++) {
    const a = allocations[i] as TargetAllocation;
    // names built only for a refusal: this runs for every fire action
    if (a === null || typeof a !== "object") record(a, `allocations[${i}]`);
    const shots = a.shots ?? 1;
    const distance = a.distanceToPrimary ?? 0;
    if (!Number.isInteger(shots) || shots < 1) return `Target ${i + 1} must be given 1 or more shots, not ${shots}`;
    if (!Number.isFinite(distance) || distance < 0) return `Target ${i + 1} has no usable distance to the primary`;
    if (i > 0 && distance > radius) return `Target ${i + 1} is ${distance} from the primary, more than ${radius}`;
    if (i > 0 && shots > primaryShots) return `Target ${i + 1} is given more shots (${shots}) than the primary (${primaryShots})`;
    total += shots;
  }
  if (total > weaponTargets) return `${total} shots allocated but the weapon has only ${weaponTargets} targets`;
  return null;
}

/** Throws with the reason when an allocation is not allowed. */
export function assertAllocation(weaponTargets: number, allocations: readonly TargetAllocation[], radius: number): void {
  const problem = allocationProblem(weaponTargets, allocations, radius);
  if (problem) throw new RangeError(problem);
}

/**
 * Hits left after a cap on the whole fire action: each attack roll's hits in turn, until the
 * ammunition used runs out (Guide 6.6, 7.8; SP-6). Writes into `hits` and returns the total.
 */
export function capHitsInOrder(hits: number[], cap: number): number {
  list(hits, "hits");
  // names built only for a refusal: this runs for every space fire action
  for (let i = 0; i < hits.length; i++) if (!Number.isFinite(hits[i])) finite(hits[i], `hits[${i}]`);
  let left = finite(cap, "cap");
  let total = 0;
  for (let i = 0; i < hits.length; i++) {
    const h = Math.min(hits[i] as number, left);
    hits[i] = h;
    left -= h;
    total += h;
  }
  return total;
}
