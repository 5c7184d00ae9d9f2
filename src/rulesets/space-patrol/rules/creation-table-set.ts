/**
 * The creation tables a lifepath reads (Guide 1.1-1.2), as one set that can be swapped: the built-in
 * rows, or rows a GM edited in a world copy of the compendium's roll tables. Rows from outside are
 * read here into the same shapes and checked whole; a table with a gap, an overlap or a row the
 * rules cannot read is refused with the reasons, and its built-in rows stay.
 */
import { list, record } from "../../../core/checks";
import { ASSET_CATEGORIES, isAssetId, type AssetCategory } from "./assets";
import {
  BRANCHES,
  BRANCH_IDS,
  CONTINUATION_TABLE,
  GENERAL_TABLES,
  GENERAL_TABLE_IDS,
  HONORS_TABLE,
  MEDAL_IDS,
  PROMOTION_TABLE,
  SPECIAL_MISSION_TABLE,
  type AssetTableEntry,
  type BranchId,
  type ContinuationOutcome,
  type D20Band,
  type D8Table,
  type GeneralTableId,
  type MedalId,
} from "./creation-tables";
import { MAX_RANK } from "./ranks";

import { HONORS_IDS, type HonorsId } from "./creation-ids";
export { HONORS_IDS, type HonorsId };

export interface HonorsRow extends D20Band { readonly honors: HonorsId; readonly extraRolls: number; readonly rank: number }
export interface PromotionRow extends D20Band { readonly ranks: number; readonly rolls: number }
export interface SpecialMissionRow extends D20Band { readonly mission: boolean; readonly medal: MedalId | null; readonly rolls: number }
export interface ContinuationRow extends D20Band { readonly outcome: ContinuationOutcome; readonly rolls: number }

export interface CreationTableSet {
  readonly branches: Readonly<Record<BranchId, D8Table>>;
  readonly general: Readonly<Record<GeneralTableId, D8Table>>;
  readonly honors: readonly HonorsRow[];
  readonly promotion: readonly PromotionRow[];
  readonly specialMission: readonly SpecialMissionRow[];
  readonly continuation: readonly ContinuationRow[];
}

const BAND_TABLES = ["honors", "promotion", "special-mission", "continuation"] as const;
type BandTableKey = (typeof BAND_TABLES)[number];

/** The keys the compendium's roll tables carry (flags starskirmish.creationTable). */
export const CREATION_TABLE_KEYS = [
  ...BRANCH_IDS.map((b) => `branch-${b}` as const),
  ...GENERAL_TABLE_IDS.map((g) => `general-${g}` as const),
  ...BAND_TABLES,
] as const;
export type CreationTableKey = `branch-${BranchId}` | `general-${GeneralTableId}` | BandTableKey;

export const BUILT_IN_CREATION_TABLES: CreationTableSet = {
  branches: Object.fromEntries(BRANCH_IDS.map((b) => [b, BRANCHES[b].table])) as Record<BranchId, D8Table>,
  general: GENERAL_TABLES,
  honors: HONORS_TABLE,
  promotion: PROMOTION_TABLE,
  specialMission: SPECIAL_MISSION_TABLE,
  continuation: CONTINUATION_TABLE,
};

/** One result of a roll table: the faces it covers and the row it stands for. */
export interface CreationRowSource {
  readonly low: number;
  readonly high: number;
  /** A d8 table's entry (asset, category or Cross-Training), or a d20 band's fields. */
  readonly data: unknown;
}

export type CreationTableProblem =
  | { readonly kind: "badRange"; readonly row: number }
  | { readonly kind: "badRow"; readonly row: number }
  | { readonly kind: "gap"; readonly at: number }
  | { readonly kind: "overlap"; readonly at: number }
  | { readonly kind: "empty" };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const wholeIn = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
/** Asset rolls a row gives: the Guide's rows give 0-4; an edited row is held to a sane bound. */
const MAX_ROLLS = 10;

