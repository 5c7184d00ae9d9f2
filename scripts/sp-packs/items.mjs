// The Space Patrol! weapons, armour and devices the Patrolman's Guide names: the Guide leaves most
// statistics to a Technical Manual it does not include, so an item carries only the numbers the
// Guide prints (section cited) and its description says what is missing and that the GM sets it.
// Every field not named here keeps the data model's initial value. Descriptions are our own words.

const LEFT_OPEN = "The Guide prints no further figures for it; the GM sets them from your Technical Manual.";
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
  // Issue #17: the weapons the Guide names without a row of figures. Each carries only what the
  // naming passage settles (kind from the asset that rolls it, Guide 2.2, 3.5; reload, 6.4); the
  // rest keeps the data model's initial value and the description says the GM sets it.
  ...NAMED_WEAPONS(),
];

/** Guide 2.2, 3.5, 6.4, 6.11, 6.14: weapons named in passing; what each passage settles is cited. */
function NAMED_WEAPONS() {
  const w = (key, name, system, what) => ({ key, name, system, description: p(what, LEFT_OPEN) });
  return [
    // Guide 6.4: muskets, blunderbusses, black powder pistols and all crossbows take a full turn to reload
    w("musket", "Musket", { kind: "firearm", attack: "firearm", reload: "fullTurn" }, "A smooth-bore muzzle-loader, rolled with Firearms; loading it again costs the whole turn, move and action."),
    w("blunderbuss", "Blunderbuss", { kind: "firearm", attack: "firearm", reload: "fullTurn" }, "A flared black powder gun, rolled with Firearms; like every muzzle-loader it needs a full turn to load."),
    // a pistol is a sidearm, code S (Guide 5.1), as the laser pistol
    w("blackPowderPistol", "Black Powder Pistol", { code: "S", kind: "firearm", attack: "firearm", reload: "fullTurn" }, "A single-shot muzzle-loading sidearm, rolled with Firearms; reloading takes a full turn."),
    // Guide 2.2 Archery (bows, slings, crossbows), 3.5 ("Archery for a crossbow"), 6.4 (full-turn reload)
    w("crossbow", "Crossbow", { kind: "bow", attack: "archery", reload: "fullTurn" }, "A mechanical bow shot with Archery; spanning it again costs a full turn."),
    w("bow", "Bow", { kind: "bow", attack: "archery" }, "A hand-drawn bow, shot with Archery."),
    w("sling", "Sling", { kind: "bow", attack: "archery" }, "A cord and pouch for hurling stones, shot with Archery."),
    // Guide 2.2 Blades (knives, swords, spears); Athletics throws knives, spears and hatchets
    w("knife", "Knife", { kind: "blade", attack: "melee" }, "A short blade used in melee with Blades; it can also be thrown with Athletics. Its reach and maximum hits are not in the Guide either."),
    w("sword", "Sword", { kind: "blade", attack: "melee" }, "A long blade used in melee with Blades. Its reach and maximum hits are not in the Guide either."),
    w("spear", "Spear", { kind: "blade", attack: "melee" }, "A hafted point used in melee with Blades, or thrown with Athletics. Its reach and maximum hits are not in the Guide either."),
    w("hatchet", "Hatchet", { kind: "thrown", attack: "melee" }, "A small axe the Guide lists among things thrown with Athletics; we read its blow against the Hand rating. Its ranges and penetration are not in the Guide either."),
    // Guide 2.2 Brawling: maces, clubs, bottles and other blunt or improvised weapons
    w("mace", "Mace", { kind: "blunt", attack: "melee" }, "A weighted war club used in melee with Brawling. Its reach and maximum hits are not in the Guide either."),
    w("club", "Club", { kind: "blunt", attack: "melee" }, "A plain bludgeon used in melee with Brawling, as is any improvised blunt object. Its reach and maximum hits are not in the Guide either."),
    // Guide 2.2 Energy Weapons include shock weapons; 6.14: hand stunners and shock batons leave a Stun Marker
    w("handStunner", "Hand Stunner", { code: "S", kind: "energyWeapon", attack: "energy" }, "A hand-held shock weapon, rolled with Energy Weapons and carried as a sidearm (our reading of its name); its victims are left stunned."),
    w("shockBaton", "Shock Baton", { kind: "blunt", attack: "melee" }, "A charged stick; whoever it strikes takes a Stun Marker as well. We roll it in melee with Brawling, as a blunt weapon. Its reach and maximum hits are not in the Guide either."),
    // Guide 6.14: a Shock Carbine's victims are rendered unconscious
    w("shockCarbine", "Shock Carbine", { kind: "energyWeapon", attack: "energy" }, "A long shock weapon, rolled with Energy Weapons, that knocks its victims unconscious."),
    // Guide 3.5: "Rocket Guns for a Rocket Pistol"; 6.11: a rocket gun that misses deviates 2d4 inches
    w("rocketPistol", "Rocket Pistol", { code: "S", kind: "rocketGun" }, "A sidearm firing small rockets, rolled with Rocket Guns; a miss lands 2d4 inches off in a random direction. Which armour rating its rockets meet is not in the Guide either."),
    // Guide 2.2 Artillery (codes MV, A), 3.5 ("Artillery for a heavy cannon"); read as a major vehicle weapon
    w("heavyCannon", "Heavy Cannon", { code: "MV", kind: "majorVehicleWeapon" }, "A big gun fired with Artillery. We file it as a major vehicle weapon (code MV); make it code A if yours stands as a field piece. Which armour rating its hits meet is not in the Guide either."),
    // Guide 2.2 Artillery (field pieces, code A), 6.11: field artillery firing HE shells, ROF widens the burst
    w("fieldArtillery", "Field Artillery Piece", { code: "A", kind: "fieldPiece", attack: "highExplosive", highExplosive: true }, "A gun that stands in a fixed position and fires high-explosive shells with Artillery, directly or on an observer's call; each point of rate of fire over 1 widens its single burst by half an inch. Its penetration, burst radius and rate of fire are not in the Guide; the sheet has no field for the last two, so apply them by hand."),
    // Guide 2.2 Missiles: guided missiles of various types; 6.11: a missile on call needs only DT 12
    w("missileLauncher", "Guided Missile Launcher", { kind: "guidedMissile", guided: true }, "A launcher for guided missiles, aimed with Missiles; called in by an observer, a missile is far easier to land than a shell. Its inventory code and the armour rating its warhead meets are not in the Guide either."),
  ];
}

