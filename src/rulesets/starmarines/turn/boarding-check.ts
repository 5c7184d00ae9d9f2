/**
 * Whether a soldier may board a vehicle (VIII-G), read from the board: the check before a player's
 * boarding move (turn/move-check.ts) and the GM's audit after it (turn/move-record.ts) ask the same
 * question, so a boarding the check refuses is one the audit reports.
 */
import { UnitData } from "../models/unit-model";
import { hexDistance, type Hex } from "../rules/hex-facing";
import { entryCost, type MoveCheck } from "../rules/movement";
import { mountProblem } from "../rules/transport";
import { hexOfToken } from "../actions/board-hexes";
import { passengersOf } from "../actions/transport";
import { boardOf, moverOf } from "./move-plan";
import { rodeIn } from "./unit-moves";

/**
 * The transport rule the boarding breaks, or null: `walk` is the soldier's move up to the vehicle,
 * ending next to it, in the phase of `turn`. The soldier, if already counted aboard, is not counted
 * against the capacity. Whether he stepped out this turn is the GM's record's to say (turn/unit-moves.ts
 * rodeIn), not his token's flag, which his owner could clear.
 */
export function boardingProblem(token: TokenDocument.Implementation, vehicle: TokenDocument.Implementation, walk: MoveCheck, turn: number): ReturnType<typeof mountProblem> {
  const scene = token.parent;
  const actor = token.actor;
  const unit = actor?.system;
  const carrier = vehicle.actor?.system;
  const vehicleHex: Hex | null = scene ? hexOfToken(vehicle, scene) : null;
  if (!scene || !actor || !(unit instanceof UnitData) || !(carrier instanceof UnitData) || !vehicleHex) return null;
  const board = boardOf(scene, token);
  return mountProblem({
    soldier: unit.kind === "soldier",
    vehicle: carrier.kind === "vehicle",
    friendly: vehicle.disposition === token.disposition,
    adjacent: hexDistance(walk.end, vehicleHex) === 1,
    canEnterHex: entryCost(moverOf(actor, unit), { ...board, units: [] }, walk.end, vehicleHex) !== null,
    unitsLeft: Math.max(0, walk.allowance - walk.spent),
    dismountedThisTurn: rodeIn(token, "dismounted", turn),
    aboard: passengersOf(vehicle).filter((p) => p.id !== token.id).length,
    capacity: carrier.capacity,
  });
}
