/**
 * Spending the Tactics Pool on a task card (Guide 6.3): which asset tasks are combat tasks the
 * pool may change, who may spend for a side, and the card's re-derived result after each spend.
 */
import { list, record, text, whole, yesNo } from "../../../core/checks";
import { assetsInCategory, type AssetId } from "./assets";
import { applyTacticsPoints, TACTICS_MAX_PER_SIDE_PER_ROLL, type TacticsResult, type TacticsSpend } from "./tactics-pool";
import { assertTaskResult, type TaskResult } from "./task";

/**
 * Guide 6.3's examples of combat-related asset tasks, as assets: shooting (every Shooting asset),
 * melee (every Fighting asset), Recon, Stealth, using a scanner (Scanners), throwing a grenade
 * (Athletics, Guide 6.12), a Psi-Shock or Fire Direction check taken as the action (Guide 6.4),
 * and flying in a fight (Air Pilot dog fighting, Guide 6.7; Space Pilot maneuvers, Guide 7.3).
 * A comm call (Communications) or identifying a plant (Biology) is not.
 */
export const TACTICS_COMBAT_ASSETS: readonly AssetId[] = [
  ...assetsInCategory("shooting"),
  ...assetsInCategory("fighting"),
  "recon",
  "stealth",
  "scanners",
  "athletics",
  "psiShock",
  "fireDirection",
  "airPilot",
  "spacePilot",
];

export function isTacticsCombatAsset(assetId: string): boolean {
  return (TACTICS_COMBAT_ASSETS as readonly string[]).includes(assetId);
}

/**
 * Who may spend a side's points. Guide 6.3 lets the character with the highest Leadership settle
 * a disagreement, which the players do by talking; so anyone playing a character on the players'
 * side may spend its points, and the GM spends for the enemies and the neutral side (and may
 * spend for anyone).
 */
export const TACTICS_SPENDERS = { players: "sideOwnersOrGM", enemies: "gm", neutral: "gm" } as const;

export function maySpendTactics(side: keyof typeof TACTICS_SPENDERS, user: { readonly isGM: boolean; readonly ownsSideCharacter: boolean }): boolean {
  record(user, "user");
  yesNo(user.isGM, "user.isGM");
  yesNo(user.ownsSideCharacter, "user.ownsSideCharacter");
  if (user.isGM) return true;
  return TACTICS_SPENDERS[side] === "sideOwnersOrGM" && user.ownsSideCharacter;
}

/**
 * Guide 7.3: in space the pool is the sum of the captains' Tactics, and it is theirs to spend: a
 * player spends their side's points only through a ship's captain they play; the GM spends for the
 * other sides (and may spend for any).
 */
export function maySpendSpaceTactics(side: keyof typeof TACTICS_SPENDERS, user: { readonly isGM: boolean; readonly ownsCaptain: boolean }): boolean {
  record(user, "user");
  yesNo(user.ownsCaptain, "user.ownsCaptain");
  return maySpendTactics(side, { isGM: user.isGM, ownsSideCharacter: user.ownsCaptain });
}

/** The card's result after every spend made on it so far, in order. */
export function taskWithTactics(result: TaskResult, spends: readonly TacticsSpend[]): TaskResult | TacticsResult {
  assertTaskResult(result);
  return list(spends, "spends").length === 0 ? result : applyTacticsPoints(result, spends, { combatTask: true });
}

/** Points a side has already put on a roll (Guide 6.3: at most 3). */
export function spentBySide(spends: readonly TacticsSpend[], side: string): number {
  let total = 0;
  for (const s of list(spends, "spends")) {
    text(record(s, "spend").side, "spend.side");
    whole(s.points, "spend.points");
    if (s.side === side) total += Math.abs(s.points);
  }
  return total;
}

/** Whether a side may still add a point to this roll, as far as the roll goes. */
export function canSpendMore(spends: readonly TacticsSpend[], side: string): boolean {
  return spentBySide(spends, side) < TACTICS_MAX_PER_SIDE_PER_ROLL;
}

/** Reads the spends stored on a card; anything malformed is left out. */
export function readSpends(stored: unknown): TacticsSpend[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((s: unknown) => {
    if (typeof s !== "object" || s === null) return [];
    const { side, points } = s as Record<string, unknown>;
    return typeof side === "string" && typeof points === "number" && Number.isInteger(points) && points !== 0 ? [{ side, points }] : [];
  });
}
