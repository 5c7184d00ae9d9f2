/**
 * Surprise and initiative of regular combat (Guide 6.2; ruling SP-12) and the scale and initiative
 * of space combat (Guide 7.1, 7.2); regular combat's ground scale (6.1) is ground-scale.ts.
 * Initiative is rolled once per combat; the sides then alternate.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { finite, list, record, yesNo } from "../../../core/checks";
import { assertAssetLevel, assetBonus, type AssetLevel } from "./task";

/** Guide 7.1: a hex is 10,000 km, a space turn 5 minutes, 20 regular turns. */
export const SPACE_SCALE = { kmPerHex: 10_000, minutesPerTurn: 5, regularTurnsPerSpaceTurn: 20 } as const;

/** Guide 6.2, 7.2: surprise and initiative both start from DT 12 checks. */
export const SURPRISE_DT = 12;
/** Guide 6.2, 7.2: regular initiative is 1d12 plus assets. */
export const INITIATIVE_DIE = 12;

/**
 * Guide 6.2: "the Tactics Asset level and the Leadership Asset level for the characters with the
 * highest level on his side". Read as the side's best Tactics plus its best Leadership, even when
 * two different characters hold them: that is what a table adds up quickly and it never punishes a
 * side for splitting the roles.
 */
export const INITIATIVE_BEST_OF_EACH_ASSET = true;

/** Guide 6.2: sneakers use their lowest Stealth, watchers their best Recon. */
export function surpriseAssets(sneakers: readonly AssetLevel[], watchers: readonly AssetLevel[]): { stealth: AssetLevel; recon: AssetLevel } {
  list(sneakers, "sneakers").forEach((l, i) => assertAssetLevel(l, `sneakers[${i}]`));
  list(watchers, "watchers").forEach((l, i) => assertAssetLevel(l, `watchers[${i}]`));
  if (sneakers.length === 0 || watchers.length === 0) throw new RangeError("Surprise needs someone hiding and someone on watch");
  return { stealth: lowest(sneakers), recon: best(watchers) };
}

/** Guide 6.2: the hiders surprise the watchers when their Stealth passes and the Recon fails. */
export function regularSurprise(stealthPassed: boolean, reconPassed: boolean): boolean {
  yesNo(stealthPassed, "stealthPassed");
  yesNo(reconPassed, "reconPassed");
  return stealthPassed && !reconPassed;
}

export type SpaceSurprise = "none" | "sideA" | "sideB" | "passUndetected";

/** Guide 7.2: each side's best scanner ship rolls; one success against one failure is surprise. */
export function spaceSurprise(sideAPassed: boolean, sideBPassed: boolean): SpaceSurprise {
  if (sideAPassed && sideBPassed) return "none";
  if (!sideAPassed && !sideBPassed) return "passUndetected";
  return sideAPassed ? "sideA" : "sideB";
}

/** Guide 6.2: a side's initiative modifier from its characters' Tactics and Leadership. */
export function regularInitiativeModifier(side: readonly { readonly tactics: AssetLevel; readonly leadership: AssetLevel }[]): number {
  if (list(side, "side").length === 0) throw new RangeError("A side needs at least one character");
  side.forEach((c, i) => record(c, `side[${i}]`));
  return assetBonus(best(side.map((c) => c.tactics))) + assetBonus(best(side.map((c) => c.leadership)));
}

/** Guide 7.2: a side's space initiative modifier is its captain's or commander's Tactics. */
export function spaceInitiativeModifier(commanderTactics: AssetLevel): number {
  return assetBonus(commanderTactics);
}

export interface InitiativeResult {
  readonly players: number;
  readonly opponents: number;
  /** SP-12: ties go to the player characters. */
  readonly first: "players" | "opponents";
}

/** Rolls 1d12 + modifier for both sides; ties to the players (SP-12). */
export function rollInitiative(dice: DiceSource, playersModifier: number, opponentsModifier: number): InitiativeResult {
  finite(playersModifier, "playersModifier");
  finite(opponentsModifier, "opponentsModifier");
  const players = checkedDie(dice, INITIATIVE_DIE) + playersModifier;
  const opponents = checkedDie(dice, INITIATIVE_DIE) + opponentsModifier;
  return { players, opponents, first: players >= opponents ? "players" : "opponents" };
}

function rank(level: AssetLevel): number {
  return level === "X" ? -1 : level;
}
function best(levels: readonly AssetLevel[]): AssetLevel {
  return levels.reduce((a, b) => (rank(b) > rank(a) ? b : a));
}
function lowest(levels: readonly AssetLevel[]): AssetLevel {
  return levels.reduce((a, b) => (rank(b) < rank(a) ? b : a));
}
