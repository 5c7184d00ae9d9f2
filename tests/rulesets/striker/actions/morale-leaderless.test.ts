// @vitest-environment happy-dom
// A leader team whose leader has fallen is "no longer considered a leader team for all purposes"
// (Striker 4.A) and "no longer capable of the functions of a leader" (8.B.6): near a team checking
// morale it adds nothing, nor, failed, subtracts anything (8.C.2.b.i, ruling STR-6), whether the
// Leader lost marker says so or the first trooper's casualty box does. End to end against stand-ins:
// the morale dialog's leaders and the card's input, whose leaders the roll is resolved from.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";

/** Blue's fire team A1 at 0, its squad's NCO team 50 m off and the platoon officer's team 50 m the other way. */
async function setup() {
  const b = await strikerBoard();
  const squad = { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" };
  const troopers = [trooper("Lead", { role: "leader" }), trooper("B"), trooper("C"), trooper("D")];
  const nco = b.team("Actor.nco", "Blue Squad Leader", { troopers, leader: "nco", initiative: "average", command: { ...squad, role: "squadLeader" } });
  const officer = b.team("Actor.officer", "Blue Lieutenant", { troopers, leader: "officer", initiative: "high", command: { ...squad, role: "platoonOfficer" } });
  const team = b.team("Actor.team", "Blue A1", { troopers, command: squad });
  // 100 px squares of 50 m
  b.place(team, "tt", 200, 1);
  b.place(nco, "tn", 300, 1);
  b.place(officer, "to", 100, 1);
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  const mark = (a: Team, id: string) => adjustMarker(a as never, markerDefinition(id)!, 1);
  const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
  b.answer({ status: "open", nearbyCasualties: 0 });
  /** A1 checks morale; the dialog's leader names and the leaders on the card's input. */
  const check = async () => {
    await rollStrikerMorale(team as never, "check");
    const names = b.context<{ leaders: { name: string }[] }>("striker/dialogs/morale.hbs").leaders.map((l) => l.name);
    const input = (b.messages.at(-1)!.system.payload as { input: { leaders: { kind: string }[] } }).input;
    return { names, kinds: input.leaders.map((l) => l.kind) };
  };
  /** Marks the leader team's first trooper a casualty. */
  const fell = async (a: Team) => {
    const [first, ...rest] = a.system.troopers;
    await a.update({ system: { troopers: [{ ...first, casualty: true }, ...rest] } });
  };
  return { ...b, nco, officer, team, mark, check, fell };
}

describe("a leader team whose leader fell gives no morale DM (Striker 4.A, 8.B.6, 8.C.2.b.i)", () => {
  it("both leader teams count while their leaders stand", async () => {
    const t = await setup();
    expect(await t.check()).toEqual({ names: ["Blue Squad Leader", "Blue Lieutenant"], kinds: ["nco", "officer"] });
  });

  it("an officer team carrying Leader lost is left out, though an officer helps any team", async () => {
    const t = await setup();
    await t.mark(t.officer, "str-leaderLost");
    expect(await t.check()).toEqual({ names: ["Blue Squad Leader"], kinds: ["nco"] });
  });

  it("an officer or NCO team whose first trooper is a casualty is left out, with no marker", async () => {
    const t = await setup();
    await t.fell(t.officer);
    await t.fell(t.nco);
    expect(await t.check()).toEqual({ names: [], kinds: [] });
  });

  it("a leaderless team that failed its own check subtracts nothing (ruling STR-6 is for leaders)", async () => {
    const t = await setup();
    await t.mark(t.nco, "str-routed");
    await t.mark(t.officer, "str-suppressed");
    await t.mark(t.officer, "str-leaderLost");
    await t.fell(t.nco);
    expect(await t.check()).toEqual({ names: [], kinds: [] });
    // the roll's modifiers are the team's morale alone
    const card = t.context<{ modifiers: { label: string }[] }>("striker/cards/morale.hbs");
    expect(card.modifiers.map((m) => m.label)).toEqual(["STARSKIRMISH.Striker.Morale.Modifier.morale"]);
  });
});
