// Every row of four Striker II tables, as the rule text prints them (WEAPONS: WEAPON MOUNTS, RIFLE
// GRENADES, GRENADE LAUNCHERS, PERSONAL ARMOR), held against the rules data: each expected list is
// typed from the text, row by row, and read against the data by its id, in the text's order. The
// text's own gaps are read as the data's comments say (a missing column is null).
import { describe, expect, it } from "vitest";
import { WEAPON_MOUNTS } from "../../../../src/rulesets/striker/rules/crew-served-weapons";
import { GRENADE_LAUNCHERS, RIFLE_GRENADES, type GrenadeLauncher, type PenCost, type RifleGrenade } from "../../../../src/rulesets/striker/rules/grenades";
import { PERSONAL_ARMOUR } from "../../../../src/rulesets/striker/rules/personal-armour";
import type { ArmourRating } from "../../../../src/rulesets/striker/rules/armour";

/** "penetration/cost" as the text prints it; a lone number is a penetration with no cost. */
const pc = (penetration: number, costCr: number | null = null): PenCost => ({ penetration, costCr });

/** WEAPON MOUNTS: "TL Weapon Weight Price Notes". */
const MOUNT_ROWS: readonly { tl: number; weapon: string; weightKg: number; priceCr: number; notes: readonly number[] }[] = [
  { tl: 5, weapon: "mediumMachinegun", weightKg: 5, priceCr: 300, notes: [] }, // 5 Medium Machinegun 5 300
  { tl: 5, weapon: "heavyMachinegun", weightKg: 10, priceCr: 300, notes: [] }, // 5 Heavy Machinegun 10 300
  { tl: 6, weapon: "heavyMachinegun7mm", weightKg: 5, priceCr: 200, notes: [] }, // 6 7mm Heavy Machinegun 5 200
  { tl: 6, weapon: "heavyMachinegun13mm", weightKg: 20, priceCr: 400, notes: [] }, // 6 13mm Heavy Machinegun 20 400
  { tl: 7, weapon: "gatling55mm", weightKg: 20, priceCr: 1250, notes: [] }, // 7 5.5mm Gatling gun 20 1250
  { tl: 7, weapon: "gatling7mm", weightKg: 60, priceCr: 1500, notes: [] }, // 7 7mm Gatling gun 60 1500
  { tl: 8, weapon: "gatling55mm", weightKg: 15, priceCr: 1350, notes: [] }, // 8 5.5mm Gatling gun 15 1350
  { tl: 8, weapon: "gatling7mm", weightKg: 30, priceCr: 1750, notes: [] }, // 8 7mm Gatling gun 30 1750
  { tl: 8, weapon: "heavyMachinegun13mm", weightKg: 7, priceCr: 500, notes: [] }, // 8 13mm Heavy Machinegun 7 500
  { tl: 8, weapon: "gatling13mm", weightKg: 175, priceCr: 2250, notes: [8] }, // 8 13mm Gatling gun 175 2250 8
  { tl: 10, weapon: "vrfGauss", weightKg: 5000, priceCr: 20000, notes: [8] }, // 10 VRF Gauss gun 5000 20000 8
];

