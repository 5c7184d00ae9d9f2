/**
 * Who is called to an individual morale test by being fired on (Starship Marine 3.14 a): the first
 * time in the action a figure that tests morale comes under fire. Robots never test; Marines do not
 * normally test (a private out of command is left to the table, 3.3); a Veteran non-marine does not
 * take morale rolls (4.7). Pure.
 */
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { experienceEffect, type ExperienceClass } from "../rules/experience";

export function testsWhenFiredOn(troopType: TroopTypeId, experience: ExperienceClass): boolean {
  const type = TROOP_TYPES[troopType];
  if (type.robot || type.marine) return false;
  return !experienceEffect(false, experience).noMoraleRolls;
}
