/**
 * Crew Damage (CD) from vehicle and spacecraft hits. Vehicles (Guide 6.15, ruling SP-14): one
 * crewman is attacked at PEN 8. Spacecraft (Guide 7.12): 1d4 crew are out of action, and each one's
 * state is read later from an unmodified individual damage roll.
 */
import { checkedDie, type DiceSource } from "../../../core/dice";
import { record } from "../../../core/checks";
import type { MarkerCounts } from "../../../core/markers";
import type { AttackKind, PersonalArmour } from "./armour";
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

/** The crewman's damage roll for a vehicle's Crew Damage. */
export function resolveVehicleCrewDamage(input: {
  readonly crewArmour: number | PersonalArmour;
  readonly dice: DiceSource;
  readonly current?: MarkerCounts;
}): DamageResult {
  record(input, "input");
  return resolveDamage({
    table: "individual",
    penetration: VEHICLE_CREW_DAMAGE_PENETRATION,
    armour: input.crewArmour,
    attack: VEHICLE_CREW_DAMAGE_ATTACK,
    dice: input.dice,
    ...(input.current ? { current: input.current } : {}),
  });
}

/** How many crew a spacecraft's Crew Damage takes out of action (1d4). */
export function rollSpacecraftCrewCasualties(dice: DiceSource): number {
  return checkedDie(dice, SPACECRAFT_CREW_DAMAGE_DIE);
}

/**
 * The state of one spacecraft crewman put out of action, rolled at the end of the battle or when
 * the medic reaches him: 3d10 on the individual table with no penetration or armour.
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
