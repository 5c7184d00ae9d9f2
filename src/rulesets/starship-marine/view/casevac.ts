/**
 * Casualty evacuation, pure (Starship Marine 3.17): how many casualties a figure can carry at its
 * normal speed (a TRUC two, any man or combat robot one, other robots none), and that only human
 * casualties are carried off ("all human casualties are extracted").
 */
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { CASEVAC_CAPACITY } from "../rules/ammunition";

const COMBAT_ROBOTS: readonly string[] = ["combatRobot", "armouredRobot", "fusilierRobot"];

export function casevacCapacity(troopType: TroopTypeId): number {
  const robot = TROOP_TYPES[troopType].robot;
  if (robot === "truc") return CASEVAC_CAPACITY.truc;
  return robot === null || COMBAT_ROBOTS.includes(robot) ? CASEVAC_CAPACITY.manOrCombatRobot : 0;
}

/** 3.17: only human casualties are carried off. */
export function evacuable(troopType: TroopTypeId): boolean {
  return TROOP_TYPES[troopType].robot === null;
}
