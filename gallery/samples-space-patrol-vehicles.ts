/**
 * Gallery samples of vehicle manoeuvres at the table (Guide 6.7, 6.15): the turn dialog and card,
 * and the Plummet cards of a wrecked aircraft, built by the context functions the glue uses. A hostile name appears in each, to prove it shown
 * as text.
 */
import { cardSample, dialogSample, type Sample } from "./sample";
import { plummetCardContext, plummetChoiceContext, plummetCrashContext } from "../src/rulesets/space-patrol/view/plummet-card";
import { vehicleMovementSection, vehicleTurnCardContext, vehicleTurnDialogContext } from "../src/rulesets/space-patrol/view/vehicle-turn-view";

const card = (id: string, title: string, template: string, context: object): Sample => cardSample(id, title, `space-patrol/cards/${template}.hbs`, context);
const dialog = (id: string, title: string, template: string, context: object): Sample => dialogSample(id, title, `space-patrol/dialogs/${template}.hbs`, context);

function turnSamples(name: string): Sample[] {
  // sample figures: a wheeled vehicle of speed 20 with a Damage and a Failure Cascade Marker (16")
  const counts = { "sp-vehicle-damage": 1, "sp-vehicle-failureCascade": 1 };
  const section = vehicleMovementSection("wheeled", 20, counts);
  return [
    dialog("sp-vehicle-turn-dialog", "Vehicle turn dialog: degrees and direction, the driver and the cost", "vehicle-turn", vehicleTurnDialogContext(name, name, section)),
    // 135° is two quarters of 16": 8" left
    card("sp-vehicle-turn-card", "Vehicle turn card: wheeled, 135° left, two markers", "vehicle-turn", vehicleTurnCardContext({ vehicleName: name, driverName: name, vehicleType: "wheeled", baseSpeed: 20, counts, degrees: 135, direction: "left", tokensTurned: 1 })),
    card("sp-vehicle-turn-flyer", "Vehicle turn card: a flyer turns 180° for a quarter, token not the user's", "vehicle-turn", vehicleTurnCardContext({ vehicleName: "Sky Skiff", driverName: name, vehicleType: "flying", baseSpeed: 30, counts: {}, degrees: 180, direction: "right", tokensTurned: 0 })),
  ];
}

function plummetSamples(name: string): Sample[] {
  const crew = [
    { key: "ace", name, device: "parachute" as const },
    { key: "vex", name: "Gunner Vex", device: null },
    { key: "kade", name: "Kade", device: "flyingBelt" as const },
  ];
  return [
    card("sp-plummet-card", "Plummet card: a parachute, a flying belt and nothing", "plummet", plummetCardContext(name, crew)),
    card("sp-plummet-escaped", "Plummet choice: out with a parachute", "plummet-choice", plummetChoiceContext("Sky Skiff", name, { device: "parachute" })),
    card("sp-plummet-spent", "Plummet choice: a Space Hero Point spent", "plummet-choice", plummetChoiceContext("Sky Skiff", name, { left: 1 })),
    card("sp-plummet-crash", "Plummet crash: one saved, one killed", "plummet-crash", plummetCrashContext(name, [{ name, fate: "saved" }, { name: "Gunner Vex", fate: "killed" }])),
  ];
}

export function spaceVehicleSamples(hostileName: string): Sample[] {
  return [...turnSamples(hostileName), ...plummetSamples(hostileName)];
}
