/**
 * The chain of command a token was dropped with, as its flag keeps it: read back checked, since a
 * token's flags can be edited by its owner, and anything that does not read as a chain is none.
 */
import type { UnitLink } from "../../core/formation-identity";
import { FORMATION_LEVELS, type FormationLevel } from "../../core/formation-schema";
import { readFlag } from "../flags";

const isLevel = (v: unknown): v is FormationLevel => (FORMATION_LEVELS as readonly unknown[]).includes(v);

function readLink(raw: unknown): UnitLink | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { id, level, name } = raw as Record<string, unknown>;
  return typeof id === "string" && isLevel(level) ? { id, level, name: typeof name === "string" ? name : "" } : null;
}

/** The token's units, outermost first; empty when it was not dropped in a formation. */
export function readUnitChain(token: TokenDocument.Implementation): UnitLink[] {
  const raw: unknown = readFlag(token, "Token", "unit");
  if (!Array.isArray(raw)) return [];
  const links = raw.map(readLink);
  return links.every((l): l is UnitLink => l !== null) ? links : [];
}
