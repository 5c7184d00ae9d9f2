/**
 * The damage tables a fire action reads (Guide 6.14, 6.15, 7.12). For each table the first world
 * RollTable flagged `flags.starskirmish.damageTable = "<table>"` is used (one the GM imported from
 * the sp-tables compendium, which keeps the flag, and edited), else the compendium's own. A table's
 * results become DamageRows: the range, the result's name as the row's text, and the markers and
 * conditions its `damageRow` flag holds. A table the rules cannot read (gaps, overlaps, markers of
 * another kind of target) is refused with a warning and the built-in rows are used instead.
 */
import { damageRowsFromSources, type DamageRow, type DamageRowProblem, type DamageRowSource, type DamageTableName } from "../rules";
import { SYSTEM_ID } from "../../../system/constants";
import { packTables, rangeOf, systemFlag, worldTables, type TableLike } from "./roll-table-reading";

/** The compendium the three tables ship in. */
export const DAMAGE_TABLE_PACK = `${SYSTEM_ID}.sp-tables`;
const TABLE_NAMES = ["individual", "vehicle", "spacecraft"] as const satisfies readonly DamageTableName[];

export type { TableLike };

export type DamageTableRows = Partial<Record<DamageTableName, readonly DamageRow[]>>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);

/** The damage table a RollTable stands for, from its flag, or null. */
export function damageTableOf(table: Pick<TableLike, "flags">): DamageTableName | null {
  const name = systemFlag(table.flags, "damageTable");
  return (TABLE_NAMES as readonly unknown[]).includes(name) ? (name as DamageTableName) : null;
}

/** A table's results as row sources; a result without a damageRow flag places nothing. */
export function rowSources(table: TableLike): DamageRowSource[] {
  return [...table.results].map((r) => {
    const row = systemFlag(r.flags, "damageRow");
    const data = typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {};
    // v13 results carry a name and an HTML description; the name is the row's text when given
    const text = r.name?.trim() || (r.description ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
    return {
      ...rangeOf(r),
      text,
      key: typeof data.key === "string" ? data.key : undefined,
      markers: strings(data.markers),
      conditions: strings(data.conditions),
    };
  });
}

/** Converted rows by table uuid, kept while the results are unchanged, so the core's index is reused. */
const converted = new Map<string, { readonly signature: string; readonly rows: readonly DamageRow[] | null; readonly problems: readonly DamageRowProblem[] }>();

function rowsOf(name: DamageTableName, table: TableLike): { readonly rows: readonly DamageRow[] | null; readonly problems: readonly DamageRowProblem[] } {
  const sources = rowSources(table);
  const signature = JSON.stringify(sources);
  const cached = converted.get(table.uuid);
  if (cached && cached.signature === signature) return cached;
  const fresh = { signature, ...damageRowsFromSources(name, sources) };
  converted.set(table.uuid, fresh);
  return fresh;
}

function problemText(p: DamageRowProblem): string {
  const { kind, ...rest } = p;
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(rest)) data[k] = String(v);
  return game.i18n?.format(`STARSKIRMISH.SpacePatrol.DamageTable.problem.${kind}`, data) ?? kind;
}

function refuse(table: TableLike, problems: readonly DamageRowProblem[]): void {
  // the table's name and the problems are escaped by the notification (format values)
  ui.notifications?.warn("STARSKIRMISH.SpacePatrol.DamageTable.refused", { format: { table: table.name, problems: problems.map(problemText).join("; ") } });
}

/**
 * The rows of each damage table to read, for tables found and sound; a table left out is read
 * from the built-in rows. Warns about each table it refuses.
 */
export async function damageTableRows(): Promise<DamageTableRows> {
  const world: readonly TableLike[] = worldTables();
  let fromPack: TableLike[] | null = null;
  const out: DamageTableRows = {};
  for (const name of TABLE_NAMES) {
    let table = world.find((t) => damageTableOf(t) === name);
    if (!table) {
      fromPack ??= await packTables(DAMAGE_TABLE_PACK);
      table = fromPack.find((t) => damageTableOf(t) === name);
    }
    if (!table) continue;
    const { rows, problems } = rowsOf(name, table);
    if (rows) out[name] = rows;
    else refuse(table, problems);
  }
  return out;
}

/**
 * The rows a fire action's results are worked out again from on the GM's client, without waiting
 * for a compendium: each sound world table flagged for its table, else the built-in rows, which
 * the shipped compendium tables carry row for row (markers and conditions; only the texts differ).
 * A table the rules cannot read is left to the built-in rows, as when firing, without a warning.
 */
export function damageTableRowsNow(): DamageTableRows {
  const world: readonly TableLike[] = worldTables();
  const out: DamageTableRows = {};
  for (const name of TABLE_NAMES) {
    const table = world.find((t) => damageTableOf(t) === name);
    const rows = table ? rowsOf(name, table).rows : null;
    if (rows) out[name] = rows;
  }
  return out;
}
