/**
 * Gallery samples of the Space Patrol! action-bar cards and dialogs: steady aim, hunker, reload,
 * second move, use device (injectors), battlefield medicine, Leadership rally, the morale prompt
 * and its rolled check, Crew Damage, and recovery after the fight (Guide 8.2-8.6), each built by the context functions the glue uses from
 * the pure rules with fixed dice. A hostile name appears in each, to prove it shown as text.
 */
import { cardSample, dialogSample, type Sample } from "./sample";
import { FixedDice } from "../src/core/seeded-dice";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { SP_MARKER } from "../src/rulesets/space-patrol/rules/markers";
import { attemptFieldCare, NEW_FIELD_CARE } from "../src/rulesets/space-patrol/rules/medicine";
import { movementAllowance, turnMovement } from "../src/rulesets/space-patrol/rules/movement";
import { moralePromptRows } from "../src/rulesets/space-patrol/rules/morale-prompt";
import { resolveSpacecraftCrewmanStatus, resolveVehicleCrewDamage } from "../src/rulesets/space-patrol/rules/crew-damage";
import { hunkerCardContext, reloadCardContext, secondMoveCardContext, steadyAimCardContext } from "../src/rulesets/space-patrol/view/action-card";
import { medicineCardContext, medicineDialogContext } from "../src/rulesets/space-patrol/view/medicine-card";
import { rallyCardContext, rallyRows } from "../src/rulesets/space-patrol/view/rally-card";
import { deviceCardContext, injectorEffect } from "../src/rulesets/space-patrol/view/device-card";
import { moralePromptContext, moraleResultContext } from "../src/rulesets/space-patrol/view/morale-card";
import { recoveryCardContext, recoveryDialogContext } from "../src/rulesets/space-patrol/view/recovery-card";
import { MIN_MED_BAY_CODE, workRecovery, type RecoveryInput } from "../src/rulesets/space-patrol/cards/recovery-derive";
import { crewDamagePromptContext, crewDamageResultContext, crewDamageRow } from "../src/rulesets/space-patrol/view/crew-damage-card";

const card = (id: string, title: string, template: string, context: object): Sample => cardSample(id, title, `space-patrol/cards/${template}.hbs`, context);
const dialog = (id: string, title: string, template: string, context: object): Sample => dialogSample(id, title, `space-patrol/dialogs/${template}.hbs`, context);

function actionCards(name: string): Sample[] {
  const allowance = movementAllowance({ athletics: 2, armourPenalty: 1, wounds: 1 });
  return [
    card("sp-steady-aim-card", "Steady aim card (vehicle gunner)", "action", steadyAimCardContext("Pirate Crawler", name)),
    card("sp-hunker-card", "Hunker card", "action", hunkerCardContext(name)),
    card("sp-reload-card", "Reload card (full turn)", "action", reloadCardContext("Cadet Ruiz", name, "fullTurn", 1)),
    card("sp-second-move-card", "Second move card (standing up)", "action", secondMoveCardContext(name, allowance, turnMovement({ allowance, secondMove: true, prone: true }))),
    dialog("sp-choose-dialog", "Choose a weapon or device", "choose-item", { choices: [{ value: "a", label: name }, { value: "b", label: "Laser Rifle" }] }),
  ];
}

