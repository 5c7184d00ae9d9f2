/**
 * Character creation tables (Guide 1.1-1.3): basic training, the six branches with their
 * automatic assets and d8 branch tables, the general d8 asset tables, and the d20 tables for
 * honors, promotion, special missions, continuation and the end of generation.
 */
import { list, record } from "../../../core/checks";
import type { AssetCategory, AssetId } from "./assets";
import { BRANCH_IDS, GENERAL_TABLE_IDS, MEDAL_IDS, type BranchId, type ContinuationOutcome, type GeneralTableId, type MedalId } from "./creation-ids";
// the names live apart from the tables, so the stored data model need not load the tables (creation-ids.ts)
export { BRANCH_IDS, GENERAL_TABLE_IDS, MEDAL_IDS, type BranchId, type ContinuationOutcome, type GeneralTableId, type MedalId };

/** One line of a d8 asset table: an asset, a category to choose from at once, or Cross-Training. */
export type AssetTableEntry =
  | { readonly kind: "asset"; readonly asset: AssetId }
  | { readonly kind: "category"; readonly category: AssetCategory }
  | { readonly kind: "crossTraining" };

const a = (asset: AssetId): AssetTableEntry => ({ kind: "asset", asset });
const c = (category: AssetCategory): AssetTableEntry => ({ kind: "category", category });
const crossTraining: AssetTableEntry = { kind: "crossTraining" };

/** Eight entries, read by a d8 (1 = first). */
export type D8Table = readonly [
  AssetTableEntry, AssetTableEntry, AssetTableEntry, AssetTableEntry,
  AssetTableEntry, AssetTableEntry, AssetTableEntry, AssetTableEntry,
];

/** Guide 1.1 Basic Training A: set to level 1. */
export const BASIC_TRAINING_LEVEL_1 = ["energyWeapons", "vigor", "will", "athletics", "leadership", "eva"] as const satisfies readonly AssetId[];
/** Guide 1.1 Basic Training B: set to level 0. */
export const BASIC_TRAINING_LEVEL_0 = [
  "airPilot", "astrogation", "spacePilot", "shipDrives", "scanners", "communications", "lifeSupport", "flyingBelt",
] as const satisfies readonly AssetId[];


export interface BranchDefinition {
  readonly id: BranchId;
  readonly label: string;
  /** Guide 1.1: the asset every graduate of the branch gains. */
  readonly automatic: AssetId;
  /** Guide 1.2: the branch's d8 table. */
  readonly table: D8Table;
}

const branchLabel = (id: BranchId): string => `STARSKIRMISH.SpacePatrol.Branch.${id}`;

/** Guide 1.1 automatic assets, Guide 1.2 branch tables. "Medicine" is the Medical branch. */
export const BRANCHES = {
  flight: {
    id: "flight", label: branchLabel("flight"), automatic: "spacePilot",
    table: [a("spacePilot"), a("spacePilot"), a("airPilot"), a("airPilot"), a("astrogation"), a("scanners"), a("spaceGunnery"), a("tactics")],
  },
  engineering: {
    id: "engineering", label: branchLabel("engineering"), automatic: "shipDrives",
    table: [a("shipDrives"), a("shipDrives"), a("mechanics"), a("lifeSupport"), a("computers"), a("eva"), a("electronics"), c("knowledge")],
  },
  gunnery: {
    id: "gunnery", label: branchLabel("gunnery"), automatic: "spaceGunnery",
    table: [a("spaceGunnery"), a("spaceGunnery"), a("tactics"), a("scanners"), c("shooting"), a("mechanics"), a("fireDirection"), c("vehicles")],
  },
  intelligence: {
    id: "intelligence", label: branchLabel("intelligence"), automatic: "scanners",
    table: [a("computers"), a("communications"), a("scanners"), a("scanners"), a("forensics"), a("interrogation"), c("psi"), c("psi")],
  },
  astrogation: {
    id: "astrogation", label: branchLabel("astrogation"), automatic: "astrogation",
    table: [a("astrogation"), a("astrogation"), a("communications"), a("electronics"), a("spaceGunnery"), a("scanners"), a("scanners"), a("computers")],
  },
  medicine: {
    id: "medicine", label: branchLabel("medicine"), automatic: "medicine",
    table: [a("medicine"), a("medicine"), a("lifeSupport"), a("lifeSupport"), a("scanners"), a("research"), c("knowledge"), c("knowledge")],
  },
} as const satisfies Readonly<Record<BranchId, BranchDefinition>>;

