/**
 * Each unit's use of its move in the movement phase (VIII-A, SMR-11), kept by the GM's client in one
 * flag on the Combat (system/turn/combat-records.ts): the move units spent and the hex sides turned.
 * The check and the ruler read it through move-plan.ts usedSoFar; the GM's client adds to it as moves
 * come (turn/move-record.ts), and a retreat or a swap of weapons it makes (actions/retreat.ts,
 * actions/swap-weapons.ts) sets it itself. A player cannot write the Combat, so no player can rewrite
 * the record to get a move back, as one could when it rode on the token.
 */
import { CombatRecords } from "../../../system/turn/combat-records";
import type { TurnPosition } from "../../../core/turn/index";

/** What a unit has used of its move in one movement phase. */
export interface UnitMoves {
  readonly turn: number;
  readonly phase: string;
  /** Move units spent (VIII-A). */
  readonly spent: number;
  /** Hex sides turned (SMR-11). */
  readonly turns: number;
  /** The rule the unit's moves this phase first broke, once the GM was told of it. */
  readonly breach?: string;
}

declare module "../../../system/flags" {
  interface CombatFlags {
    /** VIII-A: each unit's use of its move in the current movement phase, by combatant id. */
    smrMoves?: Record<string, UnitMoves | null>;
  }
}

/** The update option of a token move whose record the GM's client wrote itself: the recorder leaves it. */
export const RECORDED_MOVE_OPTION = "smrRecordedMove";

const count = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

/** A stored record read field by field: a flag is data, and an edit or an old world may have left anything there. */
export function readUnitMoves(stored: unknown): UnitMoves | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { turn, phase, spent, turns, breach } = stored as Record<string, unknown>;
  if (!count(turn) || !Number.isInteger(turn) || typeof phase !== "string" || !count(spent) || !count(turns) || !Number.isInteger(turns)) return null;
  return { turn, phase, spent, turns, ...(typeof breach === "string" && breach !== "" ? { breach } : {}) };
}

/** The records, as the GM's client gathers and writes them. */
export const UNIT_MOVES = new CombatRecords<UnitMoves>("smrMoves", readUnitMoves);

/** The token's combatant in the running combat. */
export function combatantOf(token: TokenDocument.Implementation): Combatant.Implementation | undefined {
  return game.combat?.combatants.find((c) => c.tokenId === token.id);
}

/** The unit's record for this phase as this client knows it; null before its first move of the phase. */
export function unitMovesNow(token: TokenDocument.Implementation, position: Pick<TurnPosition, "turn" | "phase">): UnitMoves | null {
  const id = combatantOf(token)?.id;
  const record = id ? UNIT_MOVES.now(game.combat, id) : null;
  return record && record.turn === position.turn && record.phase === position.phase ? record : null;
}

/**
 * Sets the unit's record for this phase, on the GM's client that made a move or swap itself; resolves
 * once it is written. A token that is no combatant has no record.
 */
export async function setUnitMoves(token: TokenDocument.Implementation, position: Pick<TurnPosition, "turn" | "phase">, spent: number, turns: number): Promise<void> {
  const combat = game.combat;
  const id = combatantOf(token)?.id;
  if (!combat || !id) return;
  await UNIT_MOVES.stage(combat, id, (stored) => {
    const breach = stored && stored.turn === position.turn && stored.phase === position.phase ? stored.breach : undefined;
    return { turn: position.turn, phase: position.phase, spent, turns, ...(breach ? { breach } : {}) };
  });
}
