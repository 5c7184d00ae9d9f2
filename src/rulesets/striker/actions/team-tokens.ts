/**
 * The Striker teams on the board, read through the kit's board module (distances in metres, 50 m
 * squares): the teams' items and markers, the other teams, and which leader teams are near, with
 * their line of sight and communication (actions/team-links.ts). Thin glue over the canvas; every
 * decision is made by pure code.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { TeamData } from "../models/team-model";
import { commandTeamOf, type LeaderOnBoard } from "../view/team-command";
import { distanceBetween, tokensOnBoard, type TokenObject } from "../../../system/board";
import { teamLinks } from "./team-links";
import { teamInPlay } from "../models/team-not-counter";

// kept in its own module for board-sight.ts; the team's readers import it from here as before
export { teamItems } from "./team-item-data";

/**
 * Team tokens in play on the scene other than `except` (models/team-not-counter.ts teamInPlay). Striker
 * 3.A.1: a counter, real or dummy, only marks where an unspotted team may be, and is no team; the
 * team a real counter stands for stands on the board too, its token hidden (view/team-intel.ts),
 * and counts there. 8.C.4.b: a team that routed off is removed from play, though its hidden token
 * stays where it left. So neither leads (5.A.1), is an average team a low one acts with (5.A.2.c),
 * is in a burst or danger space (8.A.1.a.2, 8.A.1.b.5), checks morale for casualties near it
 * (8.C.1), is a leader near a team checking (8.C.2) nor is rallied (8.C.5). Every caller counts
 * other teams, so the test is made once, here.
 */
export function teamTokens(except?: TokenObject): TokenObject[] {
  return tokensOnBoard((t) => t !== except && teamInPlay(t.document));
}

/** Whether the actor carries the Leader lost marker (Striker 8.B.6). */
export function leaderLost(actor: Actor.Implementation): boolean {
  return markerCount(readMarkers(actor), STR_MARKER.leaderLost) > 0;
}

const isLeaderTeam = (doc: TokenDocument.Implementation): boolean => doc.actor?.system instanceof TeamData && doc.actor.system.command.role !== "fireTeam";

/**
 * Leader teams on the board with their distance to `token`, whether they see it and whether they
 * are in communication with it (Striker 5.A, 5.B); none that routed off the battlefield (8.C.4.b).
 */
export function leadersNear(token: TokenObject): LeaderOnBoard[] {
  const links = new Map(teamLinks(token, isLeaderTeam).map((l) => [l.token, l]));
  const out: LeaderOnBoard[] = [];
  // Striker 3.A.1, 8.C.4.b, 5.A.1: counters and teams routed off are left out (teamTokens): they lead
  // no one, whatever role the sheet gives, even a counter made as a copy of the leader team
  for (const other of teamTokens(token)) {
    const actor = other.actor;
    if (!actor || !(actor.system instanceof TeamData) || actor.system.command.role === "fireTeam") continue;
    // Only friendly leaders lead: the same disposition as the team's own token.
    if (other.document.disposition !== token.document.disposition) continue;
    const link = links.get(other.document);
    out.push({
      team: commandTeamOf(other.id, actor.system, leaderLost(actor)),
      name: other.name,
      distanceM: distanceBetween(token, other),
      ...(link ? { inCommunication: link.means !== null, lineOfSight: link.lineOfSight === true } : {}),
    });
  }
  return out;
}
