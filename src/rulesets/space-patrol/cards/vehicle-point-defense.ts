/**
 * The vehicle point defence cards (Guide 6.7): the reservation, and the interceptions of incoming
 * attacks. They record what was rolled and have no buttons, so they keep no payload.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const SP_VEHICLE_PD_RESERVED_CARD = defineCardKind({
  id: "spVehiclePdReserved",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/vehicle-pd-reserved.hbs",
});

export const SP_VEHICLE_SHOOT_DOWN_CARD = defineCardKind({
  id: "spVehicleShootDown",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/vehicle-shoot-down.hbs",
});
