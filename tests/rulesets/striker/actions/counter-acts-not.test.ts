// @vitest-environment happy-dom
// A counter, real or dummy, only marks where an unspotted team may be (Striker 3.A.1): it is no team,
// so it never acts as one. It fires nothing (8.A.1), checks no morale (8.C.1), rallies neither itself
// nor others (8.C.5), makes no command check (5.A), routs away nowhere (8.C.4.b) and pops up nowhere
// (6.A.2.g): each action refuses it, naming why, before a dialog opens or a die is rolled; among
// several firers it alone is left out. A card that claims a counter acted (posted before its actor
// was ticked a counter) lands nothing at the GM's Apply. A counter fired at by recon by fire
// (8.A.1.a.5) is still a target whose casualties land. Each counter here is a team's sheet ticked
// as a counter, as a GM might make one, so its troopers, weapons and leader are a team's.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { StandInCollection } from "../../../helpers/foundry/collection";
import { applyAs } from "../../../helpers/gm-requests";
import { pressCardButton } from "../../../helpers/card-buttons";
import { ACR_ANSWER, fire, fireBoard } from "./fire-board";

const COUNTER_CARD = { ok: false, reason: "STARSKIRMISH.Striker.Intel.counterCard" };

/** Whether any dialog was drawn: every refusal comes before one. */
const dialogs = (rendered: readonly { path: string }[]) => rendered.filter((r) => r.path.includes("/dialogs/"));

/** Blue's squad leader and a routed fire team 60 m from it (100 px = 50 m). */
async function squad() {
  const b = await strikerBoard([]);
  const command = { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" };
  const troopers = [trooper("Sgt", { role: "leader" }), trooper("B"), trooper("C"), trooper("D")];
  const leader = b.team("Actor.leader", "Blue Squad Leader", { troopers, leader: "nco", initiative: "average", command: { ...command, role: "squadLeader" } });
  const near = b.team("Actor.near", "Blue A1", { troopers, command, morale: { value: 5, start: 5 } });
  b.place(leader, "tl", 0, 1);
  b.place(near, "tn", 120, 1);
  const { adjustMarker, markerDefinition, readMarkers } = await import("../../../../src/system/markers/marker-store");
  const mark = (a: Team, id: string) => adjustMarker(a as never, markerDefinition(id)!, 1);
  return { ...b, leader, near, mark, readMarkers };
}

describe("a counter does not act as a team (Striker 3.A.1)", () => {
  it("makes no command check: a warning, no card; the same sheet unticked makes one (5.A)", async () => {
    const t = await squad();
    await t.near.update({ system: { counter: true } });
    const { postCommandCheck } = await import("../../../../src/rulesets/striker/actions/command-roll");
    await postCommandCheck(t.near as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Command.counter"]);
    expect(t.messages).toEqual([]);
    await t.near.update({ system: { counter: false } });
    await postCommandCheck(t.near as never);
    expect(t.notes).toHaveLength(1);
    expect(t.messages.map((m) => m.system.kind)).toEqual(["strCommand"]);
  });

  it("checks no morale and rallies not itself, though its sheet names a leader and it carries Routed: no dialog, no roll (8.C.1, 8.C.5)", async () => {
    const t = await squad();
    await t.mark(t.leader, "str-routed");
    await t.leader.update({ system: { counter: true } });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.leader as never, "check");
    await rollStrikerMorale(t.leader as never, "rally");
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.counterNoMorale", "STARSKIRMISH.Striker.Morale.Rally.counter"]);
    expect(dialogs(t.rendered)).toEqual([]);
    expect(t.messages).toEqual([]);
    // unticked, the routed NCO team rallies itself: the dialog is drawn
    await t.leader.update({ system: { counter: false } });
    t.answer(null);
    await rollStrikerMorale(t.leader as never, "rally");
    expect(dialogs(t.rendered).map((r) => r.path)).toEqual([expect.stringMatching(/striker\/dialogs\/morale\.hbs$/)]);
  });

  it("rallies no routed team 60 m off, whatever leader its sheet names: no dialog, no card (8.C.5)", async () => {
    const t = await squad();
    await t.mark(t.near, "str-routed");
    await t.leader.update({ system: { counter: true } });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Rally.LeaderRefusal.counter"]);
    expect(dialogs(t.rendered)).toEqual([]);
    expect(t.messages).toEqual([]);
    await t.leader.update({ system: { counter: false } });
    t.answer({ "visible-0": true });
    await rallyByLeaderCard(t.leader as never);
    expect(t.messages.map((m) => m.system.kind)).toEqual(["strRally"]);
  });

  it("does not pop up, though it carries a flight marker (6.A.2.g)", async () => {
    const t = await squad();
    const owned = t.team("Actor.grav", "Blue G?", { troopers: [trooper("A")], counter: true }, [], { default: 0, player1: 3 });
    const token = t.place(owned, "tg", 500, 1);
    await t.mark(owned, "str-flightNoe");
    t.stubs.actAs("player1");
    const { popUp } = await import("../../../../src/rulesets/striker/actions/pop-up");
    await popUp(token.document as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.PopUp.counter"]);
    expect(dialogs(t.rendered)).toEqual([]);
    expect(t.readMarkers(owned as never)["str-popUp"]).toBeUndefined();
    // unticked, the grav team is asked its height
    await owned.update({ system: { counter: false } });
    t.answer(null);
    await popUp(token.document as never);
    expect(dialogs(t.rendered).map((r) => r.path)).toEqual([expect.stringMatching(/striker\/dialogs\/pop-up\.hbs$/)]);
  });

  it("does not rout away, though it carries a Routed marker: the GM's client refuses and moves nothing (8.C.4.b)", async () => {
    const t = await squad();
    t.g.game.scenes = new StandInCollection([[t.canvas.scene.id, t.canvas.scene]]);
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "b" } } } });
    t.g.game.combat = combat as never;
    const blue = t.team("Actor.blue", "Blue ?", { troopers: [trooper("A")], counter: true }, [], { default: 0, player1: 3 });
    const red = t.team("Actor.red", "Red B1", { troopers: [trooper("E")] });
    const tb = t.canvas.place(blue, { x: 1000, y: 500 }, { _id: "tb", disposition: 1 });
    t.canvas.place(red, { x: 1400, y: 500 }, { _id: "tr", disposition: -1 });
    await t.mark(blue, "str-routed");
    t.stubs.actAs("player1");
    const { routAway } = await import("../../../../src/rulesets/striker/actions/rout-move");
    await routAway(tb.document as never);
    await new Promise((r) => setTimeout(r, 30));
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.counter");
    expect({ x: tb.document.x, y: tb.document.y }).toEqual({ x: 950, y: 450 });
    // unticked, the routed team routs 50 m west, away from Red
    await blue.update({ system: { counter: false } });
    await routAway(tb.document as never);
    await new Promise((r) => setTimeout(r, 30));
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Rout.moved");
    expect({ x: tb.document.x, y: tb.document.y }).toEqual({ x: 850, y: 450 });
  });
});

