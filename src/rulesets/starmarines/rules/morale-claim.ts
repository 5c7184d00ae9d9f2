/**
 * Whether a morale check's claim to need no die holds (IX-D, III, IV-f, SMR-6, SMR-7). Such a check
 * carries no die and nothing to apply, so Apply never judges it; the GM's client judges it as it
 * records the card, against the unit's sheet and markers and the board (actions/morale-claim.ts).
 * Pure: the caller reads the unit and the board.
 *
 * The card must read the unit as its sheet and markers show it (kind, Hero role, race's "never
 * fails", Broken), as Apply holds a rolled check to them (actions/morale-confirm.ts), and a Leader
 * it claims within range must stand there on the board. A claimed pass this turn is not judged
 * here: such a card answers no prompt (cards/morale.ts).
 */
import { moraleExemption, type MoraleCase } from "./morale";
import type { Surroundings } from "./morale-surroundings";

/** What the unit's sheet and markers say, as the GM's client reads them. */
export type UnitMoraleFacts = Pick<MoraleCase, "kind" | "hero" | "neverFails" | "broken">;

/** Why a claim to need no die does not hold. */
export type ExemptionClaimProblem = "sheet" | "neverFails" | "leader";

/** Why the check's claim to need no die does not hold, or null where it holds or it claims none. */
export function exemptionClaimProblem(claim: MoraleCase, unit: UnitMoraleFacts, board: Pick<Surroundings, "inLeaderRange">): ExemptionClaimProblem | null {
  const exemption = moraleExemption(claim);
  if (exemption === null || exemption === "passedThisTurn") return null;
  // IX-D: heroes and vehicles never check; SMR-6: a Leader's range does not pass a unit already Broken
  if (claim.kind !== unit.kind || claim.hero !== unit.hero || claim.broken !== unit.broken) return "sheet";
  // III: "robots never fail their morale checks", and no other race
  if (claim.neverFails !== unit.neverFails) return "neverFails";
  // IV-f, IX-D, SMR-6: a friendly, unbroken, unwounded Leader within its range, as the board shows it
  if (exemption === "leader" && !board.inLeaderRange) return "leader";
  return null;
}
