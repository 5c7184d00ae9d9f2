/**
 * Each unit's use of its move in the movement phase (VIII-A, SMR-11), kept by the GM's client in one
 * flag on the Combat (system/turn/combat-records.ts): the move units spent and the hex sides turned.
 * The check and the ruler read it through move-plan.ts usedSoFar; the GM's client adds to it as moves
 * come (turn/move-record.ts), and a retreat or a swap of weapons it makes (actions/retreat.ts,
 * actions/swap-weapons.ts) sets it itself. A player cannot write the Combat, so no player can rewrite
 * the record to get a move back, as one could when it rode on the token.
 *
 * It also keeps the turns a soldier last boarded a vehicle and last stepped out of one (VIII-G: not
 * both in one turn), as the GM's client saw the moves that did it: the token's own flags say the same,
 * but its owner may write those at will. A record stored before these were kept reads without them.
 * While a soldier rides, it keeps the facing the soldier boarded with (or the GM's turn of it since,
 * SMR-24): a soldier aboard does not turn on its own, and steps out from that facing (VIII-B, VIII-G;
 * our reading, wants a ruling: turn/move-record.ts), whatever its owner did to its token's rotation.
 */
import { CombatRecords } from "../../../system/turn/combat-records";
import { combatantOf } from "../../../system/turn/combatant-of";
import { readFlag } from "../../../system/flags";
import type { TurnPosition } from "../../../core/turn/index";
import type { Facing } from "../rules/hex-facing";

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
  /** VIII-G: the turn the soldier last boarded a vehicle; kept from phase to phase. */
  readonly boarded?: number;
  /** VIII-G: the turn the soldier last stepped out of a vehicle; kept from phase to phase. */
  readonly dismounted?: number;
  /**
   * VIII-B, VIII-G: the facing a soldier aboard keeps, from its boarding (or the GM's turn of it
   * aboard) until it steps out; kept from phase to phase.
   */
  readonly aboardFacing?: Facing;
}

/**
 * The boarding and the stepping out a record keeps, whatever its phase (VIII-G counts turns), and
 * the facing the soldier keeps while aboard.
 */
export type RideTurns = Pick<UnitMoves, "boarded" | "dismounted" | "aboardFacing">;

declare module "../../../system/flags" {
  interface CombatFlags {
    /** VIII-A: each unit's use of its move in the current movement phase, by combatant id. */
    smrMoves?: Record<string, UnitMoves | null>;
  }
}

/** The update option of a token move whose record the GM's client wrote itself: the recorder leaves it. */
export const RECORDED_MOVE_OPTION = "smrRecordedMove";

const count = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;
const wholeCount = (v: unknown): v is number => count(v) && Number.isInteger(v);

/** A stored record read field by field: a flag is data, and an edit or an old world may have left anything there. */
export function readUnitMoves(stored: unknown): UnitMoves | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { turn, phase, spent, turns, breach, boarded, dismounted, aboardFacing } = stored as Record<string, unknown>;
  if (!wholeCount(turn) || typeof phase !== "string" || !count(spent) || !wholeCount(turns)) return null;
  // boarded and dismounted came later: a record without them (or with a value no turn has) has none
  return {
    turn,
    phase,
    spent,
    turns,
    ...(typeof breach === "string" && breach !== "" ? { breach } : {}),
    ...(wholeCount(boarded) ? { boarded } : {}),
    ...(wholeCount(dismounted) ? { dismounted } : {}),
    ...(wholeCount(aboardFacing) && aboardFacing < 6 ? { aboardFacing: aboardFacing as Facing } : {}),
  };
}

/** The boarding and stepping out a record keeps, to carry into the next record of the unit. */
export function rideTurns(record: UnitMoves | null): RideTurns {
  return {
    ...(record?.boarded !== undefined ? { boarded: record.boarded } : {}),
    ...(record?.dismounted !== undefined ? { dismounted: record.dismounted } : {}),
    ...(record?.aboardFacing !== undefined ? { aboardFacing: record.aboardFacing } : {}),
  };
}

/** The records, as the GM's client gathers and writes them. */
export const UNIT_MOVES = new CombatRecords<UnitMoves>("smrMoves", readUnitMoves);

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
    return { turn: position.turn, phase: position.phase, spent, turns, ...(breach ? { breach } : {}), ...rideTurns(stored) };
  });
}

/**
 * VIII-G: whether the soldier boarded a vehicle (`boarded`) or stepped out of one (`dismounted`) in
 * `turn`. While a combat runs the GM's record says, as this client knows it: the token's flags are
 * its owner's to write, and a player who cleared them could board and get out in one turn. Only with
 * no combat does the token's flag say: no move is checked or recorded then (the checks run in a
 * combat's movement phases), so there is no record, and nothing rests on the answer but the flag.
 */
export function rodeIn(token: TokenDocument.Implementation, kind: keyof RideTurns, turn: number): boolean {
  const combat = game.combat;
  if (combat) {
    const id = combatantOf(token)?.id;
    return (id ? UNIT_MOVES.now(combat, id)?.[kind] : undefined) === turn;
  }
  if (kind === "dismounted") return readFlag(token, "Token", "smrDismounted") === turn;
  const aboard: unknown = readFlag(token, "Token", "smrAboard");
  return typeof aboard === "object" && aboard !== null && (aboard as { turn?: unknown }).turn === turn;
}

/**
 * VIII-B, VIII-G: the facing the soldier keeps aboard its vehicle, as the GM's record has it (the
 * facing it boarded with, or the GM's turn of it since); null when the record keeps none (no
 * combat, or it was set aboard before the combat's record knew it): then its token's facing says.
 */
export function aboardFacingOf(token: TokenDocument.Implementation): Facing | null {
  const id = combatantOf(token)?.id;
  return (id ? UNIT_MOVES.now(game.combat, id)?.aboardFacing : undefined) ?? null;
}
