/**
 * Gallery samples of the PSI powers (Guide 2.3) and of vehicle repairs after the battle (6.15): each
 * power's dialog and card, and the repair dialog and card, built by the context functions the glue
 * uses from the pure rules with fixed dice. A hostile name appears in each, to prove it shown as text.
 */
import { cardSample, dialogSample, type Sample } from "./sample";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { probeTask, resolveSuggestion, suggestionDisadvantages, telepathyTask, viewingTask, type PsiOperator } from "../src/rulesets/space-patrol/rules/psionics";
import { attemptVehicleRepair } from "../src/rulesets/space-patrol/rules/vehicle-repair";
import { psiCardContext, psiDialogContext } from "../src/rulesets/space-patrol/view/psionics-view";
import { vehicleRepairCardContext, vehicleRepairDialogContext, vehicleRepairSection } from "../src/rulesets/space-patrol/view/vehicle-repair-view";

const card = (id: string, title: string, template: string, context: object): Sample => cardSample(id, title, `space-patrol/cards/${template}.hbs`, context);
const dialog = (id: string, title: string, template: string, context: object): Sample => dialogSample(id, title, `space-patrol/dialogs/${template}.hbs`, context);

const WHY = "STARSKIRMISH.SpacePatrol.Psi.why.";

function psiSamples(name: string): Sample[] {
  // Psi-Probe 2, a Psi-Amp +1, one Wound marker, against an unwilling guard who is not stunned
  const wounded: PsiOperator = { level: 2, psiAmp: 1, markerDisadvantages: 1 };
  const base = { operatorName: name, level: 2, psiAmp: 1, markerDisadvantages: 1 };
  // 17 + 2 + 1 = 20 against 12 + 2 x 4 = 20
  const probe = resolveTask(probeTask(wounded, { willing: false, stunned: false }), 17);
  // Psi-Suggestion 2 on a clerk (Will 1) and a captain (Will 4): 9 + 2 + 1 = 12 against 8 and 16
  const fresh: PsiOperator = { level: 2, psiAmp: 1, markerDisadvantages: 0 };
  const targets = [
    { name, will: 1, distance: 2 },
    { name: "Captain Drax", will: 4, distance: 3 },
  ];
  const suggested = resolveSuggestion(fresh, targets, 9);
  // Psi-Telepathy 1 over 70": 2 disadvantages; 12 + 1 + 1 = 14 against 16
  const telepathy = resolveTask(telepathyTask(fresh, 2), 12);
  // Psi-Viewing 3 with a Psi-Amp +2: 15 + 3 + 2 = 20 against 20
  const viewing = resolveTask(viewingTask({ level: 3, psiAmp: 2, markerDisadvantages: 0 }), 15);
  return [
    dialog("sp-psi-probe-dialog", "Psi-Probe dialog: target read from the board", "psionics", psiDialogContext({ ...base, power: "psiProbe", probe: { targetName: name, stunned: false } })),
    dialog(
      "sp-psi-suggestion-dialog",
      "Psi-Suggestion dialog: two targets measured on the board",
      "psionics",
      psiDialogContext({ ...base, power: "psiSuggestion", markerDisadvantages: 0, suggestion: { limit: 2, targets: [{ name, distance: 2, will: "1", disadvantages: 0 }, { name: "Captain Drax", distance: 3, will: "4", disadvantages: 2 }] } }),
    ),
    dialog("sp-psi-telepathy-dialog", "Psi-Telepathy dialog: no token targeted, distance in metres", "psionics", psiDialogContext({ ...base, power: "psiTelepathy", telepathy: null })),
    dialog("sp-psi-viewing-dialog", "Psi-Viewing dialog", "psionics", psiDialogContext({ ...base, power: "psiViewing", markerDisadvantages: 0 })),
    card("sp-psi-probe-card", "Psi-Probe card: unwilling target, wounded operator", "psionics", psiCardContext({ power: "psiProbe", operatorName: name, markerDisadvantages: 1, otherDisadvantages: 0, targets: [{ name, own: [{ label: `${WHY}unwilling`, count: 1 }], result: probe }] })),
    card(
      "sp-psi-suggestion-card",
      "Psi-Suggestion card: one die, each target by his Will",
      "psionics",
      psiCardContext({ power: "psiSuggestion", operatorName: name, markerDisadvantages: 0, otherDisadvantages: 0, targets: suggested.map((result, i) => ({ name: targets[i]?.name ?? "", own: [{ label: `${WHY}will`, count: suggestionDisadvantages(2, targets[i]?.will ?? 0) }], result })) }),
    ),
    card("sp-psi-telepathy-card", "Psi-Telepathy card: 70 inches away", "psionics", psiCardContext({ power: "psiTelepathy", operatorName: name, markerDisadvantages: 0, otherDisadvantages: 0, targets: [{ name: "Rana Okafor", own: [{ label: `${WHY}distance`, count: 2 }], result: telepathy }] })),
    card("sp-psi-viewing-card", "Psi-Viewing card: half an hour", "psionics", psiCardContext({ power: "psiViewing", operatorName: name, markerDisadvantages: 0, otherDisadvantages: 0, targets: [{ name: "", own: [], result: viewing }] })),
  ];
}

function repairSamples(name: string): Sample[] {
  const section = vehicleRepairSection({ "sp-vehicle-damage": 2, "sp-vehicle-failureCascade": 1 });
  const mechanics = [
    { value: "Actor.ko", label: "Driver Ko", mechanics: "1", mechKit: null, crew: true },
    { value: "Actor.wrench", label: name, mechanics: "2", mechKit: 2, crew: false },
  ];
  // 8 + Mechanics 2 + Mech Kit 2 = 12 against DT 12: one Damage Marker off in an hour
  const fixed = attemptVehicleRepair({ marker: "sp-vehicle-damage", mechanics: 2, mechKit: 2, markerDisadvantages: 0 }, 8);
  // Mechanics X, no kit, one Wound: 14 + 0 + 0 = 14 against 20 + 2 x 4 = 28, four hours spent
  const failed = attemptVehicleRepair({ marker: "sp-vehicle-failureCascade", mechanics: "X", mechKit: null, markerDisadvantages: 1 }, 14);
  return [
    dialog("sp-vehicle-repair-dialog", "Vehicle repair dialog: crew and own mechanics, two kinds of marker", "vehicle-repair", vehicleRepairDialogContext(name, mechanics, section)),
    card("sp-vehicle-repair-fixed", "Vehicle repair card: a Damage Marker removed", "vehicle-repair", vehicleRepairCardContext({ vehicleName: name, mechanicName: name, marker: "sp-vehicle-damage", result: fixed.result, hours: fixed.hours, hadKit: true, markerDisadvantages: 0, left: 1 })),
    card("sp-vehicle-repair-failed", "Vehicle repair card: a Failure Cascade left, untrained and without a kit", "vehicle-repair", vehicleRepairCardContext({ vehicleName: "Pirate Crawler", mechanicName: name, marker: "sp-vehicle-failureCascade", result: failed.result, hours: failed.hours, hadKit: false, markerDisadvantages: 1, left: 1 })),
  ];
}

export function spacePsiRepairSamples(hostileName: string): Sample[] {
  return [...psiSamples(hostileName), ...repairSamples(hostileName)];
}
