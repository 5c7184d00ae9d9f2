/**
 * What a robot's counted hits mean now (Starship Marine 3.7), from its markers: knocked out once
 * its hits reach what its kind takes; a combat robot's first hit calls for the robot damage roll,
 * once (its result marker, or a casualty, shows it was rolled); and what the robot damage card says. Pure.
 */
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { HITS_TO_DESTROY, type RobotDamage, type RobotKind } from "../rules/robots";
import { SSM_MARKER } from "../rules/markers";

export type RobotHitStep = "none" | "destroyed" | "rollDamage";

export function robotHitStep(kind: RobotKind, markers: MarkerCounts): RobotHitStep {
  const hits = markerCount(markers, SSM_MARKER.robotDamage);
  if (hits === 0 || markerCount(markers, SSM_MARKER.casualty) > 0) return "none";
  if (hits >= HITS_TO_DESTROY[kind]) return "destroyed";
  const rolled = markerCount(markers, SSM_MARKER.noFiring) > 0 || markerCount(markers, SSM_MARKER.immobilised) > 0;
  return kind === "combatRobot" && hits === 1 && !rolled ? "rollDamage" : "none";
}

/** The marker each robot damage result puts on (3.7): no firing, immobilised, or destroyed (a casualty). */
export const ROBOT_DAMAGE_MARKER = { noFiring: SSM_MARKER.noFiring, immobilised: SSM_MARKER.immobilised, destroyed: SSM_MARKER.casualty } as const;

/**
 * The robot damage card (3.7): the 1d6, its result, and what the result means at the table. A robot
 * that survives its first hit still falls to the second (3.7: "up to two hits to destroy"), which the
 * card says so the player need not look it up.
 */
export function robotDamageCardContext(name: string, die: number, result: RobotDamage) {
  return {
    name,
    die,
    resultLabel: `STARSKIRMISH.StarshipMarine.RobotDamage.${result}`,
    meaningLabel: `STARSKIRMISH.StarshipMarine.RobotDamage.meaning.${result}`,
  };
}
