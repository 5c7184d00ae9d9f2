// @vitest-environment happy-dom
// A counter, real or dummy, only marks where an unspotted team may be (Striker 3.A.1, 7.A.4); the
// team a real one stands for stands on the board itself, its token hidden (view/team-intel.ts). So
// where the glue counts other teams a counter is none: it leads no one (5.A.1), is no average team
// a low one acts with (5.A.2.c), passes no word along a chain (5.B.1), is no leader near a team
// checking morale (8.C.2) and is not rallied (8.C.5), is in no grenade's burst (8.A.1.b.5), is not
// called to check for casualties near it (8.C.1), and casualties recon by fire wrote against it are
// no team's that a neighbour saw. Each counter here is made the way a GM might: a copy of a team's
// sheet, ticked as a counter, so its initiative, leader and role are a team's.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";
import { ACR_ANSWER, GRENADE_ANSWER, fire, fireBoard } from "./fire-board";
import type { commandCardContext } from "../../../../src/rulesets/striker/view/command-check";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";

type CommandCard = ReturnType<typeof commandCardContext>;

/** Blue's squad on the 50 m grid (100 px): the leader at 0, its fire team A1 60 m off, A2 150 m off behind a wood. */
async function squadBoard(techLevel = 12) {
  const b = await strikerBoard();
  const squad = { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" };
  const troopers = [trooper("Sgt", { role: "leader" }), trooper("B"), trooper("C"), trooper("D")];
  const team = (uuid: string, name: string, extra: Parameters<typeof b.team>[2] = {}) => b.team(uuid, name, { troopers, command: squad, techLevel, ...extra });
  const leaderSheet = { leader: "nco", initiative: "average", command: { ...squad, role: "squadLeader" } } as const;
  const leader = team("Actor.leader", "Blue Squad Leader", leaderSheet);
  const near = team("Actor.near", "Blue A1");
  const far = team("Actor.far", "Blue A2");
  b.place(leader, "tl", 0, 1);
  b.place(near, "tn", 120, 1);
  b.place(far, "tf", 300, 1);
  // a wood hides A2 from its leader, 150 m off, so sight cannot stand for the range (5.A.1.b, 7.A.1)
  b.paint({ x: 180, y: -100, width: 60, height: 200 }, { terrain: "forest" });
  /** A counter of Blue's: a copy of a team's sheet, ticked as a counter and standing for `standsFor` ("" for a dummy). */
  const counter = (id: string, name: string, x: number, sheet: Parameters<typeof b.team>[2], standsFor = "") => {
    const actor = team(`Actor.${id}`, name, { ...sheet, counter: true, standsFor });
    b.place(actor, `t${id}`, x, 1);
    return actor;
  };
  const { postCommandCheck } = await import("../../../../src/rulesets/striker/actions/command-roll");
  /** The team's command check, as its sheet's button posts it; the card's context. */
  const check = async (actor: Team): Promise<CommandCard> => {
    await postCommandCheck(actor as never);
    return b.context<CommandCard>("striker/cards/command.hbs");
  };
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  const mark = (a: Team, id: string) => adjustMarker(a as never, markerDefinition(id)!, 1);
  return { ...b, leaderSheet, leader, near, far, counter, check, mark };
}

describe("a counter in the command rules (Striker 3.A.1, 5.A, 5.B)", () => {
  it("a counter with average initiative 30 m off is no average team an unled low team acts with (5.A.2.c)", async () => {
    const t = await squadBoard();
    t.counter("dummy", "Blue ?", 360, { initiative: "average", command: { role: "fireTeam", squad: "2", section: "1", platoon: "1", company: "A" } });
    expect(await t.check(t.far)).toMatchObject({ unled: true, actsAsAverage: false, averageTeamNear: "", mustFireWithinM: 100 });
    // the same sheet not ticked as a counter, in the same place, is an average team the low one acts with
    const real = t.counter("real", "Blue B1", 360, { initiative: "average" });
    real.system.counter = false;
    expect(await t.check(t.far)).toMatchObject({ unled: true, actsAsAverage: true, averageTeamNear: "Blue B1" });
  });

  it("a counter made from the squad leader's sheet, 30 m from A2 and in its sight, leads no one (5.A.1)", async () => {
    const t = await squadBoard();
    t.counter("lc", "Blue Squad Leader?", 360, t.leaderSheet, "Blue Squad Leader");
    expect(await t.check(t.far)).toMatchObject({ unled: true, ledBy: "", ledLabel: "STARSKIRMISH.Striker.Team.Led.unled" });
  });

  it("a counter touching both is no link in a chain of touching teams: word does not pass through it (5.B.1)", async () => {
    // tech level 5: no one in the squad has a radio (5.B.2); the leader 100 m from A3, within its
    // command range (ruling STR-7), but a wood between them, so they neither see nor hear each other
    const t = await squadBoard(5);
    const a3 = t.team("Actor.a3", "Blue A3", { troopers: [trooper("A")], command: { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" }, techLevel: 5 });
    t.canvas.place(a3, { x: 0, y: 200 }, { _id: "ta3", disposition: 1 });
    t.paint({ x: -20, y: 120, width: 140, height: 40 }, { terrain: "forest" });
    expect(await t.check(a3)).toMatchObject({ unled: true });
    // a counter between them, touching each, would join them in a chain if it were a team
    const c = t.counter("chain", "Blue ?", 0, { initiative: "low" });
    t.canvas.tokens.get("tchain")!.center = { x: 0, y: 100 };
    expect(await t.check(a3)).toMatchObject({ unled: true });
    // a team standing there does join them (the chain is traced; the counter alone was left out)
    c.system.counter = false;
    expect(await t.check(a3)).toMatchObject({ unled: false, ledBy: "Blue Squad Leader" });
  });
});

describe("a counter in the morale rules (Striker 3.A.1, 8.C.2, 8.C.5)", () => {
  it("a counter made from an officer's sheet 30 m off is no leader offered to a team checking morale (8.C.2)", async () => {
    const t = await squadBoard();
    t.counter("oc", "Blue Officer?", 360, { leader: "officer", initiative: "high", command: { role: "platoonOfficer", squad: "", section: "", platoon: "1", company: "A" } });
    t.answer(null);
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.far as never, "check");
    expect(t.context<{ leaders: { name: string }[] }>("striker/dialogs/morale.hbs").leaders).toEqual([]);
    // the squad leader 60 m from A1 is one
    await rollStrikerMorale(t.near as never, "check");
    expect(t.context<{ leaders: { name: string }[] }>("striker/dialogs/morale.hbs").leaders.map((l) => l.name)).toEqual(["Blue Squad Leader"]);
  });

  it("a counter carrying a Routed marker 40 m from the leader is not offered to be rallied (8.C.5)", async () => {
    const t = await squadBoard();
    const c = t.counter("rc", "Blue ?", 80, { initiative: "low" });
    await t.mark(c, "str-routed");
    await t.mark(t.near, "str-routed");
    t.answer(null);
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    expect(t.context<{ teams: { name: string }[] }>("striker/dialogs/rally.hbs").teams.map((x) => x.name)).toEqual(["Blue A1"]);
  });
});

describe("a counter in the fire and its morale (Striker 3.A.1, 8.A.1, 8.C.1)", () => {
  it("a counter made from a team's sheet 12 m from a grenade's target is not in its burst (8.A.1.b.5)", async () => {
    const t = await fireBoard([3, 3, 4, 3, 2, 5, 4, 1], 524);
    t.firerToken.center = { x: 420, y: 0 };
    t.neighbour.system.counter = true;
    t.answer(GRENADE_ANSWER);
    await fire();
    expect(t.messages[0]!.system.targets.map((x) => x.key)).toEqual(["tt"]);
    expect(t.context<FireCardContext>("cards/fire.hbs").burstTeams).toEqual([]);
  });

  it("a counter 30 m beyond the target is not called to check for its casualties (8.C.1)", async () => {
    const t = await fireBoard([6, 6, 2], 560);
    t.neighbour.system.counter = true;
    t.answer(ACR_ANSWER);
    await fire();
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.casualties).toBeGreaterThan(0);
    expect(t.messages[0]!.system.payload.moraleDue).toEqual(["Actor.target"]);
  });

  it("casualties recon by fire wrote against a counter's troopers call no team 30 m off to check (8.A.1.a.5, 8.C.1)", async () => {
    const t = await fireBoard([6, 6, 2], 560);
    t.target.system.counter = true;
    t.answer({ ...ACR_ANSWER, targetStatus: "unspotted" });
    await fire();
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.casualties).toBeGreaterThan(0);
    expect(t.messages[0]!.system.payload.moraleDue).not.toContain("Actor.neighbour");
    // nor does the board bear out a claim that the neighbour saw them (actions/nearby-casualties.ts)
    const { casualtyTeamsSeen } = await import("../../../../src/rulesets/striker/actions/nearby-casualties");
    const checker = t.canvas.tokens.get("tn")!.document;
    expect(casualtyTeamsSeen(checker as never, [{ key: "tt", actorUuid: "Actor.target" }])).toEqual([]);
    t.target.system.counter = false;
    expect(casualtyTeamsSeen(checker as never, [{ key: "tt", actorUuid: "Actor.target" }])).toEqual([{ distanceM: 30, visible: true }]);
  });
});
