/**
 * Robots under fire (Starship Marine 3.7): a combat robot counts as unarmoured but takes up to two
 * hits; after the first, 1d6 on the robot damage table. Every other robot (logistic and support
 * robots, clankers as ruled in SSM-18, and armoured robots, which are armoured targets) falls to one
 * hit (3.7, SSM-9). A robot's hits are counted (up to 2).
 */
import { keyOf, whole } from "../../../core/checks";
import { HITS_TO_DESTROY, type RobotKind } from "../data/lists";

// the kinds and their hits sit with the data, as the markers count a robot's hits at init
export { HITS_TO_DESTROY, ROBOT_KINDS, type RobotKind } from "../data/lists";

export const ROBOT_DAMAGE = ["noFiring", "immobilised", "destroyed"] as const;
export type RobotDamage = (typeof ROBOT_DAMAGE)[number];

/** 3.7 ROBOT DAMAGE TABLE on 1d6: 1-2 weapon control destroyed (NO FIRING), 3-5 immobilised, 6 lucky shot. */
export const ROBOT_DAMAGE_TABLE: readonly { readonly upTo: number; readonly result: RobotDamage }[] = [
  { upTo: 2, result: "noFiring" },
  { upTo: 5, result: "immobilised" },
  { upTo: 6, result: "destroyed" },
];


/** Whether the fire table treats the robot as armoured (3.7 Armoured Robots, SSM-9). */
export const ARMOURED_ROBOTS: readonly RobotKind[] = ["armouredRobot", "fusilierRobot"];

/** The robot damage table read for a 1d6 face. */
export function robotDamage(d6: number): RobotDamage {
  const face = whole(d6, "d6", 1, 6);
  return ROBOT_DAMAGE_TABLE.find((row) => face <= row.upTo)!.result;
}

export interface RobotHitResult {
  /** Hits on it now, at most what destroys it. */
  readonly hits: number;
  readonly destroyed: boolean;
  /** The damage table's result after a combat robot's first hit; null otherwise. */
  readonly damage: RobotDamage | null;
}

/**
 * One more hit on a robot that had `hitsBefore`: a combat robot's first hit rolls on the damage
 * table (a 6 destroys it), its second destroys it; any other robot is destroyed. `d6` is needed
 * only for a combat robot's first hit.
 */
export function hitRobot(kind: RobotKind, hitsBefore: number, d6: number | null): RobotHitResult {
  const toDestroy = HITS_TO_DESTROY[keyOf(kind, "kind", HITS_TO_DESTROY)];
  const before = whole(hitsBefore, "hitsBefore", 0, toDestroy - 1);
  const hits = before + 1;
  if (hits >= toDestroy) return { hits: toDestroy, destroyed: true, damage: null };
  const damage = robotDamage(whole(d6, "d6", 1, 6));
  return { hits, destroyed: damage === "destroyed", damage };
}
