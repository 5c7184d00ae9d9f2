// @vitest-environment happy-dom
// Rally by another leader (Striker 8.C.5) and the command check (Striker 5.A) end to end against
// stand-ins after a real init: leader and routed teams on a 50 m grid, the dialog's answer, the
// posted card, and Apply through the GM query taking the Routed marker off a team the player
// does not own. A team routed off the battlefield is out of play (Striker 8.C.4.b): it neither
// rallies itself nor rallies others, nor is it rallied, nor checks morale, nor leads one that does.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";

async function setup() {
  const b = await strikerBoard();
  const squad = { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" };
  const team = (uuid: string, name: string, extra: Parameters<typeof b.team>[2] = {}) =>
    b.team(uuid, name, { troopers: [trooper("Sgt", { role: "leader" }), trooper("B"), trooper("C"), trooper("D")], command: squad, ...extra });
  const leader = team("Actor.leader", "Blue Squad Leader", { leader: "nco", initiative: "average", command: { ...squad, role: "squadLeader" } });
  const near = team("Actor.near", "Blue <i>A1</i>");
  const far = team("Actor.far", "Blue A2");
  const enemy = team("Actor.enemy", "Red B1");
  // 50 m squares of 100 px.
  const placed = [b.place(leader, "tl", 0, 1), b.place(near, "tn", 120, 1), b.place(far, "tf", 300, 1), b.place(enemy, "te", 100, -1)];
  b.canvas.tokens.controlled = [placed[0]!];
  const { adjustMarker, markerDefinition, readMarkers } = await import("../../../../src/system/markers/marker-store");
  const mark = (a: Team, id: string) => adjustMarker(a as never, markerDefinition(id)!, 1);
  return { ...b, leader, near, far, enemy, mark, readMarkers };
}

describe("rally by another leader (Striker 8.C.5)", () => {
  it("offers the routed friendly team within 100 m, posts a card with no dice, and Apply takes Routed off through the GM", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    await t.mark(t.far, "str-routed");
    await t.mark(t.enemy, "str-routed");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    // 60 m away and friendly; the 150 m team and the enemy are not offered.
    expect(t.context("striker/dialogs/rally.hbs").teams).toEqual([{ index: 0, name: "Blue <i>A1</i>", distanceM: 60, unseen: false }]);
    const message = t.messages[0]!;
    expect(message.rolls).toEqual([]);
    expect(message.system.targets).toHaveLength(1);
    expect(message.system.targets[0]).toMatchObject({ key: "tn", actorUuid: "Actor.near", markers: { "str-routed": -1 } });
    expect(await applyAs("gm", "m0", "tn")).toEqual({ ok: true });
    expect(t.readMarkers(t.near as never)).toEqual({});
    expect(t.readMarkers(t.far as never)).toEqual({ "str-routed": 1 });
  });

  it("a team the leader cannot see is not rallied and the card has nothing to apply", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    t.answer({ "visible-0": false });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    expect(t.messages[0]!.system.targets).toEqual([]);
    expect(t.context<{ rows: object[] }>("striker/cards/rally.hbs").rows[0]).toMatchObject({ rallied: false, resultLabel: "STARSKIRMISH.Striker.Rally.Refusal.notVisible" });
  });

  it("a suppressed leader team, or a team with no leader, rallies nobody and posts nothing", async () => {
    const t = await setup();
    await t.mark(t.leader, "str-suppressed");
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    await rallyByLeaderCard(t.near as never);
    expect(t.messages).toEqual([]);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Rally.LeaderRefusal.leaderNotNormal", "STARSKIRMISH.Striker.Rally.LeaderRefusal.noLeader"]);
  });
});

/** The ChatMessage class a hostile player's client posts through. */
interface ChatGlobals {
  ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } };
}

