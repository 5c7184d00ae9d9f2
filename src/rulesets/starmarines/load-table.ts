/**
 * Where StarMarines' table comes from: table.ts as a chunk of its own, loaded the first time a
 * sheet, card button, the army builder, the ruler or a hook needs it (system/ruleset-table.ts).
 */
import { LazyTable } from "../../system/ruleset-table";

/** Everything table.ts exports. */
export type SmrTable = typeof import("./table");

export const SMR_TABLE = new LazyTable<SmrTable>("starmarines", () => import("./table"));