function careCards(name: string): Sample[] {
  // two failures so far: DT 16 + 2 disadvantages = 24; 17 + Medicine 2 + kit 1 = 20 fails
  const before = { ...NEW_FIELD_CARE, mortalWoundFailures: 2 };
  const failed = attemptFieldCare(before, SP_MARKER.mortalWound, 1, { medicine: 2, medKit: 1 }, 17);
  const healed = attemptFieldCare(NEW_FIELD_CARE, SP_MARKER.stun, 1, { medicine: 2, medKit: 1 }, 9);
  const rally = resolveTask({ dt: 8, asset: 3 }, 9);
  const friends = [
    { key: "a", uuid: "Actor.a", name, distance: 2 },
    { key: "b", uuid: "Actor.b", name: "Cadet Ruiz", distance: 4 },
    { key: "c", uuid: "Actor.c", name: "Cadet Vos", distance: 6 },
  ];
  const bear = injectorEffect("spaceBear", { [SP_MARKER.wound]: 2 }, 2, 19);
  const krangor = injectorEffect("krangor", { [SP_MARKER.stun]: 1, [SP_MARKER.morale]: 1 }, 1, null);
  return [
    dialog("sp-medicine-dialog", "Medicine dialog", "medicine", medicineDialogContext(name, 1, [{ id: SP_MARKER.mortalWound, count: 1 }, { id: SP_MARKER.wound, count: 2 }], before)),
    card("sp-medicine-failed", "Medicine card: third Mortal Wound attempt fails", "medicine", medicineCardContext({ medicName: "Doc Hale", patientName: name, self: false, marker: SP_MARKER.mortalWound, before, outcome: failed, targetKey: "t-patient" })),
    card("sp-medicine-success", "Medicine card: Stun cleared on oneself", "medicine", medicineCardContext({ medicName: name, patientName: name, self: true, marker: SP_MARKER.stun, before: NEW_FIELD_CARE, outcome: healed, targetKey: "" })),
    card("sp-rally-card", "Rally card: one special success", "rally", rallyCardContext("Sergeant Kade", rally, rallyRows(friends, 2))),
    card("sp-device-bear", "Use device: Space Bear blinds on the day's second dose", "device", deviceCardContext({ userName: "Doc Hale", deviceName: "Space Bear Injector", patientName: name, injector: "spaceBear", effect: bear, dosesLeft: 0, targetKey: "t-patient" })),
    card("sp-device-krangor", "Use device: Krangor on oneself", "device", deviceCardContext({ userName: name, deviceName: "Krangor Injector", patientName: name, injector: "krangor", effect: krangor, dosesLeft: 1, targetKey: "" })),
  ];
}

function recoveryCards(name: string): Sample[] {
  const base: RecoveryInput = { treatment: "natural", mortalWounds: 0, failures: 1, medicine: 2, medBay: 0, careDi: 4 };
  // one Wound left to nature by a failed intervention, under DI 4 care: 10 days (Guide 8.2)
  const natural = workRecovery(base, []);
  // d20 5 + Medicine 2 + Med Bay 1 = 8 against DT 8, in 3 hours (Guide 8.3)
  const wound = workRecovery({ ...base, treatment: "woundIntervention", medBay: 1, failures: 0 }, [5, 3]);
  // d20 8 + Medicine 2 + Med Bay 1 = 11 against DT 12: death after 5 hours (Guide 8.3)
  const mortal = workRecovery({ ...base, treatment: "mortalIntervention", medBay: 1, failures: 0 }, [8, 5]);
  // d20 9 + Medicine 2 + Med Bay 1 = 12 against DT 12: revived, fit for duty after 2 days (Guide 8.4)
  const dead = { thanaticAfterMinutes: 4, hoursSinceDeath: 30, inStasis: true, destroyed: false, failures: 0 };
  const revived = workRecovery({ ...base, treatment: "revival", medBay: 1, failures: 0, revival: dead }, [9, 2]);
  // 12 + Medicine 2 + Med Bay 1 = 15 against DT 16: the next try after 5 days (Guide 8.5)
  const nbc = workRecovery({ ...base, treatment: "nbcTreatment", medBay: 1, failures: 0 }, [12]);
  // 13 + 2 + 1 = 16 in a DI 6 facility: restored in 10 days (Guide 8.6)
  const rebuilt = workRecovery({ ...base, treatment: "reconstruction", medBay: 1, careDi: 6, failures: 0 }, [13]);
  const cardOf = (w: ReturnType<typeof workRecovery>, medicName: string, medBay: number, targetKey: string) =>
    recoveryCardContext({ medicName, patientName: name, self: medicName === name, entry: w.data.recovery, result: w.result, halved: w.halved, medBay, targetKey });
  return [
    dialog("sp-recovery-dialog", "Recovery dialog: Wounds and a Mortal Wound", "recovery", recoveryDialogContext({ patientName: name, medicName: "Doc Hale", wounds: 2, mortalWounds: 1, failures: 1, minMedBay: MIN_MED_BAY_CODE })),
    dialog("sp-recovery-dialog-care", "Recovery dialog: only natural healing left", "recovery", recoveryDialogContext({ patientName: name, medicName: name, wounds: 1, mortalWounds: 0, failures: 1, minMedBay: MIN_MED_BAY_CODE })),
    dialog("sp-recovery-dialog-revival", "Recovery dialog: a dead man after a failed revival", "recovery", recoveryDialogContext({ patientName: name, medicName: "Doc Hale", wounds: 1, mortalWounds: 1, failures: 0, minMedBay: MIN_MED_BAY_CODE, dead: { canRevive: true, revivalFailures: 1 } })),
    card("sp-recovery-revived", "Recovery card: revived in a Med Bay", "recovery", cardOf(revived, "Doc Hale", 1, "t-patient")),
    card("sp-recovery-nbc", "Recovery card: nuclear Wound treatment fails", "recovery", cardOf(nbc, "Doc Hale", 1, "")),
    card("sp-recovery-rebuilt", "Recovery card: bodily reconstruction", "recovery", cardOf(rebuilt, "Doc Hale", 1, "")),
    card("sp-recovery-natural", "Recovery card: natural healing halved under care", "recovery", cardOf(natural, name, 0, "")),
    card("sp-recovery-wound", "Recovery card: Wound cleared in a Med Bay", "recovery", cardOf(wound, "Doc Hale", 1, "")),
    card("sp-recovery-mortal", "Recovery card: Mortal Wound intervention fails", "recovery", cardOf(mortal, "Doc Hale", 1, "t-patient")),
  ];
}

