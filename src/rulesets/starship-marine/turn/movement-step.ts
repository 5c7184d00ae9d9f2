/**
 * Who moved, from the board (Starship Marine 3.2, 3.4): as each movement step (d) begins, the GM's
 * client notes which way every figure in the combat faces. While the step lasts, each move of a
 * figure's token adds its centimetres. A figure that moved, or turned more than 90 degrees, gets its
 * Moved marker. One that went beyond its tactical allowance gets Non-Tactical. One that went beyond
 * its non-tactical allowance is reported to the GM, who may move it back. The record sits on the
 * combat, where players cannot write, written by the kit's GM records (system/turn/combat-records.ts).
 */
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { warn } from "../../../system/notify";
import { CombatRecords } from "../../../system/turn/combat-records";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { moveAllowance } from "../rules/movement";
import { SSM_MARKER } from "../rules/markers";
import { moveVerdict, readMoveRecord, type MoveRecord } from "../view/move-record";
import { ssmPosition } from "./move-position";
import { currentEnvironment } from "../actions/environment-setting";
import { movesOnBoard } from "../../../system/board";
import { combatantOf } from "../../../system/turn/combatant-of";

/** One figure's movement in the step of a turn. */
interface StepMove extends MoveRecord {
  readonly turn: number;
}

declare module "../../../system/flags" {
  interface CombatFlags {
    /** Starship Marine 3.2: each figure's movement in the current movement step, by token id. */
    ssmStepMoves?: Record<string, StepMove | null>;
  }
}

/** A stored record of a step: its turn, then the movement read leniently (view/move-record.ts). */
function readStepMove(stored: unknown): StepMove | null {
  const turn = (stored as { turn?: unknown }).turn;
  const record = readMoveRecord(stored);
  return record && typeof turn === "number" && Number.isInteger(turn) && turn >= 0 ? { ...record, turn } : null;
}

/**
 * The records, as the GM's client gathers and writes them (system/turn/combat-records.ts): quick
 * moves add up, and the figures noted as the step begins go in one write.
 */
const STEP_MOVES = new CombatRecords<StepMove>("ssmStepMoves", readStepMove);

/** onEnter at step d: every figure starts the step unmoved, facing as it does now. */
export async function startMovementStep(combat: Combat.Implementation, turn: number): Promise<void> {
  const written: Promise<void>[] = [];
  for (const c of combat.combatants) if (c.tokenId && c.token) written.push(STEP_MOVES.stage(combat, c.tokenId, () => ({ turn, cm: 0, rotation: c.token?.rotation ?? 0 })));
  await Promise.all(written);
}

async function mark(actor: Actor.Implementation, key: "moved" | "nonTactical"): Promise<void> {
  if (markerCount(readMarkers(actor), SSM_MARKER[key]) > 0) return;
  await setMarkerCount(actor, markerDefinition(SSM_MARKER[key])!, 1);
}

/** updateToken, on the active GM's client: adds the move to the figure's record and marks it. */
export async function onFigureMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown; rotation?: unknown }): Promise<void> {
  if (!game.user?.isActiveGM) return;
  if (!movesOnBoard(changed, { rotation: true })) return;
  const moved = movesOnBoard(changed);
  const combat = game.combat;
  const position = ssmPosition(combat);
  const actor = token.actor;
  if (!combat || position?.phase !== "d" || !actor || !(actor.system instanceof FigureData)) return;
  if (!combatantOf(token, combat)) return;
  const id = token.id ?? "";
  const passed = token.movement?.passed?.distance;
  // the scene measures in centimetres (the rule set's grid, data/definition.ts)
  const cm = moved && typeof passed === "number" && Number.isFinite(passed) && passed > 0 ? passed : 0;
  let before: MoveRecord = { cm: 0, rotation: token.rotation ?? 0 };
  const written = STEP_MOVES.stage(combat, id, (stored) => {
    // a figure the step did not note (it joined the combat since): its facing before is unknown, so
    // a turn is not counted against it
    if (stored?.turn === position.turn) before = stored;
    return { turn: position.turn, cm: before.cm + cm, rotation: before.rotation };
  });
  const next: MoveRecord = { cm: before.cm + cm, rotation: before.rotation };
  const system = actor.system;
  const allowance = moveAllowance(TROOP_TYPES[system.troopType].mover, currentEnvironment(), system.wounded);
  const verdict = moveVerdict(next, token.rotation ?? 0, allowance);
  await written;
  if (verdict === "none") return;
  await mark(actor, "moved");
  if (verdict === "tactical") return;
  await mark(actor, "nonTactical");
  // the GM hears once, as the figure first goes past, not again for each later leg (v13 writes a drag
  // one waypoint at a time) or move in the step. Not from the drag's end: the legs still to come are
  // the mover's client's word, and a player's client could keep some pending for ever
  if (verdict === "tooFar" && moveVerdict(before, token.rotation ?? 0, allowance) !== "tooFar") warn("STARSKIRMISH.StarshipMarine.Move.tooFar", { name: token.name ?? actor.name ?? "", cm: Math.round(next.cm * 10) / 10, max: allowance.nonTactical });
}
