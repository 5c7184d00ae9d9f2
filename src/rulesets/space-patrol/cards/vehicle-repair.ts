/**
 * The vehicle repair card (Guide 6.15): posted by the GM's client, which rolled the Mechanics task
 * and took the marker off itself, so it keeps no payload and has no buttons.
 */
import { defineCardKind } from "../../../system/cards/card-kind";

export const VEHICLE_REPAIR_CARD = defineCardKind({
  id: "spVehicleRepair",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/vehicle-repair.hbs",
});
