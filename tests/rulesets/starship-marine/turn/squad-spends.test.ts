// @vitest-environment happy-dom
// What a squad's grenades and door charges cost, decided on the GM's client (Starship Marine 3.6,
// 3.8, 3.16, SSM-21), against the v13 stand-ins after a real init: each grenade card recorded takes
// one off the thrower's squad as the GM's client records it, and lands only if there was one; a door
// charge comes off as the GM places it. The player's client is played until its card is posted, and
// the GM's client from then on (helpers/posts-then-gm.ts).
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { marineSquad } from "../../../helpers/starship-marine-squad";
import { applyAs, requestAs } from "../../../helpers/gm-requests";
import { postsThenGm } from "../../../helpers/posts-then-gm";

const OUT_OF_GRENADES = "STARSKIRMISH.StarshipMarine.Squad.out.grenades";

// 100 px is 2.5 cm. Kell and Ito are one squad; the pirate stands 10 cm from Kell, an automatic
// good throw (3.6), and nobody else is within 8 cm of him: each throw rolls one effect die.
async function setup(faces: number[], stock: { grenades: number; doorCharges: number }) {
  const d = await starshipMarineDeck(faces);
  const { combat, group, kell, ito } = marineSquad(d);
  const pirate = d.figure("Pirate", "crewman", "gm");
  const tPirate = d.canvas.place(pirate as never, { x: 540, y: 200 }, { _id: "tPirate" });
  d.stubs.actAs("gm");
  await group.update({ flags: { starskirmish: { ssmSquad: stock } } });
  const record = () => (group.flags.starskirmish as { ssmSquad: { grenades: number; doorCharges: number } }).ssmSquad;
  const { throwGrenade } = await import("../../../../src/rulesets/starship-marine/actions/grenade");
  const ledger = await import("../../../../src/system/ledger/ledger-store");
  const grenadeCards = () => d.cards.messages.filter((m) => m.system.kind === "ssmGrenade");
  /** Kell's player throws at the pirate, and the GM's client goes on once the card is posted. */
  const throwAtPirate = () => {
    d.stubs.users.get("player1")!.targets = new Set([tPirate as never]);
    d.stubs.dialogs.answer({ inSight: true });
    return postsThenGm("player1", () => throwGrenade(kell as never));
  };
  /** The same card again, as Kell's player's client may post it: its system and dice as they were. */
  const copyOf = (card: (typeof d.cards.messages)[number]) => ({ type: "card", rolls: card.rolls, system: structuredClone(card.system) });
  return { ...d, combat, group, kell, ito, pirate, record, ledger, grenadeCards, throwAtPirate, copyOf };
}

