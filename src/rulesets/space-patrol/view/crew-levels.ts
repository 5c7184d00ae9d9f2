/**
 * Whose level a craft's start-of-turn check uses (SP-11): the vehicle commander rolls its Morale,
 * and "a crewman aboard" the Failure Cascade and Control checks. Pure: it takes the crew's levels.
 */
import type { AssetLevel } from "../rules/task";
import type { StartOfTurnCheck } from "../rules/start-of-turn";

export interface CrewLevel {
  /** Seat role (vehicle) or station key (spacecraft). */
  readonly role: string;
  readonly level: AssetLevel;
}

const rank = (level: AssetLevel): number => (level === "X" ? -1 : level);

/** The best level among the crew; X when nobody is aboard. */
export function bestLevel(crew: readonly CrewLevel[]): AssetLevel {
  let best: AssetLevel = "X";
  for (const c of crew) if (rank(c.level) > rank(best)) best = c.level;
  return best;
}

/**
 * A "crewman aboard" is whoever the crew would send: the one best at the asset, as players would
 * choose. The commander's own level counts for a vehicle's Morale when a commander is seated;
 * without one, and for a spacecraft's captain (Guide 7.10 lets a charismatic subordinate roll with
 * the captain's leave), the best Leadership or Will aboard rolls.
 */
export const CREWMAN_CHECK_BY_BEST_AT_ASSET = true;

export function rollerLevel(crew: readonly CrewLevel[], roller: StartOfTurnCheck["roller"]): AssetLevel {
  if (roller === "commander") {
    const commander = crew.find((c) => c.role === "commander");
    if (commander) return commander.level;
  }
  return bestLevel(crew);
}
