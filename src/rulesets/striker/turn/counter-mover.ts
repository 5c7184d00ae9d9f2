/**
 * How a team or a counter moves on the board (Striker 6.A, 6.E): a team as its markers and gear say
 * (view/team-mover.ts). A counter (Striker 3.A.1, 7.A.4) marks where an unspotted team may be, so its
 * moves are held to the same allowance: a counter that stands for a team moves as that team could
 * (its flight mode, battle dress, suppression, a weapon it has set up), a dummy, or one whose team is not found, as its own
 * markers say (its owner gives it the flight marker a grav team would show), otherwise on foot.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import type { MarkerCounts } from "../../../core/markers";
import { TeamData } from "../models/team-model";
import { teamItems } from "../actions/team-tokens";
import { teamMover } from "../rules/team-move";
import type { Mover } from "../rules/terrain-movement";
import { flightOf, teamACounterStandsFor, wearsBattleDress } from "../view/team-mover";
import { heldBySetUp } from "../view/set-up-view";
import { teamSetUpOf } from "./set-up-record";

/**
 * The mover, the markers that decide whether it may move now, and whether a weapon of the team not
 * packed holds it in place (Striker 6.D.1, turn/set-up-record.ts).
 */
export function moverOf(actor: Actor.Implementation, system: TeamData): { mover: Mover; markers: MarkerCounts; held: boolean } {
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
  const items = teamItems(source);
  return { mover: teamMover(flightOf(markers), wearsBattleDress(data, items)), markers, held: heldBySetUp(teamSetUpOf(source), items) };
}
