/**
 * The small rules character creation is built from (Guide 1.1-1.2): gaining an asset from a roll,
 * which tables a roll may use, reading a d8 table, and the asset that drives continuation.
 */
import { finite, keyOf, list, oneOf, record } from "../../../core/checks";
import { assetsInCategory, type AssetId } from "./assets";
import { assertAssetLevel, MAX_ASSET_LEVEL, type AssetLevel } from "./task";
import {
  BRANCHES,
  BRANCH_IDS,
  GENERAL_TABLE_IDS,
  HONORS_TABLES,
  TABLE_REQUIREMENTS,
  type AssetTableEntry,
  type BranchId,
} from "./creation-tables";
import type { CreationTableId } from "./creation-ids";
import { assertCreationTableSet, BUILT_IN_CREATION_TABLES, type CreationTableSet } from "./creation-table-set";

export type AssetLevels = Readonly<Partial<Record<AssetId, AssetLevel>>>;

/** A table an asset roll is made on: a general table or a branch's table, by id (creation-ids.ts). */
export type { CreationTableId };

/** Throws a RangeError naming the asset unless every level given is X or 0-10. */
export function assertAssetLevels(assets: AssetLevels, field = "assets"): void {
  record(assets, field);
  for (const [id, level] of Object.entries(assets)) if (level !== undefined) assertAssetLevel(level, `${field}.${id}`);
}

/** A missing asset is X (Guide 2). */
export function assetLevelOf(assets: AssetLevels, id: AssetId): AssetLevel {
  const level = record(assets, "assets")[id] ?? "X";
  assertAssetLevel(level, `assets.${String(id)}`);
  return level;
}

/**
 * Guide 1.2: the first roll of an asset at X or 0 makes it 1; each later roll adds 1, up to 10.
 * A roll for an asset already at 10 is lost.
 */
export function acquireAsset(assets: AssetLevels, id: AssetId): Partial<Record<AssetId, AssetLevel>> {
  assertAssetLevels(assets);
  const now = assetLevelOf(assets, id);
  const next = now === "X" || now === 0 ? 1 : Math.min(MAX_ASSET_LEVEL, now + 1);
  return { ...assets, [id]: next };
}

/** The entry a d8 shows on a table. */
export function tableEntry(table: CreationTableId, d8: number, tables: CreationTableSet = BUILT_IN_CREATION_TABLES): AssetTableEntry {
  if (!Number.isInteger(d8) || d8 < 1 || d8 > 8) throw new RangeError(`A d8 cannot show ${d8}`);
  oneOf(table, "table", [...GENERAL_TABLE_IDS, ...BRANCH_IDS]);
  if (tables !== BUILT_IN_CREATION_TABLES) assertCreationTableSet(tables);
  const rows = isBranchId(table) ? tables.branches[table] : tables.general[table];
  const entry = rows[d8 - 1];
  if (!entry) throw new RangeError(`No entry ${d8} on ${table}`);
  return entry;
}

export function isBranchId(value: unknown): value is BranchId {
  return typeof value === "string" && (BRANCH_IDS as readonly string[]).includes(value);
}

/**
 * Guide 1.2 "Continuation Roll" adds the best asset on the branch table. Category lines on that
 * table (Knowledge, Shooting, Vehicles, PSI) count with every asset they offer, since each is an
 * asset the table can give. X counts as 0.
 */
export const CONTINUATION_COUNTS_CATEGORY_ASSETS = true;

/** The assets a branch table can give (Guide 1.2), each once. */
export function branchTableAssets(branch: BranchId, tables: CreationTableSet = BUILT_IN_CREATION_TABLES): readonly AssetId[] {
  const ids = new Set<AssetId>();
  if (tables !== BUILT_IN_CREATION_TABLES) assertCreationTableSet(tables);
  for (const entry of tables.branches[keyOf(branch, "branch", BRANCHES)]) {
    if (entry.kind === "asset") ids.add(entry.asset);
    else if (entry.kind === "category" && CONTINUATION_COUNTS_CATEGORY_ASSETS) {
      for (const id of assetsInCategory(entry.category)) ids.add(id);
    }
  }
  return [...ids];
}

/** Guide 1.2: the continuation modifier, the highest level among the branch table's assets. */
export function bestBranchTableLevel(assets: AssetLevels, branch: BranchId, tables: CreationTableSet = BUILT_IN_CREATION_TABLES): number {
  let best = 0;
  for (const id of branchTableAssets(branch, tables)) {
    const level = assetLevelOf(assets, id);
    if (level !== "X" && level > best) best = level;
  }
  return best;
}

/** Which batch of asset rolls is being made: they differ in the tables allowed. */
export type RollSet = "academyBranch" | "honors" | "term";

export interface TableEligibility {
  readonly rollSet: RollSet;
  readonly branch: BranchId;
  readonly term: number;
  /** Guide 1.2: the rank and branch asset level the term began with. */
  readonly rankAtTermStart: number;
  readonly branchAssetAtTermStart: AssetLevel;
}

/** Guide 1.1, 1.2: the tables an asset roll may be made on, in the Guide's order. */
export function eligibleTables(e: TableEligibility): readonly CreationTableId[] {
  record(e, "eligibility");
  oneOf(e.rollSet, "rollSet", ["academyBranch", "honors", "term"]);
  oneOf(e.branch, "branch", BRANCH_IDS);
  finite(e.term, "term");
  finite(e.rankAtTermStart, "rankAtTermStart");
  assertAssetLevel(e.branchAssetAtTermStart, "branchAssetAtTermStart");
  if (e.rollSet === "academyBranch") return [e.branch];
  if (e.rollSet === "honors") return HONORS_TABLES.map((t) => (t === "branch" ? e.branch : t));
  const tables: CreationTableId[] = ["personalDevelopment", "combat", "exploration", e.branch];
  if (e.term >= TABLE_REQUIREMENTS.infiltrationFromTerm) tables.push("infiltration");
  const branchLevel = e.branchAssetAtTermStart === "X" ? 0 : e.branchAssetAtTermStart;
  if (branchLevel >= TABLE_REQUIREMENTS.advancedTrainingBranchAsset) tables.push("advancedTraining");
  if (e.rankAtTermStart >= TABLE_REQUIREMENTS.commandTrainingRank) tables.push("commandTraining");
  return tables;
}

/** Guide 1.1: every player picks a different branch; the branches already taken in a crew. */
export function crewBranchProblems(branches: readonly BranchId[]): readonly string[] {
  const seen = new Set<BranchId>();
  const problems: string[] = [];
  for (const b of list(branches, "branches")) {
    if (seen.has(b)) problems.push(`More than one patrolman chose the ${b} branch`);
    seen.add(b);
  }
  return problems;
}
