// The Space Patrol! weapons, armour and devices compendiums hold every item the Patrolman's Guide
// names, with exactly the figures it gives, and nothing the Guide does not print: the values below
// are transcribed from the text, section by section, not read from the generator. An item the Guide
// names without figures keeps every other field at its neutral value and says the GM sets them.
import { describe, expect, it } from "vitest";
import { parseWeaponRangeEntry } from "../../src/rulesets/space-patrol/rules/equipment-bonus";
import { INJECTORS } from "../../src/rulesets/space-patrol/rules/injectors";
import { COVER_DESTROYING_GRENADES, GRENADES_WITHOUT_PENETRATION } from "../../src/rulesets/space-patrol/rules/grenades";
import { copiedRun, packDocs } from "./space-patrol-pack-helpers";

interface ItemDoc {
  name: string;
  type: string;
  system: Record<string, unknown> & { description: string };
}

const NO_BAND = { range: 0, penetration: 0, bonus: 0 };

/** Guide 3.3 (laser pistol), 6.6 table "# of Targets / Ammo per Turn", 6.4 (reload), 6.7 (LV). */
const WEAPON_TEXT: Record<string, Record<string, unknown>> = {
  // Guide 3.3: "a laser pistol at Effective Range is 30(5)+2"; long and extreme not printed
  "Laser Pistol": { kind: "energyWeapon", attack: "energy", effective: parseWeaponRangeEntry("30(5)+2"), long: NO_BAND, extreme: NO_BAND },
  // Guide 6.6: 1 target, 1 a turn, "Only holds 1 round, only 1 hit"; 6.4: rifled muskets take a full turn to reload
  "Rifled Musket": { kind: "firearm", targets: 1, ammoPerTurn: 1, magazine: 1, reload: "fullTurn" },
  Carbine: { kind: "firearm", targets: 1, ammoPerTurn: 3 },
  "Laser Rifle": { kind: "energyWeapon", attack: "energy", targets: 1, ammoPerTurn: 3 },
  // Guide 6.6: "Multiple hits with 1 shot allowed"
  Shotgun: { kind: "firearm", targets: 1, ammoPerTurn: 1, shotgun: true },
  "Assault Rifle": { kind: "firearm", targets: 2, ammoPerTurn: 10 },
  "Submachine Gun": { kind: "firearm", targets: 2, ammoPerTurn: 10 },
  // Guide 6.7: heavy and medium machineguns are vehicle weapons (LV) a team of 2-3 can move
  "Heavy Machinegun": { code: "LV", kind: "lightVehicleWeapon", targets: 4, ammoPerTurn: 30 },
  "Medium Machinegun": { code: "LV", kind: "lightVehicleWeapon", targets: 8, ammoPerTurn: 100 },
  "Gatling Gun": { targets: 16, ammoPerTurn: 300 },
  // Guide 7.8: "the Beam Laser has an Ammo Use of 3"; the pulse turret "4 targets", "Ammo Use of 30";
  // the torp pod "up to 3 torps per turn (hence ammo use 3), but it has 3 targets"
  "Beam Laser": { spaceKind: "laser", attack: "energy", ammoPerTurn: 3 },
  "Pulse Laser Turret": { spaceKind: "pulseLaser", attack: "energy", targets: 4, ammoPerTurn: 30 },
  "Rail Gun Turret": { spaceKind: "railGun" },
  "Space Torp Pod": { spaceKind: "torp", targets: 3, ammoPerTurn: 3 },
  ...NAMED_WEAPON_TEXT(),
};

/**
 * Issue #17: weapons the Guide names without a row of figures, with what the naming passage settles.
 * The kind follows the asset the Guide says rolls it (2.2, 3.5); everything else is neutral.
 */
