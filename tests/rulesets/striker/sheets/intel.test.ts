// @vitest-environment happy-dom
// Limited intelligence on the board after a real init (Striker 3.A.1): the GM hides an unspotted
// team's tokens and shows them again, and reveals a counter: a card, and its token leaves the
// scene. A player's click changes nothing.
import { describe, expect, it } from "vitest";
import { strikerBoard, type Team, type TeamInput } from "../../../helpers/striker-board";
import type { StandInToken } from "../../../helpers/foundry/canvas";

async function setup(isGM: boolean) {
  const b = await strikerBoard();
  b.stubs.actAs(isGM ? "gm" : "player1");
  /** A team whose token the players see as an unidentified team. */
  const teamWithToken = (uuid: string, name: string, system: TeamInput): [Team, StandInToken] => {
    const team = b.team(uuid, name, system);
    return [team, b.canvas.place(team, { x: 0, y: 0 }, { _id: `t-${name.replace(/\W/g, "")}`, name: "Unidentified Team" })];
  };
  const [team, teamToken] = teamWithToken("Actor.team", "Red B2", {});
  const [counter, counterToken] = teamWithToken("Actor.counter", "Counter", { counter: true, standsFor: "Red B2" });
  /** What happened to the tokens: hidden and shown, and removed from the scene. */
  const log = () => [
    ...[teamToken, counterToken].flatMap((t) => t.document.updates.map((u) => `${t.actor === team ? "Red B2" : "Counter"} hidden=${String(u.hidden)}`)),
    ...[teamToken, counterToken].filter((t) => !b.canvas.tokens.placeables.includes(t)).map((t) => `${t.actor === team ? "Red B2" : "Counter"} deleted`),
  ];
  return { ...b, team, counter, log };
}

describe("limited intelligence on the board (Striker 3.A.1)", () => {
  it("the GM hides an unspotted team and shows it once spotted; the sheet offers the other button each time", async () => {
    const t = await setup(true);
    const intel = await import("../../../../src/rulesets/striker/sheets/team-intel-actions");
    expect(intel.teamIntelView(t.team as never)).toMatchObject({ canHide: true, canShow: false });
    await intel.setTeamHidden(t.team as never, true);
    expect(intel.teamIntelView(t.team as never)).toMatchObject({ canHide: false, canShow: true });
    await intel.setTeamHidden(t.team as never, true);
    await intel.setTeamHidden(t.team as never, false);
    expect(t.log()).toEqual(["Red B2 hidden=true", "Red B2 hidden=false"]);
  });

  it("the GM reveals a counter: the card says which team it stood for, and the counter leaves the scene", async () => {
    const t = await setup(true);
    const intel = await import("../../../../src/rulesets/striker/sheets/team-intel-actions");
    await intel.revealCounter(t.counter as never);
    expect(t.messages).toHaveLength(1);
    expect(t.context("striker/cards/counter.hbs")).toMatchObject({ counterName: "Unidentified Team", real: true, standsFor: "Red B2" });
    expect(t.log()).toEqual(["Counter deleted"]);
    // A team is not a counter: revealing it does nothing.
    await intel.revealCounter(t.team as never);
    expect(t.messages).toHaveLength(1);
  });

  it("a player can neither hide nor reveal", async () => {
    const t = await setup(false);
    const intel = await import("../../../../src/rulesets/striker/sheets/team-intel-actions");
    await intel.setTeamHidden(t.team as never, true);
    await intel.revealCounter(t.counter as never);
    expect(t.log()).toEqual([]);
    expect(t.messages).toEqual([]);
    expect(intel.teamIntelView(t.counter as never).canReveal).toBe(false);
  });
});
