/**
 * Rally by a leader in Foundry (Striker 8.C.5): from the leader team's sheet, list the routed
 * friendly teams within 100 m on the board, ask which the leader can see (the board's line of sight
 * ticked, Striker 7.A.1), and post a card whose
 * Apply per team takes its Routed marker off (through the GM for teams the user does not own).
 * No dice: the rule needs none. A team that routed off the battlefield is out of play (8.C.4.b):
 * as a leader it rallies nobody, and it is not offered to be rallied, though its hidden token
 * still stands on the scene where it left. Nor does a counter rally anyone: it is no team (3.A.1).
 */
import { postCard } from "../../../system/cards/post-card";
import { RALLY_CARD, ralliedBy } from "../cards/morale";
import { readMarkers } from "../../../system/markers/marker-store";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { TeamData } from "../models/team-model";
import { teamTokens } from "./team-tokens";
import { distanceBetween, actingToken } from "../../../system/board";
import { tokensSee } from "./board-sight";
import { alreadyOffBoard } from "../turn/routed-off";
import { isCounter } from "../models/team-not-counter";
import { rallyLeaderOf } from "./rally-leader";
import {
  RALLY_MARKER_CHANGES,
  leaderRally,
  leaderRefusal,
  rallyCandidates,
  rallyCardContext,
  rallyDialogContext,
  readRallyForm,
  type RallyCandidate,
} from "../view/leader-rally";
import { askDialogInput } from "../../../system/form-dialog";

export async function rallyByLeaderCard(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof TeamData)) return;
  // Striker 3.A.1, 8.C.5: a counter is no leader team, whatever leader its sheet names
  if (isCounter(actor)) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Rally.LeaderRefusal.counter", { localize: true });
    return;
  }
  const token = actingToken(actor);
  if (!token) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Rally.noToken", { localize: true });
    return;
  }
  // Striker 8.C.4.b, 8.C.5: a leader team removed from play cannot be "visible and within 100 m"
  // of anyone, by the Combat's record the Rout away refusal reads (turn/routed-off.ts)
  if (alreadyOffBoard(token.document)) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Rally.LeaderRefusal.routedOff", { localize: true });
    return;
  }
  // Striker 8.B.6: read as the GM's Apply reads it again (cards/rally-confirm.ts)
  const leader = rallyLeaderOf(actor, token.name);
  if (!leader) return;
  const refusal = leaderRefusal(leader);
  if (refusal) {
    ui.notifications?.warn(`STARSKIRMISH.Striker.Rally.LeaderRefusal.${refusal}`, { localize: true });
    return;
  }
  const friendly: RallyCandidate[] = [];
  // Striker 3.A.1, 8.C.4.b, 8.C.5: "the troops being rallied" are teams in play; a counter, even one
  // carrying a Routed marker, is none, nor is a team that routed off (its hidden token maybe within
  // 100 m), and teamTokens leaves both out
  for (const other of teamTokens(token)) {
    if (!other.actor || other.document.disposition !== token.document.disposition) continue;
    friendly.push({ key: other.id, uuid: other.actor.uuid, name: other.name, distanceM: distanceBetween(token, other), markers: readMarkers(other.actor), seen: tokensSee(token.document, other.document) });
  }
  const candidates = rallyCandidates(friendly);
  let visible: boolean[] = [];
  if (candidates.length > 0) {
    const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/striker/dialogs/rally.hbs`, { ...rallyDialogContext(leader.name, candidates) });
    const raw: unknown = await askDialogInput({
      window: { title: game.i18n!.localize("STARSKIRMISH.Striker.Rally.title") },
      content,
      ok: { label: "STARSKIRMISH.Striker.Rally.rallyTeams" },
    });
    if (!raw) return;
    visible = readRallyForm(raw, candidates);
  }
  const rows = leaderRally(leader, candidates, visible);
  await postCard(RALLY_CARD, {
    actor,
    payload: {
      rallied: rows.filter((r) => r.rallied).map((r) => r.uuid),
      leader: { kind: leader.leader ?? "", markers: { ...leader.markers } },
      candidates: candidates.map((c, i) => ({ key: c.key, uuid: c.uuid, distanceM: c.distanceM, markers: { ...c.markers }, visible: visible[i] === true })),
    },
    // Striker 8.C.5: each Apply also idles the leader team for the turn (cards/apply-team.ts)
    targets: rows.filter((r) => r.rallied).map((r) => ({ key: r.key, actorUuid: r.uuid, name: r.name, markers: { ...RALLY_MARKER_CHANGES }, data: ralliedBy(actor.uuid) })),
    context: rallyCardContext(leader.name, rows),
  });
}
