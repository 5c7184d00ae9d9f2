/**
 * The map edge each side started from (VI, VIII-H), set by the GM on the tracker's initiative banner
 * and kept on the combat: a broken unit retreats toward its side's edge.
 */
import { readFlag } from "../../../system/flags";
import { EDGES, type Edge } from "../rules/retreat";

declare module "../../../system/flags" {
  interface CombatFlags {
    /** VIII-H: each side's home edge, by side id. */
    smrEdges?: Record<string, Edge>;
  }
}

/** The edges stored on the combat, each checked: stored data may be anything. */
export function homeEdges(combat: Combat.Implementation): Record<string, Edge> {
  const stored: unknown = readFlag(combat, "Combat", "smrEdges");
  const s = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(s).filter(([, v]) => (EDGES as readonly unknown[]).includes(v))) as Record<string, Edge>;
}
