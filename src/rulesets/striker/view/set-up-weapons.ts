/**
 * A team's weapon items that take time to set up (Striker 6.D.1), with their SET UP values: all the
 * guard that keeps a team's set-ups in a battle reads of its items (turn/set-up-guard.ts). That guard
 * runs from start-up, so this stays apart from the sheet's lines (view/set-up-view.ts), which load
 * with the table. Pure.
 */
import type { TeamItem } from "./team-items";

/** A weapon item of the team with a SET UP value above 0. */
export interface SetUpWeapon {
  readonly id: string;
  readonly name: string;
  readonly setUp: number;
}

/** The team's weapon items that take time to set up (a SET UP of 0 fires at once). */
export function setUpWeapons(items: readonly TeamItem[]): SetUpWeapon[] {
  return items.flatMap((i) => (i.kind === "weapon" && i.weapon.setUp > 0 ? [{ id: i.id, name: i.name, setUp: i.weapon.setUp }] : []));
}

/** The SET UP values by item id, as the owner's-change check reads them. */
export function setUpValues(items: readonly TeamItem[]): Record<string, number> {
  return Object.fromEntries(setUpWeapons(items).map((w) => [w.id, w.setUp]));
}
