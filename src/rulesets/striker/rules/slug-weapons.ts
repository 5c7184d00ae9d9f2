/**
 * Individual slug throwers (Striker WEAPONS, "Individual Weapons: SLUG THROWERS"), row for row.
 * Notes: 1 burst 0 m, 2 low recoil, 3 gyrostabilised, 4 doubled autofire, 5 high recoil.
 */
import { r, t, weaponLabel, type AmmoRow, type AmmoType, type Targets, type Weapon } from "./weapon-types";
import type { RangeBand } from "./fire-profile";
import type { Signature } from "./visibility";

function a(
  ammo: AmmoType,
  magazine: number | string,
  bands: RangeBand[],
  damage: number,
  signature: Signature,
  targets: Targets,
  magazineWeightKg: number | null,
  magazinePriceCr: number | null,
  notes: number[] = [],
): AmmoRow {
  return { ammo, magazine, bands, damage, signature, targets, magazineWeightKg, magazinePriceCr, notes };
}

function w(tl: number, id: string, weightKg: number | null, priceCr: number | null, rows: AmmoRow[]): Weapon {
  return { id, label: weaponLabel(id), table: "slugThrower", tl, weightKg, priceCr, rows };
}

const S = "standard";

export const SLUG_THROWERS = [
  w(1, "sling", 0, 1, [a(S, 1, [r(40, 1), r(80, 0), r(150, 0)], 1, "L", t(1), 0.1, null)]),
  w(1, "shortBow", 0.5, 50, [a(S, 1, [r(25, 1), r(50, 0), r(300, 0)], 2, "L", t(1), 0.1, 2)]),
  w(1, "longBow", 1, 75, [a(S, 1, [r(50, 1), r(200, 1), r(400, 0)], 2, "L", t(1), 0.1, 2)]),
  w(1, "lightCrossbow", 3, 150, [a(S, 1, [r(50, 2), r(100, 1), r(300, 0)], 2, "L", t(1), 0.1, 2)]),
  w(1, "heavyCrossbow", 6, 250, [a(S, 1, [r(50, 3), r(100, 2), r(400, 0)], 3, "L", t(1), 0.1, 2)]),
  w(1, "repeatingCrossbow", 4, 200, [a(S, 10, [r(50, 2), r(100, 1), r(300, 0)], 2, "L", t(1), 0.1, 8)]),
  w(2, "handCannon", 5, 50, [a(S, 1, [r(25, 0), r(80, 0), r(250, 0)], 3, "H", t(1), 0.2, 5)]),
  w(3, "flintlockMusket", 4, 60, [a(S, 1, [r(50, 2), r(150, 2), r(300, 0)], 3, "H", t(1), 0.03, 2)]),
  w(3, "flintlockPistol", 1.5, 40, [a(S, 1, [r(10, 1), r(20, 1), r(50, 0)], 3, "H", t(1), 0.02, 5)]),
  w(4, "percussionRevolver", 1, 150, [a(S, 6, [r(20, 2), r(30, 1), r(60, 0)], 3, "M", t(1), 0.03, 2)]),
  w(4, "percussionRifle", 4, 100, [a(S, 1, [r(200, 3), r(400, 1), r(800, 0)], 3, "M", t(1), 0.03, 2)]),
  w(5, "revolver5mm", 0.3, 100, [a(S, 6, [r("C", 0), r(10, 0), r(50, 0)], 1, "M", t(1), 0.05, 3)]),
  w(5, "revolver7mm", 0.6, 125, [a(S, 6, [r(10, 1), r(25, 0), r(80, 0)], 2, "M", t(1), 0.075, 4)]),
  w(5, "revolver9mm", 0.9, 150, [a(S, 6, [r(10, 2), r(40, 1), r(100, 0)], 2, "M", t(1), 0.1, 5)]),
  w(5, "magnumRevolver9mm", 1.2, 300, [a(S, 6, [r(10, 3), r(40, 1), r(100, 0)], 3, "M", t(1), 0.12, 8)]),
  w(5, "shotgun", 3.75, 150, [
    a("pellets", 10, [r(50, 1, 6), r(100, 0, 3)], 2, "H", t(1), 0.75, 10),
    a("bullets", 10, [r(50, 3, 4), r(100, 1, 2)], 3, "H", t(1), 0.75, 10),
  ]),
  w(5, "boltRifle762mm", 4, 200, [a(S, 6, [r(250, 3), r(500, 2), r(750, 2)], 3, "M", t(1), 0.2, 8)]),
  w(5, "rifle13mm", 15, 2000, [a(S, 2, [r(350, 5), r(700, 4), r(1000, 3)], 5, "H", t(1), 0.15, 60, [5])]),
  w(6, "autopistol7mm", 0.55, 150, [a(S, 15, [r(10, 1), r(25, 0), r(60, 0)], 2, "M", t(1), 0.2, 8)]),
  w(6, "autopistol9mm", 0.75, 200, [a(S, 15, [r(10, 2), r(40, 1), r(90, 0)], 2, "M", t(1), 0.25, 10)]),
  w(6, "carbine7mm", 3, 200, [a(S, 10, [r(100, 2), r(180, 1), r(300, 0)], 3, "M", t(1), 0.125, 10)]),
  w(6, "semiAutoRifle7mm", 4, 200, [a(S, 20, [r(300, 3), r(600, 2), r(900, 2)], 3, "M", t(1), 0.5, 20)]),
  w(6, "autoRifle7mm", 5, 1000, [a(S, 20, [r(300, 3, 3), r(600, 2, 2), r(900, 2, 1)], 3, "M", t(2), 0.5, 20)]),
  w(6, "submachinegun9mm", 2.5, 150, [a(S, 30, [r(25, 3, 4), r(50, 2, 3), r(100, 1, 1)], 2, "M", t(2), 0.5, 20)]),
  w(7, "bodyPistol", 0.25, 500, [a(S, 6, [r("C", 0), r(10, 0), r(25, 0)], 1, "M", t(1), 0.05, 20)]),
  w(7, "assaultRifle55mm", 3, 300, [a(S, 30, [r(180, 3, 2), r(350, 2, 1), r(600, 1)], 2, "M", t(1, 2), 0.33, 20)]),
  w(7, "assaultRifle7mm", 4, 400, [a(S, 30, [r(180, 3, 2), r(500, 2, 1), r(750, 2)], 3, "M", t(1, 2), 0.6, 30)]),
  // AUTO_SHOTGUN_DOUBLES: note 4 (doubled autofire on the autofire setting) has lost its row
  // marker in the text; the auto shotgun is the weapon with pellets and an autofire setting.
  w(7, "autoShotgun", 4, 500, [
    a("pellets", 20, [r(50, 1, 6), r(100, 0, 3)], 2, "H", t(1, 2), 1.5, 20, [4]),
    a("bullets", 20, [r(50, 3, 4), r(100, 1, 2)], 4, "H", t(1, 2), 1.5, 20, [4]),
  ]),
  w(7, "semiAutoRifle9mm", 5, 1000, [a(S, 20, [r(350, 4), r(700, 3), r(1000, 2)], 3, "M", t(1), 0.8, 40)]),
  w(8, "snub10mm", 0.25, 150, [
    a("HE", 6, [r("C", 1), r(10, 1), r(25, 1)], 4, "M", t(1), 0.03, 10, [1, 2]),
    a("HEAP", 6, [r("C", 6), r(10, 6), r(25, 6)], 3, "M", t(1), 0.03, 10, [1, 2]),
  ]),
  w(8, "autoSnub10mm", 0.4, 200, [
    a("HE", 20, [r("C", 1), r(10, 1), r(25, 1)], 4, "M", t(1), 0.1, 30, [1, 2]),
    a("HEAP", 20, [r("C", 6), r(10, 6), r(25, 6)], 3, "M", t(1), 0.1, 30, [1, 2]),
  ]),
  // LAG: the HE row prints no price and no notes; the weapon price is not given anywhere.
  w(8, "lag", 4, null, [
    a("HE", 5, [r(150, 3), r(300, 3), r(450, 3)], 4, "M", t(1), 0.5, null),
    a("KEAP", 5, [r(200, 8), r(400, 7), r(600, 6)], 4, "M", t(1), 0.5, 20, [5]),
    a("flechette", 5, [r(70, 6, 2), r(150, 5, 1)], 2, "M", { areaM: 50 }, 0.5, 40, [5]),
  ]),
  w(9, "accelerator6mm", 2.5, 900, [a(S, 15, [r(25, 1, 2), r(50, 3, 1), r(80, 1)], 3, "L", t(1), 0.5, 25, [2])]),
  w(10, "acr7mm", 3, 800, [
    a("slugs", 20, [r(300, 3, 2), r(600, 2, 1), r(900, 1, 1)], 3, "M", t(1, 2), 0.4, 10, [3]),
    a("DS", 20, [r(450, 3, 2), r(900, 2, 1)], 3, "M", t(1, 2), 0.4, 20, [3]),
  ]),
  w(10, "acr9mm", 3.5, 1000, [
    a("slugs", 20, [r(300, 4, 2), r(600, 3, 1), r(900, 2, 1)], 3, "M", t(1, 2), 0.5, 15, [3]),
    a("DS", 20, [r(450, 6, 2), r(900, 3, 1)], 3, "M", t(1, 2), 0.5, 25, [3]),
    a("HE", 20, [r(300, 3, 2), r(600, 3, 1), r(900, 3)], 4, "M", t(1, 2), 0.5, 20, [1, 3]),
  ]),
  // ARL HEAP prints "1/" for its targets; read as 1/2 like the rest of the weapon.
  w(10, "arl", 3, 800, [
    a("slugs", 20, [r(300, 5, 3), r(600, 4, 2), r(1000, 3, 1)], 4, "H", t(1, 2), 0.5, 20, [3]),
    a("KEAP", 20, [r(300, 8, 3), r(600, 6, 2), r(1000, 4, 1)], 4, "H", t(1, 2), 0.5, 35, [3]),
    a("HE", 20, [r(300, 5, 3), r(600, 5, 2), r(1000, 5, 1)], 5, "H", t(1, 2), 0.5, 30, [1, 3]),
    a("HEAP", 20, [r(250, 10, 3), r(500, 10, 2), r(750, 10, 1)], 4, "H", t(1, 2), 0.5, 35, [1, 3]),
  ]),
  w(10, "arlss", 3.5, 1000, [
    a("slugs", 40, [r(300, 5, 4), r(600, 4, 3), r(1000, 3, 2)], 4, "H", t(2), 1, 40, [3]),
    a("KEAP", 40, [r(300, 8, 4), r(600, 6, 3), r(1000, 4, 2)], 4, "H", t(2), 1, 40, [3]),
    a("HE", 40, [r(300, 5, 4), r(600, 5, 3), r(1000, 5, 2)], 5, "H", t(2), 1, 40, [1, 3]),
    a("HEAP", 40, [r(250, 10, 4), r(500, 10, 3), r(750, 10, 2)], 4, "H", t(2), 1, 40, [1, 3]),
  ]),
  w(12, "gaussRifle4mm", 3.5, 1500, [a(S, 40, [r(600, 7, 3), r(1200, 3, 2)], 4, "L", t(1, 2), 0.4, 40, [2])]),
  w(13, "gaussPistol4mm", 0.65, 600, [a(S, 15, [r(20, 4), r(40, 3), r(60, 1)], 3, "L", t(1), 0.2, 20, [2])]),
] as const satisfies readonly Weapon[];
