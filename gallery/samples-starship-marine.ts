/**
 * Starship Marine's gallery samples: a wounded Veteran Marine's profile sheet with a hostile name,
 * and a clanker's, which has no fire line and no wound box (robots are never wounded).
 */
import { HOSTILE_NAME, galleryRichText, type GalleryContext, type Sample } from "./samples";
import { specRows } from "../src/system/sheets/spec-fields";
import { GEAR_SCHEMA } from "../src/rulesets/starship-marine/data/gear-schema";
import { markerRows } from "../src/system/sheets/marker-context";
import { figureProfile } from "../src/rulesets/starship-marine/view/figure-profile";
import { TROOP_TYPE_IDS, type TroopTypeId } from "../src/rulesets/starship-marine/data/troop-types";
import type { ExperienceClass } from "../src/rulesets/starship-marine/rules/experience";
import { RANKS, type Rank } from "../src/rulesets/starship-marine/rules/command";
import { cardSample, dialogSample, sheetTabs } from "./sample";
import { SSM_FIGURE_TABS, type SsmFigureTab } from "../src/rulesets/starship-marine/view/figure-tabs";
import { resolveFire } from "../src/rulesets/starship-marine/rules/fire";
import { fireCardContext } from "../src/rulesets/starship-marine/view/fire-card";
import { moraleCardContext, moraleDialogContext } from "../src/rulesets/starship-marine/view/morale-card";
import { resolveIndividualMorale } from "../src/rulesets/starship-marine/rules/individual-morale";
import { resolveHandToHand } from "../src/rulesets/starship-marine/rules/hand-to-hand";
import { handToHandCardContext } from "../src/rulesets/starship-marine/view/hand-to-hand-card";
import { blastVictims, grenadeCardContext } from "../src/rulesets/starship-marine/view/grenade-card";
import { sideMoraleCardContext } from "../src/rulesets/starship-marine/view/side-morale-card";
import { surrenderCardContext } from "../src/rulesets/starship-marine/view/surrender";
import { resolveShipMorale } from "../src/rulesets/starship-marine/rules/ship-morale";
import { resolveAttackerMorale } from "../src/rulesets/starship-marine/rules/attacker-morale";
import { orderOfFireView } from "../src/rulesets/starship-marine/view/order-of-fire";
import { sidesPanel, sidesPanelContext, type SideFigure } from "../src/rulesets/starship-marine/view/sides-panel";
import { START_SIDE_STATE, type SideState } from "../src/rulesets/starship-marine/view/side-state";
import { ssmMoveSequence } from "../src/rulesets/starship-marine/rules/sequence";
import { turnBannerView } from "../src/core/turn/index";
import { squadRecordView } from "../src/rulesets/starship-marine/view/squad-record";
import { casevacCapacity } from "../src/rulesets/starship-marine/view/casevac";
import { markerGroupOf } from "../src/core/marker-group";
import { powerCardContext, powerView } from "../src/rulesets/starship-marine/view/power";
import { robotDamageCardContext } from "../src/rulesets/starship-marine/view/robot-hits";
import { doorAttackCardContext, doorRollCardContext } from "../src/rulesets/starship-marine/view/door-card";
import { FIGURE_SCHEMA } from "../src/rulesets/starship-marine/data/figure-schema";

/** Sample notes, as a user writes them in the rich-text editor. */
const NOTES = "<p>Sample notes: <b>held back</b> as the reserve.</p>";

/**
 * A figure's sheet. `keptNow`: as a player sees their own figure while it fights, the markers the
 * GM keeps in a battle locked (system/markers/kept-markers.ts).
 */
