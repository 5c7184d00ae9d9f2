/**
 * "Moved this turn" from the board (Guide 6.5, 6.6): when a token of a combatant in the running
 * combat moves, the active GM's client adds the inches to the combatant's record (a vehicle's
 * drive code with it, SP-4). The records clear when the combatant's side begins its turn, so the
 * fire dialog reads them as "the shooter moved this turn" and "the target moved in its last turn".
 * A move also spoils the mover's steady aim. The moves of tokens moved together are written in one
 * Combat update. The inches are the rules' (Guide 6.1): squares times the scene's ground scale.
 *
 * A vehicle's turn goes in the same record (Guide 6.7: a turn costs a share of its move): when a
 * vehicle's token that fights in the battle changes its rotation, the smaller angle between its
 * facing before (system/turn/facing-memory.ts) and after is added to the degrees turned, whether the Turn
 * button or a hand on the board turned it. The record is on the Combat, which only the GM writes,
 * so the move check and the GM's audit (vehicle-movement.ts) read a turn no player can take back.
 * Since 6.7 makes the turn the driver's Move, a vehicle that only turned counts as moved too (the
 * fire dialog's presets and the tracker read any record as a move).
 */
import { VehicleData } from "../models/craft-models";
import { MOVED_FLAG, readMoved, readMovedRecord, type MovedRecord } from "./side-turn-store";
import { CombatRecords } from "../../../system/turn/combat-records";
import { combatantOf } from "../../../system/turn/combatant-of";
import { expireOnMove } from "./turn-marker-expiry";
import { boardScale, movesOnBoard } from "../../../system/board";
import { turnBetween } from "../view/vehicle-turn-view";
import { battleOf } from "./in-battle";
import { isSpaceScene } from "./space-scene";

/**
 * The rules' inches the token's last movement covered, or 0 when the board cannot tell: v13's
 * measured path in squares, times the scene's ground scale (Guide 6.1: a square is 10 or 100 inches
 * at 15 m or 150 m), through the board's one conversion.
 */
export function lastMoveInches(token: TokenDocument.Implementation): number {
  const distance = token.movement?.passed?.distance;
  const gridDistance = canvas?.grid?.distance ?? token.parent?.grid?.distance;
  if (typeof distance !== "number" || !Number.isFinite(distance) || !gridDistance) return 0;
  return Math.round((distance / gridDistance) * boardScale(token.parent));
}

/** The records, on the Combat's moved flag, as the GM's client gathers and writes them (system/turn/combat-records.ts). */
const MOVED = new CombatRecords<MovedRecord>(MOVED_FLAG, readMovedRecord);

/**
 * The combatant's record as this client knows it, what a change starts from and the checks read:
 * with what the active GM's client has gathered but not yet written (a turn made just before a
 * drag), else being written, else as stored on the Combat.
 */
export function recordNow(combat: Combat.Implementation, combatantId: string): MovedRecord | null {
  return MOVED.now(combat, combatantId);
}

/** Stages a change of the combatant's record; resolves once the gathered changes are written. */
function stageRecord(combat: Combat.Implementation, combatantId: string, change: (before: MovedRecord | null) => MovedRecord): Promise<void> {
  return MOVED.stage(combat, combatantId, change);
}

/** updateToken: records a change of position for the token's combatant, with the others that move at once. */
export async function onTokenMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }): Promise<void> {
  if (!game.user?.isActiveGM) return;
  if (!movesOnBoard(changed)) return;
  const combat = game.combat;
  const combatant = combatantOf(token, combat);
  if (!combat || !combatant?.id) return;
  const system = token.actor?.system;
  const inches = lastMoveInches(token);
  const flushed = stageRecord(combat, combatant.id, (before) => ({
    ...before,
    inches: (before?.inches ?? 0) + inches,
    ...(system instanceof VehicleData ? { driveCode: system.driveCode } : {}),
  }));
  // Guide 6.4: moving spoils a steady aim
  await expireOnMove(token.actor);
  await flushed;
}

/**
 * updateToken, on the active GM's client: a vehicle's token that fights in the battle turned from
 * `from` (its facing before, system/turn/facing-memory.ts) to its new rotation; the degrees go in its
 * combatant's record (Guide 6.7). Not on a space scene, where a vehicle has no regular move (7.1).
 */
export async function onVehicleTurned(token: TokenDocument.Implementation, changed: { rotation?: unknown }, from: number | undefined): Promise<void> {
  if (!game.user?.isActiveGM || from === undefined || typeof changed.rotation !== "number") return;
  if (!(token.actor?.system instanceof VehicleData) || isSpaceScene(token.parent)) return;
  const battle = battleOf(token);
  const combatant = battle ? combatantOf(token, battle.combat) : null;
  if (!battle || !combatant?.id) return;
  const degrees = turnBetween(from, changed.rotation);
  if (!(degrees > 0)) return;
  await stageRecord(battle.combat, combatant.id, (before) => ({ ...before, inches: before?.inches ?? 0, turned: (before?.turned ?? 0) + degrees }));
}

/** The record of the combatant a token stands for in the running combat, or null. */
export function movedRecordOf(tokenId: string | null | undefined): MovedRecord | null {
  const combat = game.combat;
  const combatant = combatantOf(tokenId, combat);
  return combatant?.id ? readMoved(combat, combatant.id) : null;
}
