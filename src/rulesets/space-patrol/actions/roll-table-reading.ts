/**
 * Reading roll tables the rules take rows from (damage tables, creation tables): the surface of a
 * RollTable this system reads, its own flags on a table or result, and the tables of a world or a
 * compendium. A world copy the GM imported keeps the compendium's flags, which is how it is found.
 */
import { SYSTEM_ID } from "../../../system/constants";

/** The surface of a RollTable and its results read here. */
export interface TableLike {
  readonly uuid: string;
  readonly name: string;
  readonly flags: unknown;
  // the range is read as unknown: the v13 types describe it loosely, and a GM's edit may break it
  readonly results: Iterable<{ readonly range: unknown; readonly name?: string | null; readonly description?: string | null; readonly flags: unknown }>;
}

/** This system's flag `key` on a table or result, or undefined. */
export function systemFlag(flags: unknown, key: string): unknown {
  const scope = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>)[SYSTEM_ID] : undefined;
  return typeof scope === "object" && scope !== null ? (scope as Record<string, unknown>)[key] : undefined;
}

/** A result's faces, low and high; NaN where the range is not two numbers. */
export function rangeOf(result: { readonly range: unknown }): { low: number; high: number } {
  const range: readonly unknown[] = Array.isArray(result.range) ? result.range : [];
  return { low: Number(range[0]), high: Number(range[1]) };
}

/** The world's roll tables this user can see. */
export function worldTables(): TableLike[] {
  return game.tables ? [...game.tables] : [];
}

/** The roll tables of one of the system's compendiums, loaded if need be; none if it is missing. */
export async function packTables(packId: string): Promise<TableLike[]> {
  const pack = game.packs?.get(packId);
  if (!pack || pack.documentName !== "RollTable") return [];
  const docs: readonly unknown[] = pack.contents.length > 0 ? pack.contents : await pack.getDocuments();
  return docs as TableLike[];
}
