/**
 * The names character creation gives its parts (Guide 1.1-1.3): branches, general tables, medals,
 * honors, continuation outcomes, the kinds of service log event, and the bounds of the numbers an
 * event holds. Only names and bounds, apart from the tables themselves (creation-tables.ts,
 * creation-table-set.ts), so the data model that stores a service log (data/service-log-schema.ts),
 * which every world loads at start-up, does not carry the tables along. Pure.
 */
import type { CreationEventKind } from "./creation-events";
import { MAX_ASSET_LEVEL } from "../data/lists";

/** Guide 1.5: seven ranks, 0 (Space Cadet) to 6. */
export const MAX_RANK = 6;

/** Guide 1.1: the six branches. */
export const BRANCH_IDS = ["flight", "engineering", "gunnery", "intelligence", "astrogation", "medicine"] as const;
export type BranchId = (typeof BRANCH_IDS)[number];

/** Guide 1.2: the general asset tables. */
export const GENERAL_TABLE_IDS = [
  "personalDevelopment", "combat", "exploration", "infiltration", "advancedTraining", "commandTraining",
] as const;
export type GeneralTableId = (typeof GENERAL_TABLE_IDS)[number];

/** A table a creation roll is made on: a general table or one of the six branch tables. */
export type CreationTableId = GeneralTableId | BranchId;
/** The tables an asset roll can be made on (Guide 1.2): the general tables and the six branch tables. */
export const CREATION_TABLE_IDS: readonly CreationTableId[] = [...GENERAL_TABLE_IDS, ...BRANCH_IDS];

/** Guide 1.2: the medals a special mission can win. */
export const MEDAL_IDS = ["flare", "comet", "star"] as const;
export type MedalId = (typeof MEDAL_IDS)[number];

/** Guide 1.1: the honors a graduate leaves the academy with. */
export const HONORS_IDS = ["none", "honors", "highHonors", "highestHonors"] as const;
export type HonorsId = (typeof HONORS_IDS)[number];

/** Guide 1.2: what a continuation roll allows. */
export const CONTINUATION_OUTCOMES = ["cannot", "may", "must"] as const;
export type ContinuationOutcome = (typeof CONTINUATION_OUTCOMES)[number];

/**
 * Why service ended without the player choosing it (Guide 1.2): the continuation roll said "cannot
 * serve another term" (1-7), or term 5 (or a later, compelled one) was done and the roll did not
 * compel another.
 */
export const SERVICE_END_REASONS = ["cannot", "lastTerm"] as const;
export type ServiceEndReason = (typeof SERVICE_END_REASONS)[number];

/** The kinds the steps make, in the order a lifepath meets them (every kind but the old "note"). */
export const CREATION_EVENT_KINDS = [
  "basicTraining", "branchJoined", "assetRolled", "categoryRolled", "crossTrainingRolled", "categoryChosen",
  "crossTrainingChosen", "honors", "promotion", "specialMission", "continuation", "servedAgain", "beganPlay", "serviceEnded",
  "endOfGeneration", "bonusAssets",
] as const satisfies readonly Exclude<CreationEventKind, "note">[];

/**
 * Asset rolls one table row gives. The Guide's rows give 0-4 (1.1, 1.2); a GM's edited row is held
 * to 10 (creation-table-set.ts), and the academy branch training gives 3.
 */
export const MAX_EVENT_ROLLS = 10;
/** A d20 plus an asset level of at most 10 (Guide 1.2). */
export const MAX_EVENT_TOTAL = 20 + MAX_ASSET_LEVEL;
/**
 * Guide 1.3's End of Generation table: the most Space Hero Points and bonus level-0 assets a row
 * gives, the one-term row's 5 and 9 (a test holds them to END_OF_GENERATION_TABLE).
 */
export const MAX_END_HERO_POINTS = 5;
export const MAX_END_BONUS_ASSETS = 9;
