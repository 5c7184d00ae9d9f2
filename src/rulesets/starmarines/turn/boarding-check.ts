/**
 * Whether a soldier may board a vehicle, or step out of one into a given hex (VIII-G), read from the
 * board: the check before a player's move (turn/move-check.ts) and the GM's audit after it
 * (turn/move-record.ts) ask the same questions here, so a boarding or a stepping out the check
 * refuses is one the audit reports.
 */
import { UnitData } from "../models/unit-model";
import { hexDistance, sameHex, type Hex } from "../rules/hex-facing";
import { entryCost, type MoveCheck } from "../rules/movement";
import { dismountProblem, mountProblem, type DismountProblem } from "../rules/transport";
import { hexOfToken } from "../actions/board-hexes";
import { passengersOf } from "../actions/transport";
import { boardOf, moverOf } from "./move-plan";
import { rodeIn } from "./unit-moves";

/**
 * The transport rule the boarding breaks, or null: `walk` is the soldier's move up to the vehicle,
 * ending next to it, in the phase of `turn`. The soldier, if already counted aboard, is not counted
 * against the capacity. Whether it stepped out this turn is the GM's record's to say (turn/unit-moves.ts
 * rodeIn), not its token's flag, which its owner could clear.
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

/** A soldier's step out of its vehicle, as the check and the audit read it. */
export interface StepOut {
  /** The hex it steps out of: the vehicle's, where its token stood. */
  readonly from: Hex;
  /** The hex next to it the soldier steps into. */
  readonly out: Hex;
  /** Move units it has left before stepping out, of its allowance this phase. */
  readonly unitsLeft: number;
  /** The turn it is. */
  readonly turn: number;
}

/**
 * VIII-G: the transport rule the step out breaks, or null: not in the turn it boarded (the GM's
 * record says, turn/unit-moves.ts rodeIn), with the 1 move unit it costs left, into a hex it is
 * capable of entering (terrain, X) where no unit stands (VIII-C: one unit to a hex; an airborne
 * soldier in the air, or a friendly wounded soldier, leaves room).
 */
export function stepOutProblem(token: TokenDocument.Implementation, step: StepOut): DismountProblem | null {
  const scene = token.parent;
  const actor = token.actor;
  const unit = actor?.system;
  if (!scene || !actor || !(unit instanceof UnitData)) return null;
  const board = boardOf(scene, token);
  const taken = board.units.some((u) => sameHex(u.hex, step.out) && !u.airborneFlying && !(u.friendly && u.kind === "soldier" && u.wounded));
  return dismountProblem({
    mountedThisTurn: rodeIn(token, "boarded", step.turn),
    unitsLeft: Math.max(0, step.unitsLeft),
    canEnterHex: !taken && entryCost(moverOf(actor, unit), board, step.from, step.out) !== null,
  });
}
