/**
 * Gallery samples of vehicle manoeuvres at the table (Guide 6.7, 6.15): the turn dialog and card,
 * the Plummet cards of a wrecked aircraft, vehicle point defence, and the zero-G move check (6.10), built by the context functions the glue uses. A hostile name appears in each, to prove it shown
 * as text.
 */
import { cardSample, dialogSample, type Sample } from "./sample";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { zeroGMoveTask } from "../src/rulesets/space-patrol/rules/zero-g-move";
import { zeroGMoveCardContext } from "../src/rulesets/space-patrol/view/zero-g-move-card";
import { resolveVehiclePointDefense } from "../src/rulesets/space-patrol/rules/overwatch";
import { pointDefenseReservedContext, shootDownCardContext, shootDownDialogContext } from "../src/rulesets/space-patrol/view/vehicle-point-defense-view";
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
    { key: "kade", name: "Kade", device: "flyingBelt" as const, npc: true },
  ];
  return [
    card("sp-plummet-card", "Plummet card: a parachute, a flying belt and nothing", "plummet", plummetCardContext("Sky Skiff", crew)),
    card("sp-plummet-escaped", "Plummet choice: out with a parachute", "plummet-choice", plummetChoiceContext("Sky Skiff", name, { device: "parachute" })),
    card("sp-plummet-spent", "Plummet choice: a Space Hero Point spent", "plummet-choice", plummetChoiceContext("Sky Skiff", name, { left: 1 })),
    card("sp-plummet-crash", "Plummet crash: one saved, one killed", "plummet-crash", plummetCrashContext("Sky Skiff", [{ name, fate: "saved" }, { name: "Gunner Vex", fate: "killed" }])),
  ];
}

function pointDefenseSamples(name: string): Sample[] {
  // sample figures: a module weapon of 4 targets, 2 rounds a turn and +2
  const gun = { id: "pdGun", name, module: true, targets: 4, ammoPerTurn: 2, bonus: 2 };
  // 10 + 2 = 12 defeats, 9 + 2 = 11 gets through, 15 + 2 = 17 defeats
  const { tasks } = resolveVehiclePointDefense({ weaponTargets: 4, weaponBonus: 2, d20s: [10, 9, 15] });
  return [
    card("sp-vehicle-pd-reserved", "Point defence reserved: the gunner's Over-Watch", "vehicle-pd-reserved", pointDefenseReservedContext(name, name, gun)),
    dialog("sp-vehicle-shoot-down-dialog", "Shoot down dialog: how many incoming attacks, and what", "vehicle-shoot-down", shootDownDialogContext(name, gun, 4)),
    card("sp-vehicle-shoot-down-card", "Shoot down card: two of three rockets defeated", "vehicle-shoot-down", shootDownCardContext({ vehicleName: name, gunnerName: name, weaponName: name, kind: "rocket", tasks, shotsLeft: 1, ammoUsed: 4 })),
  ];
}

function zeroGMoveSamples(name: string): Sample[] {
  // EVA 1 and one Wound: 10 + 1 = 11 against 12 + 4, he drifts; EVA 2: 10 + 2 = 12, he gets there;
  // EVA X and two Wounds: 18 against 12 + 12, three disadvantages of two causes (6.14, SP-7)
  const drift = resolveTask(zeroGMoveTask(1, 1), 10);
  const made = resolveTask(zeroGMoveTask(2, 0), 10);
  const untrained = resolveTask(zeroGMoveTask("X", 2), 18);
  return [
    card("sp-zero-g-move-drift", "Zero-G move card: a failed EVA check, the move undone; the DT line every card uses (SP-5)", "zero-g-move", zeroGMoveCardContext({ actorName: name, level: "1", markerDisadvantages: 1, result: drift, undone: true })),
    card("sp-zero-g-move-made", "Zero-G move card: a passed EVA check", "zero-g-move", zeroGMoveCardContext({ actorName: name, level: "2", markerDisadvantages: 0, result: made, undone: false })),
    card("sp-zero-g-move-untrained", "Zero-G move card: EVA at X and two Wounds, the DT's two causes named (6.14, SP-5, SP-7)", "zero-g-move", zeroGMoveCardContext({ actorName: name, level: "X", markerDisadvantages: 2, result: untrained, undone: false })),
  ];
}

export function spaceVehicleSamples(hostileName: string): Sample[] {
  return [...turnSamples(hostileName), ...plummetSamples(hostileName), ...pointDefenseSamples(hostileName), ...zeroGMoveSamples(hostileName)];
}