function entryOf(data: unknown): AssetTableEntry | null {
  if (!isRecord(data)) return null;
  if (data.kind === "asset" && isAssetId(data.asset)) return { kind: "asset", asset: data.asset };
  if (data.kind === "category" && (ASSET_CATEGORIES as readonly unknown[]).includes(data.category)) return { kind: "category", category: data.category as AssetCategory };
  if (data.kind === "crossTraining") return { kind: "crossTraining" };
  return null;
}

function d8From(rows: readonly CreationRowSource[]): { table: D8Table | null; problems: CreationTableProblem[] } {
  const faces: (AssetTableEntry | undefined)[] = new Array<AssetTableEntry | undefined>(8).fill(undefined);
  const problems: CreationTableProblem[] = [];
  rows.forEach((r, i) => {
    if (!wholeIn(r.low, 1, 8) || !wholeIn(r.high, r.low, 8)) return void problems.push({ kind: "badRange", row: i + 1 });
    const entry = entryOf(r.data);
    if (!entry) return void problems.push({ kind: "badRow", row: i + 1 });
    for (let face = r.low; face <= r.high; face++) {
      if (faces[face - 1]) problems.push({ kind: "overlap", at: face });
      faces[face - 1] = entry;
    }
  });
  faces.forEach((f, i) => { if (!f && problems.length === 0) problems.push({ kind: "gap", at: i + 1 }); });
  return { table: problems.length === 0 ? (faces as unknown as D8Table) : null, problems };
}

function bandFields(key: BandTableKey, d: Record<string, unknown>): Record<string, unknown> | null {
  switch (key) {
    case "honors":
      return (HONORS_IDS as readonly unknown[]).includes(d.honors) && wholeIn(d.extraRolls, 0, MAX_ROLLS) && wholeIn(d.rank, 0, MAX_RANK)
        ? { honors: d.honors, extraRolls: d.extraRolls, rank: d.rank } : null;
    case "promotion":
      return wholeIn(d.ranks, 0, MAX_RANK) && wholeIn(d.rolls, 0, MAX_ROLLS) ? { ranks: d.ranks, rolls: d.rolls } : null;
    case "special-mission":
      return typeof d.mission === "boolean" && (d.medal === null || (MEDAL_IDS as readonly unknown[]).includes(d.medal)) && wholeIn(d.rolls, 0, MAX_ROLLS)
        ? { mission: d.mission, medal: d.medal, rolls: d.rolls } : null;
    case "continuation":
      return ["cannot", "may", "must"].includes(d.outcome as string) && wholeIn(d.rolls, 0, MAX_ROLLS) ? { outcome: d.outcome, rolls: d.rolls } : null;
  }
}

/**
 * A d20 table's bands, in order and touching. On the tables a modifier is added to, the lowest band
 * reaches down and the highest up without end, as the Guide's "11 or less" and "24+" rows do, so any
 * total finds a row; the honours d20 is rolled bare and needs its 20 faces covered.
 */
function bandsFrom(key: BandTableKey, rows: readonly CreationRowSource[]): { table: D20Band[] | null; problems: CreationTableProblem[] } {
  const problems: CreationTableProblem[] = [];
  const read: (D20Band & Record<string, unknown>)[] = [];
  rows.forEach((r, i) => {
    if (!Number.isInteger(r.low) || !Number.isInteger(r.high) || r.high < r.low) return void problems.push({ kind: "badRange", row: i + 1 });
    const fields = isRecord(r.data) ? bandFields(key, r.data) : null;
    if (!fields) return void problems.push({ kind: "badRow", row: i + 1 });
    read.push({ ...fields, min: r.low, max: r.high });
  });
  if (problems.length > 0) return { table: null, problems };
  const sorted = [...read].sort((a, b) => a.min - b.min);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (cur.min <= prev.max) problems.push({ kind: "overlap", at: cur.min });
    else if (cur.min > prev.max + 1) problems.push({ kind: "gap", at: prev.max + 1 });
  }
  if (problems.length > 0) return { table: null, problems };
  const last = sorted.length - 1;
  if (key === "honors") {
    // a bare d20: every face from 1 to 20 needs a row, and no end need be opened
    if (sorted[0]!.min > 1) return { table: null, problems: [{ kind: "gap", at: 1 }] };
    if (sorted[last]!.max < 20) return { table: null, problems: [{ kind: "gap", at: 20 }] };
    return { table: sorted, problems };
  }
  return { table: sorted.map((r, i) => ({ ...r, min: i === 0 ? Number.NEGATIVE_INFINITY : r.min, max: i === last ? Number.POSITIVE_INFINITY : r.max })), problems };
}

