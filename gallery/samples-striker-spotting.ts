/**
 * Striker spotting and communication for the gallery, built by the same functions the system uses:
 * a move into a wood that conceals the team, spots two enemy teams, and brings the mover into the
 * sight of a watcher the enemy has not found, which the card does not name (Striker 7.A.2-4); a concealed team that hides when suppressed (7.A.3); and the command
 * check of a team whose squad leader is near but out of communication (5.A, 5.B).
 */
import { coverAfterMove, hidesWhenSuppressed, newlySpotted, type SpottingTeam } from "../src/rulesets/striker/rules/spotting";
import { spottingCardContext } from "../src/rulesets/striker/view/spotting-card";
import { commandTeamOf, ledView } from "../src/rulesets/striker/view/team-command";
import { commandCardContext } from "../src/rulesets/striker/view/command-check";
import { HOSTILE_NAME, type Sample } from "./samples";

const CARD = "chat-message message";

const team = (id: string, side: number, extra: Partial<SpottingTeam> = {}): SpottingTeam => ({
  id,
  side,
  spotted: false,
  counter: false,
  standing: 4,
  status: "open",
  moving: false,
  flight: null,
  popUp: false,
  woods: null,
  beneath: "open",
  firedWith: null,
  ...extra,
});

/**
 * Blue A1, not yet spotted, moves into the edge of a light wood: it sees Red B2 in the open 600 m off
 * and a hostile team that fired its HMG 1900 m off, and is itself seen by a concealed enemy watcher
 * 200 m off that nobody has spotted.
 */
export function spottingExample() {
  const blue = team("blue", 1, { moving: true, status: "concealed", woods: "lightWoods" });
  const teams = [blue, team("red", -1), team("hostile", -1, { firedWith: "H" }), team("watcher", -1, { status: "concealed" })];
  const facts = [
    { a: "blue", b: "red", distanceM: 600, lineOfSight: true },
    { a: "blue", b: "hostile", distanceM: 1900, lineOfSight: true },
    { a: "blue", b: "watcher", distanceM: 200, lineOfSight: true },
  ];
  return { cover: coverAfterMove("open", true), sightings: newlySpotted(teams, facts) };
}

export function strikerSpottingSamples(): Sample[] {
  const { cover, sightings } = spottingExample();
  const names: Record<string, string> = { red: "Red B2", hostile: HOSTILE_NAME, blue: "Blue A1" };
  // the watcher stays unspotted, so the card does not name it
  const known = (id: string) => (id === "watcher" ? null : (names[id] ?? id));
  const fire = commandTeamOf("t", { troopers: [], initiative: "low", command: { role: "fireTeam", squad: "s1", section: "x1", platoon: "p1", company: "c1" } }, false);
  const leader = commandTeamOf("sl", { troopers: [], initiative: "average", command: { role: "squadLeader", squad: "s1", section: "x1", platoon: "p1", company: "c1" } }, false);
  const led = ledView(fire, [{ team: leader, name: "Squad leader 1", distanceM: 80, inCommunication: false, lineOfSight: false }]);
  return [
    {
      id: "striker-spotting-card",
      title: "Striker spotting: a move into a wood conceals the team, spots two enemy teams and is seen",
      kind: "card",
      template: "striker/cards/spotting.hbs",
      classes: CARD,
      context: {
        ...spottingCardContext({
          teamName: "Blue A1",
          cover,
          sightings: sightings.map((s) => ({ targetName: names[s.targetId] ?? s.targetId, spotterName: known(s.spotterId), distanceM: s.distanceM, rangeM: s.rangeM })),
        }),
      },
    },
    {
      id: "striker-spotting-hides",
      title: "Striker spotting: a concealed team that is suppressed hides",
      kind: "card",
      template: "striker/cards/spotting.hbs",
      classes: CARD,
      context: { ...spottingCardContext({ teamName: HOSTILE_NAME, cover: hidesWhenSuppressed("concealed"), hidBySuppression: true, sightings: [] }) },
    },
    {
      id: "striker-command-out-of-touch",
      title: "Striker command check: the squad leader is near but out of communication",
      kind: "card",
      template: "striker/cards/command.hbs",
      classes: CARD,
      context: { ...commandCardContext({ teamName: "Blue A1", initiative: "low", led, averageTeamNear: null }) },
    },
  ];
}
