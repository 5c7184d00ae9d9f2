// The Space Patrol! weapons, armour and devices compendiums hold the items the Patrolman's Guide
// gives figures for, with exactly those figures, and nothing the Guide does not print: the values
// below are transcribed from the text, section by section, not read from the generator.
import { describe, expect, it } from "vitest";
import { parseWeaponRangeEntry } from "../../src/rulesets/space-patrol/rules/equipment-bonus";
import { INJECTORS } from "../../src/rulesets/space-patrol/rules/injectors";
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
};

const weapons = packDocs<ItemDoc>("sp-weapons");
const armour = packDocs<ItemDoc>("sp-armour");
const devices = packDocs<ItemDoc>("sp-devices");

describe("sp-weapons", () => {
  it("holds exactly the weapons the Guide gives figures for", () => {
    expect(weapons.map((w) => w.name).sort()).toEqual(Object.keys(WEAPON_TEXT).sort());
    for (const w of weapons) expect(w.type).toBe("spWeapon");
  });
  it.each(Object.entries(WEAPON_TEXT))("%s has the Guide's figures", (name, figures) => {
    const w = weapons.find((d) => d.name === name);
    expect(w?.system).toMatchObject(figures);
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

describe("sp-armour", () => {
  it("holds each suit of Guide 5.2, civilian and Space Patrol issue", () => {
    const expected = Object.keys(SUIT_TEXT).flatMap((n) => [n, `${n} (Space Patrol issue)`]);
    expect(armour.map((a) => a.name).sort()).toEqual(expected.sort());
    for (const a of armour) {
      const [base] = a.name.split(" (");
      expect(a.system, a.name).toMatchObject({ ...SUIT_TEXT[base as keyof typeof SUIT_TEXT], patrolIssue: a.name.endsWith("issue)") });
    }
  });
  it("invents no armour rating or movement penalty: the Guide prints none", () => {
    for (const a of armour) expect(a.system, a.name).toMatchObject({ hand: 0, bullets: 0, energy: 0, movementPenalty: 0 });
  });
});

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
    // the HE, thermal and incendiary grenades have no printed penetration, so they are not shipped
    expect(devices.filter((d) => d.system.kind === "grenade")).toHaveLength(2);
  });
  it("has the kits tasks name (Guide 2.2, 8.1) and the intrusion devices, with no invented bonus", () => {
    const kits = { "Med Kit": "medKit", "Mech Kit": "mechKit", "Mech Kit-6": "mechKit", "Elect Kit": "electKit", "LS Kit": "lsKit", "Intrusion Device": "intrusion" };
    for (const [n, kind] of Object.entries(kits)) expect(byName(n), n).toMatchObject({ kind, equipmentBonus: 0 });
    // Guide 2.2 Ship Drives: "a Mech Kit-6 or better", read as Development Index 6
    expect(byName("Mech Kit-6")?.developmentIndex).toBe(6);
  });
  it("has the oxbottle of Guide 6.10 and nothing else", () => {
    expect(byName("Oxbottle")?.kind).toBe("other");
    expect(devices).toHaveLength(4 + 2 + 6 + 1);
  });
});

describe("item descriptions", () => {
  it.each([...weapons, ...armour, ...devices].map((d) => [d.name, d.system.description] as const))("%s is described in a paragraph of our own words", (_name, html) => {
    expect(html).toMatch(/^<p>.+<\/p>$/);
    expect(copiedRun(html)).toBeNull();
  });
});
