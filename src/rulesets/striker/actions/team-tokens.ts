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
import { isTeamNotCounter } from "../models/team-not-counter";
import { commandTeamOf, type LeaderOnBoard } from "../view/team-command";
import { distanceBetween, tokensOnBoard, type TokenObject } from "../../../system/board";
import { teamLinks } from "./team-links";
import { alreadyOffBoard } from "../turn/routed-off";

// kept in its own module for board-sight.ts; the team's readers import it from here as before
export { teamItems } from "./team-item-data";

/**
 * Team tokens on the scene other than `except`, counters aside. Striker 3.A.1: a counter, real or
 * dummy, only marks where an unspotted team may be, and is no team: it leads no one (5.A.1), is no
 * average team a low one acts with (5.A.2.c), is in no burst or danger space (8.A.1.a.2, 8.A.1.b.5),
 * checks no morale for casualties near it (8.C.1), is no leader near a team checking (8.C.2) and is
 * not rallied (8.C.5). The team a real counter stands for stands on the board too, its token
 * hidden (view/team-intel.ts), and counts there. Every caller counts other teams, so the test is
 * made once, here (models/team-not-counter.ts).
 */
export function teamTokens(except?: TokenObject): TokenObject[] {
  return tokensOnBoard((t) => t !== except && isTeamNotCounter(t.actor?.system));
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
  // Striker 3.A.1, 5.A.1: counters are left out (teamTokens): a counter leads no one, whatever role
  // its sheet was given, even one made as a copy of the leader team it stands for
  for (const other of teamTokens(token)) {
    const actor = other.actor;
    if (!actor || !(actor.system instanceof TeamData) || actor.system.command.role === "fireTeam") continue;
    // Only friendly leaders lead: the same disposition as the team's own token.
    if (other.document.disposition !== token.document.disposition) continue;
    // Striker 8.C.4.b: a leader team that routed off is removed from play and leads no one (5.A.1),
    // though its token, hidden, still stands where it left the board
    if (alreadyOffBoard(other.document)) continue;
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
