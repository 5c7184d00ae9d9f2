// The Space Patrol! weapons, armour and devices the Patrolman's Guide gives figures for, and only
// those: the Guide leaves most statistics to a Technical Manual it does not include, so an item
// carries the numbers the Guide prints (section cited) and its description says what is missing.
// Every field not named here keeps the data model's initial value. Descriptions are our own words.

const LEFT_OPEN = "The Guide prints no further figures for it; take them from your Technical Manual.";
const p = (...sentences) => `<p>${sentences.join(" ")}</p>`;

/** Guide 3.3 (laser pistol), 6.6 (targets and ammunition per turn), 6.4 (reload), 6.7 (LV weapons). */
export const WEAPONS = [
  {
    key: "laserPistol",
    name: "Laser Pistol",
    // Guide 3.3: "30(5)+2" at effective range; a pistol is a sidearm, code S (Guide 5.1)
    system: { code: "S", kind: "energyWeapon", attack: "energy", effective: { range: 30, penetration: 5, bonus: 2 } },
    description: p("A hand-held beam weapon, the Guide's own example of a range entry: out to 30 inches it hits with penetration 5 and adds +2 to the shot.", "Its long and extreme bands are not in the Guide.", LEFT_OPEN),
  },
  {
    key: "rifledMusket",
    name: "Rifled Musket",
    // Guide 6.6: 1 target, 1 round a turn, holds one round; Guide 6.4: a full turn to reload
    system: { kind: "firearm", attack: "firearm", targets: 1, ammoPerTurn: 1, magazine: 1, ammo: 1, reload: "fullTurn" },
    description: p("A muzzle-loader: one shot at one target, never more than one hit, and a whole turn to load again.", LEFT_OPEN),
  },
  {
    key: "carbine",
    name: "Carbine",
    system: { kind: "firearm", attack: "firearm", targets: 1, ammoPerTurn: 3 },
    description: p("A short rifle that puts up to three rounds a turn into one target; firing fewer rounds is allowed but allows fewer hits.", LEFT_OPEN),
  },
  {
    key: "laserRifle",
    name: "Laser Rifle",
    system: { kind: "energyWeapon", attack: "energy", targets: 1, ammoPerTurn: 3 },
    description: p("A long beam weapon firing up to three pulses a turn at a single target, rolled with Energy Weapons.", LEFT_OPEN),
  },
  {
    key: "shotgun",
    name: "Shotgun",
    system: { kind: "firearm", attack: "firearm", targets: 1, ammoPerTurn: 1, shotgun: true },
    description: p("One shell a turn at one target, but a good roll can score several hits from that single shell.", LEFT_OPEN),
  },
  {
    key: "assaultRifle",
    name: "Assault Rifle",
    system: { kind: "firearm", attack: "firearm", targets: 2, ammoPerTurn: 10 },
    description: p("An automatic rifle: two attack rolls a turn for ten rounds, enough to suppress.", LEFT_OPEN),
  },
  {
    key: "smg",
    name: "Submachine Gun",
    system: { kind: "firearm", attack: "firearm", targets: 2, ammoPerTurn: 10 },
    description: p("A compact automatic that shares the assault rifle's rate: two attack rolls and ten rounds a turn.", LEFT_OPEN),
  },
  {
    key: "heavyMg",
    name: "Heavy Machinegun",
    // Guide 6.7: heavy and medium machineguns are light vehicle weapons a team of 2-3 can move
    system: { code: "LV", kind: "lightVehicleWeapon", attack: "firearm", targets: 4, ammoPerTurn: 30 },
    description: p("A light vehicle weapon that a crew of two or three can also carry into position; four attack rolls for thirty rounds a turn.", LEFT_OPEN),
  },
  {
    key: "mediumMg",
    name: "Medium Machinegun",
    system: { code: "LV", kind: "lightVehicleWeapon", attack: "firearm", targets: 8, ammoPerTurn: 100 },
    description: p("Mounted on a vehicle or moved by a small crew, it spreads eight attack rolls over a hundred rounds a turn.", LEFT_OPEN),
  },
  {
    key: "gatling",
    name: "Gatling Gun",
    // Guide 6.6's example mounts it on a helicopter; read as a light vehicle weapon like the machineguns
    system: { code: "LV", kind: "lightVehicleWeapon", attack: "firearm", targets: 16, ammoPerTurn: 300 },
    description: p("A rotary gun of the kind a helicopter carries: sixteen attack rolls and three hundred rounds a turn, which can all go at one target or be spread widely.", LEFT_OPEN),
  },
  // Guide 7.8, 7.9: spacecraft weapons. Code A: the Guide's code for major mounted weapons (2.2
  // Artillery). Their range bands are read in hexes; the Guide gives none of them.
  {
    key: "beamLaser",
    name: "Beam Laser",
    // Guide 7.8: "the Beam Laser has an Ammo Use of 3"
    system: { code: "A", kind: "fieldPiece", attack: "energy", spaceKind: "laser", ammoPerTurn: 3 },
    description: p("A spacecraft's main laser: at most three hits in a turn, and a Protonic Burst Field can stop it. The Guide gives its ammo use only: its targets, range bands in hexes, penetration and bonus are for the GM to fill in.", LEFT_OPEN),
  },
  {
    key: "pulseLaserTurret",
    name: "Pulse Laser Turret",
    // Guide 7.8: 4 targets, ammo use 30; as point defense 4 shots for 60 rounds
    system: { code: "A", kind: "fieldPiece", attack: "energy", spaceKind: "pulseLaser", targets: 4, ammoPerTurn: 30 },
    description: p("A rapid laser turret: four attack rolls a turn, spread over a primary ship and others within 6 hexes, and up to thirty hits. Given to the intelligence officer for point defense it fires four times at incoming torps. Its range bands in hexes, penetration and bonus are for the GM to fill in.", LEFT_OPEN),
  },
  {
    key: "railGunTurret",
    name: "Rail Gun Turret",
    // Guide 7.8: as point defense 8 shots for 600 rounds; its offensive figures are not given
    system: { code: "A", kind: "fieldPiece", attack: "firearm", spaceKind: "railGun" },
    description: p("A kinetic turret that the PBF cannot stop. Given to the intelligence officer for point defense it fires eight times at incoming torps and burns six hundred rounds. The Guide gives no figures for firing it at ships: targets, ammo use, range bands in hexes and penetration are for the GM to fill in.", LEFT_OPEN),
  },
  {
    key: "spaceTorpPod",
    name: "Space Torp Pod",
    // Guide 7.8: up to 3 torps a turn, 3 targets, each torp up to 3 hits
    system: { code: "A", kind: "fieldPiece", attack: "highExplosive", spaceKind: "torp", targets: 3, ammoPerTurn: 3 },
    description: p("Launches up to three torps a turn, each rolled to hit on its own and each able to score up to three hits; the PBF does not stop them. The pilot or astrogator may launch them instead of the gunner. Its range bands in hexes and penetration are for the GM to fill in.", LEFT_OPEN),
  },
];

