/**
 * A demoralised ship's surrender (Starship Marine 3.12), pure: who surrenders outright (the
 * commanding officer and the crew with him or in the control room, and every defending Marine), which
 * robots are switched off, and which crewmen roll 1d6 to fight on, a 6 keeping them in the fight.
 */
import { whole } from "../../../core/checks";
import { TROOP_TYPES, type TroopTypeId } from "../data/troop-types";
import { FIGHT_ON_ROLL } from "../rules/ship-morale";

export interface Defender {
  readonly id: string;
  readonly troopType: TroopTypeId;
  /** With the commanding officer or in the control room, as the GM says. */
  readonly withCommand: boolean;
}

export type SurrenderFate = "surrenders" | "switchedOff" | "rolls";

/** What the surrender does to one defender before any die is rolled. */
export function surrenderFate(d: Defender): SurrenderFate {
  const type = TROOP_TYPES[d.troopType];
  if (type.robot) return "switchedOff";
  return type.marine || d.withCommand ? "surrenders" : "rolls";
}

/** 3.12: a crewman away from the command fights on only on a 6. */
export function fightsOn(d6: number): boolean {
  return whole(d6, "d6", 1, 6) >= FIGHT_ON_ROLL;
}
