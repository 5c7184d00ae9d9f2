// @vitest-environment happy-dom
// A hostile player's own Starship Marine cards against the GM's Apply, on the v13 stand-ins after a
// real init: a card names each figure by its token and lists beside it the actor its result lands
// on, both written by the player. A shot at the pirate in sight, listed as landing on the enemy
// officer across the deck; a Marine firing as the Veteran it is not (4.7, SSM-27); a hand-to-hand
// fight between two of the enemy's own figures, or one that lands its loser's casualty on another
// actor (3.15): each is refused, and the true card still lands.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";

const die = (face: number) => ({ formula: "1d10", dice: [{ results: [{ result: face }] }] });

async function deck(faces: number[]) {
  // 100 px a space of 2.5 cm: 8 spaces are 20 cm
  const t = await starshipMarineDeck(faces);
  const marine = t.figure("marine", "marineScaII");
  const pirate = t.figure("pirate", "crewman", "gm");
  // a crewman like the pirate, far across the deck behind the pirate: the rules give a hostile card nothing on it
  const officer = t.figure("officer", "crewman", "gm");
  t.canvas.place(marine as never, { x: 50, y: 50 }, { _id: "tMarine", disposition: 1 });
  const tPirate = t.canvas.place(pirate as never, { x: 850, y: 50 }, { _id: "tPirate", disposition: -1 });
  t.canvas.place(officer as never, { x: 5050, y: 5050 }, { _id: "tOfficer", disposition: -1 });
  t.stubs.actAs("player1");
  const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
  const fire = async () => {
    t.g.game.user!.targets = new Set([tPirate as never]);
    t.stubs.dialogs.answer({});
    await fireFigure(marine as never);
    return t.cards.messages.at(-1)!;
  };
  return { ...t, marine, pirate, officer, fire };
}

describe("a card lands only on the figure it names, for the figure it was posted for", () => {
  it("refuses a shot at the pirate in sight listed as landing on an officer across the deck", async () => {
    // an SCA II at 20 cm needs 6: a 6 hits the pirate
    const t = await deck([6]);
    const card = await t.fire();
    const onOfficer = { key: "tPirate", actorUuid: t.officer.uuid, name: "pirate", markers: { "ssm-casualty": 1 }, data: { hits: 1 }, applied: false };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets: [onOfficer] } });
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.notTheFigure" });
    expect(await t.markersOf(t.officer)).toEqual({});
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });

  it("refuses a Marine's shot as the Veteran its sheet does not make it: its 5 misses, not hits with +1 (4.7, SSM-27)", async () => {
    const t = await deck([5]);
    const card = await t.fire();
    expect(card.system.targets).toEqual([]);
    const payload = structuredClone(card.system.payload) as { firer: { experience: string } };
    expect(payload.firer.experience).toBe("experienced");
    payload.firer.experience = "veteran";
    const hit = { key: "tPirate", actorUuid: t.pirate.uuid, name: "pirate", markers: { "ssm-casualty": 1 }, data: { hits: 1 }, applied: false };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets: [hit] } });
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.actorChanged" });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("refuses a hand-to-hand card the player posts between two of the enemy's figures (3.15)", async () => {
    const t = await deck([]);
    const pirate2 = t.figure("pirate2", "crewman", "gm");
    // touching the pirate, far from the player's Marine
    t.canvas.place(pirate2 as never, { x: 950, y: 50 }, { _id: "tPirate2", disposition: -1 });
    const fighter = (key: string) => ({ key, kind: "crew", unarmed: false, veteran: false, enemiesTouching: 1 });
    const loser = { key: "tPirate2", actorUuid: pirate2.uuid, name: "pirate2", markers: { "ssm-casualty": 1 }, data: {}, applied: false };
    // 5 against 3: the first pirate wins, the second falls
    const forged = await t.post({
      type: "card",
      rolls: [die(5), die(3)],
      system: { kind: "ssmHandToHand", ruleSet: "starship-marine", actorUuid: t.marine.uuid, answers: "", payload: { a: fighter("tPirate"), b: fighter("tPirate2") }, targets: [loser] },
    });
    expect(await applyAs("player1", forged.id, "tPirate2")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.actorChanged" });
    expect(await t.markersOf(pirate2)).toEqual({});
  });

  it("refuses a won hand-to-hand fight whose loser's casualty is listed on another actor, and lands the true one (3.15, SSM-5)", async () => {
    // the pirate moved up to touch the Marine: 5 + 3 = 8 against the pirate's 7
    const t = await deck([5, 7]);
    const tPirate = t.canvas.tokens.placeables.find((p) => p.document.id === "tPirate")!;
    tPirate.center = { x: 150, y: 50 };
    t.g.game.user!.targets = new Set([tPirate as never]);
    t.stubs.dialogs.answer({});
    const { fightHandToHand } = await import("../../../../src/rulesets/starship-marine/actions/hand-to-hand");
    await fightHandToHand(t.marine as never);
    const card = t.cards.messages.at(-1)!;
    expect(card.system.targets.map((x) => x.key)).toEqual(["tPirate"]);
    const onOfficer = { key: "tPirate", actorUuid: t.officer.uuid, name: "pirate", markers: { "ssm-casualty": 1 }, data: {}, applied: false };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets: [onOfficer] } });
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.notTheFigure" });
    expect(await t.markersOf(t.officer)).toEqual({});
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });
});
