/**
 * Space Hero Points and the villains' Plot Armor Points (Guide 4.2): the five ways to spend one,
 * as data, with the functions for the uses the rules can carry out themselves (the reroll of
 * "Not So Fast", the marker clearing of "'Tis But a Scratch", the damage reduction of "Reverse
 * the Polarity").
 */
import { counts as checkedCounts, record } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import { SP_MARKER } from "./markers";
import { resolveTask, type TaskInput, type TaskResult } from "./task";

/** What a point buys, in a form the glue can act on. */
export type HeroPointEffect =
  | { readonly kind: "extraTurn"; readonly moves: number; readonly actions: number; readonly anyOrder: boolean }
  | { readonly kind: "survive" }
  | { readonly kind: "reroll"; readonly extraAdvantages: number; readonly onlyAfterFailure: boolean }
  | { readonly kind: "clearMarkers"; readonly markers: readonly string[]; readonly standUp: boolean }
  | { readonly kind: "reduceDamage"; readonly from: readonly string[]; readonly to: string; readonly mustBeAboard: boolean };

export interface HeroPointUse {
  readonly id: string;
  readonly label: string;
  readonly effect: HeroPointEffect;
}

const label = (id: string): string => `STARSKIRMISH.SpacePatrol.HeroPoint.${id}`;

/**
 * Markers "'Tis But a Scratch" clears (Guide 4.2): Wound, Mortal Wound, Stun, Morale,
 * Unconsciousness, and Prone (the character leaps up).
 */
export const SCRATCH_CLEARED_MARKERS = [
  SP_MARKER.wound,
  SP_MARKER.mortalWound,
  SP_MARKER.stun,
  SP_MARKER.morale,
  SP_MARKER.unconscious,
  SP_MARKER.prone,
] as const;

/**
 * Damage-table result keys "Reverse the Polarity" reduces (Guide 4.2): a vehicle's Explosion
 * (Guide 6.15), a spacecraft's Explodes (7.12) and either's Wrecked, all to Heavy Penetration.
 * The keys match the part of the rules core that holds the damage tables.
 */
export const POLARITY_REDUCED_RESULTS = ["wrecked", "explosion", "explodes"] as const;
export const POLARITY_REDUCED_TO = "heavyPenetration";

/** Guide 4.2, the five uses in the Guide's order. */
export const HERO_POINT_USES = [
  // Two Moves and two Actions in one turn, in any order.
  { id: "goSickHouse", label: label("goSickHouse"), effect: { kind: "extraTurn", moves: 2, actions: 2, anyOrder: true } },
  // "Ralph, I thought you were dead; Nope": survives what should have killed them (also Guide
  // 6.10 vacuum, 6.14 Destroyed, 6.15 plummet and explosion, 7.12 explosion).
  { id: "notDead", label: label("notDead"), effect: { kind: "survive" } },
  { id: "notSoFast", label: label("notSoFast"), effect: { kind: "reroll", extraAdvantages: 1, onlyAfterFailure: true } },
  {
    id: "tisButAScratch",
    label: label("tisButAScratch"),
    effect: { kind: "clearMarkers", markers: SCRATCH_CLEARED_MARKERS, standUp: true },
  },
  {
    id: "reverseThePolarity",
    label: label("reverseThePolarity"),
    effect: { kind: "reduceDamage", from: POLARITY_REDUCED_RESULTS, to: POLARITY_REDUCED_TO, mustBeAboard: true },
  },
] as const satisfies readonly HeroPointUse[];

export type HeroPointUseId = (typeof HERO_POINT_USES)[number]["id"];

/** Guide 4.2: villains' Plot Armor Points are spent the same ways. */
export const PLOT_ARMOR_USES: readonly HeroPointUse[] = HERO_POINT_USES;

/**
 * "Not So Fast" (Guide 4.2): rerolls a failed asset check with one more advantage. Pass the
 * first result to have the function refuse a reroll of a success.
 */
export function notSoFast(original: TaskInput, newD20: number, firstResult?: TaskResult): TaskResult {
  record(original, "original");
  if (firstResult?.success) throw new RangeError("Not So Fast rerolls only a failed asset check");
  return resolveTask({ ...original, advantages: (original.advantages ?? 0) + 1 }, newD20);
}

/** "'Tis But a Scratch" (Guide 4.2): the marker counts after the point is spent. */
export function tisButAScratch(counts: MarkerCounts): Record<string, number> {
  const cleared: Record<string, number> = { ...checkedCounts(counts, "markers") };
  for (const id of SCRATCH_CLEARED_MARKERS) delete cleared[id];
  return cleared;
}

/** "Reverse the Polarity" (Guide 4.2): the damage result key after the point is spent. */
export function reverseThePolarity(resultKey: string): string {
  if (!(POLARITY_REDUCED_RESULTS as readonly string[]).includes(resultKey)) {
    throw new RangeError(`Reverse the Polarity only reduces Wrecked or Explosion results, not "${resultKey}"`);
  }
  return POLARITY_REDUCED_TO;
}

/** Spends one point; Guide 4.2 renews them each session, so they never go below 0 in between. */
export function spendHeroPoint(remaining: number): number {
  if (!Number.isInteger(remaining) || remaining < 0) throw new RangeError(`Hero points are 0 or more, not ${remaining}`);
  if (remaining === 0) throw new RangeError("No Space Hero Points left this session");
  return remaining - 1;
}
