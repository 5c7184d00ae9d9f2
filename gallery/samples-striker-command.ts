/**
 * Striker command and rally for the gallery: a squad leader rallies one routed team it can see
 * and not one it cannot (Striker 8.C.5), the dialog asking which it sees, and the command check
 * card of an unled low-initiative team (Striker 5.A.2.c), and a counter revealed (Striker 3.A.1).
 */
import { STR_MARKER } from "../src/rulesets/striker/rules/markers";
import { leaderRally, rallyCandidates, rallyCardContext, rallyDialogContext, type RallyCandidate } from "../src/rulesets/striker/view/leader-rally";
import { commandCardContext } from "../src/rulesets/striker/view/command-check";
import { counterRevealContext } from "../src/rulesets/striker/view/team-intel";
import { HOSTILE_NAME, type Sample } from "./samples";

const CARD = "chat-message message";

export function strikerCommandSamples(): Sample[] {
  const routed = { [STR_MARKER.routed]: 1 };
  const teams: RallyCandidate[] = [
    { key: "a1", uuid: "Actor.a1", name: HOSTILE_NAME, distanceM: 50, markers: routed },
    { key: "a2", uuid: "Actor.a2", name: "Blue A2", distanceM: 90, markers: routed },
  ];
  const candidates = rallyCandidates(teams);
  const rows = leaderRally({ name: "Blue Squad Leader", leader: "nco", markers: {} }, candidates, [true, false]);
  return [
    {
      id: "striker-rally-card",
      title: "Striker rally by a leader: one routed team rallied, one out of sight",
      kind: "card",
      template: "striker/cards/rally.hbs",
      classes: CARD,
      context: { ...rallyCardContext("Blue Squad Leader", rows) },
    },
    {
      id: "striker-rally-dialog",
      title: "Striker rally dialog",
      kind: "dialog",
      template: "striker/dialogs/rally.hbs",
      classes: "application dialog",
      context: { ...rallyDialogContext("Blue Squad Leader", candidates) },
    },
    {
      id: "striker-command-card",
      title: "Striker command check: an unled low-initiative team",
      kind: "card",
      template: "striker/cards/command.hbs",
      classes: CARD,
      context: {
        ...commandCardContext({ teamName: HOSTILE_NAME, initiative: "low", led: { needsLeader: true, led: false, by: [], label: "STARSKIRMISH.Striker.Team.Led.unled" }, averageTeamNear: null }),
      },
    },
    strikerCounterSample(),
  ];
}

/** A counter the GM revealed: it stood for a team whose name its owner typed. */
export function strikerCounterSample(): Sample {
  return {
    id: "striker-counter-card",
    title: "Striker counter revealed: it stood for a team",
    kind: "card",
    template: "striker/cards/counter.hbs",
    classes: CARD,
    context: { ...counterRevealContext("Unidentified Team", HOSTILE_NAME) },
  };
}