function NAMED_WEAPON_TEXT(): Record<string, Record<string, unknown>> {
  return {
    // Guide 6.4: "Muskets, blunderbusses, black powder pistols, rifled muskets and all crossbows ... require a full turn"
    Musket: { kind: "firearm", reload: "fullTurn" },
    Blunderbuss: { kind: "firearm", reload: "fullTurn" },
    "Black Powder Pistol": { code: "S", kind: "firearm", reload: "fullTurn" }, // a pistol is a sidearm (5.1)
    // Guide 2.2 Archery: "bows, slings and crossbows"; 3.5 "Archery for a crossbow"
    Crossbow: { kind: "bow", attack: "archery", reload: "fullTurn" },
    Bow: { kind: "bow", attack: "archery" },
    Sling: { kind: "bow", attack: "archery" },
    // Guide 2.2 Blades: "knives, swords, spears"; Athletics throws "rocks, spears, knives, hatchets"
    Knife: { kind: "blade", attack: "melee" },
    Sword: { kind: "blade", attack: "melee" },
    Spear: { kind: "blade", attack: "melee" },
    Hatchet: { kind: "thrown", attack: "melee" },
    // Guide 2.2 Brawling: "maces, clubs, beer bottles and other blunt or improvised weapons"
    Mace: { kind: "blunt", attack: "melee" },
    Club: { kind: "blunt", attack: "melee" },
    // Guide 2.2 Energy Weapons include shock weapons; 6.14 names hand stunners, shock batons, the shock carbine
    "Hand Stunner": { code: "S", kind: "energyWeapon", attack: "energy" },
    "Shock Baton": { kind: "blunt", attack: "melee" },
    "Shock Carbine": { kind: "energyWeapon", attack: "energy" },
    // Guide 3.5: "Rocket Guns for a Rocket Pistol", "Artillery for a heavy cannon"
    "Rocket Pistol": { code: "S", kind: "rocketGun" },
    "Heavy Cannon": { code: "MV", kind: "majorVehicleWeapon" },
    // Guide 2.2 Artillery: field pieces are code A; 6.11: "field artillery firing HE shells"
    "Field Artillery Piece": { code: "A", kind: "fieldPiece", attack: "highExplosive", highExplosive: true },
    // Guide 2.2 Missiles: "guided missiles of various types"
    "Guided Missile Launcher": { kind: "guidedMissile", guided: true },
  };
}

/** The weapon data model's initial values: what a field the Guide leaves open must hold. */
const NEUTRAL_WEAPON = {
  code: "M",
  attack: "firearm",
  effective: NO_BAND,
  long: NO_BAND,
  extreme: NO_BAND,
  targets: 1,
  ammoPerTurn: 1,
  magazine: 0,
  ammo: 0,
  reload: "action",
  reach: 0,
  maxHits: 1,
  highExplosive: false,
  shotgun: false,
  guided: false,
  pointDefenseModule: false,
  spaceKind: "none",
  developmentIndex: 0,
};

/** What an entry says when it leaves figures to the GM. */
const GM_SETS = /The Guide (prints|gives) no .+ the GM sets (them|one|any)/;

const weapons = packDocs<ItemDoc>("sp-weapons");
const armour = packDocs<ItemDoc>("sp-armour");
const devices = packDocs<ItemDoc>("sp-devices");

describe("sp-weapons", () => {
  it("holds exactly the weapons the Guide names", () => {
    expect(weapons.map((w) => w.name).sort()).toEqual(Object.keys(WEAPON_TEXT).sort());
    for (const w of weapons) expect(w.type).toBe("spWeapon");
  });
  it.each(Object.entries(WEAPON_TEXT))("%s has the Guide's figures", (name, figures) => {
    const w = weapons.find((d) => d.name === name);
    expect(w?.system).toMatchObject(figures);
  });
  it.each(Object.entries(NAMED_WEAPON_TEXT()))("%s, named without figures, is neutral elsewhere and left to the GM", (name, figures) => {
    const w = weapons.find((d) => d.name === name);
    expect(w?.system).toEqual({ ...NEUTRAL_WEAPON, ...figures, description: w?.system.description });
    expect(w?.system.description).toMatch(GM_SETS);
  });
  it("invents no range band: only the laser pistol's effective band is printed", () => {
    for (const w of weapons) {
      for (const band of ["effective", "long", "extreme"]) {
        if (w.name === "Laser Pistol" && band === "effective") continue;
        expect(w.system[band], `${w.name} ${band}`).toEqual(NO_BAND);
      }
      expect(w.system.developmentIndex, w.name).toBe(0);
    }
  });
});

