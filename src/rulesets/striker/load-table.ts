/**
 * Where Striker's table comes from: table.ts as a chunk of its own, loaded the first time a sheet,
 * card button or hook needs it (system/ruleset-table.ts).
 */
import { LazyTable } from "../../system/ruleset-table";

/** Everything table.ts exports. */
export type StrikerTable = typeof import("./table");

export const STRIKER_TABLE = new LazyTable<StrikerTable>("striker", () => import("./table"));
