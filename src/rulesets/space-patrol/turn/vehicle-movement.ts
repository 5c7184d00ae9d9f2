/**
 * A wrecked vehicle on the board (Guide 6.15): it "can perform no functions during the battle" and
 * "ground vehicles stop moving, watercraft sink and aircraft plummet", so its speed is 0
 * (view/vehicle-turn-view.ts). While its token fights in the battle (turn/in-battle.ts), a player's
 * drag of it is refused on their client before it is written, with the reason, as a wrecked ship's is
 * (turn/space-movement.ts). The GM's moves pass: where a sinking boat or a falling aircraft ends up
 * is the Space Judge's to place. The active GM's client audits every move it sees and warns the GM
 * of a player's move of a wreck, so a client that skipped the check is still caught. Outside a
 * battle nothing is checked: 6.15's "no functions" holds "during the battle".
 *
 * The Guide gives a vehicle a move per turn too (its speed, less 10% a Damage and Failure Cascade
 * Marker, less a share for turning, 6.7, 6.15), but in the scene's ground scale (6.1 divides move
 * rates by 10 or 100 for vehicle battles), which no scene records; that allowance is not checked.
 */
import { refused, warn } from "../../../system/notify";
import { readMarkers } from "../../../system/markers/marker-store";
import { movesOnBoard } from "../../../system/board";
import { VehicleData } from "../models/craft-models";
import { vehicleMovementSection, WRECK_FATE } from "../view/vehicle-turn-view";
import { battleOf } from "./in-battle";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleMove.";

/** How the vehicle's wreck stopped (6.15), while its token fights in the battle; null when it may move. */
function wreckInBattle(token: TokenDocument.Implementation): "stops" | "sinks" | "plummets" | null {
  const vehicle = token.actor;
  const system = vehicle?.system;
  if (!vehicle || !(system instanceof VehicleData)) return null;
  if (!vehicleMovementSection(system.vehicleType, system.speed, readMarkers(vehicle)).wrecked) return null;
  return battleOf(token) ? WRECK_FATE[system.vehicleType] : null;
}

/** preUpdateToken: false refuses a player's move of a wrecked vehicle during the battle. */
export function checkVehicleMove(token: TokenDocument.Implementation, changed: Record<string, unknown>): boolean {
  if (!movesOnBoard(changed) || game.user?.isGM) return true;
  const fate = wreckInBattle(token);
  return fate ? refused(`${KEY}refused.${fate}`, { vehicle: token.name ?? "" }) : true;
}

/** updateToken, on the active GM's client: a player's move of a wrecked vehicle in the battle is shown to the GM. */
export function auditVehicleMove(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }, userId: string): void {
  if (!game.user?.isActiveGM || !movesOnBoard(changed)) return;
  const mover = game.users?.get(userId);
  if (!mover || mover.isGM || !wreckInBattle(token)) return;
  warn(`${KEY}audit.wrecked`, { vehicle: token.name ?? "", user: mover.name ?? "" });
}
