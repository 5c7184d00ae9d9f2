/**
 * The Striker part of a card's Apply (RuleSet.applyResult): runs on the GM's client, whoever pressed
 * Apply, after the request was checked (system/chat/apply-result.ts), so the markers it writes may
 * be ones the GM keeps in a battle (rules/markers.ts). It marks casualties, lowers morale and
 * initiative, and puts the Leader lost marker on when the leader fell (Striker 8.B.6, 8.C.2.d); a
 * rout records where the turn stood, as the team does not move in its next movement phase (Striker
 * 8.C.4.b); a rally records the turn on the Combat for the team rallied and the one that rallied it,
 * which may not move or fire in it (8.C.5).
 */
import { adjustMarker, markerDefinition } from "../../../system/markers/marker-store";
import { STR_MARKER } from "../rules/markers";
import { TeamData } from "../models/team-model";
import { leaderLost } from "../actions/team-tokens";
import { parseTeamResult, teamChange } from "../view/team-result";
import { flagUpdate } from "../../../system/flags";
import { NO_END } from "../rules/turn-expiry";
import { recordRallied } from "../turn/rallied-record";

export async function applyStrikerResult(actor: Actor.Implementation, data: Readonly<Record<string, unknown>>): Promise<void> {
  const system = actor.system;
  if (!(system instanceof TeamData)) return;
  const result = parseTeamResult(data);
  if (!result) return;
  // Striker 8.C.5: neither the team rallied nor the team that rallied it may move or fire this
  // turn: recorded on the Combat (turn/rallied-record.ts). `by` is the card's own actor, which the
  // card's derive names, not its author (cards/morale.ts)
  if (result.kind === "rallied") {
    const by = result.by === actor.uuid ? actor : await fromUuid<Actor.Implementation>(result.by);
    return recordRallied(by instanceof Actor ? [actor, by] : [actor]);
  }
  const change = teamChange(system, result, leaderLost(actor));
  if (!change) return;
  await actor.update({ system: change.system });
  if (result.kind === "morale" && result.result === "routed") {
    const at = result.failedAt;
    await actor.update(flagUpdate("Actor", { strRoutedAt: at ? { turn: at.turn, phase: at.phase, step: at.step ?? "" } : { ...NO_END } }));
  }
  const def = markerDefinition(STR_MARKER.leaderLost);
  if (change.leaderLost && def) await adjustMarker(actor, def, 1);
}
