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

/**
 * The surrender card: each defender's fate, with the crewman's 1d6 where one was rolled, and a
 * note of what that die needed (3.12: a 6 fights on), so the card says why a 3 surrendered.
 */
export function surrenderCardContext(rows: readonly { name: string; outcome: "surrenders" | "switchedOff" | "fightsOn"; die: number | null }[]) {
  return {
    rows: rows.map((r) => ({ ...r, outcomeLabel: `STARSKIRMISH.StarshipMarine.Surrender.outcome.${r.outcome}`, rolled: r.die !== null })),
    rolledAny: rows.some((r) => r.die !== null),
    fightOn: FIGHT_ON_ROLL,
  };
}

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
