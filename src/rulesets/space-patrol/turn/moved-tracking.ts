/**
 * "Moved this turn" from the board (Guide 6.5, 6.6): when a token of a combatant in the running
 * combat moves, the active GM's client adds the inches to the combatant's record (a vehicle's
 * drive code with it, SP-4). The records clear when the combatant's side begins its turn, so the
 * fire dialog reads them as "the shooter moved this turn" and "the target moved in its last turn".
 * A move also spoils the mover's steady aim. The moves of tokens moved together are written in one
 * Combat update.
 */
import { VehicleData } from "../models/craft-models";
import { movedPath, readMoved, type MovedRecord } from "./side-turn-store";
import { expireOnMove } from "./turn-marker-expiry";
import { movesOnBoard } from "../../../system/board";

/** Inches (squares) the token's last movement covered, or 0 when the board cannot tell. */
function movedInches(token: TokenDocument.Implementation): number {
  const distance = token.movement?.passed?.distance;
  const gridDistance = canvas?.grid?.distance ?? token.parent?.grid?.distance;
  if (typeof distance !== "number" || !Number.isFinite(distance) || !gridDistance) return 0;
  return Math.round(distance / gridDistance);
}

/** Moves waiting to be written, per combat: the inches each combatant covered and its drive code. */
const pending = new Map<Combat.Implementation, Map<string, MovedRecord>>();

/**
 * Writes every move gathered since the last write in one Combat update: moving k selected tokens
 * is one write (and one redraw on each client), not k.
 */
async function flushMoves(combat: Combat.Implementation): Promise<void> {
  const moves = pending.get(combat);
  pending.delete(combat);
  if (!moves || moves.size === 0) return;
  const change: Record<string, unknown> = {};
  for (const [id, record] of moves) change[movedPath(id)] = record;
  await combat.update(change);
}

/** updateToken: records a change of position for the token's combatant, with the others that move at once. */
export async function onTokenMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }): Promise<void> {
  if (!game.user?.isActiveGM) return;
  if (!movesOnBoard(changed)) return;
  const combat = game.combat;
  const combatant = combat?.combatants.find((c) => c.tokenId === token.id);
  if (!combat || !combatant?.id) return;
  let moves = pending.get(combat);
  const first = !moves;
  if (!moves) {
    moves = new Map();
    pending.set(combat, moves);
  }
  const before = moves.get(combatant.id) ?? readMoved(combat, combatant.id);
  const system = token.actor?.system;
  moves.set(combatant.id, {
    inches: (before?.inches ?? 0) + movedInches(token),
    ...(system instanceof VehicleData ? { driveCode: system.driveCode } : {}),
  });
  // the updates of one multi-token move arrive together: the first schedules the one write
  const flushed = first ? new Promise<void>((resolve) => setTimeout(() => void flushMoves(combat).then(resolve), 0)) : Promise.resolve();
  // Guide 6.4: moving spoils a steady aim
  await expireOnMove(token.actor);
  await flushed;
}

/** The record of the combatant a token stands for in the running combat, or null. */
export function movedRecordOf(tokenId: string | null | undefined): MovedRecord | null {
  const combat = game.combat;
  const combatant = tokenId ? combat?.combatants.find((c) => c.tokenId === tokenId) : undefined;
  return combatant?.id ? readMoved(combat, combatant.id) : null;
}
