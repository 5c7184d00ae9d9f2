/**
 * A vehicle's move on the board while its token fights in the battle (turn/in-battle.ts).
 *
 * Its move per turn (Guide 6.7, 6.15): its speed, less 10% for each Damage and Failure Cascade
 * Marker, less the share of the move its turning took. The inches used and the degrees turned are
 * both the GM's record of the combatant since its side's turn began (moved-tracking.ts), kept on
 * the Combat, which a player cannot write: the active GM's client adds every change of the token's
 * rotation, from the Turn button or by hand. All in the rules' inches: the board's squares count at
 * the scene's ground scale (6.1, turn/ground-scale.ts), through the board's one conversion
 * (system/board.ts boardScale).
 *
 * The record of a turn reaches the player's client a moment after the Turn button rotates the
 * token (the GM's client must see the rotation, write the Combat, and the write come back). A drag
 * made in that moment is checked against the move without the turn's share and may pass; the GM's
 * audit, which runs on the GM's client after the turn is in the record, still warns of it. Without
 * an active GM nothing records the turn, and the check counts none.
 *
 * A wrecked vehicle (6.15): it "can perform no functions during the battle" and "ground vehicles
 * stop moving, watercraft sink and aircraft plummet", so its move is 0, and the refusal says which of
 * the three befell it (view/vehicle-turn-view.ts).
 *
 * A player's drag is checked on their client before it is written (preUpdateToken) and refused with
 * the reason, as a ship's is (turn/space-movement.ts). The check measures the whole path the drag
 * asks for, leg by leg through its waypoints as a ruler would (system/move-plan.ts): v13 writes a
 * drag one waypoint at a time, so the straight line to the update's x and y would see only the first
 * leg. The GM's moves pass, with a note when they go past the move: where a vehicle goes, a sinking
 * boat or a falling aircraft ends up is the Space Judge's to place. The active GM's client
 * audits every move it sees, with v13's measured path, and warns the GM of a player's move of a wreck
 * or past the move, so a client that skipped the check is still caught. Outside a battle, or on a
 * space scene (7.1, where a vehicle has no regular move), nothing is checked.
 */
import { informCounted, refused, refusedCounted, warn, warnCounted } from "../../../system/notify";
import { readMarkers } from "../../../system/markers/marker-store";
import { boardScale, movesOnBoard } from "../../../system/board";
import { pathLengthInSquares, plannedPath } from "../../../system/move-plan";
import { combatantOf } from "../../../system/turn/combatant-of";
import { VehicleData } from "../models/craft-models";
import { vehicleMoveAllowance, withinVehicleMove, type VehicleMoveAllowance } from "../rules/vehicle-move";
import { WRECK_FATE } from "../view/vehicle-turn-view";
import { battleOf } from "./in-battle";
import { isSpaceScene } from "./space-scene";
import { lastMoveInches, recordNow } from "./moved-tracking";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleMove.";

interface VehicleMove {
  readonly allowance: VehicleMoveAllowance;
  /** Inches the GM's record holds since the side's turn began. */
  readonly spent: number;
  readonly fate: "stops" | "sinks" | "plummets";
}

/** The vehicle's move this turn while its token fights in the battle; null when nothing is checked. */
function vehicleMove(token: TokenDocument.Implementation): VehicleMove | null {
  const vehicle = token.actor;
  const system = vehicle?.system;
  if (!vehicle || !(system instanceof VehicleData) || isSpaceScene(token.parent)) return null;
  const battle = battleOf(token);
  if (!battle) return null;
  const combatant = combatantOf(token, battle.combat);
  const record = combatant?.id ? recordNow(battle.combat, combatant.id) : null;
  const allowance = vehicleMoveAllowance({ vehicleType: system.vehicleType, baseSpeed: system.speed, counts: readMarkers(vehicle), turnedDegrees: record?.turned ?? 0 });
  return { allowance, spent: record?.inches ?? 0, fate: WRECK_FATE[system.vehicleType] };
}

/**
 * The vehicle sheet's "moved X of Y inches this turn" (view/vehicle-turn-view.ts): the GM's record
 * and the move left after turning, while the token fights in the battle; null otherwise.
 */
export function vehicleMoveThisTurn(token: TokenDocument.Implementation | null | undefined): { used: number; allowance: number } | null {
  const move = token ? vehicleMove(token) : null;
  return move ? { used: move.spent, allowance: move.allowance.allowance } : null;
}

/**
 * The rules' inches of a path of board points on the scene, leg by leg, at its ground scale: whole
 * inches, as the GM's record counts them (moved-tracking.ts). The check and the ruler both read it.
 */
export function inchesAlong(scene: Scene.Implementation | null, path: readonly { x: number; y: number }[]): number {
  return Math.round(pathLengthInSquares(path, scene?.grid?.size ?? 0) * boardScale(scene));
}

/** The rules' inches of the whole path the update asks for, from where the token stands. */
function inchesOfMove(token: TokenDocument.Implementation, changed: object, options: object): number {
  return inchesAlong(token.parent, plannedPath(token, changed, options));
}

/**
 * preUpdateToken: false refuses a player's move of a wreck, or one past the vehicle's move this
 * turn. The GM's move stands; past the move, the GM is told by how much.
 */
export function checkVehicleMove(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: object = {}): boolean {
  if (!movesOnBoard(changed)) return true;
  const move = vehicleMove(token);
  if (!move) return true;
  const vehicle = token.name ?? "";
  const inches = inchesOfMove(token, changed, options);
  const { allowance } = move.allowance;
  const within = withinVehicleMove(move.spent, inches, allowance);
  if (game.user?.isGM) {
    // where a wreck ends up is the GM's to place (6.15): no note for it
    if (!move.allowance.wrecked && !within) informCounted(`${KEY}gmPast`, move.spent + inches, { vehicle, allowance });
    return true;
  }
  if (move.allowance.wrecked) return refused(`${KEY}refused.${move.fate}`, { vehicle });
  if (within) return true;
  return refusedCounted(`${KEY}refused.pastAllowance`, allowance, { vehicle, used: move.spent + inches, allowance });
}

/**
 * updateToken, on the active GM's client: a player's move of a wreck, or one that took the vehicle
 * past its move this turn, is shown to the GM. Read before the record takes this move in.
 */
export function auditVehicleMove(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }, userId: string): void {
  if (!game.user?.isActiveGM || !movesOnBoard(changed)) return;
  const mover = game.users?.get(userId);
  if (!mover || mover.isGM) return;
  const move = vehicleMove(token);
  if (!move) return;
  const data = { vehicle: token.name ?? "", user: mover.name ?? "" };
  if (move.allowance.wrecked) return warn(`${KEY}audit.wrecked`, data);
  const inches = lastMoveInches(token);
  const { allowance } = move.allowance;
  if (!withinVehicleMove(move.spent, inches, allowance)) warnCounted(`${KEY}audit.pastAllowance`, move.spent + inches, { ...data, allowance });
}