describe("a counter among the firers (Striker 3.A.1, 8.A.1)", () => {
  /** The fire board with a second Blue team beside the firer, carrying the same 7mm ACR, ticked as a counter. */
  async function withCounter(faces: number[]) {
    const t = await fireBoard(faces);
    const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
    const { SLUG_THROWERS } = await import("../../../../src/rulesets/striker/rules/index");
    const acr = { _id: "w1", name: "7mm ACR", type: "strWeapon" as const, system: weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!) };
    const counter = t.team("Actor.counter", "Blue <b>?</b>", {
      troopers: ["P", "Q", "R", "S"].map((n) => trooper(n, { weapon: "7mm ACR", weaponItem: "w1", ammunition: "slugs" })),
      morale: { value: 7, start: 7 }, initiative: "average", leader: "none", techLevel: 10, counter: true,
    }, [acr]);
    const counterToken = t.place(counter, "tc", 20, 1);
    return { ...t, counter, counterToken };
  }

  it("is named and left out, and the team selected with it fires alone", async () => {
    const t = await withCounter([6, 6, 2]);
    t.canvas.tokens.controlled = [t.firerToken, t.counterToken];
    t.answer(ACR_ANSWER);
    await fire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.Problem.firerCounter"]);
    expect(t.messages).toHaveLength(1);
    expect(t.messages[0]!.system.payload.firers).toEqual(["tf"]);
    expect(t.messages[0]!.system.actorUuid).toBe("Actor.firer");
    // unticked, it is a team that fires beside the other
    await t.counter.update({ system: { counter: false } });
    t.answer(ACR_ANSWER);
    await fire();
    expect(t.notes).toHaveLength(1);
    expect(t.messages[1]!.system.payload.firers).toEqual(["tf", "tc"]);
  });

  it("fires nothing from its own sheet, alone: no dialog, no dice, no card", async () => {
    const t = await withCounter([6, 6, 2]);
    t.canvas.tokens.controlled = [];
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire(t.counter as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.Problem.firerCounter"]);
    expect(dialogs(t.rendered)).toEqual([]);
    expect(t.messages).toEqual([]);
  });
});

