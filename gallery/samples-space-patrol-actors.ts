/**
 * Gallery samples of the Space Patrol! NPC, vehicle and spacecraft sheets, and a fire card against
 * a vehicle, built by the same context functions the Foundry sheets use. Every statistic is 0 or
 * a value the user would type: the Guide gives no fixed NPCs, vehicles or ships.
 */
import { headingDegrees, headingView } from "../src/rulesets/space-patrol/view/space-heading";
import { sheetTabs, type Sample } from "./sample";
import { galleryRichText } from "./samples";
import { initialValue } from "../src/core/schema";
import { markerRows } from "../src/system/sheets/marker-context";
import { NPC_SCHEMA, type NpcSystem } from "../src/rulesets/space-patrol/data/npc-schema";
import { VEHICLE_SCHEMA, type VehicleSystem } from "../src/rulesets/space-patrol/data/vehicle-schema";
import { SPACECRAFT_SCHEMA, type SpacecraftSystem } from "../src/rulesets/space-patrol/data/spacecraft-schema";
import { WEAPON_SCHEMA, type WeaponSystem } from "../src/rulesets/space-patrol/data/weapon-schema";
import { npcContext } from "../src/rulesets/space-patrol/view/npc-context";
import { spacecraftContext, vehicleContext } from "../src/rulesets/space-patrol/view/craft-context";
import { vehicleRepairSection } from "../src/rulesets/space-patrol/view/vehicle-repair-view";
import { vehicleMovementSection, withMoveThisTurn } from "../src/rulesets/space-patrol/view/vehicle-turn-view";
import { pointDefenseSection } from "../src/rulesets/space-patrol/view/vehicle-point-defense-view";
import { spaceMoveContext } from "../src/rulesets/space-patrol/view/space-move-context";
import { spaceMoveAllowance } from "../src/rulesets/space-patrol/rules/space-movement";
import type { CarriedItem } from "../src/rulesets/space-patrol/view/inventory-context";
import { sheetActions, type SheetActionKind } from "../src/rulesets/space-patrol/view/sheet-actions";
import { craftOffers, offeredCombatActions, offeredStations, type CraftKind } from "../src/rulesets/space-patrol/view/wrecked-craft";
import { SP_MARKER } from "../src/rulesets/space-patrol/rules/markers";
import { SP_SPACECRAFT_MARKER_ID, SP_VEHICLE_MARKER_ID } from "../src/rulesets/space-patrol/rules/marker-ids";
import { resolveFire } from "../src/rulesets/space-patrol/rules/fire";
import { fireCardContext } from "../src/rulesets/space-patrol/view/fire-card";
import { FixedDice } from "../src/core/seeded-dice";
import type { MarkerCounts } from "../src/core/markers";
import type { RuleSetDefinition } from "../src/core/ruleset-definition";
import { SPACECRAFT_TABS, VEHICLE_TABS } from "../src/rulesets/space-patrol/view/sheet-tabs";

/** The rich-text fields' schema of each kind of sheet here: NPCs, vehicles and spacecraft keep notes. */
const NOTES_SCHEMA = { individual: NPC_SCHEMA, vehicle: VEHICLE_SCHEMA, spacecraft: SPACECRAFT_SCHEMA } as const;

/** The vehicle sheet's tabs (VehicleSheet.TABS), in order. */

function base(def: RuleSetDefinition, name: string, system: object, counts: MarkerCounts, group: SheetActionKind) {
  return {
    actor: { name, img: "icons/svg/mystery-man.svg" },
    system,
    rich: galleryRichText(NOTES_SCHEMA[group], system as Record<string, unknown>),
    markers: markerRows(def.markers, counts, group),
    editable: true,
    owner: true,
    combatActions: sheetActions(group),
  };
}

/**
 * What a craft's sheet offers for these markers (Guide 6.15, 7.12), merged as the sheets merge it;
 * `inBattle`: whether its token fights in the battle (a wreck's repairs come back after it, 7.13).
 */
function offered(kind: CraftKind, counts: MarkerCounts, inBattle = true) {
  const offers = craftOffers(kind, counts, inBattle);
  return { ...offers, combatActions: offeredCombatActions(sheetActions(kind), offers) };
}

function weapon(id: string, name: string, code: WeaponSystem["code"], kind: WeaponSystem["kind"], more: Partial<WeaponSystem> = {}): CarriedItem {
  return { id, name, img: "icons/svg/combat.svg", type: "spWeapon", system: { ...initialValue(WEAPON_SCHEMA), code, kind, ...more } as WeaponSystem };
}

