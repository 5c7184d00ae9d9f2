/**
 * The one test of whether a token's actor is a team on the board, not a counter (Striker 3.A.1).
 * A counter, real or dummy, is a strTeam marked `counter`: it only shows where an unspotted team
 * may be. In Foundry the unspotted team itself stands on the board, its token hidden
 * (view/team-intel.ts), so a real counter counted as a team would count that team twice, and a
 * dummy would count a team that is not there. Every place the glue counts other teams (who leads,
 * who talks, who is hit, who checks morale, who is rallied) asks this, so that none forgets it.
 */
import { TeamData } from "./team-model";

/** Whether the system is a team's, not a counter's (Striker 3.A.1: a counter is not a team). */
export function isTeamNotCounter(system: unknown): system is TeamData {
  return system instanceof TeamData && !system.counter;
}
