/**
 * A character-creation state checked whole (Guide 1.1-1.3): every field of the kind and range the
 * steps of creation.ts leave it in, so a state stored or edited outside is refused by name. A state
 * saved before the log held events (each line an English `note`) is read with its notes kept.
 */
import { finite, list, oneOf, record, text, whole } from "../../../core/checks";
import { ASSET_CATEGORIES } from "./assets";
import { BRANCH_IDS, MEDAL_IDS } from "./creation-tables";
import { assertAssetLevels } from "./creation-rules";
import type { CreationState } from "./creation";
import { assertCreationEvent } from "./creation-events";
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
    assertCreationEvent(entry.event, `${at}.event`);
  });
}

/**
 * A stored state as the steps now read it: a log line saved with an English `note` and no event
 * (before events) becomes a "note" event holding that text, so an old lifepath under way still
 * loads and shows its lines as they were. Anything else is handed back as it is, for
 * assertCreationState to judge; nothing is dropped. Refuses (RangeError) only what is no object.
 */
export function upgradeCreationState(stored: unknown): unknown {
  const state = record(stored as object, "state");
  if (!Array.isArray((state as { log?: unknown }).log)) return state;
  const log = (state as { log: unknown[] }).log;
  const old = (e: unknown): e is { note: string } =>
    typeof e === "object" && e !== null && !("event" in e) && typeof (e as { note?: unknown }).note === "string";
  if (!log.some(old)) return state;
  return {
    ...state,
    log: log.map((e) => {
      if (!old(e)) return e;
      const { note, ...rest } = e;
      return { ...rest, event: { kind: "note", text: note } };
    }),
  };
}