/** Guide 1.1: rolls on the branch table in the academy. */
export const ACADEMY_BRANCH_ROLLS = 3;

/** A table an asset roll can be made on: a general table or the character's own branch table. */
export type AssetTableId = GeneralTableId | "branch";

/** Guide 1.2, the general d8 tables. */
export const GENERAL_TABLES = {
  personalDevelopment: [a("athletics"), a("athletics"), a("leadership"), a("vigor"), a("fastTalking"), a("will"), c("knowledge"), c("vehicles")],
  combat: [c("fighting"), c("fighting"), c("shooting"), c("shooting"), a("tactics"), a("recon"), a("stealth"), a("explosives")],
  exploration: [a("recon"), a("survival"), a("tracking"), c("vehicles"), a("beastRider"), a("stealth"), a("eva"), c("knowledge")],
  infiltration: [a("stealth"), a("disguise"), a("forgery"), a("recon"), a("intrusion"), a("explosives"), a("fastTalking"), a("fireDirection")],
  advancedTraining: [a("leadership"), a("tactics"), a("forgery"), a("research"), a("interrogation"), c("knowledge"), crossTraining, crossTraining],
  commandTraining: [a("leadership"), a("leadership"), a("tactics"), a("tactics"), a("will"), a("research"), c("knowledge"), c("knowledge")],
} as const satisfies Readonly<Record<GeneralTableId, D8Table>>;

/** Guide 1.2: Infiltration from term 2, Advanced Training at branch asset 3+, Command at rank 3+. */
export const TABLE_REQUIREMENTS = {
  infiltrationFromTerm: 2,
  advancedTrainingBranchAsset: 3,
  commandTrainingRank: 3,
} as const;

/**
 * Guide 1.2 opens Advanced Training to those who began the term "with a Branch Asset at 3+". We
 * read "Branch Asset" as the branch's automatic asset (Guide 1.1), the one asset that names the
 * branch, not any asset on the branch table.
 */
export const ADVANCED_TRAINING_READS_AUTOMATIC_ASSET = true;

/** Guide 1.1 honors: extra asset rolls (and rank 2 on a 20) from the graduation d20. */
export interface D20Band {
  readonly min: number;
  readonly max: number;
}

/** Guide 1.1: honors and the rank a graduate starts at. */
export const HONORS_TABLE = [
  { min: 1, max: 11, honors: "none", extraRolls: 0, rank: 1 },
  { min: 12, max: 15, honors: "honors", extraRolls: 1, rank: 1 },
  { min: 16, max: 19, honors: "highHonors", extraRolls: 2, rank: 1 },
  { min: 20, max: 20, honors: "highestHonors", extraRolls: 3, rank: 2 },
] as const satisfies readonly (D20Band & { honors: string; extraRolls: number; rank: number })[];

/** Guide 1.1: honors rolls may use these tables only (not Infiltration or the training tables). */
export const HONORS_TABLES = ["personalDevelopment", "combat", "exploration", "branch"] as const satisfies readonly AssetTableId[];

/** Guide 1.2: promotion, 1d20 + Leadership. */
export const PROMOTION_TABLE = [
  { min: Number.NEGATIVE_INFINITY, max: 11, ranks: 0, rolls: 0 },
  { min: 12, max: 15, ranks: 1, rolls: 1 },
  { min: 16, max: 19, ranks: 1, rolls: 2 },
  { min: 20, max: 23, ranks: 1, rolls: 3 },
  { min: 24, max: Number.POSITIVE_INFINITY, ranks: 2, rolls: 4 },
] as const satisfies readonly (D20Band & { ranks: number; rolls: number })[];

/** Guide 1.5: medal points for the chain of command. */
export const MEDAL_POINTS = { flare: 1, comet: 2, star: 3 } as const satisfies Readonly<Record<MedalId, number>>;

