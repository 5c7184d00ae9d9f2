/**
 * Crew-served slug throwers and weapon mounts (Striker WEAPONS, "CREW SERVED SLUG THROWERS",
 * "WEAPON MOUNTS"). Notes here mean: 1 treated as individual weapons, 2 magazine-fed with one
 * crew, 3 and 4 groups of the same basic weapon, 5 high-recoil individual weapons, 6 heavy
 * crew-served, 7 weight includes every mount, 8 mounts can be carriages.
 */
import { r, t, weaponLabel, type Weapon } from "./weapon-types";
import type { RangeBand } from "./fire-profile";
import type { Signature } from "./visibility";

/** Crew of two if towed or carried, one if vehicle mounted; note 2 weapons need one. */
export const CREW = { carried: 2, vehicle: 1, magazineFed: 1 } as const;

/**
 * Several rows print one number after the price where the table has Notes and Set Up columns.
 * SINGLE_NUMBER_IS_SET_UP: it is read as SET UP, because the numbers grow with the weapon as the
 * set-up column does (light MGs 0, heavy MGs 2, Gatlings 4, 13mm Gatling 6, VRF Gauss 10).
 */
export const SINGLE_NUMBER_IS_SET_UP = true;

function c(
  tl: number,
  id: string,
  shots: string,
  bands: RangeBand[],
  damage: number,
  signature: Signature,
  targets: number,
  weight: readonly [number, number],
  price: readonly [number, number],
  notes: number[],
  setUp: number | null,
): Weapon {
  return {
    id,
    label: weaponLabel(id),
    table: "crewServed",
    tl,
    weightKg: weight[0],
    priceCr: price[0],
    setUp,
    rows: [
      {
        ammo: "standard",
        magazine: shots,
        bands,
        damage,
        signature,
        targets: t(targets),
        magazineWeightKg: weight[1],
        magazinePriceCr: price[1],
        notes,
      },
    ],
  };
}

export const CREW_SERVED_WEAPONS = [
  c(5, "mediumMg7mm5", "3", [r(350, 3, 3), r(700, 2, 2), r(1000, 2, 1)], 3, "H", 8, [10, 4], [1500, 240], [5], 0),
  c(5, "heavyMg7mm5", "120/3", [r(500, 3, 3), r(1000, 2, 2), r(1500, 2, 1)], 3, "H", 8, [15, 4], [1900, 240], [], 2),
  c(6, "lightMg55mmBelt", "80/1", [r(350, 2, 4), r(700, 2, 3), r(1000, 2, 2)], 2, "H", 2, [5.5, 2], [1200, 100], [1, 4, 7], 0),
  c(6, "lightMg55mmMagazine", "30/1", [r(350, 2, 2), r(700, 2, 1), r(1000, 2)], 2, "H", 2, [5.5, 0.33], [1200, 20], [1, 2, 4, 7], 0),
  c(6, "lightMg7mm", "40/1", [r(400, 3, 3), r(750, 2, 2), r(1200, 2, 1)], 3, "H", 4, [10, 1.3], [2000, 100], [1, 3, 7], 0),
  c(6, "mediumMg7mm6", "160/2", [r(500, 3, 4), r(1000, 2, 3), r(1500, 2, 2)], 3, "H", 8, [10, 5.5], [2000, 300], [3, 5, 7], 0),
  c(6, "heavyMg7mm6", "160/1", [r(600, 3, 5), r(1200, 2, 4), r(1800, 2, 2)], 3, "H", 16, [10, 5.3], [2200, 300], [3], 2),
  c(6, "heavyMg13mm6", "80/2", [r(500, 6, 3), r(1000, 5, 2), r(1500, 3, 1)], 5, "H", 4, [40, 10], [3000, 400], [], 2),
  c(7, "gatling55mm7", "2560/4", [r(300, 2, 7), r(600, 2, 5), r(1000, 1, 3)], 2, "H", 16, [30, 30], [12350, 2250], [], 4),
  c(7, "gatling7mm7", "2560/4", [r(400, 3, 7), r(750, 2, 5), r(1200, 2, 3)], 3, "H", 16, [60, 60], [15500, 3000], [], 4),
  c(8, "gatling55mm8", "2560/1", [r(300, 2, 9), r(600, 2, 7), r(1000, 1, 4)], 2, "H", 16, [15, 30], [4500, 1000], [], 4),
  c(8, "gatling7mm8", "1280/1", [r(400, 3, 8), r(750, 2, 6), r(1200, 2, 3)], 3, "H", 16, [30, 30], [6000, 900], [], 4),
  c(8, "heavyMg13mm8", "80/1", [r(500, 6, 4), r(1000, 5, 3), r(1500, 3, 1)], 5, "H", 8, [20, 10], [5000, 400], [], 2),
  c(8, "gatling13mm", "320/1", [r(500, 6, 6), r(1000, 5, 5), r(1500, 3, 2)], 5, "H", 16, [70, 30], [9000, 1000], [6], 6),
  c(10, "vrfGauss10", "30720/24", [r(1500, 21, 8), r(3000, 19, 6), r(4500, 17, 3)], 10, "L", 16, [2000, 300], [200000, 6000], [6], 10),
] as const satisfies readonly Weapon[];

/** WEAPON MOUNTS: weight and price of the mount a weapon needs to be used by infantry. */
export const WEAPON_MOUNTS = [
  { tl: 5, weapon: "mediumMachinegun", weightKg: 5, priceCr: 300, notes: [] },
  { tl: 5, weapon: "heavyMachinegun", weightKg: 10, priceCr: 300, notes: [] },
  { tl: 6, weapon: "heavyMachinegun7mm", weightKg: 5, priceCr: 200, notes: [] },
  { tl: 6, weapon: "heavyMachinegun13mm", weightKg: 20, priceCr: 400, notes: [] },
  { tl: 7, weapon: "gatling55mm", weightKg: 20, priceCr: 1250, notes: [] },
  { tl: 7, weapon: "gatling7mm", weightKg: 60, priceCr: 1500, notes: [] },
  { tl: 8, weapon: "gatling55mm", weightKg: 15, priceCr: 1350, notes: [] },
  { tl: 8, weapon: "gatling7mm", weightKg: 30, priceCr: 1750, notes: [] },
  { tl: 8, weapon: "heavyMachinegun13mm", weightKg: 7, priceCr: 500, notes: [] },
  { tl: 8, weapon: "gatling13mm", weightKg: 175, priceCr: 2250, notes: [8] },
  { tl: 10, weapon: "vrfGauss", weightKg: 5000, priceCr: 20000, notes: [8] },
] as const satisfies readonly { tl: number; weapon: string; weightKg: number; priceCr: number; notes: readonly number[] }[];
