/**
 * What a suppressor is suppressing, kept as a flag on the suppressor's actor: the enemies' actors,
 * the card that placed it, the markers each carried when it began, and the side turn it began in.
 * What is read back is checked field by field, as stored data should be.
 */
import type { MarkerCounts } from "../../../core/markers";
import { readSideTurnState } from "../rules/side-turns";
import { flagUpdate, readFlag } from "../../../system/flags";

export const SUPPRESSION_FLAG = "spSuppressing";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 6.6: whom this actor is suppressing. */
    spSuppressing?: StoredSuppression | null;
  }
}

export interface SuppressionRecord {
  /** Actors of the suppressed enemies. */
  targets: string[];
  /** Guide 6.6: each enemy's disadvantages, one per suppression "target" allocated to them. */
  allocations: Record<string, number>;
  /** The suppression card, whose unapplied results lapse when it ends. */
  messageId: string;
  /** The suppressor's markers when the suppression began (Guide 6.6: a new one ends it). */
  markers: MarkerCounts;
  /** The side turn it began in, when the combat keeps side turns. */
  round: number;
  side: string;
}

/** The record as the flag keeps it (see writeSuppression). */
export interface StoredSuppression extends Omit<SuppressionRecord, "allocations"> {
  allocations: { actorUuid: string; count: number }[];
}

export function readSuppression(actor: { readonly flags: object }): SuppressionRecord | null {
  const raw: unknown = readFlag(actor, "Actor", SUPPRESSION_FLAG);
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!Array.isArray(r.targets) || typeof r.messageId !== "string") return null;
  const markers = typeof r.markers === "object" && r.markers !== null ? (r.markers as MarkerCounts) : {};
  const allocations: Record<string, number> = {};
  if (Array.isArray(r.allocations)) {
    for (const entry of r.allocations as unknown[]) {
      const { actorUuid, count } = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
      if (typeof actorUuid === "string" && typeof count === "number" && Number.isInteger(count) && count > 0) allocations[actorUuid] = count;
    }
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

/**
 * Foundry expands every dotted key of an update into nested objects, and actor uuids hold dots
 * ("Actor.abc"), so the allocations are stored as a list of pairs rather than keyed by uuid.
 */
export async function writeSuppression(actor: Actor.Implementation, record: SuppressionRecord | null): Promise<void> {
  const stored: StoredSuppression | null = record && { ...record, allocations: Object.entries(record.allocations).map(([actorUuid, count]) => ({ actorUuid, count })) };
  await actor.update(flagUpdate("Actor", { [SUPPRESSION_FLAG]: stored }));
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
