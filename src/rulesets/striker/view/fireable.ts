/**
 * What a trooper can fire, as the fire dialog offers it: his weapon and the grenade he carries.
 * A rifle grenade is launched only from the rifles its notes list ("all grenades can be launched
 * by rifles, autorifles, assault rifles, ACRs, gauss rifles, ARLs and ARLSSs"), and any trooper
 * may throw it instead ("rifle grenades can be used as hand grenades"), at the hand grenade's
 * ranges (Striker 8.A.1.a.4). Pure.
 */
import { HAND_GRENADE_RANGES_M } from "../rules/grenades";
import type { WeaponItemSystem } from "../data/weapon-schema";
import { carriedWeapons, weaponOf, type TeamItem, type Trooper } from "./team-items";

/**
 * Table ids of the weapons that launch rifle grenades. "Rifles" is read as the bolt, semi-automatic
 * and 13mm rifles; the TL 3-4 muzzle-loaders, carbines and the energy weapons' laser rifles are
 * not in the list (rifle grenades start at TL 6, and a laser has no muzzle to launch from).
 */
export const RIFLE_GRENADE_LAUNCHERS: readonly string[] = [
  "boltRifle762mm", "semiAutoRifle7mm", "semiAutoRifle9mm", "rifle13mm",
  "autoRifle7mm",
  "assaultRifle55mm", "assaultRifle7mm",
  "acr7mm", "acr9mm",
  "gaussRifle4mm",
  "arl", "arlss",
];

/** The dialog's value for a rifle grenade thrown by hand. */
export const THROWN_KEY_SUFFIX = "#thrown";

export interface Fireable {
  /** The dialog's value: the item's name, with THROWN_KEY_SUFFIX for a thrown rifle grenade. */
  readonly key: string;
  readonly name: string;
  readonly thrown: boolean;
  readonly itemId: string;
  readonly weapon: WeaponItemSystem;
}

export function launchesRifleGrenades(weapon: WeaponItemSystem | undefined): boolean {
  return weapon !== undefined && RIFLE_GRENADE_LAUNCHERS.includes(weapon.tableId);
}

/** The rifle grenade as a hand grenade: difficult to 20 m, formidable to 50 m, its own penetration. */
export function thrownRifleGrenade(w: WeaponItemSystem): WeaponItemSystem {
  return {
    ...w,
    ammo: w.ammo.map((a) => {
      const first = a.bands[0];
      const pen = first?.penetration ?? 0;
      // Flechette rounds have only the difficult column (notes for all grenade weapons).
      const ranges = a.bands.length === 1 ? [HAND_GRENADE_RANGES_M.difficult] : [HAND_GRENADE_RANGES_M.difficult, HAND_GRENADE_RANGES_M.formidable];
      return { ...a, bands: ranges.map((range) => ({ range, contact: false, penetration: pen, autofire: 0 })), targets: { ...a.targets } };
    }),
  };
}

/** Everything the trooper can fire; mounts never fire. */
export function fireables(trooper: Trooper, items: readonly TeamItem[]): Fireable[] {
  const rifle = weaponOf(trooper, items);
  return carriedWeapons(trooper, items).flatMap((item): Fireable[] => {
    if (item.weapon.table === "mount") return [];
    const own = { key: item.name, name: item.name, thrown: false, itemId: item.id, weapon: item.weapon };
    if (item.weapon.table !== "rifleGrenade") return [own];
    const thrown = { key: `${item.name}${THROWN_KEY_SUFFIX}`, name: item.name, thrown: true, itemId: item.id, weapon: thrownRifleGrenade(item.weapon) };
    return item !== rifle && launchesRifleGrenades(rifle?.weapon) ? [own, thrown] : [thrown];
  });
}
