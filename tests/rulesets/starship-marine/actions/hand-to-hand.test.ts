// @vitest-environment happy-dom
// Starship Marine hand to hand from the figure sheet (3.15), against the v13 stand-ins after a real
// init: the figures must touch; each fighter's enemies touching him are counted from the board
// (SSM-26); two real 1d10s (10 reads 0); the loser is a casualty through the GM (SSM-5); a tie posts
// nothing to apply; a forged card naming the winner as the loser is refused.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { makeActor } from "../../../helpers/fake-documents";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";

async function melee(faces: number[]) {
  // 100 px a space of 2.5 cm: tokens 100 px apart touch
  const { stubs, g, canvas, cards, figure, markersOf, post } = await starshipMarineDeck(faces);
  const marine = figure("Vance", "marineScaII");
  const pirate = figure("Pirate", "crewman", "gm");
  canvas.place(marine as never, { x: 50, y: 50 }, { _id: "tVance", disposition: 1 });
  const tPirate = canvas.place(pirate as never, { x: 150, y: 50 }, { _id: "tPirate", disposition: -1 });
  stubs.actAs("player1");
  g.game.user!.targets = new Set([tPirate as never]);
  stubs.dialogs.answer({});
  const { fightHandToHand } = await import("../../../../src/rulesets/starship-marine/actions/hand-to-hand");
  return { stubs, g, canvas, cards, marine, pirate, markersOf, post, fight: () => fightHandToHand(marine as never) };
}

describe("hand to hand (3.15)", () => {
  it("lets a Marine's 5 + 3 = 8 beat a crewman's 7, and the GM marks the crewman a casualty", async () => {
    const t = await melee([5, 7]);
    await t.fight();
    const card = t.cards.messages[0]!;
    expect(card.system.payload).toMatchObject({ a: { kind: "marine", enemiesTouching: 1 }, b: { kind: "crew", enemiesTouching: 1 } });
    expect(card.system.targets).toEqual([expect.objectContaining({ key: "tPirate", markers: { "ssm-casualty": 1 } })]);
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });

  it("counts a second pirate touching the Marine: outnumbered 2-1, -1 (SSM-26); a tie posts nothing to apply", async () => {
    const t = await melee([5, 7]);
    const second = makeActor({ _id: "Second", name: "Second", type: "ssmFigure", system: { troopType: "crewman" } } as never);
    t.canvas.place(second as never, { x: 50, y: 150 }, { _id: "tSecond", disposition: -1 });
    await t.fight();
    const card = t.cards.messages[0]!;
    // 5 + 3 - 1 = 7 against 7: inconclusive
    expect(card.system.payload).toMatchObject({ a: { enemiesTouching: 2 } });
    expect(card.system.targets).toEqual([]);
  });

  it("refuses a forged card calling the Marine a veteran he is not, though its dice then give the win it lists (3.15)", async () => {
    // 4 + 3 = 7 against the crewman's 7: a tie, nobody falls
    const t = await melee([4, 7]);
    await t.fight();
    const card = t.cards.messages[0]!;
    expect(card.system.targets).toEqual([]);
    const payload = structuredClone(card.system.payload) as { a: { veteran: boolean } };
    payload.a.veteran = true;
    const { SSM_HAND_TO_HAND_CARD } = await import("../../../../src/rulesets/starship-marine/cards/hand-to-hand");
    const { readCardLedger } = await import("../../../../src/system/ledger/ledger-store");
    // as a veteran, 8 against 7: the crewman falls
    const listed = SSM_HAND_TO_HAND_CARD.derive!({ payload: payload as never, actorUuid: "Actor.Vance", targets: [], dice: readCardLedger()[card.id]!.dice });
    expect(Object.keys(listed ?? {})).toEqual(["tPirate"]);
    const pirate = { key: "tPirate", actorUuid: "Actor.Pirate", name: "Pirate", markers: { "ssm-casualty": 1 }, data: {}, applied: false };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets: [pirate] } });
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.figureChanged" });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("refuses figures that do not touch, and a forged card naming the winner as the loser", async () => {
    const t = await melee([5, 7]);
    await t.fight();
    const card = t.cards.messages[0]!;
    const forged = await t.post({
      type: "card",
      rolls: card.rolls,
      system: { ...structuredClone(card.system), targets: [{ key: "tVance", actorUuid: "Actor.Vance", name: "Vance", markers: { "ssm-casualty": 1 }, data: {}, applied: false }] },
    });
    expect(await applyAs("player1", forged.id, "tVance")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    expect(await t.markersOf(t.marine)).toEqual({});
    const far = await melee([]);
    far.canvas.tokens.placeables[1]!.document.x = 900;
    await far.fight();
    expect(far.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.HandToHand.notTouching");
  });
});
