/**
 * Where Space Patrol!'s table comes from: table.ts as a chunk of its own, loaded the first time a
 * sheet, card button or hook needs it (system/ruleset-table.ts), so a world starts on the models,
 * sheet shells and hooks alone (DESIGN.md, budgets).
 */
import { LazyTable } from "../../system/ruleset-table";

/** Everything table.ts exports. */
export type SpacePatrolTable = typeof import("./table");

export const SPACE_PATROL_TABLE = new LazyTable<SpacePatrolTable>("space-patrol", () => import("./table"));

/**
 * The table, for a sheet's form handling, which cannot wait for it: a form is submitted only after
 * its sheet rendered, and rendering loaded the table (BaseActorSheet._prepareContext).
 */
export function renderedTable(): SpacePatrolTable {
  const table = SPACE_PATROL_TABLE.loaded;
  if (!table) throw new Error("Space Patrol!: a sheet's form was read before the sheet rendered");
  return table;
}
