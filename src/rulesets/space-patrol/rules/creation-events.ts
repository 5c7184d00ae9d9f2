/**
 * What each step of character creation did (Guide 1.1-1.3), as language-free data: one event kind
 * for each kind of line in the service log, carrying every number and id the line needs (the die,
 * the modifier, the table row's extra asset rolls), so a formatter can say it in the reader's
 * language and name the table and the Guide section. Pure.
 */
import { list, oneOf, record, text, whole, yesNo } from "../../../core/checks";
import { ASSET_CATEGORIES, ASSET_IDS, type AssetCategory, type AssetId } from "./assets";
import {
  BRANCH_IDS,
  CONTINUATION_OUTCOMES,
  CREATION_EVENT_KINDS,
  CREATION_TABLE_IDS,
  HONORS_IDS,
  MAX_END_BONUS_ASSETS,
  MAX_END_HERO_POINTS,
  MAX_EVENT_ROLLS,
  MAX_EVENT_TOTAL,
  MEDAL_IDS,
  SERVICE_END_REASONS,
  type BranchId,
  type ContinuationOutcome,
  type CreationTableId,
  type HonorsId,
  type MedalId,
  type ServiceEndReason,
} from "./creation-ids";
import { MAX_RANK } from "./ranks";
import { MAX_ASSET_LEVEL } from "./task";

// the names and bounds are creation-ids.ts's, where the stored data model reads them
export { CONTINUATION_OUTCOMES, CREATION_EVENT_KINDS, CREATION_TABLE_IDS, MAX_END_BONUS_ASSETS, MAX_END_HERO_POINTS, MAX_EVENT_ROLLS, MAX_EVENT_TOTAL, SERVICE_END_REASONS, type ServiceEndReason };

export type CreationEvent =
  /** Guide 1.1 Basic Training: the assets set at 1 and at 0. */
  | { readonly kind: "basicTraining"; readonly levelOne: readonly AssetId[]; readonly levelZero: readonly AssetId[] }
  /** Guide 1.1 Branch Training: the branch, its automatic asset's new level, and the branch-table rolls that follow. */
  | { readonly kind: "branchJoined"; readonly branch: BranchId; readonly asset: AssetId; readonly level: number; readonly extraRolls: number }
  /** Guide 1.2: a d8 on an asset table gave an asset, now at `level`. */
  | { readonly kind: "assetRolled"; readonly table: CreationTableId; readonly die: number; readonly asset: AssetId; readonly level: number }
  /** Guide 1.2: a d8 fell on a category line; the asset is chosen next. */
  | { readonly kind: "categoryRolled"; readonly table: CreationTableId; readonly die: number; readonly category: AssetCategory }
  /** Guide 1.2: a d8 fell on Cross-Training; another branch is chosen next. */
  | { readonly kind: "crossTrainingRolled"; readonly table: CreationTableId; readonly die: number }
  /** Guide 1.2 "Category Asset Choices": the asset chosen, now at `level`. */
  | { readonly kind: "categoryChosen"; readonly category: AssetCategory; readonly asset: AssetId; readonly level: number }
  /** Guide 1.2 Cross-Training: the branch whose table the roll goes to. */
  | { readonly kind: "crossTrainingChosen"; readonly branch: BranchId }
  /** Guide 1.1 Honors: the d20, the honors row, the rank a graduate starts at and its extra asset rolls. */
  | { readonly kind: "honors"; readonly total: number; readonly honors: HonorsId; readonly rank: number; readonly extraRolls: number }
  /** Guide 1.2 Roll for Promotion: die + Leadership, the ranks the row gives, the rank now, and the row's asset rolls. */
  | { readonly kind: "promotion"; readonly die: number; readonly modifier: number; readonly total: number; readonly ranks: number; readonly rank: number; readonly extraRolls: number }
  /** Guide 1.2 Roll for Special Mission: die + Tactics, the mission and medal, and the row's asset rolls. */
  | { readonly kind: "specialMission"; readonly die: number; readonly modifier: number; readonly total: number; readonly mission: boolean; readonly medal: MedalId | null; readonly extraRolls: number }
  /** Guide 1.2 Continuation Roll: die + the best branch-table asset, what it allows, and the row's bonus asset rolls. */
  | { readonly kind: "continuation"; readonly die: number; readonly modifier: number; readonly total: number; readonly outcome: ContinuationOutcome; readonly extraRolls: number }
  /** Guide 1.2: the player chose to serve `term`. */
  | { readonly kind: "servedAgain"; readonly term: number }
  /** Guide 1.3: the player chose to begin play after `termsCompleted` terms. */
  | { readonly kind: "beganPlay"; readonly termsCompleted: number }
  /** Guide 1.2: service ended with no choice, after `termsCompleted` terms, for `reason`. */
  | { readonly kind: "serviceEnded"; readonly termsCompleted: number; readonly reason: ServiceEndReason }
  /** Guide 1.3 End of Generation: the row for `termsCompleted` terms, its hero points and the bonus level-0 assets to choose. */
  | { readonly kind: "endOfGeneration"; readonly termsCompleted: number; readonly heroPoints: number; readonly bonusAssets: number }
  /** Guide 1.3 End of Generation: the bonus assets chosen at level 0. */
  | { readonly kind: "bonusAssets"; readonly levelZero: readonly AssetId[] }
  /**
   * A line saved before creation logged events, kept in the words it was saved in so it is never
   * lost: old data, not something the steps make.
   */
  | { readonly kind: "note"; readonly text: string };

