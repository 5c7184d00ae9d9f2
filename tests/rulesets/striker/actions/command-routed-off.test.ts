// @vitest-environment happy-dom
// The command check (Striker 5.A) and a team routed off the battlefield, which "is removed from
// play" (8.C.4.b) though its token, hidden, stays where it left the board: such a team makes no
// command check, since the check is the team's own (is it led, and what may it do if not), and
// it counts for no other team's: it leads no one (5.A.1), and an average team routed off is no
// average team a low one near it acts with (5.A.2.c). The rout off is marked as it is outside a
// combat, the token hidden and flagged (turn/routed-off.ts); shown again by the GM, it is in play.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";
import type { commandCardContext } from "../../../../src/rulesets/striker/view/command-check";

type CommandCard = ReturnType<typeof commandCardContext>;

async function setup() {
  const b = await strikerBoard();
  const squad = { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" };
  const team = (uuid: string, name: string, extra: Parameters<typeof b.team>[2] = {}) =>
    b.team(uuid, name, { troopers: [trooper("Sgt", { role: "leader" }), trooper("B"), trooper("C"), trooper("D")], command: squad, ...extra });
  const leader = team("Actor.leader", "Blue Squad Leader", { leader: "nco", initiative: "average", command: { ...squad, role: "squadLeader" } });
  const near = team("Actor.near", "Blue A1");
  const far = team("Actor.far", "Blue A2");
  // an average fire team of another squad, 30 m from the far team (100 px = 50 m): no leader of anyone
  const average = team("Actor.average", "Blue <b>B1</b>", { initiative: "average", command: { ...squad, squad: "2" } });
  b.place(leader, "tl", 0, 1);
  b.place(near, "tn", 120, 1);
  b.place(far, "tf", 300, 1);
  b.place(average, "ta", 360, 1);
  // a wood hides the far team from its squad leader, 150 m off, so sight cannot stand for the range (5.A.1.b, 7.A.1)
  b.paint({ x: 180, y: -100, width: 60, height: 200 }, { terrain: "forest" });
  const { postCommandCheck } = await import("../../../../src/rulesets/striker/actions/command-roll");
  /** The team's command check, as its sheet's button posts it; the card's context, or null where none was posted. */
  const check = async (actor: Team): Promise<CommandCard | null> => {
    const before = b.messages.length;
    await postCommandCheck(actor as never);
    return b.messages.length > before ? b.context<CommandCard>("striker/cards/command.hbs") : null;
  };
  /** The GM leaves the token as a rout off does (hidden, marked), or shows it again (`off` false). */
  const routOff = async (tokenId: string, off = true) => {
    b.stubs.actAs("gm");
    await b.canvas.tokens.get(tokenId)!.document.update({ hidden: off, flags: { starskirmish: { strRoutedOff: true } } });
    b.stubs.actAs("player1");
  };
  return { ...b, leader, near, far, average, check, routOff };
}

describe("a team routed off the battlefield and the command check (Striker 5.A, 8.C.4.b)", () => {
  it("a team routed off makes none: a warning, no card; shown again by the GM, it does", async () => {
    const t = await setup();
    await t.routOff("tn");
    expect(await t.check(t.near)).toBeNull();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Command.routedOff"]);
    expect(t.messages).toEqual([]);
    // the mark alone, on a token the table sees, is no rout off
    await t.routOff("tn", false);
    expect(await t.check(t.near)).toMatchObject({ teamName: "Blue A1", unled: false });
    expect(t.notes).toHaveLength(1);
  });

  it("a leader team routed off leads no one, though its hidden token stands 60 m from the team (5.A.1)", async () => {
    const t = await setup();
    expect(await t.check(t.near)).toMatchObject({ unled: false, ledBy: "Blue Squad Leader" });
    await t.routOff("tl");
    expect(await t.check(t.near)).toMatchObject({ unled: true, ledBy: "", outOfCommunication: "", ledLabel: "STARSKIRMISH.Striker.Team.Led.unled" });
    expect(t.notes).toEqual([]);
  });

  it("an unled low team acts as average beside an average team 30 m off, but not once that team routed off (5.A.2.c)", async () => {
    const t = await setup();
    expect(await t.check(t.far)).toMatchObject({ unled: true, actsAsAverage: true, averageTeamNear: "Blue <b>B1</b>", fireLabel: "STARSKIRMISH.Striker.Command.Fire.mayFireAnyRange" });
    await t.routOff("ta");
    expect(await t.check(t.far)).toMatchObject({ unled: true, actsAsAverage: false, averageTeamNear: "", fireLabel: "STARSKIRMISH.Striker.Command.Fire.mustFireWithin", mustFireWithinM: 100 });
  });
});
