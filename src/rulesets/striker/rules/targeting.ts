/**
 * Who may be attacked and from where (Striker 8.A.1.a.1-2, 8.A.1.a.5): line of sight, spotted
 * before this fire phase or else recon by fire, positions by phase, and the attack's range.
 */
import { list, record } from "../../../core/checks";
import type { Point } from "./danger-space";

export type Eligibility = "attack" | "reconByFire" | "notAllowed";

export interface TargetView {
  /** The firing team can trace a line of sight to the target's position (Striker 7.A.1). */
  readonly lineOfSight: boolean;
  /** Spotted before the current fire phase; it may since have hidden (Striker 8.A.1.a.1). */
  readonly spottedBeforePhase: boolean;
}

/**
 * Striker 8.A.1.a.1 and 8.A.1.a.5: a target must be in line of sight; if it was spotted before
 * this fire phase it is attacked normally (a hidden one with its -2), else only by recon by fire.
 */
export function targetEligibility(view: TargetView): Eligibility {
  if (!record(view, "view").lineOfSight) return "notAllowed";
  return view.spottedBeforePhase ? "attack" : "reconByFire";
}

/**
 * Striker 8.A.1.a.1: in its own fire phase a team fires and is fired on at any position it held
 * during its movement; in the enemy's fire phase only at its current one (a pop-up team: its
 * highest point, then its NOE position).
 */
export const ATTACK_POSITIONS = { friendlyPhase: "anyPositionMoved", enemyPhase: "current" } as const;

/**
 * Striker 8.A.1.a.2 and 8.A.1.b.1.a: an attack's range is from the most distant firing team to
 * the farthest target, centre to centre.
 */
export function attackRange(firers: readonly Point[], targets: readonly Point[]): number {
  // the coordinates are checked by the measuring below, as "Positions must be finite numbers"
  list(firers, "firers").forEach((p, i) => record(p, `firers[${i}]`));
  list(targets, "targets").forEach((p, i) => record(p, `targets[${i}]`));
  if (firers.length === 0 || targets.length === 0) throw new RangeError("An attack needs firers and targets to measure");
  let range = 0;
  for (const f of firers) {
    for (const t of targets) {
      const d = Math.hypot(f.x - t.x, f.y - t.y);
      if (!Number.isFinite(d)) throw new RangeError("Positions must be finite numbers");
      range = Math.max(range, d);
    }
  }
  return range;
}
