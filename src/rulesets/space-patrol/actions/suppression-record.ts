/**
 * What a suppressor is suppressing, kept as a flag on the suppressor's actor: the enemies' actors,
 * the card that placed it, the markers he carried when it began, and the side turn it began in.
 * What is read back is checked field by field, as stored data should be.
 */
import type { MarkerCounts } from "../../../core/markers";
import { readSideTurnState } from "../rules/side-turns";
import { flagUpdate, readFlag } from "../../../system/flags";

export const SUPPRESSION_FLAG = "spSuppressing";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 6.6: whom this actor is suppressing. */
    spSuppressing?: SuppressionRecord | null;
  }
}

export interface SuppressionRecord {
  /** Actors of the suppressed enemies. */
  targets: string[];
  /** Guide 6.6: each enemy's disadvantages, one per suppression "target" allocated to him. */
  allocations: Record<string, number>;
  /** The suppression card, whose unapplied results lapse when it ends. */
  messageId: string;
  /** The suppressor's markers when the suppression began (Guide 6.6: a new one ends it). */
  markers: MarkerCounts;
  /** The side turn it began in, when the combat keeps side turns. */
  round: number;
  side: string;
}

export function readSuppression(actor: { readonly flags: object }): SuppressionRecord | null {
  const raw: unknown = readFlag(actor, "Actor", SUPPRESSION_FLAG);
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!Array.isArray(r.targets) || typeof r.messageId !== "string") return null;
  const markers = typeof r.markers === "object" && r.markers !== null ? (r.markers as MarkerCounts) : {};
  const allocations: Record<string, number> = {};
  if (typeof r.allocations === "object" && r.allocations !== null) {
    for (const [uuid, n] of Object.entries(r.allocations)) if (typeof n === "number" && Number.isInteger(n) && n > 0) allocations[uuid] = n;
  }
  return {
    targets: r.targets.filter((t): t is string => typeof t === "string"),
    allocations,
    messageId: r.messageId,
    markers,
    round: typeof r.round === "number" ? r.round : 0,
    side: typeof r.side === "string" ? r.side : "",
  };
}

export async function writeSuppression(actor: Actor.Implementation, record: SuppressionRecord | null): Promise<void> {
  await actor.update(flagUpdate("Actor", { [SUPPRESSION_FLAG]: record }));
}

/**
 * The side turn the combat is in, when it keeps one (the side-turn state flag on the Combat,
 * the same path the turn flow writes); null otherwise.
 */
export const SIDE_TURN_FLAG = "spSideTurn";

export function currentSideTurn(combat: Combat.Implementation | null | undefined): { round: number; acting: string } | null {
  if (!combat) return null;
  const raw: unknown = readFlag(combat, "Combat", SIDE_TURN_FLAG);
  const state = readSideTurnState(raw);
  return state ? { round: state.round, acting: state.acting } : null;
}