/** Guide 5.2: the three suits with built-ins, Patrol versions with an auto-injector; 6.10: air. */
const SUIT_TEXT = {
  "Flight Suit": { suit: "flightSuit", airHours: 0 }, // "a 5-minute emergency supply": no whole hour
  "Hard Suit": { suit: "hardSuit", airHours: 0 },
  "EVA Suit": { suit: "evaSuit", airHours: 2 }, // "EVA suits carry 2 hours of oxygen"
};

/**
 * Guide 8.5 (a Hazard Suit shuts out NBC attacks) and 6.13 (personal body armour): neither is one of
 * the armour data's space suits, neither is Patrol issue, and neither holds air; only the Hazard
 * Suit keeps out NBC attacks.
 */
const OTHER_ARMOUR_TEXT = {
  "Hazard Suit": { suit: "none", patrolIssue: false, airHours: 0, nbcProof: true },
  "Body Armour": { suit: "none", patrolIssue: false, airHours: 0, nbcProof: false },
};

describe("sp-armour", () => {
  const suits = armour.filter((a) => !(a.name in OTHER_ARMOUR_TEXT));
  it("holds each suit of Guide 5.2, civilian and Space Patrol issue, the Hazard Suit and body armour", () => {
    const expected = [...Object.keys(SUIT_TEXT).flatMap((n) => [n, `${n} (Space Patrol issue)`]), ...Object.keys(OTHER_ARMOUR_TEXT)];
    expect(armour.map((a) => a.name).sort()).toEqual(expected.sort());
    for (const a of suits) {
      const [base] = a.name.split(" (");
      expect(a.system, a.name).toMatchObject({ ...SUIT_TEXT[base as keyof typeof SUIT_TEXT], patrolIssue: a.name.endsWith("issue)") });
    }
    for (const [name, figures] of Object.entries(OTHER_ARMOUR_TEXT)) expect(armour.find((a) => a.name === name)?.system, name).toMatchObject({ ...figures, developmentIndex: 0 });
  });
  it("invents no armour rating or movement penalty: the Guide prints none, and each entry leaves them to the GM", () => {
    for (const a of armour) {
      expect(a.system, a.name).toMatchObject({ hand: 0, bullets: 0, energy: 0, movementPenalty: 0 });
      expect(a.system.description, a.name).toMatch(GM_SETS);
    }
  });
  it("says what the Hazard Suit keeps out (Guide 8.5)", () => {
    expect(armour.find((a) => a.name === "Hazard Suit")?.system.description).toMatch(/nuclear, biological or chemical/);
  });
});

/** Issue #17: grenades and devices the Guide names without figures, with the kind each passage settles. */
const NAMED_DEVICE_TEXT: Record<string, Record<string, unknown>> = {
  // Guide 6.12: HE, Thermal and Incendiary grenades
  "HE Grenade": { kind: "grenade", grenadeType: "he" },
  "Thermal Grenade": { kind: "grenade", grenadeType: "thermal" },
  "Incendiary Grenade": { kind: "grenade", grenadeType: "incendiary" },
  Communicator: { kind: "communicator" }, // Guide 2.2 Fire Direction, 5.2, 6.4
  "Psi-Amp": { kind: "psiAmp" }, // Guide 2.3: the equipment of every psi task
  "Fire Direction Aid": { kind: "fireDirectionAid" }, // Guide 6.11: "FD Aids"
  "Flying Belt": { kind: "flyingBelt" }, // Guide 2.2, 6.15
  Parachute: { kind: "parachute" }, // Guide 6.15
  "Recon Aid": { kind: "other" }, // Guide 6.2: "Recon Aids"
  "Stealth Device": { kind: "other" }, // Guide 6.2: "Stealth Devices"
  Scanner: { kind: "other" }, // Guide 6.4: "a grenade, scanner, detonator, communicator"
  Detonator: { kind: "other" },
  "Demolition Charge": { kind: "other" }, // Guide 2.2 Explosives
};

/** The device data model's initial values: what a field the Guide leaves open must hold. */
const NEUTRAL_DEVICE = { equipmentBonus: 0, injector: "none", doses: 0, contactPenetration: 0, burstPenetration: 0, burstRadius: 0, grenadeType: "byName", developmentIndex: 0 };