function figureSample(ctx: GalleryContext, id: string, title: string, name: string, system: { troopType: TroopTypeId; experience: ExperienceClass; wounded: boolean; actions: number; rank: Rank }, tab: SsmFigureTab = "figure", keptNow = false): Sample {
  return {
    id,
    title,
    kind: "sheet",
    template: "starship-marine/sheets/figure.hbs",
    classes: "application sheet starskirmish actor starship-marine ssm-figure",
    context: {
      actor: { name, img: "icons/svg/mystery-man.svg" },
      system: { ...system, notes: "" },
      rich: galleryRichText(FIGURE_SCHEMA, { notes: NOTES }),
      tabs: sheetTabs(SSM_FIGURE_TABS, "STARSKIRMISH.StarshipMarine.Tab", tab),
      // 4.6: a Marine fighting wounded carries the Wounded marker with the box; a robot shows its damage
      markers: markerRows(ctx.def.markers, system.wounded ? { "ssm-wounded": 1 } : system.troopType === "clanker" ? { "ssm-robotDamage": 1 } : {}, markerGroupOf(ctx.def.documentTypes.find((t) => t.type === "ssmFigure"), system), keptNow),
      markersKept: keptNow,
      controlling: false,
      editable: true,
      owner: true,
      troopTypes: TROOP_TYPE_IDS.map((value) => ({ value, label: `STARSKIRMISH.Field.Choice.${value}` })),
      ranks: RANKS.map((value) => ({ value, label: `STARSKIRMISH.Field.Choice.${value}` })),
      profile: figureProfile(system),
      gear: system.troopType === "clanker" ? [] : [{ id: "g1", name: "ECM pack", img: "icons/svg/item-bag.svg", deploys: "" }, { id: "g2", name: "SpaceFoam", img: "icons/svg/item-bag.svg", deploys: "spaceFoam" }],
      hasBarrierGear: system.troopType !== "clanker",
      casevac: casevacCapacity(system.troopType),
    },
  };
}

/** A Seasoned Marine's SCA III at 12 cm on a bunched crewman: 4 needed, a 7 + 1 + 1 = 9 is two hits, the second on the next figure targeted (SSM-2, SSM-17). */
function fireCard(): Sample {
  const target = { armoured: false, partiallyConcealed: false, disappearing: false, nonTactical: false, bunched: true, ecm: false, wounded: false, veteranMarine: false };
  const result = resolveFire({ weapon: "scaIII", rangeCm: 12, firer: { marine: true, experience: "seasoned", wounded: false }, target }, 7);
  return cardSample("ssm-fire-card", "Starship Marine fire card: two hits from a bunched target", "starship-marine/cards/fire.hbs", { ...fireCardContext({ firerName: HOSTILE_NAME, targetName: "Pirate", weapon: "scaIII", rangeCm: 12, armoured: target.armoured, result, targetKey: "t1", extraTargets: [{ key: "t2", name: "Crewman Ito" }] }), moralePrompt: { name: "Pirate", actorUuid: "Actor.pirate" } });
}

/** A crewman who sees two friends fall under close fire: 3 - 2 - 1 = 0, duck back (3.14, SSM-13). */
function moraleCard(): Sample {
  const situation = { friendlyCasualtiesInSight: 2, enemyCasualtiesInSight: 0, underCloseFire: true, friendlyMarinesNear: false, friendlyCombatRobotsNear: false, defenderShipPoor: false, officerLeading: false, outnumbered: false };
  const r = resolveIndividualMorale({ kind: "crewman", marine: false, experience: "experienced" }, situation, 3);
  return cardSample("ssm-morale-card", "Starship Marine individual morale: duck back", "starship-marine/cards/morale.hbs", moraleCardContext({ name: HOSTILE_NAME, trigger: "advanceUnderFire", die: 3, factors: r.factors, score: r.score, result: r.result, targetKey: "t1" }));
}

/** A crewman's 9 beats a Marine's 5 + 3 = 8 (3.15): the Marine is the casualty. */
function handToHandCard(): Sample {
  const a = { name: HOSTILE_NAME, key: "a", fighter: { kind: "marine" as const, unarmed: false, veteran: false, enemiesTouching: 1 }, face: 5 };
  const b = { name: "Pirate", key: "b", fighter: { kind: "crew" as const, unarmed: false, veteran: false, enemiesTouching: 1 }, face: 9 };
  return cardSample("ssm-hth-card", "Starship Marine hand to hand: the crewman wins", "starship-marine/cards/hand-to-hand.hbs", handToHandCardContext(a, b, resolveHandToHand(a.fighter, b.fighter, [5, 9])));
}

