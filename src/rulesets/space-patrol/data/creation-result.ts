/**
 * What a finished creation (Guide 1.1-1.3) makes of a patrolman's data: branch, rank, terms served,
 * every asset (X stored as -1), the medals counted, the Space Hero Points, and the service log, one
 * line per step of the lifepath, with the dice. Pure: the wizard writes it, and tests compare it
 * with the rules' own run.
 */
import type { CreationState } from "../rules/creation";
import { ASSET_IDS } from "../rules/assets";
import { assetLevelOf } from "../rules/creation-rules";
import { MEDAL_IDS } from "../rules/creation-tables";
import { ASSET_X } from "./asset-level";

/** Guide 1.1, 1.2: a cadet enters the Academy at 18 and each term is four years. */
export const ENTRY_AGE = 18;
export const YEARS_PER_TERM = 4;

export function ageAfter(terms: number): number {
  return ENTRY_AGE + YEARS_PER_TERM * terms;
}

/** One line of the service log: the step's note and the dice it rolled. */
export function serviceLogOf(state: CreationState): { term: number; text: string }[] {
  return state.log.map((e) => ({ term: e.term, text: e.rolls.length > 0 ? `${e.note} (rolled ${e.rolls.join(", ")})` : e.note }));
}

export function patrolmanFromCreation(state: CreationState) {
  if (state.step !== "done" || !state.branch) throw new RangeError("Creation is not finished");
  const assets = Object.fromEntries(ASSET_IDS.map((id) => {
    const level = assetLevelOf(state.assets, id);
    return [id, level === "X" ? ASSET_X : level];
  }));
  const medals = Object.fromEntries(MEDAL_IDS.map((m) => [m, state.medals.filter((x) => x === m).length]));
  return {
    branch: state.branch,
    rank: state.rank,
    terms: Math.max(1, state.termsCompleted),
    assets,
    medals,
    heroPoints: { value: state.heroPoints, max: state.heroPoints },
    serviceLog: serviceLogOf(state),
  };
}
