/**
 * What a firing team's sheet bears out of the claims a fire card makes for it (Striker 4.A,
 * 8.A.1.b), for the GM's check at Apply (cards/fire-firers-confirm.ts): how many of the weapon it
 * could have fired, counted as the fire plan counts them (view/fire-plan.ts planFire, with the
 * same ready carriers and weaponsFiring: a weapon not set up fires none, 6.D.1), and the initiative it fired with. The sheet is read as it
 * stood when the card was posted: troopers down now who fell to a card applied since stood then
 * (fire cards of one phase are rolled before any is applied), and a leader among them took one
 * level of initiative with it (Striker 8.B.6). Pure.
 */
import { INITIATIVE_LEVELS, type Initiative } from "../rules/team-status";
import { SOLDIERS_PER_TEAM } from "../rules/forces";
import { weaponChoices, type TeamSnapshot } from "./fire-plan";
import { readyCarriersOf, weaponsFiring } from "./fire-crew";

/** The team with the troopers who fell since the card was posted (by index on its card) standing again. */
export function teamAsPosted(team: TeamSnapshot, fellSince: ReadonlySet<number>): TeamSnapshot {
  const troopers = team.system.troopers.map((t, i) => (t.casualty && fellSince.has(i) ? { ...t, casualty: false } : t));
  return { ...team, system: { ...team.system, troopers } };
}

/**
 * The most of the weapon of that dialog value (view/fireable.ts) the team could have fired, as
 * planFire counts it: one per standing carrier, or per full crew of a crew-served weapon (Striker
 * 4.A), at most the team's four (4.A). Two things the sheet no longer shows once the weapon fired
 * are not held against it: a weapon used up as it fired (grenade notes: "one attack only"), which
 * the firers' client took off the troopers who threw or fired it (view/used-up.ts), is counted by
 * the troopers standing; and a rifle grenade's rounds, counted down as they fired (used-up.ts
 * roundsSpent), are not counted at all, only the troopers who carry it.
 */
export function mostFiring(team: TeamSnapshot, weaponKey: string, usedUp: boolean): number {
  if (usedUp) return Math.min(team.system.troopers.filter((t) => !t.casualty).length, SOLDIERS_PER_TEAM);
  const choice = weaponChoices([team]).find((w) => w.name === weaponKey);
  // Striker 6.D.1: carriers of a weapon not set up fire none of it
  return choice ? Math.min(weaponsFiring(readyCarriersOf(team, weaponKey), choice.weapon.crew), SOLDIERS_PER_TEAM) : 0;
}

/**
 * Whether the initiative a card claims for a firing team is no better than the sheet bears out
 * (Striker 8.A.1.b.2.a.i: troop quality by the best firing team's initiative): the sheet's, as planFire reads it, or one level better
 * where the team's leader (its first trooper, 4.A) fell since the card was posted and took a level
 * with it (8.B.6, rules/casualties.ts). A lower claim only costs the firer.
 */
export function initiativeBorneOut(claimed: Initiative, sheet: string, leaderFellSince: boolean): boolean {
  const read: Initiative = sheet === "high" || sheet === "average" ? sheet : "low";
  const most = Math.min(INITIATIVE_LEVELS.indexOf(read) + (leaderFellSince ? 1 : 0), INITIATIVE_LEVELS.length - 1);
  return INITIATIVE_LEVELS.indexOf(claimed) <= most;
}