/** Guide 5.2 (built-ins and Patrol auto-injectors), 6.10 (air: EVA 2 hours, the others 5 minutes). */
const SUITS = [
  { key: "flightSuit", name: "Flight Suit", suit: "flightSuit", airHours: 0, air: "only five minutes of emergency air, and outside the hull its wearer risks cosmic rays" },
  { key: "hardSuit", name: "Hard Suit", suit: "hardSuit", airHours: 0, air: "only five minutes of emergency air, and outside the hull its wearer risks cosmic rays" },
  { key: "evaSuit", name: "EVA Suit", suit: "evaSuit", airHours: 2, air: "two hours of air, and it is the one suit rated for work outside a hull" },
];

const NO_RATINGS = "The Guide prints no Hand, Bullets or Energy ratings or movement penalty for it; enter them from your Technical Manual.";

export const ARMOUR = SUITS.flatMap((s) => [
  {
    key: s.key,
    name: s.name,
    system: { suit: s.suit, airHours: s.airHours },
    description: p(`A sealed suit with life support, patches and a communicator built in, so none of them takes a device slot. It holds ${s.air}.`, NO_RATINGS),
  },
  {
    key: `${s.key}Patrol`,
    name: `${s.name} (Space Patrol issue)`,
    system: { suit: s.suit, airHours: s.airHours, patrolIssue: true },
    description: p(`The Patrol's own ${s.name.toLowerCase()}: as the civilian one, with a Thanatic Acid auto-injector fitted that takes no device slot. It holds ${s.air}.`, NO_RATINGS),
  },
]);

