/**
 * Morale checks (IX-D, VIII-H, IV-f, III, SMR-3, SMR-6, SMR-7, SMR-13): a d6 above the unit's
 * adjusted Morale fails and breaks it. All modifiers change the Morale, not the die: +1 adjacent to
 * at least two unbroken friendly soldiers, or +2 adjacent to a friendly Hero (the better of the two,
 * not both); Green -1, Veteran and Elite +1; -1 for a broken unit whose retreat enemies block.
 * Heroes and vehicles never check; N'Kakk robots never fail; a unit within range of a friendly,
 * unbroken, unwounded Leader always passes; a unit that has passed once this turn checks no more.
 */
import { oneOf, record, whole, yesNo } from "../../../core/checks";
import { experienceRow, type Experience } from "./experience";

export interface MoraleCase {
  readonly morale: number;
  readonly experience: Experience;
  readonly kind: "soldier" | "vehicle";
  readonly hero: boolean;
  /** III: N'Kakk robots never fail their morale checks. */
  readonly neverFails: boolean;
  /** Unbroken friendly soldiers adjacent. */
  readonly adjacentUnbrokenFriends: number;
  readonly adjacentFriendlyHero: boolean;
  /** IV-f, SMR-6: within range of a friendly, unbroken, unwounded Leader. */
  readonly inLeaderRange: boolean;
  /** IX-D: passed a check already this turn. */
  readonly passedThisTurn: boolean;
  /** VIII-H.3: a broken unit's retreat is blocked by enemies. */
  readonly retreatBlockedByEnemy: boolean;
  /** The unit is Broken: this is its recheck (VIII-H), which a Leader's range does not pass (SMR-6). */
  readonly broken: boolean;
}

export type MoraleExemption = "heroOrVehicle" | "neverFails" | "leader" | "passedThisTurn";

export interface MoraleModifier {
  readonly id: "friends" | "hero" | "experience" | "blockedRetreat";
  readonly value: number;
}

/** Why the unit needs no die, or null when it rolls. */
export function moraleExemption(c: MoraleCase): MoraleExemption | null {
  record(c, "case");
  if (oneOf(c.kind, "kind", ["soldier", "vehicle"] as const) === "vehicle" || yesNo(c.hero, "hero")) return "heroOrVehicle";
  if (yesNo(c.passedThisTurn, "passedThisTurn")) return "passedThisTurn";
  if (yesNo(c.neverFails, "neverFails")) return "neverFails";
  // SMR-6: a Leader's "always pass" does not rally a unit already broken; it rolls
  if (yesNo(c.inLeaderRange, "inLeaderRange") && !yesNo(c.broken, "broken")) return "leader";
  return null;
}

export function moraleModifiers(c: MoraleCase): MoraleModifier[] {
  record(c, "case");
  const mods: MoraleModifier[] = [];
  // SMR-13: +2 for a Hero or +1 for two friends, not both
  if (yesNo(c.adjacentFriendlyHero, "adjacentFriendlyHero")) mods.push({ id: "hero", value: 2 });
  else if (whole(c.adjacentUnbrokenFriends, "adjacentUnbrokenFriends", 0, 6) >= 2) mods.push({ id: "friends", value: 1 });
  const exp = experienceRow(c.experience).morale;
  if (exp !== 0) mods.push({ id: "experience", value: exp });
  if (yesNo(c.retreatBlockedByEnemy, "retreatBlockedByEnemy")) mods.push({ id: "blockedRetreat", value: -1 });
  return mods;
}

export interface MoraleResult {
  readonly exemption: MoraleExemption | null;
  readonly modifiers: readonly MoraleModifier[];
  readonly adjusted: number;
  readonly die: number | null;
  readonly passed: boolean;
}

/** The check; `die` is needed only when the unit is not exempt. */
export function checkMorale(c: MoraleCase, die?: number): MoraleResult {
  const exemption = moraleExemption(c);
  const modifiers = moraleModifiers(c);
  const adjusted = whole(c.morale, "morale", -9, 99) + modifiers.reduce((n, m) => n + m.value, 0);
  if (exemption) return { exemption, modifiers, adjusted, die: null, passed: true };
  const d = whole(die, "die", 1, 6);
  // IX-D: "If the roll is greater than the unit's adjusted Morale, then the unit fails"
  return { exemption: null, modifiers, adjusted, die: d, passed: d <= adjusted };
}

/**
 * VIII-H: what a broken unit's check does. In its recheck within a Leader's range (VIII-H.1, SMR-6)
 * success ends the brokenness and failure changes nothing; against a retreat blocked by enemies
 * (VIII-H.3) success rallies it and failure destroys it; under friendly fire (VIII-H.4) success
 * rallies it. The Leader's "always pass" does not rally a broken unit (SMR-6): it rolls.
 */
export type BrokenCheck = "leaderRecheck" | "blockedByEnemy" | "friendlyFire";

export type BrokenOutcome = "rallied" | "stillBroken" | "destroyed";

export function brokenCheckOutcome(kind: BrokenCheck, passed: boolean): BrokenOutcome {
  oneOf(kind, "kind", ["leaderRecheck", "blockedByEnemy", "friendlyFire"] as const);
  if (yesNo(passed, "passed")) return "rallied";
  return kind === "blockedByEnemy" ? "destroyed" : "stillBroken";
}