describe("a grenade card costs its squad one grenade, on the GM's client (3.6, 3.16)", () => {
  it("takes the grenade off as the honest card is recorded, and the hit lands", async () => {
    const t = await setup([5], { grenades: 3, doorCharges: 0 });
    await t.throwAtPirate();
    const card = t.grenadeCards()[0]!;
    await vi.waitFor(() => expect(t.ledger.readCardLedger()[card.id]?.gm?.ssmGrenadeSpent).toBe("spent"));
    expect(t.record().grenades).toBe(2);
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });

  it("charges a card the player's client posted again for the same throw, as it charges an honest one", async () => {
    const t = await setup([5], { grenades: 3, doorCharges: 0 });
    await t.throwAtPirate();
    const card = t.grenadeCards()[0]!;
    const again = await postsThenGm("player1", () => t.post(t.copyOf(card)));
    await vi.waitFor(() => expect(t.ledger.readCardLedger()[again.id]?.gm?.ssmGrenadeSpent).toBe("spent"));
    // two cards, two grenades: the GM cannot tell the second from a throw of its own
    expect(t.record().grenades).toBe(1);
  });

  it("spends the last grenade for the first of two cards posted together, and refuses the second at Apply", async () => {
    const t = await setup([5], { grenades: 2, doorCharges: 0 });
    await t.throwAtPirate();
    const card = t.grenadeCards()[0]!;
    await vi.waitFor(() => expect(t.record().grenades).toBe(1));
    // both created in one go by the player's client, before the GM's client took either
    t.stubs.actAs("player1");
    const both = Promise.all([t.post(t.copyOf(card)), t.post(t.copyOf(card))]);
    t.stubs.actAs("gm");
    const [first, second] = await both;
    await vi.waitFor(() => expect(t.ledger.readCardLedger()[second.id]?.gm?.refused).toBe(OUT_OF_GRENADES));
    expect(t.ledger.readCardLedger()[first.id]?.gm?.ssmGrenadeSpent).toBe("spent");
    expect(t.record().grenades).toBe(0);
    expect(await applyAs("player1", second.id, "tPirate")).toEqual({ ok: false, reason: OUT_OF_GRENADES });
    expect(await t.markersOf(t.pirate)).toEqual({});
    expect(await applyAs("player1", first.id, "tPirate")).toEqual({ ok: true });
  });

  it("tells an honest player at once that the squad has none, rolling nothing; a card posted anyway is refused", async () => {
    const t = await setup([5], { grenades: 1, doorCharges: 0 });
    await t.throwAtPirate();
    const card = t.grenadeCards()[0]!;
    await vi.waitFor(() => expect(t.record().grenades).toBe(0));
    // the honest client reads the record before rolling: no die, no card
    await t.throwAtPirate();
    expect(t.stubs.notifications.at(-1)?.message).toBe(OUT_OF_GRENADES);
    expect(t.grenadeCards()).toHaveLength(1);
    // a client that skips the check posts its card anyway: the GM's client refuses it as a whole
    const forced = await postsThenGm("player1", () => t.post(t.copyOf(card)));
    await vi.waitFor(() => expect(t.ledger.readCardLedger()[forced.id]?.gm?.refused).toBe(OUT_OF_GRENADES));
    expect((forced as unknown as { flags: { starskirmish?: { refusedByGm?: boolean } } }).flags.starskirmish?.refusedByGm).toBe(true);
    expect(await applyAs("player1", forced.id, "tPirate")).toEqual({ ok: false, reason: OUT_OF_GRENADES });
    expect(t.record().grenades).toBe(0);
  });

  it("takes nothing from a squad for a card posted for a figure its author does not own", async () => {
    const t = await setup([5], { grenades: 2, doorCharges: 0 });
    await t.throwAtPirate();
    const card = t.grenadeCards()[0]!;
    await vi.waitFor(() => expect(t.record().grenades).toBe(1));
    // player2 owns neither Marine: a card in Kell's name would only drain Kell's squad
    const foreign = await postsThenGm("player2", () => t.post(t.copyOf(card)));
    const { recordedStepsSettled } = await import("../../../../src/system/cards/card-recorded");
    await vi.waitFor(() => expect(t.ledger.readCardLedger()[foreign.id]).toBeDefined());
    await recordedStepsSettled();
    expect(await applyAs("player2", foreign.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" });
    expect(t.ledger.readCardLedger()[foreign.id]?.gm).toBeUndefined();
    expect(t.record().grenades).toBe(1);
  });

  it("does not count a grenade of a figure whose squad keeps no record, and lands it", async () => {
    const t = await setup([5], { grenades: 0, doorCharges: 0 });
    await t.group.update({ flags: { starskirmish: { "-=ssmSquad": null } } });
    await t.throwAtPirate();
    const card = t.grenadeCards()[0]!;
    await vi.waitFor(() => expect(t.ledger.readCardLedger()[card.id]?.gm?.ssmGrenadeSpent).toBe("uncounted"));
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
  });

  it("lands a card recorded before the GM spent from cards, and refuses one since that was never judged", async () => {
    const t = await setup([5], { grenades: 3, doorCharges: 0 });
    await t.throwAtPirate();
    const card = t.grenadeCards()[0]!;
    await vi.waitFor(() => expect(t.ledger.readCardLedger()[card.id]?.gm?.ssmGrenadeSpent).toBe("spent"));
    const { grenadeSpendsSince } = await import("../../../../src/rulesets/starship-marine/turn/grenade-spends-since");
    const since = grenadeSpendsSince();
    expect(since).toBe(t.ledger.readCardLedger()[card.id]!.at);
    // the same card as the ledger would hold it with no spend outcome, recorded at a given time
    const unjudged = async (at: number) => {
      const { [card.id]: entry, ...rest } = t.ledger.readCardLedger();
      const { gm: _gm, ...bare } = entry!;
      await t.g.game.settings.set("starskirmish", "cardLedger", { ...rest, [card.id]: { ...bare, at, applied: {} } });
    };
    await unjudged(since + 1);
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Grenade.notSpent" });
    await unjudged(since - 60_000);
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
  });
});

describe("a door charge comes off the squad as the GM places it (3.8, 3.16)", () => {
  async function doors(doorCharges: number) {
    const t = await setup([], { grenades: 0, doorCharges });
    // one door by each Marine, within 1 cm of each one's base
    const first = t.canvas.scene.addWall({ c: [200, 0, 200, 300], door: 1, ds: 0 });
    const second = t.canvas.scene.addWall({ c: [200, 300, 200, 600], door: 1, ds: 0 });
    const { actOnDoor, DOOR_REQUEST } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
    const charge = (wall: typeof first) => (wall.flags.starskirmish as { ssmDoor?: { charge: unknown } } | undefined)?.ssmDoor?.charge ?? null;
    return { ...t, first, second, actOnDoor, DOOR_REQUEST, charge };
  }

  it("places the charge and takes one off; a card the player posts alone places and spends nothing", async () => {
    const t = await doors(2);
    t.stubs.actAs("player1");
    expect(await t.actOnDoor(t.kell as never, "placeCharge")).toBe(true);
    expect(t.charge(t.first)).toMatchObject({ by: "Kell" });
    expect(t.record().doorCharges).toBe(1);
    // a door card is the GM's account of a charge already placed: one the player writes places none
    await postsThenGm("player1", () => t.post({ type: "card", system: { kind: "ssmDoorAttack", actorUuid: t.ito.uuid, payload: { scaFired: false }, targets: [] } }));
    expect(t.charge(t.second)).toBeNull();
    expect(t.record().doorCharges).toBe(1);
    const detonate = await requestAs("player1", t.DOOR_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tIto", wallId: t.second.id, act: "detonate" });
    expect(detonate).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.noCharge" });
  });

  it("places one of two charges asked for together with one left, and refuses the other", async () => {
    const t = await doors(1);
    t.stubs.actAs("player1");
    const placed = await Promise.all([t.actOnDoor(t.kell as never, "placeCharge"), t.actOnDoor(t.ito as never, "placeCharge")]);
    expect(placed).toEqual([true, false]);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Squad.out.doorCharges");
    expect([t.charge(t.first), t.charge(t.second)].filter(Boolean)).toHaveLength(1);
    expect(t.record().doorCharges).toBe(0);
  });

  it("keeps both a grenade and a door charge taken at once: only the count spent is written", async () => {
    const t = await doors(1);
    await t.group.update({ flags: { starskirmish: { ssmSquad: { grenades: 1 } } } });
    const { spendFromSquadOf } = await import("../../../../src/rulesets/starship-marine/turn/squad-record");
    const squadmate = t.combat.combatants.find((c) => c.tokenId === "tIto") as never;
    // each reads the record before the other has written it, as two spends in flight do
    const writes: Record<string, unknown>[] = [];
    const update = t.group.update.bind(t.group);
    t.group.update = async (changes, options) => {
      writes.push(changes);
      await new Promise((r) => setTimeout(r, 5));
      return update(changes, options);
    };
    await Promise.all([spendFromSquadOf(squadmate, "grenades"), spendFromSquadOf(squadmate, "doorCharges")]);
    expect(writes).toHaveLength(2);
    expect(t.record()).toMatchObject({ grenades: 0, doorCharges: 0 });
  });
});
