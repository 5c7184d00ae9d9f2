/**
 * The rest of combat and movement (IX-F, IX-G, VIII-E, VIII-F, VIII-G, VIII-I, SMR-8, SMR-10,
 * SMR-23): vehicle overruns, airborne soldiers, overwatch, charges, riding in vehicles, swapping
 * weapons, thick cover along a line of fire, and the catwalk's longer range.
 */
import { between, list, oneOf, record, whole, yesNo } from "../../../core/checks";
import type { AttackWeapon } from "./attack";
import { atGroundLevel, terrainRow, type Terrain } from "./terrain";

/** IX-F: a run-over soldier suffers an attack with armour-pierce 3 and damage 5. */
export const OVERRUN_ATTACK: AttackWeapon = { aim: 0, armourPierce: 3, damage: 5, frag: false, closeCombat: true };

/** IX-F: "If the result is 3 or higher, the soldier got out of the way successfully." */
export const OVERRUN_ESCAPE = 3;

export type OverrunOutcome = "escaped" | "runOver" | "killed";

/**
 * IX-F: a soldier in a large ground vehicle's path rolls d6 plus his side's initiative modifier
 * (SMR-22); a wounded soldier is killed without a roll. `die` is needed unless he is wounded.
 */
export function overrun(wounded: boolean, initiativeModifier: number, die?: number): OverrunOutcome {
  if (yesNo(wounded, "wounded")) return "killed";
  return whole(die, "die", 1, 6) + whole(initiativeModifier, "initiativeModifier", -9, 9) >= OVERRUN_ESCAPE ? "escaped" : "runOver";
}

/**
 * IX-F: "if its speed is greater than 1, it can try multiple overrun attacks in the same turn": a
 * vehicle of move 1 tries one a turn, a faster one one for each soldier it runs at.
 */
export function mayOverrunAgain(speed: number, triedThisTurn: number): boolean {
  const tried = whole(triedThisTurn, "triedThisTurn", 0);
  return whole(speed, "speed", 0, 99) > 1 || tried === 0;
}

/** IX-F: only large ground vehicles run soldiers over. */
export function canOverrun(vehicle: { readonly size: "small" | "large"; readonly motion: "ground" | "skimmer" }): boolean {
  record(vehicle, "vehicle");
  return oneOf(vehicle.size, "vehicle.size", ["small", "large"] as const) === "large" && oneOf(vehicle.motion, "vehicle.motion", ["ground", "skimmer"] as const) === "ground";
}

/**
 * IX-F, VIII-C.2, IX-G: whether a unit in the hex a large ground vehicle enters is run over: an enemy
 * soldier on the ground. "An airborne soldier in the air can share a hex with a unit on the ground",
 * and flies across the battlefield over it, so it is not in the vehicle's way.
 */
export function inOverrunPath(unit: { readonly kind: "soldier" | "vehicle"; readonly flying: boolean }): boolean {
  record(unit, "unit");
  const flying = yesNo(unit.flying, "unit.flying");
  return oneOf(unit.kind, "unit.kind", ["soldier", "vehicle"] as const) === "soldier" && !flying;
}

/** IX-G: a flying soldier may be shot only by Overwatch fire in its own side's movement phase. */
export function mayShootFlying(overwatchFire: boolean): boolean {
  return yesNo(overwatchFire, "overwatchFire");
}

/**
 * VIII-E, SMR-10: a unit may go into Overwatch at the start of its movement phase unless it stands
 * next to an enemy; it then does not move that turn.
 */
export function mayDeclareOverwatch(adjacentEnemies: number): boolean {
  return whole(adjacentEnemies, "adjacentEnemies", 0, 6) === 0;
}

/** VIII-E, SMR-10: why a unit bearing its Overwatch marker is not in Overwatch now. */
export type OverwatchBar = "moved" | "nextToEnemy";

/**
 * VIII-E, SMR-10: whether the marker stands for Overwatch. A unit that moved this turn was not
 * declared "At the start of your movement phase" ("A unit in Overwatch cannot move during the current
 * turn"), and "A unit cannot be in Overwatch if it is next to an enemy unit", as at its declaration.
 */
export function overwatchBar(movedThisTurn: boolean, adjacentEnemies: number): OverwatchBar | null {
  const free = mayDeclareOverwatch(adjacentEnemies);
  if (yesNo(movedThisTurn, "movedThisTurn")) return "moved";
  return free ? null : "nextToEnemy";
}

