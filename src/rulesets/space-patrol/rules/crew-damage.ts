/**
 * Crew Damage (CD) from vehicle and spacecraft hits. Vehicles (Guide 6.15, ruling SP-14): one
 * crewman is attacked at PEN 8. Spacecraft (Guide 7.12): 1d4 crew are out of action, and each one's
 * state is read later from an unmodified individual damage roll.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { record } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import { armourAgainst, type AttackKind, type PersonalArmour } from "./armour";
import { resolveDamage, type DamageResult } from "./damage";

/** Guide 6.15: the crewman hit by vehicle Crew Damage is attacked at PEN 8. */
export const VEHICLE_CREW_DAMAGE_PENETRATION = 8;

/**
 * The text gives PEN 8 but not the kind of attack. Spalling and fragments inside a hull are what a
 * player would picture, and fragmentation meets the Bullets rating (Guide 6.13).
 */
export const VEHICLE_CREW_DAMAGE_ATTACK: AttackKind = "fragmentation";

/** Guide 7.12: 1d4 crew are out of action. */
export const SPACECRAFT_CREW_DAMAGE_DIE = 4;

/**
 * A vehicle crewman's damage roll, with the attack that made its modifier (SP-8): the card says
 * "PEN 8 against armour N" from these, so the armour chosen here is the only choice made.
 */
export interface VehicleCrewDamageResult extends DamageResult {
  /** Guide 6.15: the penetration the crewman was attacked at. */
  readonly penetration: number;
  /** The crewman's armour rating that met it (Guide 6.13: fragmentation meets Bullets). */
  readonly armour: number;
}

/** The crewman's damage roll for a vehicle's Crew Damage. */
export function resolveVehicleCrewDamage(input: {
  readonly crewArmour: number | PersonalArmour;
  readonly dice: DiceSource;
  readonly current?: MarkerCounts;
}): VehicleCrewDamageResult {
  record(input, "input");
  // the suit's rating is picked once here and handed on as a number, so the roll and the
  // result's `armour` cannot disagree
  const armour = armourAgainst(input.crewArmour, VEHICLE_CREW_DAMAGE_ATTACK);
  const result = resolveDamage({
    table: "individual",
    penetration: VEHICLE_CREW_DAMAGE_PENETRATION,
    armour,
    attack: VEHICLE_CREW_DAMAGE_ATTACK,
    dice: input.dice,
    ...(input.current ? { current: input.current } : {}),
  });
  return { ...result, penetration: VEHICLE_CREW_DAMAGE_PENETRATION, armour };
}

/** How many crew a spacecraft's Crew Damage takes out of action (1d4). */
export function rollSpacecraftCrewCasualties(dice: DiceSource): number {
  return checkedDie(dice, SPACECRAFT_CREW_DAMAGE_DIE);
}

/**
 * The state of one spacecraft crewman put out of action, rolled at the end of the battle or when
 * the medic reaches them: 3d10 on the individual table with no penetration or armour.
 */
export function resolveSpacecraftCrewmanStatus(dice: DiceSource, current?: MarkerCounts): DamageResult {
  return resolveDamage({
    table: "individual",
    penetration: 0,
    armour: 0,
    unmodified: true,
    dice,
    ...(current ? { current } : {}),
  });
}