export interface CreationTablesRead {
  readonly tables: CreationTableSet;
  /** Tables refused, each with its reasons; their built-in rows are in `tables`. */
  readonly refused: Readonly<Partial<Record<CreationTableKey, readonly CreationTableProblem[]>>>;
}

/** The set with every sound table given replacing its built-in rows. */
export function creationTablesFromSources(sources: Readonly<Partial<Record<CreationTableKey, readonly CreationRowSource[]>>>): CreationTablesRead {
  record(sources, "sources");
  const branches: Record<string, D8Table> = { ...BUILT_IN_CREATION_TABLES.branches };
  const general: Record<string, D8Table> = { ...BUILT_IN_CREATION_TABLES.general };
  const bands: Record<BandTableKey, readonly D20Band[]> = {
    honors: BUILT_IN_CREATION_TABLES.honors, promotion: BUILT_IN_CREATION_TABLES.promotion,
    "special-mission": BUILT_IN_CREATION_TABLES.specialMission, continuation: BUILT_IN_CREATION_TABLES.continuation,
  };
  const refused: Partial<Record<CreationTableKey, readonly CreationTableProblem[]>> = {};
  for (const key of CREATION_TABLE_KEYS) {
    const rows = sources[key];
    if (rows === undefined) continue;
    list(rows, key).forEach((r, i) => record(r, `${key}[${i}]`));
    if (rows.length === 0) {
      refused[key] = [{ kind: "empty" }];
      continue;
    }
    if ((BAND_TABLES as readonly string[]).includes(key)) {
      const { table, problems } = bandsFrom(key as BandTableKey, rows);
      if (table) bands[key as BandTableKey] = table;
      else refused[key] = problems;
      continue;
    }
    const { table, problems } = d8From(rows);
    if (!table) refused[key] = problems;
    else if (key.startsWith("branch-")) branches[key.slice("branch-".length)] = table;
    else general[key.slice("general-".length)] = table;
  }
  return {
    tables: {
      branches: branches as Record<BranchId, D8Table>,
      general: general as Record<GeneralTableId, D8Table>,
      // each band was read by its key's own field check above
      honors: bands.honors as readonly HonorsRow[],
      promotion: bands.promotion as readonly PromotionRow[],
      specialMission: bands["special-mission"] as readonly SpecialMissionRow[],
      continuation: bands.continuation as readonly ContinuationRow[],
    },
    refused,
  };
}

function assertD8(table: unknown, field: string): void {
  if (!Array.isArray(table) || table.length !== 8 || !table.every((e) => entryOf(e))) throw new RangeError(`${field} must be eight table entries`);
}

function assertBands(table: unknown, field: string): void {
  if (!Array.isArray(table) || table.length === 0) throw new RangeError(`${field} must be a list of bands`);
  for (const r of table) if (!isRecord(r) || typeof r.min !== "number" || typeof r.max !== "number") throw new RangeError(`${field} holds a row without a band`);
}

/** Throws a RangeError unless the set has every table, each of the right shape. */
export function assertCreationTableSet(t: CreationTableSet): void {
  record(t, "tables");
  if (!isRecord(t.branches) || !isRecord(t.general)) throw new RangeError("tables must hold branch and general tables");
  for (const b of BRANCH_IDS) assertD8(t.branches[b], `tables.branches.${b}`);
  for (const g of GENERAL_TABLE_IDS) assertD8(t.general[g], `tables.general.${g}`);
  assertBands(t.honors, "tables.honors");
  assertBands(t.promotion, "tables.promotion");
  assertBands(t.specialMission, "tables.specialMission");
  assertBands(t.continuation, "tables.continuation");
}