/** Guide 1.2: special mission, 1d20 + Tactics. */
export const SPECIAL_MISSION_TABLE = [
  { min: Number.NEGATIVE_INFINITY, max: 11, mission: false, medal: null, rolls: 0 },
  { min: 12, max: 15, mission: true, medal: null, rolls: 1 },
  { min: 16, max: 19, mission: true, medal: "flare", rolls: 2 },
  { min: 20, max: 23, mission: true, medal: "comet", rolls: 3 },
  { min: 24, max: Number.POSITIVE_INFINITY, mission: true, medal: "star", rolls: 4 },
] as const satisfies readonly (D20Band & { mission: boolean; medal: MedalId | null; rolls: number })[];


/** Guide 1.2: continuation, 1d20 + the best asset on the branch table. */
export const CONTINUATION_TABLE = [
  { min: Number.NEGATIVE_INFINITY, max: 7, outcome: "cannot", rolls: 0 },
  { min: 8, max: 11, outcome: "may", rolls: 0 },
  { min: 12, max: 15, outcome: "may", rolls: 1 },
  { min: 16, max: 19, outcome: "may", rolls: 2 },
  { min: 20, max: 23, outcome: "may", rolls: 3 },
  { min: 24, max: Number.POSITIVE_INFINITY, outcome: "must", rolls: 4 },
] as const satisfies readonly (D20Band & { outcome: ContinuationOutcome; rolls: number })[];

/**
 * Guide 1.2 puts the continuation roll in the terms after the academy only; Guide 1.3 lets a
 * character begin play after the academy alone. So a graduate simply chooses whether to serve a
 * second term, with no roll.
 */
export const ACADEMY_GRADUATE_CHOOSES_TO_CONTINUE = true;

/**
 * Guide 1.1 says the branch's automatic asset is gained; we treat it like any asset roll (X or 0
 * becomes 1, Guide 1.2), so a Flight cadet's Space Pilot goes from 0 to 1.
 */
export const AUTOMATIC_BRANCH_ASSET_COUNTS_AS_A_ROLL = true;

/** Guide 1.2: asset rolls every term after the academy earns by working it. */
export const TERM_ASSET_ROLLS = 4;
/** Guide 1.2: term 5 is normally the last; only a compelled continuation goes on. */
export const LAST_VOLUNTARY_TERM = 5;

/** Guide 1.3: hero points and bonus level-0 assets by terms completed (the last row is 6+). */
export const END_OF_GENERATION_TABLE = [
  { terms: 1, heroPoints: 5, bonusAssets: 9 },
  { terms: 2, heroPoints: 4, bonusAssets: 7 },
  { terms: 3, heroPoints: 3, bonusAssets: 5 },
  { terms: 4, heroPoints: 2, bonusAssets: 3 },
  { terms: 5, heroPoints: 2, bonusAssets: 1 },
  { terms: 6, heroPoints: 1, bonusAssets: 0 },
] as const satisfies readonly { terms: number; heroPoints: number; bonusAssets: number }[];

/** Guide 1.1, 1.2: the ages each term spans. */
export const TERM_AGES = [
  { term: 1, from: 18, to: 21 },
  { term: 2, from: 22, to: 25 },
  { term: 3, from: 26, to: 29 },
  { term: 4, from: 30, to: 33 },
  { term: 5, from: 34, to: 37 },
] as const;

/** The row of a banded d20 table a total falls on. */
export function bandFor<T extends D20Band>(table: readonly T[], total: number): T {
  if (!Number.isFinite(total)) throw new RangeError(`A table total must be a number, not ${total}`);
  const row = list(table, "table").find((r) => total >= record(r, "row").min && total <= r.max);
  if (!row) throw new RangeError(`No table row for a total of ${total}`);
  return row;
}

/** Guide 1.3: the end-of-generation row for a number of completed terms (6 and more share a row). */
export function endOfGeneration(terms: number): { readonly heroPoints: number; readonly bonusAssets: number } {
  if (!Number.isInteger(terms) || terms < 1) throw new RangeError(`Terms completed must be 1 or more, not ${terms}`);
  const row = END_OF_GENERATION_TABLE[Math.min(terms, END_OF_GENERATION_TABLE.length) - 1];
  if (!row) throw new RangeError(`No end-of-generation row for ${terms} terms`);
  return { heroPoints: row.heroPoints, bonusAssets: row.bonusAssets };
}
