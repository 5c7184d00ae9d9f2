/**
 * The creation tables a lifepath reads (Guide 1.1-1.2). For each table the first world RollTable
 * flagged `flags.starskirmish.creationTable = "<key>"` is used (one the GM imported from the
 * sp-creation-tables compendium, which keeps the flags, and edited), else the compendium's own.
 *
 * What a GM can change in Foundry's table editor is read: each result's range, and on the d8 tables
 * the result's name, so renaming a row "Tactics" makes it give Tactics. A name that names no asset,
 * category or Cross-Training falls back to the row the result's flag carries. The d20 tables read
 * their bands from the ranges and the outcome from the flag. A table the rules cannot read is refused
 * with a warning naming the reasons, and the Guide's rows are used for it.
 */
import { SYSTEM_ID } from "../../../system/constants";
import {
  ASSET_CATEGORIES,
  ASSET_IDS,
  CREATION_TABLE_KEYS,
  assetIdFromName,
  creationTablesFromSources,
  type AssetTableEntry,
  type CreationRowSource,
  type CreationTableKey,
  type CreationTableProblem,
  type CreationTableSet,
} from "../rules";
import { packTables, rangeOf, systemFlag, worldTables, type TableLike } from "./roll-table-reading";

/** The compendium the creation tables ship in. */
export const CREATION_TABLE_PACK = `${SYSTEM_ID}.sp-creation-tables`;

type Localize = (key: string) => string;

/** The creation table a RollTable stands for, from its flag, or null. */
export function creationTableOf(table: Pick<TableLike, "flags">): CreationTableKey | null {
  const key = systemFlag(table.flags, "creationTable");
  return (CREATION_TABLE_KEYS as readonly unknown[]).includes(key) ? (key as CreationTableKey) : null;
}

const plain = (s: string): string => s.trim().toLowerCase();

/**
 * The d8 entry a result's name names, or null: "<category> (choose one)" is a category, else an
 * asset by its label (or the Guide's spelling), a category by its label, or Cross-Training.
 */
export function entryFromName(name: string, localize: Localize): AssetTableEntry | null {
  const chooses = /\(.*\)\s*$/.test(name);
  const bare = plain(name.replace(/\(.*\)\s*$/, ""));
  if (!bare) return null;
  if (bare === plain(localize("STARSKIRMISH.SpacePatrol.Creation.crossTraining"))) return { kind: "crossTraining" };
  const category = ASSET_CATEGORIES.find((c) => plain(localize(`STARSKIRMISH.SpacePatrol.Category.${c}`)) === bare);
  if (category && chooses) return { kind: "category", category };
  const asset = ASSET_IDS.find((id) => plain(localize(`STARSKIRMISH.SpacePatrol.Asset.${id}`)) === bare) ?? assetIdFromName(bare);
  if (asset) return { kind: "asset", asset };
  return category ? { kind: "category", category } : null;
}

/** A table's results as the rules read them. */
export function creationRowSources(key: CreationTableKey, table: TableLike, localize: Localize): CreationRowSource[] {
  const d8 = key.startsWith("branch-") || key.startsWith("general-");
  return [...table.results].map((r) => {
    const flagged = systemFlag(r.flags, "creationRow");
    const named = d8 && r.name ? entryFromName(r.name, localize) : null;
    return { ...rangeOf(r), data: named ?? flagged };
  });
}

function problemText(p: CreationTableProblem, localize: Localize): string {
  const text = localize(`STARSKIRMISH.SpacePatrol.CreationTable.problem.${p.kind}`);
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String((p as unknown as Record<string, unknown>)[k]) : m));
}

/** The last set read, kept while no table's rows change, so a table is refused once, not each render. */
let last: { signature: string; tables: CreationTableSet } | null = null;

/** The creation tables to read now: each sound table found, else the Guide's rows. Warns once per change. */
export async function creationTables(): Promise<CreationTableSet> {
  const localize: Localize = (key) => game.i18n?.localize(key) ?? key;
  const world = worldTables();
  let fromPack: TableLike[] | null = null;
  const sources: Partial<Record<CreationTableKey, CreationRowSource[]>> = {};
  const names: Partial<Record<CreationTableKey, string>> = {};
  for (const key of CREATION_TABLE_KEYS) {
    let table = world.find((t) => creationTableOf(t) === key);
    if (!table) {
      fromPack ??= await packTables(CREATION_TABLE_PACK);
      table = fromPack.find((t) => creationTableOf(t) === key);
    }
    if (!table) continue;
    sources[key] = creationRowSources(key, table, localize);
    names[key] = table.name;
  }
  const signature = JSON.stringify(sources);
  if (last?.signature === signature) return last.tables;
  const { tables, refused } = creationTablesFromSources(sources);
  for (const [key, problems] of Object.entries(refused) as [CreationTableKey, readonly CreationTableProblem[]][]) {
    // the table's name and the problems are escaped by the notification (format values)
    ui.notifications?.warn("STARSKIRMISH.SpacePatrol.CreationTable.refused", { format: { table: names[key] ?? key, problems: problems.map((p) => problemText(p, localize)).join("; ") } });
  }
  last = { signature, tables };
  return tables;
}