describe("a team routed off the battlefield is out of play (Striker 8.C.4.b): no rally given or taken", () => {
  /** Marks the team's token as the rout off leaves it outside a combat: hidden, flagged (turn/routed-off.ts). */
  async function routOff(t: Awaited<ReturnType<typeof setup>>, tokenId: string, off = true) {
    t.stubs.actAs("gm");
    await t.canvas.tokens.get(tokenId)!.document.update({ hidden: off, flags: { starskirmish: { strRoutedOff: true } } });
    t.stubs.actAs("player1");
  }

  it("a routed leader team that routed off does not rally itself; shown again by the GM, it may", async () => {
    const t = await setup();
    await t.mark(t.leader, "str-routed");
    await routOff(t, "tl");
    t.answer({ status: "open", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.leader as never, "rally");
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.Rally.routedOff"]);
    expect(t.messages).toEqual([]);
    // the mark alone on a token the table sees is no rout off: the leader rolls its rally
    await routOff(t, "tl", false);
    await rollStrikerMorale(t.leader as never, "rally");
    expect(t.notes).toHaveLength(1);
    expect(t.messages).toHaveLength(1);
    expect(t.messages[0]!.system.kind).toBe("strMorale");
  });

  it("a leader team that routed off rallies nobody, though a routed team stands within 100 m", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    await routOff(t, "tl");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Rally.LeaderRefusal.routedOff"]);
    expect(t.messages).toEqual([]);
  });

  it("a routed team that routed off is not offered to the leader, though its hidden token stands 60 m away", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    await routOff(t, "tn");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    // no team to offer, so no dialog: the card says none was within 100 m and has nothing to apply
    expect(t.rendered.some((r) => r.path.endsWith("striker/dialogs/rally.hbs"))).toBe(false);
    expect(t.messages).toHaveLength(1);
    expect(t.messages[0]!.system.targets).toEqual([]);
    expect(t.context<{ rows: object[] }>("striker/cards/rally.hbs").rows).toEqual([]);
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
  });

  it("a leader team that routed off is no leader near a team checking morale, though its hidden token stands 60 m away (8.C.2)", async () => {
    const t = await setup();
    const leaders = () => t.context<{ leaders: { name: string }[] }>("striker/dialogs/morale.hbs").leaders.map((l) => l.name);
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    t.answer({ status: "open", nearbyCasualties: 0 });
    await rollStrikerMorale(t.near as never, "check");
    expect(leaders()).toEqual(["Blue Squad Leader"]);
    await routOff(t, "tl");
    await rollStrikerMorale(t.near as never, "check");
    expect(leaders()).toEqual([]);
    // nor does the card's input count it for the roll
    expect(t.messages).toHaveLength(2);
    expect((t.messages[1]!.system.payload as { input: { leaders: unknown[] } }).input.leaders).toEqual([]);
  });

  it("a team that routed off checks no morale from its sheet; shown again by the GM, it does", async () => {
    const t = await setup();
    await routOff(t, "tn");
    t.answer({ status: "open", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.near as never, "check");
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Morale.routedOff"]);
    expect(t.messages).toEqual([]);
    expect(t.rendered.some((r) => r.path.endsWith("striker/dialogs/morale.hbs"))).toBe(false);
    await routOff(t, "tn", false);
    await rollStrikerMorale(t.near as never, "check");
    expect(t.notes).toHaveLength(1);
    expect(t.messages).toHaveLength(1);
  });

  it("the GM's Apply refuses a rally card naming a team that routed off, its own or hand-made, by the key or whatever key it gives", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    // the leader's own card, posted while the team still retreated across the board
    await rallyByLeaderCard(t.leader as never);
    const own = t.messages[0]!;
    expect(own.system.targets.map((x) => x.key)).toEqual(["tn"]);
    await routOff(t, "tn");
    const refused = { ok: false, reason: "STARSKIRMISH.Striker.Rally.routedOffTeam" };
    expect(await applyAs("player1", own.id, "tn")).toEqual(refused);
    // a card made by hand after it routed off, naming it by its token's key or by a key made up
    const g = globalThis as unknown as ChatGlobals;
    for (const key of ["tn", "made-up"]) {
      const candidates = [{ key, uuid: "Actor.near", distanceM: 60, markers: { "str-routed": 1 }, visible: true }];
      const payload = { rallied: ["Actor.near"], leader: { kind: "nco", markers: {} }, candidates };
      const forged = await g.ChatMessage.implementation.create({
        type: "card",
        system: { kind: "strRally", actorUuid: "Actor.leader", payload, targets: [{ key, actorUuid: "Actor.near", name: key, markers: { "str-routed": -1 }, data: { kind: "rallied", by: "Actor.leader" }, applied: false }] },
      });
      // a key made up names no token of the team, and lands nothing for that (system/cards/card-target-actor.ts)
      expect(await applyAs("player1", forged.id, key)).toEqual(key === "tn" ? refused : { ok: false, reason: "STARSKIRMISH.Error.targetNotNamed" });
    }
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
    // shown again by the GM, the team is in play, and the leader's card rallies it
    await routOff(t, "tn", false);
    expect(await applyAs("player1", own.id, "tn")).toEqual({ ok: true });
    expect(t.readMarkers(t.near as never)).toEqual({});
  });
});

