/**
 * The vehicle turn card (Guide 6.7): the driver's Move and Action spent on turning, and the move
 * left. It records what was done and has no buttons, so it keeps no payload.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const VEHICLE_TURN_CARD = defineCardKind({
  id: "spVehicleTurn",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/vehicle-turn.hbs",
});
