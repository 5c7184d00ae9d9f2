/**
 * Doors and charges (Starship Marine 3.8, 3.9): the damage points fired at a door in one move are
 * added up and a 1d10 (read 0-9) at or under the total destroys it for good (SSM-15: per move, no
 * carrying over). SCA fire must come from within 1 cm of the door; SCA and APGW may not fire at the
 * same door in one move (SSM-32). A door charge (9 points) therefore always destroys it (SSM-6). A
 * destroyed door stops being an obstacle only at the end of the move (3.9). SpaceFoam takes damage
 * like a door and needs two such successes (4.10, SSM-16).
 */
import { keyOf, list, oneOf, whole } from "../../../core/checks";
import { readD10 } from "./d10";

export const DOOR_STATES = ["open", "closed", "locked", "destroyed"] as const;
export type DoorState = (typeof DOOR_STATES)[number];

export const DOOR_ATTACKS = ["scaI", "scaII", "scaIII", "doorCharge", "apgw"] as const;
export type DoorAttack = (typeof DOOR_ATTACKS)[number];

/** 3.8 DOOR DAMAGE POINTS TABLE: "SCA I or II 1, SCA III 2, Door Charge 9, APGW 4". */
export const DOOR_DAMAGE_POINTS: Readonly<Record<DoorAttack, number>> = { scaI: 1, scaII: 1, scaIII: 2, doorCharge: 9, apgw: 4 };

/** 3.8: SCA fire at a door is from within this distance, measured from the gun's muzzle. */
export const SCA_DOOR_RANGE_CM = 1;

// 3.9: moves to set a door charge and a SuperCharge up; with the data, as the markers count them at init
export { CHARGE_SETUP_MOVES } from "../data/lists";
/** 3.9: a SuperCharge's hole across, and the radius within which figures test as for a grenade. */
export const SUPERCHARGE_HOLE_CM = 3;
export const SUPERCHARGE_BLAST_CM = 5;
/** 4.10, SSM-16: SpaceFoam is cleared by the second success. */
export const SPACEFOAM_HITS = 2;

/** Why the attacks of one move at one door are not allowed, or null. */
export function doorAttackProblem(attacks: readonly DoorAttack[]): "scaAndApgw" | null {
  const all = list(attacks, "attacks").map((a, i) => keyOf(a, `attacks[${i}]`, DOOR_DAMAGE_POINTS));
  const sca = all.some((a) => a === "scaI" || a === "scaII" || a === "scaIII");
  return sca && all.includes("apgw") ? "scaAndApgw" : null;
}

/** The points fired at a door in one move. */
export function doorDamagePoints(attacks: readonly DoorAttack[]): number {
  return list(attacks, "attacks").reduce((sum, a, i) => sum + DOOR_DAMAGE_POINTS[keyOf(a, `attacks[${i}]`, DOOR_DAMAGE_POINTS)], 0);
}

/** One move's roll against a door: destroyed when the die (0-9) is at or under the points. */
export function resolveDoorAttack(attacks: readonly DoorAttack[], d10Face: number): { readonly allowed: boolean; readonly points: number; readonly die: number; readonly destroyed: boolean } {
  const points = doorDamagePoints(attacks);
  const die = readD10(d10Face);
  if (doorAttackProblem(attacks)) return { allowed: false, points, die, destroyed: false };
  return { allowed: true, points, die, destroyed: points > 0 && die <= points };
}

/** SpaceFoam after one move's roll: successes so far, and whether it is cleared (SSM-16). */
export function foamAfter(successesBefore: number, destroyedThisMove: boolean): { readonly successes: number; readonly cleared: boolean } {
  const before = whole(successesBefore, "successesBefore", 0, SPACEFOAM_HITS);
  const successes = Math.min(SPACEFOAM_HITS, before + (destroyedThisMove === true ? 1 : 0));
  return { successes, cleared: successes >= SPACEFOAM_HITS };
}

/** What a door is at the start of the next move: destroyed doors open for good at the end of the move (3.9). */
export function doorAtMoveEnd(state: DoorState, destroyedThisMove: boolean): DoorState {
  oneOf(state, "state", DOOR_STATES);
  return destroyedThisMove === true ? "destroyed" : state;
}