/** A novice's normal throw at 30 cm (a 3, -1 for a novice, 4.7: 2 against 3+): the crewman's 7 is hit, the Marine cannot be (3.6). */
function grenadeCard(): Sample {
  return cardSample("ssm-grenade-card", "Starship Marine grenade: a novice's normal throw", "starship-marine/cards/grenade.hbs", grenadeCardContext({
    throwerName: HOSTILE_NAME,
    rangeCm: 30,
    inSight: true,
    roll: 2,
    face: 3,
    needed: 3,
    good: false,
    victims: [
      { key: "a", name: "Pirate", score: 7, needed: 6, hit: true },
      { key: "b", name: "Marine Sgt Kell", score: 9, needed: null, hit: false },
    ],
  }));
}

/** A missile at 30 cm spotted by a Veteran: 5 needed, 4 + 1 hits (3.10, SSM-27). */
function apgwCard(): Sample {
  const target = { armoured: false, partiallyConcealed: false, disappearing: false, nonTactical: false, bunched: false, ecm: false, wounded: false, veteranMarine: false };
  const result = resolveFire({ weapon: "closeSupportApgw", rangeCm: 30, firer: { marine: true, experience: "veteran", wounded: false }, target }, 4);
  const context = { ...fireCardContext({ firerName: "CSR 1", targetName: "Pirate", weapon: "closeSupportApgw", rangeCm: 30, armoured: target.armoured, result, targetKey: "t1" }), spotterName: HOSTILE_NAME };
  return cardSample("ssm-apgw-card", "Starship Marine guided weapon card: spotted by a Veteran", "starship-marine/cards/fire.hbs", context);
}

/** The ship down to 9 of 20 with Main Control lost: 3 - 2 - 1 = 0, demoralised (3.12, SSM-4). */
function shipMoraleCard(): Sample {
  const r = resolveShipMorale({ startStrength: 20, strength: 9, controlRoomsLost: 1 }, 3)!;
  return cardSample("ssm-ship-morale-card", "Starship Marine ship morale: demoralised", "starship-marine/cards/ship-morale.hbs", sideMoraleCardContext({ side: "ship", die: 3, factors: r.factors, score: r.score, result: r.result }));
}

/** Attackers at 40% with no room taken, still near the entry: 5 - 1 - 1 - 2 = 1, withdraw (3.13). */
function attackerMoraleCard(): Sample {
  const r = resolveAttackerMorale({ startStrength: 20, strength: 8, withinEntryDistance: true, controlRoomsCaptured: 0 }, 5)!;
  return cardSample("ssm-attacker-morale-card", "Starship Marine attacker morale: withdraw", "starship-marine/cards/attacker-morale.hbs", sideMoraleCardContext({ side: "attackers", die: 5, factors: r.factors, score: r.score, result: r.result }));
}

const trackerClasses = "application sidebar-tab combat-sidebar";

const doorStates = (current: string) => ["closed", "open", "locked"].map((value) => ({ value, label: `STARSKIRMISH.StarshipMarine.DoorControl.state.${value}`, selected: value === current }));

/** The side panel at step i for the GM: the ship below 60% with Main Control lost, a test due (3.12). */
function sidesSample(): Sample {
  const state: SideState = { ...START_SIDE_STATE, start: { ship: 20, attackers: 16 }, rooms: { main: "attackers", power: "ship" }, entries: [{ x: 0, y: 0 }] };
  const fig = (side: SideFigure["side"], troopType: SideFigure["troopType"], down: boolean, entryDistanceCm: number | null = null): SideFigure => ({ side, troopType, markers: down ? { "ssm-casualty": 1 } : {}, entryDistanceCm });
  const figures = [
    ...Array.from({ length: 10 }, (_, i) => fig("ship", "crewman", i < 6)),
    fig("ship", "shipsOfficer", false),
    fig("ship", "shipsOfficer", true),
    fig("ship", "marineScaII", false),
    fig("ship", "marineScaII", true),
    ...Array.from({ length: 8 }, (_, i) => fig("attackers", "marineScaII", i < 3, 24 + i * 3)),
  ];
  return { id: "ssm-sides", title: "Starship Marine side panel in the tracker (GM, Step I)", kind: "dialog", template: "starship-marine/turn/sides.hbs", classes: trackerClasses, context: sidesPanelContext(sidesPanel(state, figures), state, { gm: true, step: "i" }) };
}