/** RIFLE GRENADES: "TL Type Difficult Formidable Impossible HEAP HE Flech Weight Notes". */
type RifleGrenadeRow = Omit<RifleGrenade, "label">;
const RIFLE_GRENADE_ROWS: readonly RifleGrenadeRow[] = [
  { id: "rifleGrenade4cm6", tl: 6, ranges: [25, 50, 100], heap: pc(6, 6), he: pc(5, 4), flechette: null, smoke: false, weightKg: 0.2, notes: [] },
  { id: "rifleGrenade6cm6", tl: 6, ranges: [25, 50, 100], heap: pc(18, 12), he: pc(9, 8), flechette: null, smoke: false, weightKg: 0.6, notes: [] },
  { id: "rifleGrenade6cmSmoke6", tl: 6, ranges: [25, 50], heap: null, he: null, flechette: null, smoke: true, weightKg: 0.6, notes: [] },
  { id: "rifleGrenade4cm7", tl: 7, ranges: [50, 100, 150], heap: pc(22, 5), he: pc(7, 3), flechette: null, smoke: false, weightKg: 0.4, notes: [] },
  { id: "rifleGrenade6cm7", tl: 7, ranges: [50, 100, 150], heap: pc(27, 10), he: pc(11, 7), flechette: null, smoke: false, weightKg: 0.6, notes: [] },
  { id: "rifleGrenade6cmSmoke7", tl: 7, ranges: [25, 50, 100], heap: null, he: null, flechette: null, smoke: true, weightKg: 0.6, notes: [] },
  { id: "rifleGrenadeRam8", tl: 8, ranges: [250, 375, 500], heap: pc(24, 16), he: pc(7, 11), flechette: pc(6, 32), smoke: false, weightKg: 0.4, notes: [1] },
  { id: "rifleGrenadeRamSmoke8", tl: 8, ranges: [100, 200, 300], heap: null, he: null, flechette: null, smoke: true, weightKg: 0.6, notes: [1] },
  { id: "rifleGrenadeRam9", tl: 9, ranges: [250, 375, 500], heap: pc(28, 20), he: pc(9, 13), flechette: pc(6, 40), smoke: false, weightKg: 0.4, notes: [1] },
  { id: "rifleGrenadeRam10", tl: 10, ranges: [375, 750, 1500], heap: pc(32, 20), he: pc(9, 13), flechette: pc(8, 40), smoke: false, weightKg: 0.5, notes: [1] },
  { id: "rifleGrenadeRamSmoke10", tl: 10, ranges: [150, 300, 500], heap: null, he: null, flechette: null, smoke: true, weightKg: 0.8, notes: [1] },
  { id: "rifleGrenadeRam11", tl: 11, ranges: [375, 750, 1500], heap: pc(36, 20), he: pc(11, 13), flechette: pc(8, 40), smoke: false, weightKg: 0.5, notes: [1] },
  { id: "rifleGrenadeRam13", tl: 13, ranges: [375, 750, 1500], heap: pc(38, 20), he: pc(13, 13), flechette: pc(10, 40), smoke: false, weightKg: 0.5, notes: [1] },
];

/**
 * GRENADE LAUNCHERS: "TL Des Shots Difficult Formidable Impossible HEAP HE Flech Weight Price Notes";
 * "+n" after a range is its autofire DM, weight is "launcher/magazine". The notes give ATGLs a high
 * signature and the rest medium, autolaunchers two targets and the rest one.
 */
