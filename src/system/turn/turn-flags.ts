/**
 * Where the turn engine keeps its state on a Combat: the position, under the flag the rule set
 * names, and the initiative rolled for the current turn. Every read and write of these flags goes
 * through this module; what is read back is stored data, so callers pass it through the engine's
 * lenient readers.
 */
import { flagPath as systemFlagPath, flagUpdate, readFlag, type CombatFlags } from "../flags";
import type { TurnPosition } from "../../core/turn/index";

/** A position as stored: the engine's shape, with the rule set's ids as plain strings. */
export interface StoredTurnPosition {
  readonly turn: number;
  readonly phase: string;
  readonly step?: string;
}

/** The initiative of one turn: the sides, first seat first, with their labels. */
export interface StoredInitiative {
  readonly turn: number;
  readonly order: readonly { readonly id: string; readonly label: string }[];
}

declare module "../flags" {
  interface CombatFlags {
    /** Where the turn stands, for a rule set that keeps it under the shared name. */
    turnPosition?: StoredTurnPosition;
    /** The initiative rolled for a turn. */
    turnInitiative?: StoredInitiative;
  }
}

/** The Combat flags that hold a turn position. */
export type PositionFlag = { [K in keyof CombatFlags]-?: NonNullable<CombatFlags[K]> extends StoredTurnPosition ? K : never }[keyof CombatFlags];

export const INITIATIVE_FLAG = "turnInitiative" as const;

/** The path an update changes when it moves a position flag, for the redraw hook. */
export function flagPath(key: PositionFlag | typeof INITIATIVE_FLAG): string {
  return systemFlagPath("Combat", key);
}

export function readStoredPosition(combat: Combat.Implementation, key: PositionFlag): unknown {
  return readFlag(combat, "Combat", key);
}

export async function writePosition(combat: Combat.Implementation, key: PositionFlag, position: TurnPosition): Promise<void> {
  const stored: StoredTurnPosition = position.step === undefined ? { turn: position.turn, phase: position.phase } : { turn: position.turn, phase: position.phase, step: position.step };
  await combat.update(flagUpdate("Combat", { [key]: stored }));
}

/** The stored initiative, or null when none is stored or it is malformed. */
export function readInitiative(combat: Combat.Implementation): StoredInitiative | null {
  const stored: unknown = readFlag(combat, "Combat", INITIATIVE_FLAG);
  if (typeof stored !== "object" || stored === null) return null;
  const s = stored as Record<string, unknown>;
  const turn = Number(s.turn);
  if (!Number.isInteger(turn) || turn < 1 || !Array.isArray(s.order)) return null;
  const order: { id: string; label: string }[] = [];
  for (const entry of s.order as unknown[]) {
    if (typeof entry !== "object" || entry === null) return null;
    const { id, label } = entry as Record<string, unknown>;
    if (typeof id !== "string" || typeof label !== "string") return null;
    order.push({ id, label });
  }
  return { turn, order };
}

export async function writeInitiative(combat: Combat.Implementation, initiative: StoredInitiative): Promise<void> {
  await combat.update(flagUpdate("Combat", { [INITIATIVE_FLAG]: initiative }));
}
