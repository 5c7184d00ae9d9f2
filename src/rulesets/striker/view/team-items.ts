/**
 * A team's embedded weapons and armour as the sheet, the fire roll and the gallery see them,
 * and what a trooper carries: his weapon (item or written name) and his armour rating.
 */
import type { TeamSystem } from "../data/team-schema";
import type { WeaponItemSystem } from "../data/weapon-schema";
import type { ArmourItemSystem } from "../data/armour-schema";
import { armourRatingOf, armourText } from "../data/weapon-item";
import type { ArmourRating } from "../rules/armour";

export type Trooper = TeamSystem["troopers"][number];

/** An embedded item of a team, reduced to plain data. */
export type TeamItem =
  | { readonly id: string; readonly name: string; readonly kind: "weapon"; readonly weapon: WeaponItemSystem }
  | { readonly id: string; readonly name: string; readonly kind: "armour"; readonly armour: ArmourItemSystem };

export function weaponOf(trooper: Trooper, items: readonly TeamItem[]): Extract<TeamItem, { kind: "weapon" }> | undefined {
  const item = items.find((i) => i.id === trooper.weaponItem);
  return item?.kind === "weapon" ? item : undefined;
}

/** The hand or rifle grenade a trooper carries besides his weapon (Striker 8.A.1.a.4). */
export function grenadeOf(trooper: Trooper, items: readonly TeamItem[]): Extract<TeamItem, { kind: "weapon" }> | undefined {
  if (!trooper.grenadeItem) return undefined;
  const item = items.find((i) => i.id === trooper.grenadeItem);
  return item?.kind === "weapon" ? item : undefined;
}

/** Every weapon item a trooper can fire: his weapon, then his grenade. */
export function carriedWeapons(trooper: Trooper, items: readonly TeamItem[]): Extract<TeamItem, { kind: "weapon" }>[] {
  return [weaponOf(trooper, items), grenadeOf(trooper, items)].filter((w): w is Extract<TeamItem, { kind: "weapon" }> => w !== undefined);
}

export function armourItemOf(trooper: Trooper, items: readonly TeamItem[]): Extract<TeamItem, { kind: "armour" }> | undefined {
  const item = items.find((i) => i.id === trooper.armourItem);
  return item?.kind === "armour" ? item : undefined;
}

/** The armour a trooper wears: the item's rating (ruling STR-5), or the written value. */
export function trooperArmour(trooper: Trooper, items: readonly TeamItem[]): ArmourRating {
  const item = armourItemOf(trooper, items);
  return item ? armourRatingOf(item.armour) : { general: trooper.armour };
}

/** The armour as the unit card prints it. */
export function trooperArmourText(trooper: Trooper, items: readonly TeamItem[]): string {
  const item = armourItemOf(trooper, items);
  return item ? armourText(item.armour) : String(trooper.armour);
}

/** The weapon's name on the card: the carried item's name, else what was written. */
export function trooperWeaponName(trooper: Trooper, items: readonly TeamItem[]): string {
  return weaponOf(trooper, items)?.name ?? trooper.weapon;
}
