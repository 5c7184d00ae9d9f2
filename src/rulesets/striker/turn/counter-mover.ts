/**
 * How a team or a counter moves on the board (Striker 6.A, 6.E): a team as its markers and gear say
 * (view/team-mover.ts). A counter (Striker 3.A.1, 7.A.4) marks where an unspotted team may be, so its
 * moves are held to the same allowance: a counter that stands for a team moves as that team could
 * (its flight mode, battle dress, suppression), a dummy, or one whose team is not found, as its own
 * markers say (its owner gives it the flight marker a grav team would show), otherwise on foot.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import type { MarkerCounts } from "../../../core/markers";
import { TeamData } from "../models/team-model";
import { teamItems } from "../actions/team-tokens";
import { teamMover } from "../rules/team-move";
import type { Mover } from "../rules/terrain-movement";
import { flightOf, teamACounterStandsFor, wearsBattleDress } from "../view/team-mover";

/** The mover and the markers that decide whether it may move now. */
export function moverOf(actor: Actor.Implementation, system: TeamData): { mover: Mover; markers: MarkerCounts } {
  let source: Actor.Implementation = actor;
  let data: TeamData = system;
  if (system.counter) {
    // the world's actors are the system's document class (src/system/init.ts)
    const world = (game.actors?.contents ?? []) as Actor.Implementation[];
    const teams = world.filter((a) => a.system instanceof TeamData && !a.system.counter);
    const team = teams[teamACounterStandsFor(system.standsFor, teams.map((a) => a.name ?? ""))];
    if (team && team.system instanceof TeamData) [source, data] = [team, team.system];
  }
  const markers = readMarkers(source);
  return { mover: teamMover(flightOf(markers), wearsBattleDress(data, teamItems(source))), markers };
}
