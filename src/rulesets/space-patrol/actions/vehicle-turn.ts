/**
 * Turning a vehicle (Guide 6.7), from its sheet's Turn button: the driver's seat must be filled and
 * the vehicle not wrecked (6.15: it "can perform no functions"; the sheet's own decision,
 * view/wrecked-craft.ts, refuses a wreck as it leaves the button off); the user names the degrees and the
 * direction; the card says the turn takes the driver's Move and Action and how much of the move is
 * left of the speed after the vehicle's Damage and Failure Cascade Markers; the vehicle's tokens are
 * turned where this user may change them (a token is its actor's owners' to move). In a battle the
 * active GM's client records the turn from the token's change of rotation on the Combat, where no
 * player can undo it (turn/moved-tracking.ts), and the move check reads it from there; the rotation
 * is written in steps of at most half a circle so that record, counting each change the short way
 * round, adds up to the degrees named.
 */
import { vehicleDriver } from "../view/crew-context";
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { VehicleData } from "../models/craft-models";
import { VEHICLE_TURN_CARD } from "../cards/vehicle-turn";
import { isTurnDegrees, isTurnDirection, rotationAfterTurn, turnSteps, vehicleMovementSection, vehicleTurnCardContext, vehicleTurnDialogContext } from "../view/vehicle-turn-view";
import { askDialogInput } from "../../../system/form-dialog";
import { craftOffers } from "../view/wrecked-craft";
import { actorInBattle } from "../turn/in-battle";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleTurn.";

/** The sheet's Turn button. */
export async function turnVehicle(vehicle: Actor.Implementation): Promise<boolean> {
  const system = vehicle.system;
  if (!(system instanceof VehicleData)) return false;
  const counts = readMarkers(vehicle);
  // Guide 6.15: a wrecked vehicle performs no functions, so the sheet offers no Turn
  if (!craftOffers("vehicle", counts, actorInBattle(vehicle)).offer.turn) {
    warn(`${KEY}refused.wrecked`);
    return false;
  }
  // Guide 6.7: turning takes the driver's (or pilot's) Move and Action
  const uuid = vehicleDriver(system.crew);
  const driver = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
  if (!driver) {
    warn(`${KEY}refused.noDriver`);
    return false;
  }
  if (!vehicle.isOwner && !driver.isOwner) {
    warn(`${KEY}refused.notYours`);
    return false;
  }
  const section = vehicleMovementSection(system.vehicleType, system.speed, counts);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/vehicle-turn.hbs`, { ...vehicleTurnDialogContext(vehicle.name ?? "", driver.name ?? "", section) });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize(`${KEY}title`) },
    content,
    ok: { label: `${KEY}button` },
  });
  if (typeof raw !== "object" || raw === null) return false;
  const data = raw as Record<string, unknown>;
  const degrees = typeof data.degrees === "string" ? Number(data.degrees) : data.degrees;
  if (!isTurnDegrees(degrees)) {
    warn(`${KEY}refused.degrees`);
    return false;
  }
  const direction = isTurnDirection(data.direction) ? data.direction : "right";
  let tokensTurned = 0;
  for (const token of vehicle.getActiveTokens(false, true) as TokenDocument.Implementation[]) {
    // a token is its actor's owners' to change; others see the card and ask the GM
    if (!(token.actor ?? vehicle).isOwner) continue;
    // Guide 6.7: the GM's record of the rotation takes the turn's share off the move (moved-tracking.ts)
    for (const step of turnSteps(degrees)) await token.update({ rotation: rotationAfterTurn(token.rotation, step, direction) });
    tokensTurned += 1;
  }
  const context = vehicleTurnCardContext({ vehicleName: vehicle.name ?? "", driverName: driver.name ?? "", vehicleType: system.vehicleType, baseSpeed: system.speed, counts, degrees, direction, tokensTurned });
  await postCard(VEHICLE_TURN_CARD, { actor: vehicle, context });
  return true;
}