// every field of the table row but its display name
type LauncherRow = Omit<GrenadeLauncher, "label">;
const LAUNCHER_ROWS: readonly LauncherRow[] = [
  { id: "atgl7cm", tl: 6, shots: 1, ranges: [100, 220, 350], autofire: null, heap: pc(24, 8), he: null, flechette: null, weightKg: 6, magazineWeightKg: 1.5, priceCr: 200, notes: [1], signature: "H", targets: 1 },
  { id: "atgl8cm", tl: 6, shots: 1, ranges: [120, 250, 375], autofire: null, heap: pc(28, 10), he: null, flechette: null, weightKg: 8, magazineWeightKg: 2.4, priceCr: 250, notes: [1], signature: "H", targets: 1 },
  { id: "atgl9cm", tl: 6, shots: 1, ranges: [150, 270, 400], autofire: null, heap: pc(32, 12), he: null, flechette: null, weightKg: 9, magazineWeightKg: 3.3, priceCr: 300, notes: [1], signature: "H", targets: 1 },
  { id: "disposableAtgl6", tl: 6, shots: 1, ranges: [100, 200, 250], autofire: null, heap: pc(31), he: null, flechette: null, weightKg: 7, magazineWeightKg: null, priceCr: 50, notes: [1], signature: "H", targets: 1 },
  { id: "grenadeLauncher4cm", tl: 7, shots: 1, ranges: [100, 200, 500], autofire: null, heap: pc(15, 5), he: pc(7, 3), flechette: null, weightKg: 3, magazineWeightKg: 0.2, priceCr: 200, notes: [], signature: "M", targets: 1 },
  { id: "autoGrenadeLauncher4cm", tl: 7, shots: 16, ranges: [100, 200, 500], autofire: [3, 2, 1], heap: pc(15, 85), he: pc(7, 48), flechette: null, weightKg: 6, magazineWeightKg: 8, priceCr: 1400, notes: [], signature: "M", targets: 2 },
  { id: "disposableAtgl7", tl: 7, shots: 1, ranges: [200, 400, 600], autofire: null, heap: pc(36), he: null, flechette: null, weightKg: 2, magazineWeightKg: null, priceCr: 100, notes: [1], signature: "H", targets: 1 },
  { id: "ramGrenadeLauncher8", tl: 8, shots: 3, ranges: [250, 500, 1000], autofire: null, heap: pc(24, 50), he: pc(7, 30), flechette: pc(6, 100), weightKg: 4, magazineWeightKg: 1.4, priceCr: 400, notes: [], signature: "M", targets: 1 },
  { id: "ramAutoGrenadeLauncher8", tl: 8, shots: 20, ranges: [250, 500, 1000], autofire: [4, 3, 2], heap: pc(24, 350), he: pc(7, 200), flechette: pc(6, 700), weightKg: 8, magazineWeightKg: 9, priceCr: 2200, notes: [], signature: "M", targets: 2 },
  { id: "ramGrenadeLauncher9", tl: 9, shots: 3, ranges: [250, 500, 1000], autofire: null, heap: pc(28, 60), he: pc(9, 40), flechette: pc(6, 120), weightKg: 4, magazineWeightKg: 1.4, priceCr: 400, notes: [], signature: "M", targets: 1 },
  { id: "ramAutoGrenadeLauncher9", tl: 9, shots: 20, ranges: [250, 500, 1000], autofire: [4, 3, 2], heap: pc(28, 400), he: pc(9, 270), flechette: pc(6, 800), weightKg: 8.5, magazineWeightKg: 9, priceCr: 2200, notes: [], signature: "M", targets: 2 },
  { id: "ramGrenadeLauncher10", tl: 10, shots: 3, ranges: [375, 750, 1500], autofire: null, heap: pc(32, 60), he: pc(9, 40), flechette: pc(8, 120), weightKg: 6, magazineWeightKg: 1.6, priceCr: 500, notes: [], signature: "M", targets: 1 },
  { id: "ramAutoGrenadeLauncher10", tl: 10, shots: 20, ranges: [375, 750, 1500], autofire: [4, 3, 2], heap: pc(32, 400), he: pc(9, 270), flechette: pc(8, 800), weightKg: 9, magazineWeightKg: 12, priceCr: 3000, notes: [], signature: "M", targets: 2 },
  { id: "ramGrenadeLauncher11", tl: 11, shots: 3, ranges: [375, 750, 1500], autofire: null, heap: pc(36, 60), he: pc(11, 40), flechette: pc(8, 120), weightKg: 6, magazineWeightKg: 1.6, priceCr: 600, notes: [], signature: "M", targets: 1 },
  { id: "ramAutoGrenadeLauncher11", tl: 11, shots: 20, ranges: [375, 750, 1500], autofire: [4, 3, 2], heap: pc(36, 400), he: pc(11, 270), flechette: pc(8, 800), weightKg: 9, magazineWeightKg: 12, priceCr: 3000, notes: [], signature: "M", targets: 2 },
];

/**
 * PERSONAL ARMOR: "TL Armor Value Weight Volume Price"; "(n)" is against melee only, "[n]" against
 * energy weapons only (ruling STR-5). Mesh prints one number too few (no volume), and vacc suits
 * from TL 13 print no weight (personal-armour.ts).
 */