/** The crawler with its crew and turret laser, on one tab of the vehicle sheet. */
function vehicleSheet(def: RuleSetDefinition, vehicle: VehicleSystem, vehicleCounts: MarkerCounts, id: string, title: string, tab: (typeof VEHICLE_TABS)[number]): Sample {
  return {
    id,
    title,
    kind: "sheet",
    template: "space-patrol/sheets/vehicle.hbs",
    classes: "application sheet starskirmish actor space-patrol vehicle",
    context: {
    ...base(def, "Pirate Crawler", vehicle, vehicleCounts, "vehicle"),
    ...offered("vehicle", vehicleCounts),
    ...vehicleContext(vehicle, [weapon("vehicleGun00001", "Turret Laser", "MV", "majorVehicleWeapon"), weapon("pistolAboard001", "Spare Pistol", "S", "energyWeapon")]),
    tabs: sheetTabs(VEHICLE_TABS, "STARSKIRMISH.SpacePatrol.Tab", tab),
    polarity: false,
    // Guide 6.15: two Damage Markers a mechanic can take off after the battle
    repairs: vehicleRepairSection({ [SP_VEHICLE_MARKER_ID.damage]: 2, [SP_VEHICLE_MARKER_ID.control]: 1 }),
    // Guide 6.15: speed 20 less two Damage Markers' 10% each; in the battle, 7 of the 16 inches
    // moved this side turn by the GM's record, with no turn taken yet (6.7)
    movement: withMoveThisTurn(vehicleMovementSection("wheeled", 20, vehicleCounts), { used: 7, allowance: 16 }),
    // Guide 6.7: a DI 5 vehicle; its turret laser has the module and 4 targets, reserved with 1 shot used
    pointDefense: pointDefenseSection([{ id: "vehicleGun00001", name: "Turret Laser", module: true, targets: 4, ammoPerTurn: 2, bonus: 2 }, { id: "pdGun0000000002", name: "Flak Gun", module: true, targets: 3, ammoPerTurn: 1, bonus: 0 }], 5, { weaponId: "vehicleGun00001", reservedTurn: "1:players", shotTurn: "1:enemies", used: 1 }, true, "1:enemies"),
    },
  };
}

