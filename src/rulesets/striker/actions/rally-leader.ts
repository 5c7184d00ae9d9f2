/**
 * The rallying leader team as its sheet stands (Striker 8.B.6, 8.C.5): whether an officer or NCO
 * still leads it, and its markers. One reading for the leader's own client, which posts the rally
 * card (actions/leader-rally-roll.ts), and the GM's, which holds the card's leader to the sheet at
 * Apply (cards/rally-confirm.ts), so the two cannot judge the same team differently.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { TeamData } from "../models/team-model";
import type { RallyLeaderTeam } from "../view/leader-rally";
import { leaderLost } from "./team-tokens";
import { leaderKindOf } from "../view/team-result";
import { leaderStands } from "../view/team-command";

/**
 * The team as a rallying leader, null when the actor is no Striker team. Striker 8.B.6: the leader
 * is the first trooper; once that trooper is a casualty, or the team carries Leader lost, it has none.
 */
export function rallyLeaderOf(actor: Actor.Implementation, name: string): RallyLeaderTeam | null {
  const system = actor.system;
  if (!(system instanceof TeamData)) return null;
  // the one reading of "still leads" that command and the morale DM make too (view/team-command.ts);
  // a sheet with no troopers listed has no one to rally with
  const standing = system.troopers.length > 0 && leaderStands(system, leaderLost(actor));
  return { name, leader: standing ? leaderKindOf(system.leader) : null, markers: readMarkers(actor) };
}
