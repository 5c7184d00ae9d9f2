/**
 * A weapon item's numbers as a fire action hands them to the rules (Guide 3.3, 6.6, 6.7, 6.16): the
 * range entry of the band it fires at, its targets, rate of fire and kind of attack. The fire action
 * reads them here, and so does the GM's check of a fire card at Apply (cards/attacker-facts-confirm.ts),
 * so the two cannot come to read a weapon differently.
 */
import type { FireInput, WeaponRangeBand } from "../rules";
import type { WeaponData } from "../models/item-models";

export type FireBand = WeaponRangeBand | "beyond";

/** What a weapon gives a fire at a band; the ammunition used is the turn's, not the weapon's. */
export type FiredWeapon = Omit<FireInput["weapon"], "ammoUsed">;

/**
 * The bands the weapon can be fired at. Guide 6.16: a space weapon in regular combat is always at
 * its Effective range; any other weapon at each band it has, or beyond them (Guide 6.6: no shot).
 */
export function firingBands(weapon: WeaponData): readonly FireBand[] {
  const profile = weapon.rangeProfile;
  if (weapon.spaceKind !== "none" && profile.effective) return ["effective"];
  return [...(Object.keys(profile) as WeaponRangeBand[]), "beyond"];
}

/** The weapon's numbers at `band` (Guide 3.3: "range(penetration)+bonus"; beyond its bands, none). */
export function firedWeapon(weapon: WeaponData, band: FireBand): FiredWeapon {
  const entry = band === "beyond" ? undefined : weapon.rangeProfile[band];
  return {
    band,
    equipment: entry?.bonus ?? 0,
    penetration: entry?.penetration ?? 0,
    targets: weapon.targets,
    ammoPerTurn: weapon.ammoPerTurn,
    multipleHitsPerShot: weapon.shotgun,
    attack: weapon.attack,
    highExplosive: weapon.highExplosive,
    // Guide 6.5: the inventory code the rules read is a person's S, M or H, never a vehicle's MV or LV
    ...(weapon.code === "S" || weapon.code === "M" || weapon.code === "H" ? { inventoryCode: weapon.code } : {}),
  };
}

/** Guide 6.7, 6.15: a vehicle's MV weapon is its main one, which its Control Markers burden. */
export const isVehicleMainWeapon = (weapon: WeaponData): boolean => weapon.code === "MV";
