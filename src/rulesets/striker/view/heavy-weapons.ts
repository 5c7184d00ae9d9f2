/**
 * Whether a team carries a heavy weapon, which no forest or building conceals: Striker 7.A.2
 * conceals "personnel and light weapons", and of the weapons the text prints only the crew-served
 * slug throwers under note 6 are heavy ("these weapons are heavy crew served weapons"; the rest of
 * that table "light crew served weapons"). Read from the weapon items the team's standing troopers
 * carry, by the note numbers each item keeps. Pure.
 */
import { CREW_SERVED_HEAVY_NOTE } from "../rules/weapon-fire";
import type { TeamSystem } from "../data/team-schema";
import type { WeaponItemSystem } from "../data/weapon-schema";
import { carriedWeapons, type TeamItem } from "./team-items";

/** The note numbers of an item's row as the sheet keeps them ("1,4,7", or as a referee typed them). */
export const noteNumbers = (notes: string): number[] => (notes.match(/\d+/g) ?? []).map(Number);

/** A crew-served weapon with note 6 on any of its rows. */
export function isHeavyWeapon(weapon: WeaponItemSystem): boolean {
  return weapon.table === "crewServed" && weapon.ammo.some((row) => noteNumbers(row.notes).includes(CREW_SERVED_HEAVY_NOTE));
}

/** Whether any standing trooper of the team carries a heavy weapon. */
export function carriesHeavyWeapon(system: Pick<TeamSystem, "troopers">, items: readonly TeamItem[]): boolean {
  return system.troopers.some((t) => !t.casualty && carriedWeapons(t, items).some((w) => isHeavyWeapon(w.weapon)));
}