const ARMOUR_ROWS: readonly { id: string; tl: number; armour: ArmourRating; weightKg: number | null; volumeL: number | null; priceCr: number }[] = [
  { id: "jack", tl: 1, armour: { general: 1, meleeOnly: true }, weightKg: 1, volumeL: 4, priceCr: 50 }, // Jack (1) 1 4 50
  { id: "cloth", tl: 6, armour: { general: 5 }, weightKg: 2, volumeL: 4.5, priceCr: 250 },
  { id: "mesh", tl: 7, armour: { general: 2 }, weightKg: 2, volumeL: null, priceCr: 150 }, // Mesh 2 2 150
  { id: "flakJacket", tl: 7, armour: { general: 3 }, weightKg: 1, volumeL: 2, priceCr: 100 },
  { id: "vaccSuit7", tl: 7, armour: { general: 2 }, weightKg: 12, volumeL: 3.6, priceCr: 10000 },
  { id: "hardVaccSuit8", tl: 8, armour: { general: 5 }, weightKg: 35, volumeL: 3.8, priceCr: 12000 },
  { id: "ablat", tl: 9, armour: { general: 1, energy: 6 }, weightKg: 2, volumeL: 4.5, priceCr: 75 }, // Albat 1[6] 2 4.5 75
  { id: "vaccSuit9", tl: 9, armour: { general: 2 }, weightKg: 8, volumeL: 3.6, priceCr: 7000 },
  { id: "hardVaccSuit9", tl: 9, armour: { general: 6 }, weightKg: 40, volumeL: 3.8, priceCr: 16000 },
  { id: "combatArmour10", tl: 10, armour: { general: 0, energy: 10 }, weightKg: 1, volumeL: 2, priceCr: 1500 }, // Combat Armor [10] 1 2 1500
  { id: "combatEnvironmentSuit", tl: 10, armour: { general: 6 }, weightKg: 2, volumeL: 6, priceCr: 1000 },
  { id: "vaccSuit10", tl: 10, armour: { general: 2 }, weightKg: 6, volumeL: 2.7, priceCr: 7000 },
  { id: "hardVaccSuit10", tl: 10, armour: { general: 7 }, weightKg: 40, volumeL: 3, priceCr: 18000 },
  { id: "combatArmour11", tl: 11, armour: { general: 8 }, weightKg: 18, volumeL: 2.9, priceCr: 20000 },
  { id: "vaccSuit11", tl: 11, armour: { general: 2 }, weightKg: 4, volumeL: 1.8, priceCr: 7000 },
  { id: "hardVaccSuit11", tl: 11, armour: { general: 7 }, weightKg: 10, volumeL: 2, priceCr: 20000 },
  { id: "combatArmour12", tl: 12, armour: { general: 10 }, weightKg: 10, volumeL: 1.8, priceCr: 30000 },
  { id: "vaccSuit12", tl: 12, armour: { general: 3 }, weightKg: 2, volumeL: 0.9, priceCr: 7000 },
  { id: "hardVaccSuit12", tl: 12, armour: { general: 10 }, weightKg: 25, volumeL: 2.6, priceCr: 20000 },
  { id: "battleDress13", tl: 13, armour: { general: 10 }, weightKg: 26, volumeL: 3.8, priceCr: 200000 },
  { id: "vaccSuit13", tl: 13, armour: { general: 3 }, weightKg: null, volumeL: 0.5, priceCr: 7000 }, // Vacc Suit 3 0.5 7000
  { id: "combatArmour14", tl: 14, armour: { general: 18 }, weightKg: 6, volumeL: 0.7, priceCr: 60000 },
  { id: "battleDress14", tl: 14, armour: { general: 18 }, weightKg: 12, volumeL: 2.7, priceCr: 350000 },
  { id: "vaccSuit14", tl: 14, armour: { general: 4 }, weightKg: null, volumeL: 0.2, priceCr: 7000 },
  { id: "vaccSuit15", tl: 15, armour: { general: 4 }, weightKg: null, volumeL: 0.2, priceCr: 9000 },
];

describe("WEAPON MOUNTS, every row as the text prints it", () => {
  it("has the text's rows in its order", () => {
    expect(WEAPON_MOUNTS.map((m) => [m.tl, m.weapon])).toEqual(MOUNT_ROWS.map((m) => [m.tl, m.weapon]));
  });
  it.each(MOUNT_ROWS.map((row) => [`TL ${row.tl} ${row.weapon}`, row] as const))("%s", (_, row) => {
    expect(WEAPON_MOUNTS.find((m) => m.tl === row.tl && m.weapon === row.weapon)).toEqual(row);
  });
});

describe("RIFLE GRENADES, every row as the text prints it", () => {
  it("has the text's rows in its order", () => {
    expect(RIFLE_GRENADES.map((g) => g.id)).toEqual(RIFLE_GRENADE_ROWS.map((g) => g.id));
  });
  it.each(RIFLE_GRENADE_ROWS.map((row) => [row.id, row] as const))("%s", (id, row) => {
    expect(RIFLE_GRENADES.find((g) => g.id === id)).toMatchObject(row);
  });
});

describe("GRENADE LAUNCHERS, every row as the text prints it", () => {
  it("has the text's rows in its order", () => {
    expect(GRENADE_LAUNCHERS.map((g) => g.id)).toEqual(LAUNCHER_ROWS.map((g) => g.id));
  });
  it.each(LAUNCHER_ROWS.map((row) => [row.id, row] as const))("%s", (id, row) => {
    expect(GRENADE_LAUNCHERS.find((g) => g.id === id)).toMatchObject(row);
  });
});

describe("PERSONAL ARMOR, every row as the text prints it, weight and volume too", () => {
  it("has the text's rows in its order", () => {
    expect(PERSONAL_ARMOUR.map((a) => a.id)).toEqual(ARMOUR_ROWS.map((a) => a.id));
  });
  it.each(ARMOUR_ROWS.map((row) => [row.id, row] as const))("%s", (id, row) => {
    const found = PERSONAL_ARMOUR.find((a) => a.id === id);
    expect(found).toMatchObject(row);
    // the rating whole: a bracketed value the text does not print would pass a partial match
    expect(found?.armour).toEqual(row.armour);
  });
});