/** The side panel at step a for the GM: Main Control lost, the door systems switched off from Power Control (3.11). */
function sidesAtStepA(): Sample {
  const powerOff = { doors: true, robots: false };
  const state: SideState = { ...START_SIDE_STATE, start: { ship: 6, attackers: 4 }, rooms: { main: "attackers", power: "ship" }, powerOff };
  const figures: SideFigure[] = [
    { side: "ship", troopType: "crewman", markers: {}, entryDistanceCm: null },
    { side: "ship", troopType: "combatRobot", markers: {}, entryDistanceCm: null },
    { side: "attackers", troopType: "marineScaII", markers: {}, entryDistanceCm: 30 },
  ];
  const context = {
    ...sidesPanelContext(sidesPanel(state, figures), state, { gm: true, step: "a" }),
    robotSwitch: { holderLabel: "STARSKIRMISH.StarshipMarine.Sides.heldByAttackers" },
    powerSwitch: { holderLabel: "STARSKIRMISH.StarshipMarine.Sides.heldByShip" },
    power: powerView(powerOff),
  };
  return { id: "ssm-sides-step-a", title: "Starship Marine side panel at Step A (GM): robots from Main Control, power from Power Control", kind: "dialog", template: "starship-marine/turn/sides.hbs", classes: trackerClasses, context };
}

/** The order of fire at step e: a stationary Veteran, Marines and a robot, crew, then those who moved (3.4). */
function orderOfFireSample(): Sample {
  const f = (name: string, troopType: TroopTypeId, experience = "experienced", moved = false) => ({ name, troopType, experience, wounded: false, markers: moved ? { "ssm-moved": 1 } : {} });
  const slots = orderOfFireView([f(HOSTILE_NAME, "marineScaII", "veteran"), f("Cpl Adebayo", "marineScaIII", "seasoned"), f("Robot 4", "combatRobot"), f("Crewman Ito", "crewman"), f("Pte Okafor", "marineScaII", "experienced", true), f("Officer Lund", "shipsOfficer", "experienced", true)]);
  return { id: "ssm-order-of-fire", title: "Starship Marine order of fire in the tracker (Step E)", kind: "dialog", template: "starship-marine/turn/order-of-fire.hbs", classes: trackerClasses, context: { slots } };
}

/** The door charge from the armoury compendium, on the field-drawn item sheet (3.8, 3.9). */
function gearSheet(ctx: GalleryContext): Sample {
  const doc = ctx.readPack("ssm-gear/door-charge.yml");
  return {
    id: "ssm-gear",
    title: "Starship Marine gear: the door charge (field-drawn item sheet)",
    kind: "sheet",
    template: "shared/spec-item-sheet.hbs",
    classes: "application sheet starskirmish item spec-sheet",
    context: { item: { name: doc.name, img: "icons/svg/explosion.svg" }, ruleSetLabel: ctx.def.label, rows: specRows(GEAR_SCHEMA, doc.system, "system", "STARSKIRMISH.Field"), rich: galleryRichText(GEAR_SCHEMA, doc.system), editable: true },
  };
}

