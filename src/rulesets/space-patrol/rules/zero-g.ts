/**
 * Zero-G, free fall and vacuum (Guide 6.10): the Space-Fu check before any combat action, EVA
 * checks, suits' air, cosmic rays and breached suits.
 */
import { oneOf, yesNo } from "../../../core/checks";
import { DIFFICULTY_TARGETS } from "./task";

/** Guide 6.10: ordinary tasks in zero-G need EVA DT 12; combat actions need Space-Fu DT 12. */
export const ZERO_G_TASK_DT = DIFFICULTY_TARGETS.average;
export const ZERO_G_COMBAT_DT = DIFFICULTY_TARGETS.average;

export type ZeroGCombatAction = "shooting" | "melee" | "throwing" | "suppression";
export type ZeroGWeaponKind = "firearm" | "energy" | "other";

/**
 * Guide 6.10 says the "attempt" is made with a disadvantage for firearms and an advantage for
 * energy weapons, right after naming the Space-Fu check. The attempt is read as that check: the
 * recoil of a firearm is what makes staying steady hard.
 */
export const ZERO_G_WEAPON_MODIFIER_ON = "spaceFuCheck";

/** The Space-Fu check before a combat action in zero-G (Guide 6.10). A failure misses outright. */
export function zeroGCombatCheck(weapon: ZeroGWeaponKind): { readonly dt: number; readonly asset: "spaceFu"; readonly advantages: number; readonly disadvantages: number } {
  return {
    dt: ZERO_G_COMBAT_DT,
    asset: "spaceFu",
    advantages: weapon === "energy" ? 1 : 0,
    disadvantages: weapon === "firearm" ? 1 : 0,
  };
}

/** Guide 6.10: an EVA suit in normal gravity burdens every task unless EVA DT 12 passes each round. */
export const EVA_SUIT_IN_GRAVITY_DT = DIFFICULTY_TARGETS.average;

export type SpaceSuit = "eva" | "hardSuit" | "flightSuit" | "none";

/** Guide 6.10: minutes of air in each suit, and an oxbottle's hour for Hard and Flight Suits. */
export const SUIT_AIR_MINUTES = { eva: 120, hardSuit: 5, flightSuit: 5, none: 0 } as const satisfies Record<SpaceSuit, number>;
export const OXBOTTLE_MINUTES = 60;

/** Guide 6.10: outside a hull, Hard and Flight Suits roll Vigor DT 12 every 5 minutes or fraction. */
export const COSMIC_RAY_CHECK_DT = DIFFICULTY_TARGETS.average;
export const COSMIC_RAY_CHECK_MINUTES = 5;

/** The number of cosmic-ray checks a suit needs for a stay outside the hull. */
export function cosmicRayChecks(suit: SpaceSuit, minutesOutside: number): number {
  if (!Number.isFinite(minutesOutside) || minutesOutside < 0) throw new RangeError(`Minutes must be 0 or more, not ${minutesOutside}`);
  if (suit !== "hardSuit" && suit !== "flightSuit") return 0;
  return Math.ceil(minutesOutside / COSMIC_RAY_CHECK_MINUTES);
}

/** Guide 6.10: without a suit in vacuum (e.g. a ship with a Hull Marker), death unless a hero point is spent. */
export function survivesVacuum(suit: SpaceSuit, spendsHeroPoint: boolean): boolean {
  oneOf(suit, "suit", ["eva", "hardSuit", "flightSuit", "none"]);
  yesNo(spendsHeroPoint, "spendsHeroPoint");
  return suit !== "none" || spendsHeroPoint;
}

/** Guide 6.10: rows from Light Wound up breach a suit in vacuum. */
export const SUIT_BREACH_ROWS = [
  "lightWound",
  "mediumWound",
  "heavyWound",
  "mortalWoundChest",
  "mortalWoundGuts",
  "mortalWoundFace",
  "dead",
  "destroyed",
] as const;

/** Whether an individual damage row breaches a suit (Guide 6.10). */
export function breachesSuit(rowKey: string): boolean {
  return (SUIT_BREACH_ROWS as readonly string[]).includes(rowKey);
}

/** Guide 6.10: a leaking suit loses 10 minutes of air per combat turn; patching is EVA DT 12. */
export const LEAK_MINUTES_PER_TURN = 10;
export const SUIT_PATCH_DT = DIFFICULTY_TARGETS.average;

/**
 * What a crewman faces when their ship is holed (Guide 6.10, 7.12 Hull Marker): any suit keeps them
 * alive on its own air; without one they die unless they spend a Space Hero Point.
 */
export function vacuumExposure(suit: SpaceSuit): { readonly atRisk: boolean; readonly airMinutes: number } {
  oneOf(suit, "suit", ["eva", "hardSuit", "flightSuit", "none"]);
  return { atRisk: !survivesVacuum(suit, false), airMinutes: SUIT_AIR_MINUTES[suit] };
}
