/**
 * Suppression on the board (Guide 6.6, 6.7, 6.12): the weapon's targets shared out among the
 * enemies, why an allocation is refused (as a language key), which markers taken by the
 * suppressor end it, when its turn is over, and the suppression card.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import {
  canSuppress,
  suppressionBoxInches,
  suppressionContinues,
  suppressionDisadvantages,
  suppressionProblem,
  SP_MARKER,
  SP_VEHICLE_MARKER_ID,
  SUPPRESSION_MIN_AMMO,
  type SuppressionAllocation,
} from "../rules";

/** The weapon's targets shared as evenly as they go, the first enemies taking the remainder. */
export function defaultAllocation(weaponTargets: number, enemies: number): number[] {
  if (enemies < 1) return [];
  const each = Math.floor(weaponTargets / enemies);
  const rest = weaponTargets % enemies;
  return Array.from({ length: enemies }, (_, i) => Math.max(1, each + (i < rest ? 1 : 0)));
}

export interface Refusal {
  key: string;
  data: Record<string, string>;
}

/** The language key of each refusal. */
export const REFUSAL_KEYS = {
  ammoUse: "STARSKIRMISH.SpacePatrol.Suppress.refused.ammoUse",
  noTargets: "STARSKIRMISH.SpacePatrol.Suppress.refused.noTargets",
  vehicle: "STARSKIRMISH.SpacePatrol.Suppress.refused.vehicle",
  eachOne: "STARSKIRMISH.SpacePatrol.Suppress.refused.eachOne",
  tooMany: "STARSKIRMISH.SpacePatrol.Suppress.refused.tooMany",
  box: "STARSKIRMISH.SpacePatrol.Suppress.refused.box",
} as const;

/** Why the rules refuse this suppression, as a language key and its values; null when allowed. */
export function suppressionRefusal(weapon: { readonly targets: number; readonly ammoPerTurn: number }, allocations: readonly SuppressionAllocation[]): Refusal | null {
  if (suppressionProblem(weapon, allocations) === null) return null;
  if (!canSuppress(weapon.ammoPerTurn)) return { key: REFUSAL_KEYS.ammoUse, data: { min: String(SUPPRESSION_MIN_AMMO) } };
  if (allocations.length === 0) return { key: REFUSAL_KEYS.noTargets, data: {} };
  if (allocations.some((a) => a.vehicle)) return { key: REFUSAL_KEYS.vehicle, data: {} };
  if (allocations.some((a) => !Number.isInteger(a.targets) || a.targets < 1)) return { key: REFUSAL_KEYS.eachOne, data: {} };
  const total = allocations.reduce((s, a) => s + a.targets, 0);
  if (total > weapon.targets) return { key: REFUSAL_KEYS.tooMany, data: { allocated: String(total), targets: String(weapon.targets) } };
  return { key: REFUSAL_KEYS.box, data: { box: String(suppressionBoxInches(weapon.targets)) } };
}

/**
 * Guide 6.6: "any sort of marker" taken by the suppressor stops the suppression. The markers a
 * combatant gives themselves by their own action (Suppressing, Over-watch, Steady Aim, Hunkered) and
 * the Flying state are not taken from the enemy, so they do not count.
 */
export const MARKERS_THAT_DO_NOT_STOP_SUPPRESSION: readonly string[] = [
  SP_MARKER.suppressing,
  SP_MARKER.overwatch,
  SP_MARKER.steadyAim,
  SP_MARKER.hunkered,
  SP_MARKER.flying,
  SP_VEHICLE_MARKER_ID.suppressing,
  SP_VEHICLE_MARKER_ID.overwatch,
  SP_VEHICLE_MARKER_ID.flying,
];

/** How many markers the suppressor has taken since the suppression began. */
export function markersTakenSince(before: MarkerCounts, now: MarkerCounts): number {
  let taken = 0;
  for (const id of Object.keys(now)) {
    if (MARKERS_THAT_DO_NOT_STOP_SUPPRESSION.includes(id)) continue;
    taken += Math.max(0, markerCount(now, id) - markerCount(before, id));
  }
  return taken;
}

/** Guide 6.6: whether the suppression still holds after the suppressor's markers changed. */
export function suppressionHolds(before: MarkerCounts, now: MarkerCounts): boolean {
  return suppressionContinues(markersTakenSince(before, now));
}

/**
 * Guide 6.6: each target allocated burdens the enemy "during its next turn", so the suppression
 * is over once the turn comes back round to the suppressor's side, in a later round.
 */
export function suppressionTurnOver(record: { readonly round: number; readonly side: string }, now: { readonly round: number; readonly acting: string }): boolean {
  if (now.round <= record.round) return false;
  return now.acting === record.side || now.round > record.round + 1;
}

export interface SuppressionCardContext {
  suppressorName: string;
  weaponName: string;
  ammoUsed: number;
  box: number;
  targets: { key: string; name: string; allocated: number; disadvantages: number }[];
}

export function suppressionCardContext(input: {
  suppressorName: string;
  weaponName: string;
  ammoUsed: number;
  weaponTargets: number;
  targets: readonly { key: string; name: string; allocated: number }[];
}): SuppressionCardContext {
  return {
    suppressorName: input.suppressorName,
    weaponName: input.weaponName,
    ammoUsed: input.ammoUsed,
    box: suppressionBoxInches(input.weaponTargets),
    targets: input.targets.map((t) => ({ ...t, disadvantages: suppressionDisadvantages(t.allocated) })),
  };
}
