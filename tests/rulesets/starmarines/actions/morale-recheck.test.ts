// @vitest-environment happy-dom
// A broken StarMarines unit's Leader recheck (VIII-H.1, VII.3, VII.5, SMR-6) after a real init,
// against a player who presses again until the unit rallies: the recheck is rolled only within range
// of a friendly, unbroken, unwounded Leader, and in a tracked combat only in the unit's side's Morale
// Recheck Phase, once there. The owner's client refuses before any die; the GM's Apply refuses a card
// of the owner's own that skipped those checks, judged where its ledger recorded the card.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { gmRecorded } from "../../../helpers/gm-recorded";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";

const REFUSED = "STARSKIRMISH.StarMarines.Morale.Recheck";

/** VII.1: this turn's initiative, the Norx's side (disposition 1, "friendly") first: its recheck phase is Player 1's. */
const NORX_FIRST = (turn: number) => ({ turn, order: [{ id: "friendly", label: "Friendly" }, { id: "hostile", label: "Hostile" }] });

/** Morale 3, Average: a d6 of 4 or more fails, 3 or less passes. */
async function setup(faces: number[], { leader = true, phase = null as string | null } = {}) {
  const b = await starMarinesBoard(faces);
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", morale: 3 });
  const tNorx = b.put(norx, 0, 0, 0, { disposition: 1 });
  const marine = b.unit("Marine", { kind: "soldier" }, "gm");
  const tMarine = b.put(marine, 0, -5, 3, { disposition: -1 });
  // IV-f: a friendly Leader of range 2, two hexes off
  const sergeant = leader ? b.unit("Sergeant", { kind: "soldier", race: "norx", role: "leader", leaderRange: 2 }) : null;
  const tSergeant = sergeant ? b.put(sergeant, 2, 0, 0, { disposition: 1 }) : null;
  b.stubs.actAs("gm");
  const store = await import("../../../../src/system/markers/marker-store");
  await store.adjustMarker(norx as never, store.markerDefinition("smr-broken")!, 1);
  let combat: StandInCombat | null = null;
  if (phase !== null) {
    combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase }, turnInitiative: NORX_FIRST(1) } } });
    b.g.game.combat = combat as never;
    for (const [a, t] of [[norx, tNorx], [marine, tMarine], [sergeant, tSergeant]] as const) if (a && t) combat.addCombatant({ actor: a, token: t.document });
  }
  b.stubs.actAs("player1");
  const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
  const { rollFormula } = await import("../../../../src/system/real-dice");
  /** The owner's honest check from the sheet, nothing ticked but the Leader; the card posted, if any. */
  const check = async () => {
    const before = b.cards.messages.length;
    b.stubs.dialogs.answer({ leader: true });
    await checkUnitMorale(norx as never);
    return b.cards.messages.length > before ? b.cards.messages.at(-1)! : null;
  };
  /** The owner's own recheck card, with a real d6 their client rolls, claiming a Leader in range: a client that checks nothing. */
  const ownRecheck = async () => {
    const rolled = await rollFormula("1d6");
    const situation = { morale: 3, experience: "average", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: true, passedThisTurn: false, retreatBlockedByEnemy: false, broken: true };
    const markers = rolled.faces[0]! <= 3 ? { "smr-broken": -1, "smr-passedMorale": 1 } : {};
    const targets = Object.keys(markers).length > 0 ? [{ key: "t-Norx", actorUuid: norx.uuid, name: "Norx", markers, data: {}, applied: false }] : [];
    const card = await b.post({ type: "card", content: "<p>Morale</p>", rolls: [rolled.roll], system: { kind: "smrMorale", ruleSet: "starmarines", actorUuid: norx.uuid, payload: { key: "t-Norx", situation }, targets } });
    await gmRecorded(card.id);
    return card;
  };
  /** The GM moves the combat on. */
  const moveTo = async (turn: number, to: string) => {
    b.stubs.actAs("gm");
    await combat!.update({ flags: { starskirmish: { smrPosition: { turn, phase: to }, turnInitiative: NORX_FIRST(turn) } } } as never);
    b.stubs.actAs("player1");
  };
  const warned = () => b.stubs.notifications.at(-1)?.message;
  return { ...b, norx, check, ownRecheck, moveTo, warned };
}

