/**
 * The command check in Foundry (Striker 5.A): reads whether the team is led from the leader
 * teams on the board, and whether a friendly average team is within 100 m, and posts a card of
 * what the team may and must do this turn. Nothing on any document changes, so it has no Apply.
 *
 * A team that routed off the battlefield makes none (Striker 8.C.4.b: it "is removed from play").
 * The check is the team's own, not its side's: 5.A says whether this team's low or average
 * initiative troops are led "in order to perform as the player wishes", by a leader in
 * communication with it (5.B) and in its sight or command range (5.A.1), and 5.A.2.c says what
 * it alone may and must do if not. A team out of play does nothing on the board, and has no
 * distance, sight or communication there to be led by. Nor is such a team counted for another's
 * check: not as a leader (actions/team-tokens.ts leadersNear), nor as the average team a low team
 * near it acts with (5.A.2.c, below), nor as a link of communication (actions/team-links.ts).
 * Nor is a counter, real or dummy, in any of these roles (Striker 3.A.1; actions/team-tokens.ts),
 * nor does one make a check of its own: it is no team, with no initiative to be led (5.A).
 */
import { postCard } from "../../../system/cards/post-card";
import { COMMAND_CARD } from "../cards/notes";
import { TeamData } from "../models/team-model";
import { leaderLost, leadersNear, teamTokens } from "./team-tokens";
import { distanceBetween, actingToken } from "../../../system/board";
import { AVERAGE_TEAM_INFLUENCE_M } from "../rules/command";
import { commandTeamOf, ledView } from "../view/team-command";
import { commandCardContext } from "../view/command-check";
import { alreadyOffBoard } from "../turn/routed-off";
import { isCounter } from "../models/team-not-counter";

export async function postCommandCheck(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof TeamData)) return;
  // Striker 3.A.1, 5.A: a counter only marks where a team may be; the team it stands for, if any,
  // makes its own check from its own sheet
  if (isCounter(actor)) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Command.counter", { localize: true });
    return;
  }
  const token = actingToken(actor);
  if (!token) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Command.noToken", { localize: true });
    return;
  }
  // Striker 5.A, 8.C.4.b: a team removed from play is led by no one and acts no more
  if (alreadyOffBoard(token.document)) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Command.routedOff", { localize: true });
    return;
  }
  const team = commandTeamOf(token.id, system, leaderLost(actor));
  const led = ledView(team, leadersNear(token));
  // Striker 5.A.2.c: a friendly average team within 100 m, in play (teamTokens: not a counter, 3.A.1,
  // whose sheet holds no troops; not one routed off, 8.C.4.b, whose hidden token stays where it left)
  const average = teamTokens(token).find(
    (o) => o.document.disposition === token.document.disposition && o.actor?.system instanceof TeamData && o.actor.system.initiative === "average" && distanceBetween(token, o) <= AVERAGE_TEAM_INFLUENCE_M,
  );
  await postCard(COMMAND_CARD, {
    actor,
    context: commandCardContext({ teamName: token.name, initiative: team.initiative, led, averageTeamNear: average?.name ?? null }),
  });
}