describe("the GM's Apply holds a rally card's leader team to its sheet and the board (Striker 8.B.6, 8.C.4.b, 8.C.5)", () => {
  /** The leader's own card rallying the near team, posted while the leader could rally. */
  async function ownCard() {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    const card = t.messages[0]!;
    expect(card.system.targets.map((x) => x.key)).toEqual(["tn"]);
    return { ...t, card };
  }
  /** A rally card written by hand for the given leader team, claiming it a normal NCO team. */
  async function handMade(leaderUuid: string) {
    const g = globalThis as unknown as ChatGlobals;
    const candidates = [{ key: "tn", uuid: "Actor.near", distanceM: 60, markers: { "str-routed": 1 }, visible: true }];
    const payload = { rallied: ["Actor.near"], leader: { kind: "nco", markers: {} }, candidates };
    return g.ChatMessage.implementation.create({
      type: "card",
      // the target data names the card's actor as the leader that rallied (Striker 8.C.5), as the leader's own card does
      system: { kind: "strRally", actorUuid: leaderUuid, payload, targets: [{ key: "tn", actorUuid: "Actor.near", name: "tn", markers: { "str-routed": -1 }, data: { kind: "rallied", by: leaderUuid }, applied: false }] },
    });
  }

  it("refuses while the leader team is suppressed since, or on a hand-made card that calls it normal; lands once it is normal again", async () => {
    const t = await ownCard();
    await t.mark(t.leader, "str-suppressed");
    const refused = { ok: false, reason: "STARSKIRMISH.Striker.Rally.LeaderRefusal.leaderNotNormal" };
    expect(await applyAs("player1", t.card.id, "tn")).toEqual(refused);
    // the card's leader markers are its author's: one written now, with none, is held to the sheet
    const forged = await handMade("Actor.leader");
    expect(await applyAs("player1", forged.id, "tn")).toEqual(refused);
    // a routed leader team is running, and rallies nobody either
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.leader as never, markerDefinition("str-suppressed")!, -1);
    await t.mark(t.leader, "str-routed");
    expect(await applyAs("player1", t.card.id, "tn")).toEqual(refused);
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
    await adjustMarker(t.leader as never, markerDefinition("str-routed")!, -1);
    expect(await applyAs("player1", t.card.id, "tn")).toEqual({ ok: true });
    expect(t.readMarkers(t.near as never)).toEqual({});
  });

  it("refuses once the leader is lost or the first trooper a casualty, or for a team with no leader that a hand-made card calls an NCO's", async () => {
    const t = await ownCard();
    const noLeader = { ok: false, reason: "STARSKIRMISH.Striker.Rally.LeaderRefusal.noLeader" };
    await t.mark(t.leader, "str-leaderLost");
    expect(await applyAs("player1", t.card.id, "tn")).toEqual(noLeader);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.leader as never, markerDefinition("str-leaderLost")!, -1);
    const [sgt, ...rest] = t.leader.system.troopers;
    await t.leader.update({ system: { troopers: [{ ...sgt, casualty: true }, ...rest] } });
    expect(await applyAs("player1", t.card.id, "tn")).toEqual(noLeader);
    // the far team has no leader, whatever a card posted for it says
    const forged = await handMade("Actor.far");
    expect(await applyAs("player1", forged.id, "tn")).toEqual(noLeader);
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
  });

  it("refuses once the leader team has routed off the battlefield, by its hidden token; shown again by the GM, the card lands", async () => {
    const t = await ownCard();
    t.stubs.actAs("gm");
    await t.canvas.tokens.get("tl")!.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    t.stubs.actAs("player1");
    expect(await applyAs("player1", t.card.id, "tn")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Rally.LeaderRefusal.routedOff" });
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
    t.stubs.actAs("gm");
    await t.canvas.tokens.get("tl")!.document.update({ hidden: false });
    t.stubs.actAs("player1");
    expect(await applyAs("player1", t.card.id, "tn")).toEqual({ ok: true });
    expect(t.readMarkers(t.near as never)).toEqual({});
  });

  it("refuses a GM's hand-made card whose leader team is gone from the world", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    t.stubs.actAs("gm");
    const forged = await handMade("Actor.nobody");
    expect(await applyAs("gm", forged.id, "tn")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Rally.leaderGone" });
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
  });
});

