/**
 * Where the side turns are kept: one flag on the Combat holds the state (rules/side-turns.ts),
 * another each combatant's "moved this turn" record. Only the GM's client writes them. What is
 * read back is checked field by field: a flag is stored data, and an edit or an old world may
 * have left anything there.
 */
import { readSideTurnState, type SideTurnState } from "../rules/side-turns";
import { flagPath, readFlag } from "../../../system/flags";
import { MOVED_FLAG } from "./moved-flag";

export const STATE_FLAG = "spSideTurn";
export { MOVED_FLAG };

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Guide 6.2-6.4: initiative, the acting side, the round, the pools and who is done. */
    spSideTurn?: SideTurnState;
    /** Each combatant's moves since its side's turn began, by combatant id. */
    spMoved?: Record<string, MovedRecord | null>;
    /** Actors whose steady aim was carried into the running side turn. */
    spAimHeld?: string[];
  }
}

/**
 * What token movement recorded for a combatant since its side's turn began. `turned` came with
 * the vehicles' turn record; a record stored before it reads as no turn.
 */
export interface MovedRecord {
  /** The rules' inches moved (squares at the scene's ground scale, Guide 6.1), summed over every move. */
  readonly inches: number;
  /** A vehicle's drive code when it moved (Guide 6.6, SP-4). */
  readonly driveCode?: number;
  /** Guide 6.7: the degrees a vehicle's token turned, summed over every change of its rotation. */
  readonly turned?: number;
}


export function readState(combat: Combat.Implementation | null | undefined): SideTurnState | null {
  return combat ? readSideTurnState(readFlag(combat, "Combat", STATE_FLAG)) : null;
}

export function statePath(): string {
  return flagPath("Combat", STATE_FLAG);
}

export function movedPath(combatantId: string): string {
  return flagPath("Combat", MOVED_FLAG, combatantId);
}

/** Writes the state, with any moved records to set or clear in the same update. */
export async function writeState(combat: Combat.Implementation, state: SideTurnState, moved: Readonly<Record<string, MovedRecord | null>> = {}): Promise<void> {
  const change: Record<string, unknown> = { [statePath()]: state };
  for (const [id, record] of Object.entries(moved)) change[movedPath(id)] = record;
  await combat.update(change);
}

/** A combatant's moved record, or null when it has not moved since its side's turn began. */
export function readMoved(combat: Combat.Implementation | null | undefined, combatantId: string): MovedRecord | null {
  if (!combat) return null;
  const all: unknown = readFlag(combat, "Combat", MOVED_FLAG);
  const stored = typeof all === "object" && all !== null ? (all as Record<string, unknown>)[combatantId] : undefined;
  return readMovedRecord(stored);
}

/** A stored moved record, checked field by field; null when there is none. */
export function readMovedRecord(stored: unknown): MovedRecord | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { inches, driveCode, turned } = stored as Record<string, unknown>;
  return {
    inches: typeof inches === "number" && Number.isFinite(inches) && inches >= 0 ? inches : 0,
    ...(typeof driveCode === "number" && Number.isInteger(driveCode) ? { driveCode } : {}),
    ...(typeof turned === "number" && Number.isFinite(turned) && turned > 0 ? { turned } : {}),
  };
}