/** Guide 5.2 (built-ins and Patrol auto-injectors), 6.10 (air: EVA 2 hours, the others 5 minutes). */
const SUITS = [
  { key: "flightSuit", name: "Flight Suit", suit: "flightSuit", airHours: 0, air: "only five minutes of emergency air, and outside the hull its wearer risks cosmic rays" },
  { key: "hardSuit", name: "Hard Suit", suit: "hardSuit", airHours: 0, air: "only five minutes of emergency air, and outside the hull its wearer risks cosmic rays" },
  { key: "evaSuit", name: "EVA Suit", suit: "evaSuit", airHours: 2, air: "two hours of air, and it is the one suit rated for work outside a hull" },
];

const NO_RATINGS = "The Guide prints no Hand, Bullets or Energy ratings or movement penalty for it; the GM sets them from your Technical Manual.";

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
    description: p(`The Patrol's own ${s.name.toLowerCase().replace("eva", "EVA")}: as the civilian one, with a Thanatic Acid auto-injector fitted that takes no device slot. It holds ${s.air}.`, NO_RATINGS),
  },
]).concat([
  // Guide 8.5: a Hazard Suit shuts out NBC attacks. It is no space suit (no suit kind, no air), so
  // the armour's own nbcProof says it; fire at its wearer with an NBC attack does no damage.
  {
    key: "hazardSuit",
    name: "Hazard Suit",
    system: { nbcProof: true },
    description: p("Protective coveralls against radiation, disease and poison: whoever wears one is wholly safe from a nuclear, biological or chemical attack, though not from the radiation of open space, and it is no space suit.", NO_RATINGS),
  },
  // Guide 6.13: every kind of personal body armour has Hand, Bullets and Energy ratings; 8.4: Patrol
  // uniforms and armour carry a Thanatic Acid auto-injector
  {
    key: "bodyArmour",
    name: "Body Armour",
    system: {},
    description: p("Personal armour worn in a fight, rated three ways: against blows and natural weapons (Hand), against firearms, arrows and fragments (Bullets), and against beams, blast, fire and radiation (Energy). Patrol-issue armour also holds a Thanatic Acid auto-injector.", NO_RATINGS),
  },
]);