describe("a rally card's Apply re-derives who is rallied (Striker 8.C.5)", () => {
  const NOT_DERIVABLE = { ok: false, reason: "STARSKIRMISH.Error.notDerivable" };
  const row = (key: string, actorUuid: string, markers: object) => ({ key, actorUuid, name: key, markers, data: {}, applied: false });

  it("a forged card stripping more than Routed is refused, one naming a team the leader did not rally lands nothing", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    await t.mark(t.far, "str-routed");
    await t.mark(t.near, "str-suppressed");
    t.answer({ "visible-0": true });
    const { rallyByLeaderCard } = await import("../../../../src/rulesets/striker/actions/leader-rally-roll");
    await rallyByLeaderCard(t.leader as never);
    const payload = structuredClone(t.messages[0]!.system.payload);
    const g = globalThis as unknown as ChatGlobals;
    // the card also lists the far team, out of range, and strips the near team's Suppressed too
    const forged = await g.ChatMessage.implementation.create({
      type: "card",
      system: { kind: "strRally", actorUuid: "Actor.leader", payload, targets: [row("tn", "Actor.near", { "str-routed": -1, "str-suppressed": -1 }), row("tf", "Actor.far", { "str-routed": -1 })] },
    });
    expect(await applyAs("player1", forged.id, "tn")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1, "str-suppressed": 1 });
    expect(await applyAs("player1", forged.id, "tf")).toEqual(NOT_DERIVABLE);
    expect(t.readMarkers(t.far as never)).toEqual({ "str-routed": 1 });
    // the leader's own card takes the near team's Routed off, nothing else
    expect(await applyAs("player1", t.messages[0]!.id, "tn")).toEqual({ ok: true });
    expect(t.readMarkers(t.near as never)).toEqual({ "str-suppressed": 1 });
  });

  it("refuses a card that names a team the leader did not see, or that keeps no leader (a card from before it was kept)", async () => {
    const t = await setup();
    await t.mark(t.near, "str-routed");
    const g = globalThis as unknown as ChatGlobals;
    const candidates = [{ key: "tn", uuid: "Actor.near", distanceM: 60, markers: { "str-routed": 1 }, visible: false }];
    const cards = [
      { rallied: ["Actor.near"], leader: { kind: "nco", markers: {} }, candidates },
      { rallied: ["Actor.near"] },
    ];
    for (const payload of cards) {
      const card = await g.ChatMessage.implementation.create({ type: "card", system: { kind: "strRally", actorUuid: "Actor.leader", payload, targets: [row("tn", "Actor.near", { "str-routed": -1 })] } });
      expect(await applyAs("player1", card.id, "tn")).toEqual(NOT_DERIVABLE);
    }
    expect(t.readMarkers(t.near as never)).toEqual({ "str-routed": 1 });
  });
});

describe("command check (Striker 5.A)", () => {
  it("a fire team within range of its squad leader is led", async () => {
    const t = await setup();
    const { postCommandCheck } = await import("../../../../src/rulesets/striker/actions/command-roll");
    await postCommandCheck(t.near as never);
    expect(t.context("striker/cards/command.hbs")).toMatchObject({ unled: false, ledBy: "Blue Squad Leader", ledLabel: "STARSKIRMISH.Striker.Team.Led.led" });
    expect(t.messages[0]!.system.targets).toEqual([]);
  });

  it("an unled low team far from any average team may not move and must fire within 100 m", async () => {
    const t = await setup();
    // The 150 m team is beyond the squad leader's 100 m (fire teams may use 200 m of a section NCO only),
    // and a wood hides it from him, so sight cannot stand for the range (Striker 5.A.1.b, 7.A.1).
    t.paint({ x: 180, y: -100, width: 60, height: 200 }, { terrain: "forest" });
    const { postCommandCheck } = await import("../../../../src/rulesets/striker/actions/command-roll");
    await postCommandCheck(t.far as never);
    expect(t.context("striker/cards/command.hbs")).toMatchObject({
      unled: true, actsAsAverage: false, moveLabel: "STARSKIRMISH.Striker.Command.mayNotMove",
      fireLabel: "STARSKIRMISH.Striker.Command.Fire.mustFireWithin", mustFireWithinM: 100, followsMorale: true,
    });
  });
});
