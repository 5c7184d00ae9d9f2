/**
 * Who is called to an individual morale test by being fired on (Starship Marine 3.14 a): the first
 * time in the action a figure that tests morale comes under fire. Robots never test; Marines do not
 * normally test, but a Marine private out of command does (3.3, 3.14); a Veteran non-marine takes no
 * morale rolls (4.7). Pure.
 */
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { experienceEffect, type ExperienceClass } from "../rules/experience";

export function testsWhenFiredOn(troopType: TroopTypeId, experience: ExperienceClass, outOfCommand = false): boolean {
  const type = TROOP_TYPES[troopType];
  if (type.robot || (type.marine && !outOfCommand)) return false;
  // 4.7: a Marine has no Raw class; the figure data may still hold it from before
  return !experienceEffect(type.marine, type.marine && experience === "raw" ? "experienced" : experience).noMoraleRolls;
}
