/**
 * Where Starship Marine's table comes from: table.ts as a chunk of its own, loaded the first time
 * a sheet, card button, tracker row or hook needs it (system/ruleset-table.ts).
 */
import { LazyTable } from "../../system/ruleset-table";

/** Everything table.ts exports. */
export type SsmTable = typeof import("./table");

export const SSM_TABLE = new LazyTable<SsmTable>("starship-marine", () => import("./table"));