describe("a counter fired at, and the cards (Striker 3.A.1, 8.A.1.a.5, 8.C.1)", () => {
  it("recon by fire at a counter lands its casualties and calls it to no morale check; a Morale press for it rolls nothing and leaves its roll unclaimed", async () => {
    const t = await fireBoard([6, 6, 2, 3, 3]);
    await t.target.update({ system: { counter: true } });
    t.answer({ ...ACR_ANSWER, targetStatus: "unspotted" });
    await fire();
    const card = t.messages[0]!;
    // no team, no morale (3.A.1): the card offers it no check
    expect(card.system.payload.moraleDue).toEqual([]);
    // a press for it all the same (a button drawn by hand) is refused before anything is claimed
    t.answer({ nearbyCasualties: 0 });
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.counterNoMorale"]);
    expect(t.messages).toHaveLength(1);
    // the counter stays a target: the GM lands the casualties recon by fire wrote against its sheet
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.some((x) => x.casualty)).toBe(true);
    // a team after all (the GM unticks it): its one roll from this card is still its own
    await t.target.update({ system: { counter: false } });
    await pressCardButton(card, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes).toHaveLength(1);
    expect(t.messages.map((m) => m.system.kind)).toEqual(["strFire", "strMorale"]);
  });

  it("the GM places no casualties from a fire card whose firing team has been ticked a counter since", async () => {
    const t = await fireBoard([6, 6, 2]);
    t.answer(ACR_ANSWER);
    await fire();
    const card = t.messages[0]!;
    await t.firer.update({ system: { counter: true } });
    expect(await applyAs("gm", card.id, "tt")).toEqual(COUNTER_CARD);
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([false, false, false, false]);
    await t.firer.update({ system: { counter: false } });
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([true, true, false, false]);
  });

  it("the GM lands no morale result from a check its team rolled before it was ticked a counter", async () => {
    const t = await squad();
    // 1 + 1 with morale 5 routs it (ruling STR-3)
    t.answer({ status: "open", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.near as never, "check");
    const card = t.messages[0]!;
    expect(card.system.targets[0]).toMatchObject({ key: "tn", data: { kind: "morale", result: "routed" } });
    await t.near.update({ system: { counter: true } });
    expect(await applyAs("gm", card.id, "tn")).toEqual(COUNTER_CARD);
    expect(t.readMarkers(t.near as never)).toEqual({});
    expect(t.near.system.morale.value).toBe(5);
    await t.near.update({ system: { counter: false } });
    expect(await applyAs("gm", card.id, "tn")).toEqual({ ok: true });
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
  });

  it("the GM rallies no one by a card whose leader team has been ticked a counter since", async () => {
    const t = await squad();
    await t.mark(t.near, "str-routed");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    const card = t.messages[0]!;
    expect(card.system.targets.map((x) => x.key)).toEqual(["tn"]);
    await t.leader.update({ system: { counter: true } });
    expect(await applyAs("gm", card.id, "tn")).toEqual(COUNTER_CARD);
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
    await t.leader.update({ system: { counter: false } });
    expect(await applyAs("gm", card.id, "tn")).toEqual({ ok: true });
    expect(t.readMarkers(t.near as never)).toEqual({});
  });

  it("the GM rallies no counter a rally card names, though it carries Routed (8.C.5)", async () => {
    const t = await squad();
    await t.mark(t.near, "str-routed");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    const card = t.messages[0]!;
    // the rallied team is ticked a counter after the card (or a card made by hand names one)
    await t.near.update({ system: { counter: true } });
    expect(await applyAs("gm", card.id, "tn")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Rally.counterTeam" });
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
  });
});