export type CreationEventKind = CreationEvent["kind"];


const assetList = (v: unknown, at: string): void => {
  list(v as readonly unknown[], at).forEach((id, i) => oneOf(id, `${at}[${i}]`, ASSET_IDS));
};
const level = (v: unknown, at: string): void => void whole(v, at, 0, MAX_ASSET_LEVEL);
const die = (v: unknown, at: string, sides: number): void => void whole(v, at, 1, sides);
const rolls = (v: unknown, at: string): void => void whole(v, at, 0, MAX_EVENT_ROLLS);
const total = (v: unknown, at: string): void => void whole(v, at, 1, MAX_EVENT_TOTAL);
const modifier = (v: unknown, at: string): void => void whole(v, at, 0, MAX_ASSET_LEVEL);

/** Throws a RangeError naming the field unless `e` is a whole event of its kind. */
export function assertCreationEvent(e: CreationEvent, at = "event"): void {
  record(e, at);
  const kind = oneOf(e.kind, `${at}.kind`, [...CREATION_EVENT_KINDS, "note"] as const);
  const f = e as unknown as Record<string, unknown>;
  const field = (name: string) => `${at}.${name}`;
  switch (kind) {
    case "basicTraining":
      assetList(f.levelOne, field("levelOne"));
      assetList(f.levelZero, field("levelZero"));
      return;
    case "branchJoined":
      oneOf(f.branch, field("branch"), BRANCH_IDS);
      oneOf(f.asset, field("asset"), ASSET_IDS);
      level(f.level, field("level"));
      rolls(f.extraRolls, field("extraRolls"));
      return;
    case "assetRolled":
    case "categoryRolled":
    case "crossTrainingRolled":
      oneOf(f.table, field("table"), CREATION_TABLE_IDS);
      die(f.die, field("die"), 8);
      if (kind === "assetRolled") {
        oneOf(f.asset, field("asset"), ASSET_IDS);
        level(f.level, field("level"));
      }
      if (kind === "categoryRolled") oneOf(f.category, field("category"), ASSET_CATEGORIES);
      return;
    case "categoryChosen":
      oneOf(f.category, field("category"), ASSET_CATEGORIES);
      oneOf(f.asset, field("asset"), ASSET_IDS);
      level(f.level, field("level"));
      return;
    case "crossTrainingChosen":
      oneOf(f.branch, field("branch"), BRANCH_IDS);
      return;
    case "honors":
      die(f.total, field("total"), 20);
      oneOf(f.honors, field("honors"), HONORS_IDS);
      whole(f.rank, field("rank"), 0, MAX_RANK);
      rolls(f.extraRolls, field("extraRolls"));
      return;
    case "promotion":
    case "specialMission":
    case "continuation":
      die(f.die, field("die"), 20);
      modifier(f.modifier, field("modifier"));
      total(f.total, field("total"));
      if (f.total !== (f.die as number) + (f.modifier as number)) throw new RangeError(`${field("total")} must be the die plus the modifier, not ${String(f.total)}`);
      rolls(f.extraRolls, field("extraRolls"));
      if (kind === "promotion") {
        whole(f.ranks, field("ranks"), 0, MAX_RANK);
        whole(f.rank, field("rank"), 0, MAX_RANK);
      }
      if (kind === "specialMission") {
        yesNo(f.mission, field("mission"));
        if (f.medal !== null) oneOf(f.medal, field("medal"), MEDAL_IDS);
      }
      if (kind === "continuation") oneOf(f.outcome, field("outcome"), CONTINUATION_OUTCOMES);
      return;
    case "servedAgain":
      whole(f.term, field("term"), 1);
      return;
    case "beganPlay":
      whole(f.termsCompleted, field("termsCompleted"), 0);
      return;
    case "serviceEnded":
      whole(f.termsCompleted, field("termsCompleted"), 1);
      oneOf(f.reason, field("reason"), SERVICE_END_REASONS);
      return;
    case "endOfGeneration":
      // Guide 1.3's rows start at 1 term (the academy)
      whole(f.termsCompleted, field("termsCompleted"), 1);
      whole(f.heroPoints, field("heroPoints"), 0, MAX_END_HERO_POINTS);
      whole(f.bonusAssets, field("bonusAssets"), 0, MAX_END_BONUS_ASSETS);
      return;
    case "bonusAssets":
      assetList(f.levelZero, field("levelZero"));
      return;
    case "note":
      text(f.text, field("text"));
      return;
  }
}