describe("sp-devices", () => {
  const byName = (n: string) => devices.find((d) => d.name === n)?.system;
  it("has every injector of Guide 8.7, each a one-use device", () => {
    const injectors = devices.filter((d) => d.system.kind === "injector");
    expect(injectors.map((d) => d.system.injector).sort()).toEqual(["blitz", "krangor", "spaceBear", "thanaticAcid"]);
    expect(injectors.map((d) => d.system.injector).sort()).toEqual(INJECTORS.map((i) => i.id).sort());
    for (const d of injectors) expect(d.system.doses, d.name).toBe(1);
  });
  it("has the smoke and flash-bang grenades with no contact or burst penetration and no burst area (Guide 6.12)", () => {
    for (const n of ["Smoke Grenade", "Flash Bang Grenade"]) expect(byName(n)).toMatchObject({ kind: "grenade", contactPenetration: 0, burstPenetration: 0, burstRadius: 0 });
    expect(byName("Smoke Grenade").grenadeType).toBe("smoke");
    expect(byName("Flash Bang Grenade").grenadeType).toBe("flashBang");
    expect(GRENADES_WITHOUT_PENETRATION.map((g) => devices.find((d) => d.system.grenadeType === g)?.name)).toEqual(["Smoke Grenade", "Flash Bang Grenade"]);
  });
  it("has the HE, thermal and incendiary grenades of Guide 6.12, whose penetrations and burst the GM sets", () => {
    const grenades = devices.filter((d) => d.system.kind === "grenade");
    expect(grenades.map((d) => d.name).sort()).toEqual(["Flash Bang Grenade", "HE Grenade", "Incendiary Grenade", "Smoke Grenade", "Thermal Grenade"]);
    // Guide 6.12: "HE, Thermal, and Incendiary Grenades can possibly destroy cover"
    expect(COVER_DESTROYING_GRENADES.map((g) => devices.find((d) => d.system.grenadeType === g)?.name)).toEqual(["HE Grenade", "Thermal Grenade", "Incendiary Grenade"]);
    for (const n of ["HE Grenade", "Thermal Grenade", "Incendiary Grenade"]) expect(byName(n)?.description, n).toMatch(/no contact penetration, burst radius or burst penetration for it; the GM sets them/);
  });
  it.each(Object.entries(NAMED_DEVICE_TEXT))("%s, named without figures, is neutral elsewhere and left to the GM", (name, figures) => {
    const d = byName(name);
    expect(d).toEqual({ ...NEUTRAL_DEVICE, ...figures, description: d?.description });
    expect(d?.description).toMatch(GM_SETS);
  });
  it("has one device of each kind the table reads from inventory (Guide 2.3, 6.4, 6.11, 6.15)", () => {
    for (const kind of ["communicator", "psiAmp", "fireDirectionAid", "parachute", "flyingBelt"]) expect(devices.filter((d) => d.system.kind === kind), kind).toHaveLength(1);
  });
  it("has the kits tasks name (Guide 2.2, 8.1) and the intrusion devices, with no invented bonus", () => {
    const kits = { "Med Kit": "medKit", "Mech Kit": "mechKit", "Mech Kit-6": "mechKit", "Elect Kit": "electKit", "LS Kit": "lsKit", "Intrusion Device": "intrusion" };
    for (const [n, kind] of Object.entries(kits)) expect(byName(n), n).toMatchObject({ kind, equipmentBonus: 0 });
    // Guide 2.2 Ship Drives: "a Mech Kit-6 or better", read as Development Index 6
    expect(byName("Mech Kit-6")?.developmentIndex).toBe(6);
  });
  it("has the oxbottle of Guide 6.10 and nothing else", () => {
    expect(byName("Oxbottle")?.kind).toBe("other");
    expect(devices).toHaveLength(4 + 2 + 6 + 1 + Object.keys(NAMED_DEVICE_TEXT).length);
  });
});

describe("item descriptions", () => {
  it.each([...weapons, ...armour, ...devices].map((d) => [d.name, d.system.description] as const))("%s is described in a paragraph of our own words", (_name, html) => {
    expect(html).toMatch(/^<p>.+<\/p>$/);
    expect(copiedRun(html)).toBeNull();
  });
});