function moraleCards(name: string): Sample[] {
  const rows = moralePromptRows(["friendKilled", "leaderDown"], "enemies", [
    { key: "a", side: "enemies", distanceInches: 4, out: false },
    { key: "b", side: "enemies", distanceInches: 10, out: false },
  ]);
  const names = new Map([["a", name], ["b", "Pirate Lookout"]]);
  return [
    card("sp-morale-prompt", "Morale prompt: the pirate captain falls", "morale-prompt", moralePromptContext("Pirate Captain", ["friendKilled", "leaderDown"], rows, names)),
    card("sp-morale-result", "Morale check: shaken", "morale-result", moraleResultContext(name, "leaderDown", resolveTask({ dt: 20, asset: 2 }, 9))),
  ];
}

function crewCards(name: string): Sample[] {
  const gunner = resolveVehicleCrewDamage({ crewArmour: { hand: 0, bullets: 2, energy: 0 }, dice: new FixedDice([5, 5, 5]), current: {} });
  const pilot = resolveSpacecraftCrewmanStatus(new FixedDice([4, 4, 4]), {});
  const medic = resolveSpacecraftCrewmanStatus(new FixedDice([9, 9, 9]), {});
  return [
    card("sp-crew-damage-prompt", "Crew Damage prompt (vehicle)", "crew-damage", crewDamagePromptContext("Pirate Crawler", "vehicle", 1, ["Pirate Driver", name])),
    card("sp-crew-damage-vehicle", "Crew Damage rolled (vehicle)", "crew-damage", crewDamageResultContext({ craftName: "Pirate Crawler", kind: "vehicle", count: 1, rows: [crewDamageRow("cd0-0", name, gunner)] })),
    card(
      "sp-crew-damage-spacecraft",
      "Crew Damage rolled (spacecraft)",
      "crew-damage",
      crewDamageResultContext({ craftName: "Patrol Cutter", kind: "spacecraft", count: 1, rows: [crewDamageRow("cd0-0", "Pilot Ames", pilot), crewDamageRow("cd0-1", name, medic)], casualties: [3], unnamed: 1 }),
    ),
  ];
}

export function spaceCareSamples(hostileName: string): Sample[] {
  return [...actionCards(hostileName), ...careCards(hostileName), ...recoveryCards(hostileName), ...moraleCards(hostileName), ...crewCards(hostileName)];
}