export function samples(ctx: GalleryContext): Sample[] {
  return [
    gearSheet(ctx),
    {
      id: "ssm-turn",
      title: "Starship Marine move banner in the tracker (Step E)",
      kind: "dialog",
      template: "shared/turn-banner.hbs",
      classes: trackerClasses,
      context: { ...turnBannerView(ssmMoveSequence(false), { turn: 3, phase: "e" }), gm: true, cssClass: "starship-marine", initiative: null, initiativeDue: false },
    },
    orderOfFireSample(),
    {
      id: "ssm-squad-record",
      title: "Starship Marine squad record on its tracker row (GM): two Marines down, door charges over, grenades short, pallets on one TRUC and by hand",
      kind: "dialog",
      template: "starship-marine/turn/squad-record.hbs",
      classes: trackerClasses,
      context: { ...squadRecordView({ grenades: 20, doorCharges: 18, pallets: { grenades: 1, doorCharges: 0, apgwMissiles: 2, superCharges: 0 }, opened: { grenades: 0, doorCharges: 5 } }, { humans: 7, marines: 7 }, true, { environment: "zeroG", trucs: 1 }), kept: true },
    },
    {
      id: "ssm-morale-step",
      title: "Starship Marine Step K: who still owes the first-under-fire morale test (3.14)",
      kind: "dialog",
      template: "starship-marine/turn/morale-step.hbs",
      classes: trackerClasses,
      context: { due: [{ name: HOSTILE_NAME, actorUuid: "Actor.a", mine: true }, { name: "Pte Okafor (out of command)", actorUuid: "Actor.b", mine: false }] },
    },
    {
      id: "ssm-doors-step",
      title: "Starship Marine doors to roll for at Step H (GM)",
      kind: "dialog",
      template: "starship-marine/turn/doors.hbs",
      classes: trackerClasses,
      context: {
        gm: true,
        doors: [
          { number: 1, by: `${HOSTILE_NAME}, Pte Okafor`, points: 3, at: { scene: "deck1", x: 1250, y: 600 } },
          { number: 2, by: "Cpl Adebayo", points: 9, at: { scene: "deck1", x: 400, y: 875 } },
        ],
      },
    },
    dialogSample("ssm-door-control-dialog", "Starship Marine doors set from a control room", "starship-marine/dialogs/door-control.hbs", {
      doors: [
        { id: "a", label: "Airlock (point of entry) – Crew quarters", states: doorStates("closed") },
        { id: "b", label: HOSTILE_NAME, states: doorStates("open") },
        { id: "c", label: "Power Control", states: doorStates("locked") },
      ],
    }),
    cardSample("ssm-door-control-card", "Starship Marine doors set from Main Control", "starship-marine/cards/door-control.hbs", {
      name: HOSTILE_NAME,
      room: "STARSKIRMISH.StarshipMarine.Sides.room.main",
      changed: [{ label: "Galley", stateLabel: "STARSKIRMISH.StarshipMarine.DoorControl.state.locked" }, { label: "Cargo hold", stateLabel: "STARSKIRMISH.StarshipMarine.DoorControl.state.open" }],
    }),
    cardSample("ssm-barrier-card", "Starship Marine WirePod set off in 1 g: its deploy roll", "starship-marine/cards/barrier.hbs", { name: HOSTILE_NAME, kindLabel: "STARSKIRMISH.Field.Choice.wirePod", noteLabel: "STARSKIRMISH.StarshipMarine.Barrier.setOff", die: 4 }),
    cardSample("ssm-supercharge-card", "Starship Marine SuperCharge blast: everyone within 5 cm", "starship-marine/cards/supercharge.hbs", {
      placerName: HOSTILE_NAME,
      victims: blastVictims([
        { key: "a", name: "Crewman Ito", score: 4, needed: 4, hit: true },
        { key: "b", name: "Sgt Kell", score: 3, needed: 9, hit: false },
      ]),
    }),
    cardSample("ssm-door-roll-card", "Starship Marine door rolls at Step H: one destroyed, one holds", "starship-marine/cards/door-roll.hbs", doorRollCardContext(3, [
      { at: { sceneId: "deck1", x: 1250, y: 600 }, by: [HOSTILE_NAME, "Pte Okafor"], points: 3, die: 0, destroyed: true },
      { at: { sceneId: "deck1", x: 400, y: 875 }, by: ["Crewman Ito"], points: 1, die: 7, destroyed: false },
    ])),
    cardSample("ssm-door-attack-card", "Starship Marine door attack: a door charge placed", "starship-marine/cards/door-attack.hbs", doorAttackCardContext({ name: HOSTILE_NAME, act: "placeCharge", attack: null, attackPoints: null, movePoints: 0, move: 2, readyMove: 3 })),
    cardSample("ssm-door-fire-card", "Starship Marine door attack: SCA III fire", "starship-marine/cards/door-attack.hbs", doorAttackCardContext({ name: "Sgt Kell", act: "fire", attack: "scaIII", attackPoints: 2, movePoints: 3, move: 2, readyMove: null, at: { sceneId: "deck1", x: 1250, y: 600 } })),
    sidesSample(),
    sidesAtStepA(),
    shipMoraleCard(),
    cardSample("ssm-power-card", "Starship Marine: Power Control switches the robots' power off", "starship-marine/cards/power-switch.hbs", powerCardContext({ system: "robots", off: true, names: [HOSTILE_NAME, "Robot 7"], holder: "ship" })),
    cardSample("ssm-robot-switch-card", "Starship Marine: Main Control switches the ship's robots off", "starship-marine/cards/robot-switch.hbs", { off: true, names: [HOSTILE_NAME, "Robot 7"], holderLabel: "STARSKIRMISH.StarshipMarine.Sides.heldByAttackers" }),
    dialogSample("ssm-surrender-dialog", "Starship Marine surrender: who is with the commanding officer", "starship-marine/dialogs/surrender.hbs", { crew: [{ id: "a", name: HOSTILE_NAME }, { id: "b", name: "Cook" }, { id: "c", name: "Gunner" }] }),
    cardSample(
      "ssm-surrender-card",
      "Starship Marine surrender card",
      "starship-marine/cards/surrender.hbs",
      surrenderCardContext([
        { name: HOSTILE_NAME, outcome: "surrenders", die: null },
        { name: "Cook", outcome: "fightsOn", die: 6 },
        { name: "Gunner", outcome: "surrenders", die: 3 },
        { name: "Robot 7", outcome: "switchedOff", die: null },
      ]),
    ),
    attackerMoraleCard(),
    cardSample("ssm-robot-damage-card", "Starship Marine robot damage: immobilised", "starship-marine/cards/robot-damage.hbs", robotDamageCardContext(HOSTILE_NAME, 4, "immobilised")),
    grenadeCard(),
    dialogSample("ssm-grenade-dialog", "Starship Marine grenade dialog", "starship-marine/dialogs/grenade.hbs", { pointName: HOSTILE_NAME, rangeCm: 12.5 }),
    handToHandCard(),
    dialogSample("ssm-hth-dialog", "Starship Marine hand-to-hand dialog", "starship-marine/dialogs/hand-to-hand.hbs", { ownName: HOSTILE_NAME, foeName: "Pirate" }),
    fireCard(),
    moraleCard(),
    dialogSample("ssm-morale-dialog", "Starship Marine individual morale dialog (ship morale Poor)", "starship-marine/dialogs/morale.hbs", moraleDialogContext(true)),
    dialogSample("ssm-fire-dialog", "Starship Marine guided weapon dialog: spotter, route and ECM", "starship-marine/dialogs/fire.hbs", {
      targetName: HOSTILE_NAME,
      rangeCm: 37.5,
      weaponLabel: "STARSKIRMISH.StarshipMarine.Weapon.closeSupportApgw",
      apgw: true,
      spotters: [{ id: "a", name: HOSTILE_NAME }, { id: "b", name: "Pte Okafor" }],
      nonTactical: true,
      ecmFromBoard: true,
    }),
    dialogSample("ssm-sca-dialog", "Starship Marine fire dialog: SCA", "starship-marine/dialogs/fire.hbs", { targetName: "Pirate", rangeCm: 12.5, weaponLabel: "STARSKIRMISH.StarshipMarine.Weapon.scaII", nonTactical: false }),
    apgwCard(),
    figureSample(ctx, "ssm-marine", "Starship Marine figure: a wounded Veteran Marine with an SCA III", HOSTILE_NAME, { troopType: "marineScaIII", experience: "veteran", wounded: true, actions: 31, rank: "sergeant" }),
    figureSample(ctx, "ssm-marine-gear", "Starship Marine figure, gear tab: an ECM pack and SpaceFoam it can place", HOSTILE_NAME, { troopType: "marineScaIII", experience: "veteran", wounded: true, actions: 31, rank: "sergeant" }, "gear"),
    figureSample(ctx, "ssm-marine-in-battle", "Starship Marine figure in a battle, as its player sees it: the results' markers locked", HOSTILE_NAME, { troopType: "marineScaIII", experience: "veteran", wounded: true, actions: 31, rank: "sergeant" }, "figure", true),
    figureSample(ctx, "ssm-close-support", "Starship Marine figure: a Veteran Close Support Marine, whose missile rolls with its spotter's die", "CSM 2", { troopType: "closeSupportMarine", experience: "veteran", wounded: false, actions: 16, rank: "none" }),
    figureSample(ctx, "ssm-clanker", "Starship Marine figure: a clanker (no fire line)", "Clanker 7", { troopType: "clanker", experience: "experienced", wounded: false, actions: 0, rank: "none" }),
  ];
}
