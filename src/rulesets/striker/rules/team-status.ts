/**
 * Words shared by every Striker rule: initiative levels (Striker 4.A), how visible a team is
 * (Striker 7.A.2-3) and leader kinds (Striker 4.A.1, 8.C.2.b.i).
 */
import { list } from "../../../core/checks";

/** Striker 4.A: low, average, high; "down a level" moves left. */
export const INITIATIVE_LEVELS = ["low", "average", "high"] as const;
export type Initiative = (typeof INITIATIVE_LEVELS)[number];

/**
 * Striker 8.B.6: losing a leader drops initiative one level. The text names nothing below low,
 * so a low team stays low.
 */
export function initiativeDown(level: Initiative): Initiative {
  const i = INITIATIVE_LEVELS.indexOf(level);
  if (i < 0) throw new RangeError(`Unknown initiative "${String(level)}"`);
  return INITIATIVE_LEVELS[Math.max(0, i - 1)] ?? "low";
}

/** The higher of initiative levels (Striker 8.A.1.b.2.a.i uses the best firing team). */
export function highestInitiative(levels: readonly Initiative[]): Initiative {
  if (list(levels, "levels").length === 0) throw new RangeError("No firing teams to take initiative from");
  let best = 0;
  for (const l of levels) {
    const i = INITIATIVE_LEVELS.indexOf(l);
    if (i < 0) throw new RangeError(`Unknown initiative "${String(l)}"`);
    best = Math.max(best, i);
  }
  return INITIATIVE_LEVELS[best] ?? "low";
}

/**
 * How a target is seen. "unspotted" is a marker or team not yet spotted (recon by fire,
 * Striker 8.A.1.a.5).
 */
export const VISIBILITY_STATUSES = ["open", "concealed", "hidden", "unspotted"] as const;
export type VisibilityStatus = (typeof VISIBILITY_STATUSES)[number];

/** Leader kinds and what each is worth to morale (Striker 8.C.2.b.i, ruling STR-6). */
export const LEADER_KINDS = ["nco", "officer", "companyCommander"] as const;
export type LeaderKind = (typeof LEADER_KINDS)[number];