const NO_BONUS = "The Guide names it as the equipment for tasks but gives no bonus for it; set one from your Technical Manual.";

/** Guide 2.2 and 8.1 (kits a task requires), 8.7 (one-use injectors), 6.10 (oxbottle), 6.12 (grenades). */
export const KITS = [
  { key: "medKit", name: "Med Kit", system: { kind: "medKit" }, description: p("The medic's bag: needed to treat wounds, stun and unconsciousness on the battlefield.", NO_BONUS) },
  { key: "mechKit", name: "Mech Kit", system: { kind: "mechKit" }, description: p("Tools for the mechanical side of equipment, vehicles and ships.", NO_BONUS) },
  {
    key: "mechKit6",
    name: "Mech Kit-6",
    // Guide 2.2 Ship Drives: "Requires a Mech Kit-6 or better"; the 6 read as Development Index 6
    system: { kind: "mechKit", developmentIndex: 6 },
    description: p("A mechanic's kit of Development Index 6 or later, the least that will do for work on a ship's drives.", NO_BONUS),
  },
  { key: "electKit", name: "Elect Kit", system: { kind: "electKit" }, description: p("Tools for electronic hardware, computers and a vehicle's controls.", NO_BONUS) },
  { key: "lsKit", name: "LS Kit", system: { kind: "lsKit" }, description: p("Tools for life support gear, from ship systems to space suits and a ship's hull breaches.", NO_BONUS) },
  { key: "intrusionDevice", name: "Intrusion Device", system: { kind: "intrusion" }, description: p("Picks, bypasses and the like for getting through locks and into safes.", NO_BONUS) },
];

export const INJECTOR_TEXT = {
  thanaticAcid: { name: "Thanatic Acid Injector", text: "Keeps a body fresh for revival if given within minutes of death. This loose injector takes a device slot, unlike the one built into Patrol suits." },
  krangor: { name: "Krangor Injector", text: "Wakes the user and clears Morale and Stun at once, and lets him ignore his wounds for two minutes; ten minutes later he collapses for hours. It can be set to fire by itself when he falls unconscious." },
  blitz: { name: "Blitz Injector", text: "Four turns of a second action and 4 inches more movement, paid for with a Wound Marker when they end." },
  spaceBear: { name: "Space Bear Injector", text: "Removes a Wound Marker at once, at a small risk of blindness that grows with every further dose that day." },
};

export const OTHER_DEVICES = [
  { key: "oxbottle", name: "Oxbottle", system: { kind: "other" }, description: p("One hour of air for a Flight Suit or Hard Suit, whose own supply lasts minutes; it takes a device slot.") },
  {
    key: "smokeGrenade",
    name: "Smoke Grenade",
    // Guide 6.12: smoke and flash-bang grenades have no contact or burst penetration
    system: { kind: "grenade", grenadeType: "smoke", contactPenetration: 0, burstPenetration: 0, burstRadius: 0 },
    description: p("Thrown like any hand grenade (5, 10 and 20 inches) to lay a screen; it does no damage, by contact or burst."),
  },
  {
    key: "flashBangGrenade",
    name: "Flash Bang Grenade",
    system: { kind: "grenade", grenadeType: "flashBang", contactPenetration: 0, burstPenetration: 0, burstRadius: 0 },
    description: p("A stun grenade: it wounds nobody, but its victims can be left with a Stun Marker."),
  },
];
