/**
 * A character-creation state checked whole (Guide 1.1-1.3): every field of the kind and range the
 * steps of creation.ts leave it in, so a state stored or edited outside is refused by name.
 */
import { finite, list, oneOf, record, text, whole } from "../../../core/checks";
import { ASSET_CATEGORIES } from "./assets";
import { BRANCH_IDS, MEDAL_IDS } from "./creation-tables";
import { assertAssetLevels } from "./creation-rules";
import type { CreationState } from "./creation";
import { MAX_RANK } from "./ranks";
import { assertAssetLevel } from "./task";

/** The steps of creation, in the order a character meets them. */
export const CREATION_STEPS = [
  "chooseBranch", "assetRoll", "chooseCategoryAsset", "chooseCrossTrainingBranch", "honors",
  "chooseContinue", "promotion", "specialMission", "continuation", "bonusAssets", "done",
] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

/** Throws a RangeError naming the field unless `s` is a whole creation state. */
export function assertCreationState(s: CreationState): void {
  record(s, "state");
  oneOf(s.step, "state.step", CREATION_STEPS);
  whole(s.term, "state.term", 1);
  whole(s.termsCompleted, "state.termsCompleted", 0);
  assertAssetLevels(s.assets, "state.assets");
  if (s.branch !== null) oneOf(s.branch, "state.branch", BRANCH_IDS);
  whole(s.rank, "state.rank", 0, MAX_RANK);
  list(s.medals, "state.medals").forEach((m, i) => oneOf(m, `state.medals[${i}]`, MEDAL_IDS));
  whole(s.rankAtTermStart, "state.rankAtTermStart", 0, MAX_RANK);
  assertAssetLevel(s.branchAssetAtTermStart, "state.branchAssetAtTermStart");
  oneOf(s.rollSet, "state.rollSet", ["academyBranch", "honors", "term"]);
  whole(s.assetRollsLeft, "state.assetRollsLeft", 0);
  if (s.pendingCategory !== null) oneOf(s.pendingCategory, "state.pendingCategory", ASSET_CATEGORIES);
  if (s.crossTrainingBranch !== null) oneOf(s.crossTrainingBranch, "state.crossTrainingBranch", BRANCH_IDS);
  if (s.continuation !== null) oneOf(s.continuation, "state.continuation", ["cannot", "may", "must"]);
  whole(s.heroPoints, "state.heroPoints", 0);
  whole(s.bonusAssets, "state.bonusAssets", 0);
  list(s.takenBranches, "state.takenBranches").forEach((b, i) => oneOf(b, `state.takenBranches[${i}]`, BRANCH_IDS));
  list(s.log, "state.log").forEach((entry, i) => {
    const at = `state.log[${i}]`;
    record(entry, at);
    finite(entry.term, `${at}.term`);
    oneOf(entry.step, `${at}.step`, CREATION_STEPS);
    list(entry.rolls, `${at}.rolls`).forEach((r, j) => finite(r, `${at}.rolls[${j}]`));
    if (entry.choice !== null && typeof entry.choice !== "string") list(entry.choice, `${at}.choice`).forEach((c, j) => text(c, `${at}.choice[${j}]`));
    text(entry.note, `${at}.note`);
  });
}