describe("a broken unit's Leader recheck (VIII-H.1, SMR-6)", () => {
  it("outside a combat, needs a Leader in range: refused before the die without one, the owner's own card refused at Apply; with one it rallies", async () => {
    const t = await setup([1, 1], { leader: false });
    expect(await t.check()).toBeNull();
    expect(t.warned()).toBe(`${REFUSED}.noLeader`);
    const own = await t.ownRecheck();
    expect(await applyAs("player1", own.id, "t-Norx")).toEqual({ ok: false, reason: `${REFUSED}.noLeader` });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-broken": 1 });
    // a wounded Leader gives no benefit (IV-f); an unwounded one two hexes off does
    const sergeant = t.unit("Sergeant", { kind: "soldier", race: "norx", role: "leader", leaderRange: 2 });
    t.put(sergeant, 2, 0, 0, { disposition: 1 });
    t.stubs.actAs("gm");
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(sergeant as never, store.markerDefinition("smr-wounded")!, 1);
    t.stubs.actAs("player1");
    expect(await t.check()).toBeNull();
    expect(t.warned()).toBe(`${REFUSED}.noLeader`);
    t.stubs.actAs("gm");
    await store.adjustMarker(sergeant as never, store.markerDefinition("smr-wounded")!, -1);
    t.stubs.actAs("player1");
    const card = await t.check();
    expect(card?.content).toMatch(/Rallies/);
    expect(await applyAs("player1", card!.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-passedMorale": 1 });
  });

  it("in a combat, is refused outside the side's own Morale Recheck Phase, on the owner's client and at Apply (VII.3, VII.5)", async () => {
    const t = await setup([1], { phase: "p1Movement" });
    expect(await t.check()).toBeNull();
    expect(t.warned()).toBe(`${REFUSED}.notRecheckPhase`);
    // VII.5: the Player-2 Morale Recheck Phase is the other side's
    await t.moveTo(1, "p2Recheck");
    expect(await t.check()).toBeNull();
    expect(t.warned()).toBe(`${REFUSED}.notYourRecheckPhase`);
    // rolled there by a client that skips the check: the GM's ledger recorded it in that phase, so Apply refuses it even once the own phase comes
    const own = await t.ownRecheck();
    await t.moveTo(2, "p1Recheck");
    expect(await applyAs("player1", own.id, "t-Norx")).toEqual({ ok: false, reason: `${REFUSED}.notYourRecheckPhase` });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-broken": 1 });
  });

  it("rolls once in its own phase: a failure changes nothing and a second roll is refused, on the owner's client and at Apply; next turn it rolls again", async () => {
    // the honest recheck fails on a 5; the owner's own second card passes on a 1; next turn's honest recheck passes on a 2
    const t = await setup([5, 1, 2], { phase: "p1Recheck" });
    const first = await t.check();
    expect(first?.content).toMatch(/Still broken/);
    expect(first?.system.targets).toEqual([]);
    await gmRecorded(first!.id);
    expect(await t.check()).toBeNull();
    expect(t.warned()).toBe(`${REFUSED}.alreadyRechecked`);
    const second = await t.ownRecheck();
    expect(await applyAs("player1", second.id, "t-Norx")).toEqual({ ok: false, reason: `${REFUSED}.alreadyRechecked` });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-broken": 1 });
    await t.moveTo(2, "p1Recheck");
    const next = await t.check();
    expect(next?.content).toMatch(/Rallies/);
    expect(await applyAs("player1", next!.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-passedMorale": 1 });
  });
});
