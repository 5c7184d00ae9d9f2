/**
 * The weapon kinds of Guide 2.2, apart from the asset each uses (asset-uses.ts, which re-exports
 * them) because the weapon schema reads them at start-up, without the rules.
 */

/** Weapon kinds as the asset descriptions of Guide 2.2 divide them. */
export const WEAPON_KINDS = [
  "bow", // Archery: bows, slings, crossbows
  "majorVehicleWeapon", // Artillery: inventory code MV
  "fieldPiece", // Artillery: inventory code A
  "energyWeapon", // Energy Weapons: lasers, masers, sonic, plasma, emper, shock (codes S, M)
  "firearm", // Firearms: chemically powered, muskets to assault rifles (codes S, M)
  "heavyWeapon", // Heavy Weapons: man-portable heavy weapons, code H
  "lightVehicleWeapon", // Heavy Weapons: code LV
  "guidedMissile", // Missiles
  "rocketGun", // Rocket Guns: rocket-propelled personal weapons
  "spaceWeapon", // Space Gunnery: guns, beams and torps rated for ship combat
  "thrown", // Athletics: rocks, spears, knives, hatchets, hand grenades (Guide 2.2, 6.12)
  "blade", // Blades: knives, swords, spears in melee
  "blunt", // Brawling: maces, clubs, bottles, improvised
  "unarmed", // Brawling or Martial Arts
  "psiShock", // Psi-Shock (Guide 2.3, 3.5)
] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];
