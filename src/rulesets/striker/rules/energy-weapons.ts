/**
 * Individual energy weapons (Striker WEAPONS, "ENERGY WEAPONS"), row for row. Same notes as the
 * slug throwers: 2 low recoil, 5 high recoil (PGMP-13 and FGMP-14 only in battle dress),
 * 6 weights with the gravitic field on (x10 when off).
 */
import { r, t, weaponLabel, type Weapon } from "./weapon-types";
import type { RangeBand } from "./fire-profile";
import type { Signature } from "./visibility";

function e(
  tl: number,
  id: string,
  shots: number | "unlimited",
  bands: RangeBand[],
  damage: number,
  signature: Signature,
  weight: readonly [number, number],
  price: readonly [number, number],
  notes: number[],
): Weapon {
  return {
    id,
    label: weaponLabel(id),
    table: "energy",
    tl,
    weightKg: weight[0],
    priceCr: price[0],
    rows: [{ ammo: "standard", magazine: shots, bands, damage, signature, targets: t(1), magazineWeightKg: weight[1], magazinePriceCr: price[1], notes }],
  };
}

export const ENERGY_WEAPONS = [
  e(8, "laserCarbine8", 50, [r(150, 7), r(300, 3), r(1500, 0)], 3, "L", [5, 3], [2500, 1000], [2]),
  e(9, "laserRifle9", 100, [r(180, 9), r(360, 4), r(1800, 1)], 3, "L", [6, 4], [3500, 1500], [2]),
  e(9, "laserPistol9", 50, [r(90, 4), r(180, 2), r(900, 0)], 3, "L", [3, 1], [2000, 400], [2]),
  e(12, "pgmp12", 40, [r(250, 20), r(450, 8), r(750, 1)], 12, "H", [6, 3], [10000, 2500], [5]),
  e(13, "laserCarbine13", 200, [r(200, 12), r(400, 6), r(2000, 2)], 3, "L", [4.4, 2], [4000, 14000], [2]),
  e(13, "pgmp13", "unlimited", [r(450, 25), r(900, 12), r(1500, 1)], 13, "H", [0.9, 7], [65000, 50000], [5]),
  e(13, "laserRifle13", 200, [r(400, 20), r(800, 12), r(4000, 4)], 3, "L", [8, 4], [8000, 28000], [2]),
  e(13, "laserPistol13", 200, [r(100, 6), r(200, 3), r(1000, 1)], 3, "L", [2.2, 1], [3000, 7000], [2]),
  e(14, "pgmp14", "unlimited", [r(450, 25), r(900, 12), r(1500, 1)], 14, "H", [9, 1.6], [100000, 65000], [2, 6]),
  e(14, "fgmp14", "unlimited", [r(450, 34), r(900, 22), r(1500, 4)], 14, "H", [10, 9], [100000, 65000], [5]),
  e(15, "fgmp15", "unlimited", [r(450, 34), r(900, 22), r(1500, 4)], 15, "H", [1, 2], [400000, 300000], [2, 6]),
  e(16, "fgmp16", "unlimited", [r(450, 34), r(900, 22), r(1500, 4)], 16, "H", [0.5, 1], [500000, 375000], [2, 6]),
  e(16, "plasmaRifle", "unlimited", [r(450, 25), r(900, 12), r(1500, 1)], 13, "H", [0.5, 0.5], [125000, 300000], [2, 6]),
] as const satisfies readonly Weapon[];

/** Note 5: these high-recoil weapons may only be used in battle dress. */
export const BATTLE_DRESS_ONLY = ["pgmp13", "fgmp14"] as const;