export function spaceActorSamples(def: RuleSetDefinition, hostileName: string, counts: (c: Record<string, number>) => MarkerCounts): Sample[] {
  const npc = { ...initialValue(NPC_SCHEMA), leader: true, plotArmor: { value: 1, max: 2 }, assets: { energyWeapons: 2, will: 1, athletics: 0, stealth: -1 } } as NpcSystem;
  const npcCounts = counts({ [SP_MARKER.wound]: 1, [SP_MARKER.morale]: 1 });
  const psiNpc = { ...initialValue(NPC_SCHEMA), assets: { will: 3, psiProbe: 1, psiShock: -1, psiTelepathy: 2, psiViewing: 0 } } as NpcSystem;
  const vehicle = {
    ...initialValue(VEHICLE_SCHEMA),
    // the speed the Movement section reads (its 20" less two Damage Markers)
    speed: 20,
    driveCode: 2,
    crew: [
      { role: "driver", actorUuid: "Actor.driver", actorName: "Pirate Driver" },
      { role: "gunner", actorUuid: "Actor.gunner", actorName: hostileName },
      { role: "passenger", actorUuid: "", actorName: "" },
    ],
  } as VehicleSystem;
  const vehicleCounts = counts({ [SP_VEHICLE_MARKER_ID.damage]: 2, [SP_VEHICLE_MARKER_ID.control]: 1 });
  const wreckCounts = counts({ [SP_VEHICLE_MARKER_ID.damage]: 2, [SP_VEHICLE_MARKER_ID.failureCascade]: 1, [SP_VEHICLE_MARKER_ID.wrecked]: 1 });
  const ship = initialValue(SPACECRAFT_SCHEMA) as SpacecraftSystem;
  ship.stations.flight = { ...ship.stations.flight, actorUuid: "Actor.pilot", actorName: "Rana Okafor" };
  ship.stations.gunnery = { ...ship.stations.gunnery, actorUuid: "Actor.gunner", actorName: hostileName };
  // Guide 7.14: an NPC crew level where nobody stands
  ship.stations.engineering = { ...ship.stations.engineering, npcLevel: 2 };
  const shipCounts = counts({ [SP_SPACECRAFT_MARKER_ID.hull]: 1, [SP_SPACECRAFT_MARKER_ID.drive]: 2 });
  // the same ship wrecked: only Heal Crewman and Reverse the Polarity are offered (Guide 7.12, 7.13, 4.2)
  const shipWreckCounts = counts({ ...shipCounts, [SP_SPACECRAFT_MARKER_ID.wrecked]: 1 });
  // sample figures, not the Guide's: it prints no ship statistics
  Object.assign(ship, { speed: 6, sDrive: 2, astrogationComputer: 1 });
  // in a space combat: 6 less two Drive Markers, plus a Boost Engines of 3; 2 hexes moved so far
  const shipMoved = spaceMoveContext(6, { allowance: spaceMoveAllowance({ speed: 6, markers: shipCounts, boostHexes: 3, dark: false }), spent: 2, acting: true });
  // the wreck in the same combat: it moves no hex (Guide 7.12)
  const wreckMoved = spaceMoveContext(6, { allowance: spaceMoveAllowance({ speed: 6, markers: shipWreckCounts, boostHexes: 0, dark: false }), spent: 0, acting: true });
  // A hit on a vehicle is read on the vehicle table (Guide 6.15): 6 + 5 + 4 + (5 - 0) = 20, Heavy Penetration.
  const vehicleInput = {
    shooter: { asset: 2 },
    weapon: { band: "effective", penetration: 5, targets: 1, ammoPerTurn: 1, attack: "energy" },
    targets: [{ markers: {}, armour: 0, table: "vehicle" }],
  } as const;
  const vehicleHit = resolveFire({ ...vehicleInput, d20: 14, dice: new FixedDice([6, 5, 4]) });
  const spacecraftSheet = (id: string, title: string, tab: (typeof SPACECRAFT_TABS)[number], markers: MarkerCounts = shipCounts, inBattle = true): Sample => {
    const offers = offered("spacecraft", markers, inBattle);
    // Guide 4.2: the engineering station offers Reverse the Polarity only once the ship is wrecked
    const craft = spacecraftContext(ship, [weapon("shipLaser000001", "Ship Laser", "A", "spaceWeapon", { spaceKind: "laser", effective: { range: 6, penetration: 15, bonus: 0 } })], { scenes: [{ id: "deck1", name: "Lodestar decks" }], polarity: offers.wreckNote !== "" });
    return {
      id,
      title,
      kind: "sheet",
      template: "space-patrol/sheets/spacecraft.hbs",
      classes: "application sheet starskirmish actor space-patrol spacecraft",
      context: {
        ...base(def, "Patrol Cutter", ship, markers, "spacecraft"),
        ...offers,
        ...craft,
        stations: offeredStations(craft.stations, offers),
        tabs: sheetTabs(SPACECRAFT_TABS, "STARSKIRMISH.SpacePatrol.Tab", tab),
        // after the battle no move is counted
        movement: !inBattle ? spaceMoveContext(6, null) : markers === shipWreckCounts ? wreckMoved : shipMoved,
        heading: headingView(headingDegrees({ x: 0, y: 0 }, { x: 300, y: -300 })),
      },
    };
  };
  // Guide 8.5: a gas projector (sample numbers: the Guide prints none) at two pirates; d20 15 and 13
  // against DT 12 hit both. The bare one takes 5 + 4 + 3 + PEN 6, his armour counting for nothing;
  // the Hazard Suit shuts the attack out of the other.
  const nbcInput = {
    shooter: { asset: 0 as const },
    weapon: { band: "effective" as const, penetration: 6, targets: 2, ammoPerTurn: 2, attack: "nbc" as const },
    targets: [
      { markers: {}, armour: { hand: 2, bullets: 2, energy: 2 }, movedLastTurn: true, shots: 1 },
      { markers: {}, nbcProof: true, movedLastTurn: true, distanceToPrimary: 2, shots: 1 },
    ],
  };
  const nbcHit = resolveFire({ ...nbcInput, d20: [15, 13], dice: new FixedDice([5, 4, 3]) });
  return [
    {
      id: "sp-npc",
      title: "NPC sheet",
      kind: "sheet",
      template: "space-patrol/sheets/npc.hbs",
      classes: "application sheet starskirmish actor space-patrol npc",
      context: { ...base(def, hostileName, npc, npcCounts, "individual"), ...npcContext(npc, [weapon("npcPistol000001", "Blaster", "S", "energyWeapon")], npcCounts) },
    },
    {
      id: "sp-npc-side-locked",
      title: "NPC sheet seen by its player in a battle: its side locked, only the GM changes it (Guide 6.2)",
      kind: "sheet",
      template: "space-patrol/sheets/npc.hbs",
      classes: "application sheet starskirmish actor space-patrol npc",
      context: { ...base(def, hostileName, npc, npcCounts, "individual"), ...npcContext(npc, [weapon("npcPistol000001", "Blaster", "S", "energyWeapon")], npcCounts), sideLocked: true },
    },
    {
      id: "sp-npc-psi",
      title: "NPC sheet: a psi-operator (Guide 2.3), Psi-Shock at X gets no button",
      kind: "sheet",
      template: "space-patrol/sheets/npc.hbs",
      classes: "application sheet starskirmish actor space-patrol npc",
      context: { ...base(def, "Seer of Vhal", psiNpc, {}, "individual"), ...npcContext(psiNpc, [], {}) },
    },
    vehicleSheet(def, vehicle, vehicleCounts, "sp-vehicle", "Vehicle sheet", "crew"),
    vehicleSheet(def, vehicle, vehicleCounts, "sp-vehicle-systems", "Vehicle sheet, systems tab: movement, point defence, weapons, repairs", "systems"),
    // the same wreck on each tab: its battle buttons are gone, Reverse the Polarity is offered beside the crew (Guide 6.15, 4.2);
    // once the battle is over its marker repairs are offered, done "out of battle" (6.15)
    ...(
      [
        ["crew", true, "sp-vehicle-wrecked", "Vehicle sheet: wrecked, crew tab: no combat actions, Reverse the Polarity offered (Guide 6.15, 4.2)"],
        ["systems", true, "sp-vehicle-wrecked-systems", "Vehicle sheet: wrecked, systems tab: no Turn, Fire or point defence; repairs after the battle (Guide 6.15)"],
        ["systems", false, "sp-vehicle-wrecked-after-battle", "Vehicle sheet: wrecked, after the battle: the marker repairs offered (Guide 6.15)"],
      ] as const
    ).map(([tab, inBattle, id, title]) => ({
      id,
      title,
      kind: "sheet" as const,
      template: "space-patrol/sheets/vehicle.hbs",
      classes: "application sheet starskirmish actor space-patrol vehicle",
      context: {
        ...base(def, "Pirate Crawler", vehicle, wreckCounts, "vehicle"),
        // Guide 6.15: the wreck's battle buttons are left off, with the line saying why
        ...offered("vehicle", wreckCounts, inBattle),
        ...vehicleContext(vehicle, [weapon("vehicleGun00001", "Turret Laser", "MV", "majorVehicleWeapon")]),
        tabs: sheetTabs(VEHICLE_TABS, "STARSKIRMISH.SpacePatrol.Tab", tab),
        polarity: true,
        // Guide 6.15: the wreck itself is the Space Judge's to judge; its Failure Cascade still shows. Every section
        // reads the same markers, so movement and repairs tell one story.
        repairs: vehicleRepairSection(wreckCounts),
        movement: vehicleMovementSection("wheeled", 20, wreckCounts),
        // its turret laser has the module: a wreck shows no point defense rows at all (6.15)
        pointDefense: pointDefenseSection([{ id: "vehicleGun00001", name: "Turret Laser", module: true, targets: 4, ammoPerTurn: 2, bonus: 2 }], 5, null, false, ""),
      },
    })),
    spacecraftSheet("sp-spacecraft", "Spacecraft sheet", "stations"),
    spacecraftSheet("sp-spacecraft-systems", "Spacecraft sheet, systems tab: component codes, movement and heading, weapons (sample numbers)", "systems"),
    spacecraftSheet("sp-spacecraft-wrecked", "Spacecraft sheet: wrecked, stations tab: only Heal Crewman and Reverse the Polarity offered (Guide 7.12, 7.13, 4.2)", "stations", shipWreckCounts),
    spacecraftSheet("sp-spacecraft-wrecked-systems", "Spacecraft sheet: wrecked, systems tab: no Fire (Guide 7.12)", "systems", shipWreckCounts),
    spacecraftSheet("sp-spacecraft-wrecked-after-battle", "Spacecraft sheet: wrecked, after the battle: the station repairs are back (Guide 7.12, 7.13)", "stations", shipWreckCounts, false),
    {
      id: "sp-fire-nbc",
      title: "Fire card: an NBC attack (sample numbers) wounds the unsuited pirate; a Hazard Suit shuts it out (Guide 8.5)",
      kind: "card",
      template: "space-patrol/cards/fire.hbs",
      classes: "chat-message message",
      context: { ...fireCardContext({ shooterName: "Rana Okafor", weaponName: "Gas projector", band: "effective", result: nbcHit, situation: nbcInput, targets: [{ key: "tokA", name: "Pirate", markers: {} }, { key: "tokB", name: "Pirate in a Hazard Suit", markers: {} }] }) },
    },
    {
      id: "sp-fire-vehicle",
      title: "Fire card: a vehicle hit",
      kind: "card",
      template: "space-patrol/cards/fire.hbs",
      classes: "chat-message message",
      context: { ...fireCardContext({ shooterName: "Rana Okafor", weaponName: "Laser Rifle", band: "effective", result: vehicleHit, situation: vehicleInput, targets: [{ key: "tokV", name: "Pirate Crawler", markers: {} }] }) },
    },
  ];
}
