/**
 * The lists Space Patrol!'s data models are built from at init, kept apart from the rules that
 * give them meaning: a module is bundled whole, so the tables and procedures beside them in
 * rules/ would otherwise load with the world instead of with the table (load-table.ts). Each rule
 * file re-exports its own, where the rest of the rules read them.
 */
import type { SpaceStation } from "../rules/marker-removal";

/** Guide 2 / SP-13: asset levels run from X to 0 to 10 (rules/task.ts). */
export const MAX_ASSET_LEVEL = 10;

/** An asset level: "X" (untrained) or 0 to 10. */
export type AssetLevel = "X" | number;

/** Weapon kinds as the asset descriptions of Guide 2.2 divide them (rules/asset-uses.ts). */
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

/** Guide 6.6, 6.12: the grenade types the texts name; smoke and flash-bang have no penetration (rules/grenades.ts). */
export const GRENADE_TYPES = ["he", "fragmentation", "thermal", "incendiary", "concussion", "smoke", "flashBang"] as const;
export type GrenadeType = (typeof GRENADE_TYPES)[number];

/** Guide 7.4: the six stations of a ship (rules/space-stations.ts). */
export const SPACE_STATION_KEYS = ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"] as const satisfies readonly SpaceStation[];
