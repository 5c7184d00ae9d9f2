/**
 * Crew-served weapons (Striker 4.A, 8.B.6 and the Crew column of the weapon notes): a team's
 * soldiers may be a weapon's crew, and the weapon is one weapon however many of them carry it.
 * A weapon with a crew of N fires once for every N standing troopers of the team that carry it;
 * with fewer than N it cannot fire ("insufficient soldiers to meet crew requirements"). A crew of
 * one is an individual weapon, so each carrier fires their own. A weapon that must set up fires only
 * once set up (Striker 6.D.1). Pure.
 */
import type { TeamSnapshot } from "./fire-plan";
import { fireables } from "./fireable";
import { itemReadyToFire } from "./set-up-view";

/** Standing troopers of the team who can fire the weapon of that dialog value (fireable.ts). */
export function carriersOf(team: TeamSnapshot, weaponKey: string): number {
  return team.system.troopers.filter((t) => !t.casualty && fireables(t, team.items).some((w) => w.key === weaponKey)).length;
}

/**
 * Those carriers whose weapon item fires now: a weapon with a SET UP value fires only once set up
 * (Striker 6.D.1, 8.A.1.a.3.b), by the team's record (TeamSnapshot.setUp).
 */
export function readyCarriersOf(team: TeamSnapshot, weaponKey: string): number {
  return team.system.troopers.filter((t) => !t.casualty && fireables(t, team.items).some((w) => w.key === weaponKey && itemReadyToFire(team.setUp, w.itemId, w.weapon.setUp))).length;
}

/**
 * Rifle grenade rounds the team has left of the grenade of that dialog value, or null for any other
 * weapon (rifle grenade notes: each is a single round).
 */
export function roundsOf(team: TeamSnapshot, weaponKey: string): number | null {
  for (const t of team.system.troopers) {
    const f = fireables(t, team.items).find((w) => w.key === weaponKey);
    if (f) return f.weapon.table === "rifleGrenade" ? f.weapon.rounds : null;
  }
  return null;
}

/** How many of the weapon fire: one per full crew among its carriers. */
export function weaponsFiring(carriers: number, crew: number): number {
  return crew <= 1 ? carriers : Math.floor(carriers / crew);
}

/** A team that carries a crew-served weapon but has too few standing to serve it. */
export interface CrewShortfall {
  readonly teamId: string;
  readonly teamName: string;
  readonly crew: number;
  readonly standing: number;
}

export function crewShortfalls(firers: readonly TeamSnapshot[], weaponName: string, crew: number): CrewShortfall[] {
  return firers.flatMap((team) => {
    const standing = carriersOf(team, weaponName);
    return standing > 0 && weaponsFiring(standing, crew) === 0 ? [{ teamId: team.id, teamName: team.name, crew, standing }] : [];
  });
}
