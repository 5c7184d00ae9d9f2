/**
 * A corridor barrier as its wall keeps it (Starship Marine 4.10, SSM-16): SpaceFoam or a WirePod,
 * who placed it in which move, the move it was set off in, whether it failed to deploy, whether it
 * stands, and the successes against it. Placed in one fire step, set off in a later one, it stands
 * from the end of that move; it is attacked like a door. The foam falls to its second success, the
 * WirePod to its first. Stored data is read leniently: anything malformed is no barrier.
 */
import { foamAfter } from "../rules/doors";

export const BARRIER_KINDS = ["spaceFoam", "wirePod"] as const;
export type BarrierKind = (typeof BARRIER_KINDS)[number];

/** 4.10: both work across corridors 8 cm wide or less. */
export const BARRIER_MAX_WIDTH_CM = 8;

export interface BarrierRecord {
  readonly kind: BarrierKind;
  readonly actorUuid: string;
  readonly by: string;
  readonly placedMove: number;
  /** The move it was set off in; 0 while it waits. */
  readonly activatedMove: number;
  /** A WirePod that failed to deploy (4.1, 4.2). */
  readonly failed: boolean;
  /** It blocks now (from the end of the move it was set off in). */
  readonly up: boolean;
  readonly hits: number;
  /** Destroyed: it comes down at the end of the move. */
  readonly cleared: boolean;
}

const move = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 100_000 ? v : null);

export function readBarrier(stored: unknown): BarrierRecord | null {
  if (typeof stored !== "object" || stored === null) return null;
  const s = stored as Record<string, unknown>;
  const kind = BARRIER_KINDS.find((k) => k === s.kind);
  const placedMove = move(s.placedMove);
  if (!kind || placedMove === null || typeof s.actorUuid !== "string") return null;
  return {
    kind,
    actorUuid: s.actorUuid,
    by: typeof s.by === "string" ? s.by : "",
    placedMove,
    activatedMove: move(s.activatedMove) ?? 0,
    failed: s.failed === true,
    up: s.up === true,
    hits: Math.min(2, move(s.hits) ?? 0),
    cleared: s.cleared === true,
  };
}

/** The barrier after a move's successful roll against it (SSM-16: foam takes two, the WirePod one). */
export function barrierAfterSuccess(record: BarrierRecord): BarrierRecord {
  if (record.kind === "wirePod") return { ...record, hits: 1, cleared: true };
  const after = foamAfter(record.hits, true);
  return { ...record, hits: after.successes, cleared: after.cleared };
}
