/**
 * Striker command and rally for the gallery: a squad leader rallies one routed team it can see
 * and not one it cannot (Striker 8.C.5), the dialog asking which it sees, and the command check
 * card of an unled low-initiative team (Striker 5.A.2.c), a routed leader team rallying itself
 * (Striker 8.C.5), and a counter revealed (Striker 3.A.1).
 */
import { STR_MARKER } from "../src/rulesets/striker/rules/markers";
import { leaderRally, rallyCandidates, rallyCardContext, rallyDialogContext, type RallyCandidate } from "../src/rulesets/striker/view/leader-rally";
import { commandCardContext } from "../src/rulesets/striker/view/command-check";
import { counterRevealContext } from "../src/rulesets/striker/view/team-intel";
import { moraleCardContext, moraleMarkerChanges } from "../src/rulesets/striker/view/morale-card";
import { readMoraleForm } from "../src/rulesets/striker/view/morale-form";
import { resolveMorale } from "../src/rulesets/striker/rules/index";
import { QueuedDice } from "../src/core/dice";
import { HOSTILE_NAME, ruleSet, type Sample } from "./samples";

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
    strikerRallyCheckSample(),
    strikerCounterSample(),
  ];
}

/**
 * A routed squad leader's own rally check in the command phase (Striker 8.C.5): morale 6, concealed
 * (+2, 8.C.2.b.ii), dice 3 + 3 make 14, which passes (8.C.3): rallied, and it sits out the turn.
 */
export function strikerRallyCheckSample(): Sample {
  const routed = { [STR_MARKER.routed]: 1 };
  const check = resolveMorale(readMoraleForm({}, 6, "concealed", []), new QueuedDice([{ sides: 6, value: 3 }, { sides: 6, value: 3 }]));
  const changes = moraleMarkerChanges(routed, check.result, "rally");
  return {
    id: "striker-morale-card-rally",
    title: "Striker rally check: a routed squad leader rallies itself",
    kind: "card",
    template: "striker/cards/morale.hbs",
    classes: CARD,
    context: { ...moraleCardContext({ teamName: "Blue Squad Leader", mode: "rally", check, changes, markerLabels: Object.fromEntries(ruleSet("striker").markers.map((m) => [m.id, m.label])), targetKey: "leader" }) },
  };
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