const NO_BONUS = "The Guide names it as the equipment for tasks but gives no bonus for it; the GM sets one from your Technical Manual.";
const NO_DEVICE_FIGURES = "The Guide gives no bonus or other figure for it; the GM sets any from your Technical Manual.";

const NO_GRENADE_FIGURES = "The Guide prints no contact penetration, burst radius or burst penetration for it; the GM sets them from your Technical Manual.";

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
  krangor: { name: "Krangor Injector", text: "Wakes the user and clears Morale and Stun at once; the user then ignores wounds for two minutes, and collapses for hours ten minutes later. It can be set to fire by itself when its wearer falls unconscious." },
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
  ...NAMED_DEVICES(),
];

/**
 * Issue #17: the grenades and devices the Guide names without figures. A device's equipment bonus
 * stays 0 and a grenade's penetrations and burst stay 0 until the GM sets them; each says so.
 */
function NAMED_DEVICES() {
  const grenade = (key, name, grenadeType, what) => ({ key, name, system: { kind: "grenade", grenadeType }, description: p(what, NO_GRENADE_FIGURES) });
  const device = (key, name, kind, what) => ({ key, name, system: { kind }, description: p(what, NO_DEVICE_FIGURES) });
  return [
    // Guide 6.12: HE, thermal and incendiary grenades have contact and burst penetration and a burst
    // area, and can destroy destructible cover; 6.6: HE knocks those it hits or catches prone
    grenade("heGrenade", "HE Grenade", "he", "A high-explosive hand grenade, thrown out to 5, 10 or 20 inches. Everyone it strikes or catches in its blast is knocked prone, and a direct hit has an even chance to wreck cover the GM calls destructible."),
    grenade("thermalGrenade", "Thermal Grenade", "thermal", "A searing-heat hand grenade, thrown like the others. Flammable cover the GM calls destructible inside its burst is gone at once."),
    grenade("incendiaryGrenade", "Incendiary Grenade", "incendiary", "A fire-starting hand grenade, thrown like the others. Flammable destructible cover inside its burst burns away over 2d4 turns."),
    // Guide 2.2 Fire Direction, 5.2 (built into suits), 6.4 (Use Device), 6.9 (rallying needs a way to talk)
    device("communicator", "Communicator", "communicator", "A personal radio for calls to the team, the ship and distant guns; an observer needs one to call in fire. Flight, EVA and Hard Suits have one built in, so only a loose one takes a device slot."),
    // Guide 2.3: every psi task names the Psi-Amp as its equipment
    device("psiAmp", "Psi-Amp", "psiAmp", "An amplifier whose bonus a psi-operator adds to every psi task, from a shock or a probe by touch to telepathy and remote viewing."),
    // Guide 6.11: "FD Aids" is the equipment of calling in fire and of bomb aiming
    device("fireDirectionAid", "Fire Direction Aid", "fireDirectionAid", "Range-finding and plotting gear for an observer calling in artillery, missiles or fire from orbit, or for a bombardier aiming unguided bombs."),
    // Guide 2.2 Flying Belt: a null-g module or rocket thruster worn to fly; 6.15: a way out of a plummeting aircraft
    device("flyingBelt", "Flying Belt", "flyingBelt", "A worn null-g or rocket-thruster rig that lets a trained wearer fly, and carries them clear of an aircraft going down."),
    // Guide 6.15 Plummet: a parachute gives a turn to escape a wrecked aircraft
    device("parachute", "Parachute", "parachute", "A canopy pack: with one, a passenger has a turn to jump from a wrecked aircraft before it hits the ground."),
    // Guide 6.2: Recon Aids and Stealth Devices are the equipment of the surprise rolls
    device("reconAid", "Recon Aid", "other", "Sensors and optics for the lookout's Recon roll against surprise."),
    device("stealthDevice", "Stealth Device", "other", "Camouflage and muffling gear for a group trying to stay hidden; it helps the Stealth roll."),
    // Guide 6.4: a scanner and a detonator are devices used with the Use Device action
    device("scanner", "Scanner", "other", "A hand-held detection set, used as an action like any device, and rolled with Scanners."),
    device("detonator", "Detonator", "other", "The trigger for a prepared charge, fired as a Use Device action."),
    // Guide 2.2 Explosives: setting, identifying and defusing bombs and demolition charges
    device("demolitionCharge", "Demolition Charge", "other", "A charge for blowing things up, set or made safe with Explosives. Its penetration and blast are not in the Guide either."),
  ];
}
