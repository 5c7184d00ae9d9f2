/**
 * The command check in Foundry (Striker 5.A): reads whether the team is led from the leader
 * teams on the board, and whether a friendly average team is within 100 m, and posts a card of
 * what the team may and must do this turn. Nothing on any document changes, so it has no Apply.
 */
import { postCard } from "../../../system/cards/post-card";
import { COMMAND_CARD } from "../cards/notes";
import { TeamData } from "../models/team-model";
import { leaderLost, leadersNear, teamTokens } from "./team-tokens";
import { distanceBetween, actingToken } from "../../../system/board";
import { AVERAGE_TEAM_INFLUENCE_M } from "../rules/command";
import { commandTeamOf, ledView } from "../view/team-command";
import { commandCardContext } from "../view/command-check";

export async function postCommandCheck(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof TeamData)) return;
  const token = actingToken(actor);
  if (!token) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Command.noToken", { localize: true });
    return;
  }
  const team = commandTeamOf(token.id, system, leaderLost(actor));
  const led = ledView(team, leadersNear(token));
  const average = teamTokens(token).find(
    (o) => o.document.disposition === token.document.disposition && o.actor?.system instanceof TeamData && o.actor.system.initiative === "average" && distanceBetween(token, o) <= AVERAGE_TEAM_INFLUENCE_M,
  );
  await postCard(COMMAND_CARD, {
    actor,
    context: commandCardContext({ teamName: token.name, initiative: team.initiative, led, averageTeamNear: average?.name ?? null }),
  });
}