/** SMR-10: why an Overwatch marker comes off. */
export type OverwatchEnd = "moved" | "removedByPlayer" | "enemyEndedAdjacent";

/**
 * VIII-E, IX-A, SMR-10: an Overwatch unit fires once a turn. If it fired in the enemy's movement
 * it does not fire in that combat phase; if it did not, it fires normally then, with steady aim.
 */
export function overwatchInCombat(firedInMovement: boolean): { readonly mayFire: boolean; readonly steadyAim: boolean } {
  return yesNo(firedInMovement, "firedInMovement") ? { mayFire: false, steadyAim: false } : { mayFire: true, steadyAim: true };
}

/** VIII-F: a soldier may charge; vehicles may not. */
export function mayCharge(kind: "soldier" | "vehicle"): boolean {
  return oneOf(kind, "kind", ["soldier", "vehicle"] as const) === "soldier";
}

/**
 * VIII-G: a soldier boards a vehicle next to him whose hex he may enter, with a move unit left; it
 * ends his move. He may not mount and dismount in the same turn; dismounting costs 1 move unit.
 */
export function mayMount(input: { readonly adjacent: boolean; readonly canEnterHex: boolean; readonly unitsLeft: number; readonly dismountedThisTurn: boolean; readonly spaceLeft: boolean }): boolean {
  record(input, "input");
  const yes = (k: "adjacent" | "canEnterHex" | "dismountedThisTurn" | "spaceLeft") => yesNo(input[k], `input.${k}`);
  return yes("adjacent") && yes("canEnterHex") && between(input.unitsLeft, "input.unitsLeft", 0, 99) >= 1 && !yes("dismountedThisTurn") && yes("spaceLeft");
}

export const DISMOUNT_COST = 1;

/** VIII-I: swapping weapons with a wounded comrade of the same army, next to him, costs 1 move unit. */
export const SWAP_COST = 1;

export function maySwapWeapons(input: { readonly kind: "soldier" | "vehicle"; readonly otherWounded: boolean; readonly sameArmy: boolean; readonly adjacent: boolean; readonly unitsLeft: number }): boolean {
  record(input, "input");
  const yes = (k: "otherWounded" | "sameArmy" | "adjacent") => yesNo(input[k], `input.${k}`);
  return mayCharge(input.kind) && yes("otherWounded") && yes("sameArmy") && yes("adjacent") && between(input.unitsLeft, "input.unitsLeft", 0, 99) >= SWAP_COST;
}

/**
 * IX-C, SMR-8: a shot through more than one thick-cover hex cannot hit, unless its weapon ignores
 * line of sight. Counted: the target's hex and those between, never the firer's.
 */
export function blockedByThickCover(thickBetweenAndTarget: readonly boolean[], ignoresLineOfSight: boolean): boolean {
  return !yesNo(ignoresLineOfSight, "ignoresLineOfSight") && list(thickBetweenAndTarget, "hexes").filter(Boolean).length > 1;
}

/**
 * SMR-23: the range a weapon's reach is checked against, from the terrain of the attacker's and the
 * target's hexes. A soldier flying (IX-G) is in the air: neither "on ground" nor on the catwalk below.
 */
export function shotRange(hexes: number, from: { readonly terrain: Terrain; readonly flying: boolean }, to: { readonly terrain: Terrain; readonly flying: boolean }): number {
  record(from, "from");
  record(to, "to");
  const [targetFlying, attackerFlying] = [yesNo(to.flying, "to.flying"), yesNo(from.flying, "from.flying")];
  const onCatwalk = terrainRow(to.terrain).rangePlusOneFromGround && !targetFlying;
  return effectiveRange(hexes, onCatwalk, atGroundLevel(from.terrain) && !attackerFlying);
}

/** SMR-23: range to a unit on a catwalk counts one hex longer from an attacker at ground level. */
export function effectiveRange(hexes: number, targetOnCatwalk: boolean, attackerOnGround: boolean, catwalkRule = true): number {
  const range = whole(hexes, "hexes", 0, 9999);
  return yesNo(catwalkRule, "catwalkRule") && yesNo(targetOnCatwalk, "targetOnCatwalk") && yesNo(attackerOnGround, "attackerOnGround") ? range + 1 : range;
}
