/**
 * The Striker part of a card's Apply (RuleSet.applyResult): runs for the team's owner or the GM
 * after the request was checked; marks casualties, lowers morale and initiative, and puts the
 * Leader lost marker on when the leader fell (Striker 8.B.6, 8.C.2.d).
 */
import { adjustMarker, markerDefinition } from "../../../system/markers/marker-store";
import { STR_MARKER } from "../rules/markers";
import { TeamData } from "../models/team-model";
import { leaderLost } from "../actions/team-tokens";
import { parseTeamResult, teamChange } from "../view/team-result";

export async function applyStrikerResult(actor: Actor.Implementation, data: Readonly<Record<string, unknown>>): Promise<void> {
  const system = actor.system;
  if (!(system instanceof TeamData)) return;
  const result = parseTeamResult(data);
  if (!result) return;
  const change = teamChange(system, result, leaderLost(actor));
  if (!change) return;
  await actor.update({ system: change.system });
  const def = markerDefinition(STR_MARKER.leaderLost);
  if (change.leaderLost && def) await adjustMarker(actor, def, 1);
}
