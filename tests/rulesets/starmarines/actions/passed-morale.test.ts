// @vitest-environment happy-dom
// "Once a unit has passed a morale check, it does not have to make any more morale checks in the
// same turn" (IX-D), held to the unit's Passed Morale marker after a real init: a unit bearing it
// posts no check (there is none to make); a card that claims the pass anyway, answering a morale
// prompt with no die (SMR-3), counts as no answer on the GM's record, which every client shows; and
// a check rolled for a unit bearing the marker lands nothing at the GM's Apply.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

/** Puts a marker on a unit by the GM's hand, as a landed morale card does. */
async function markAsGm(b: Awaited<ReturnType<typeof starMarinesBoard>>, actor: unknown, id: string, back: string) {
  const store = await import("../../../../src/system/markers/marker-store");
  b.stubs.actAs("gm");
  await store.adjustMarker(actor as never, store.markerDefinition(id)!, 1);
  b.stubs.actAs(back);
}

describe("a unit that passed morale this turn checks no more (IX-D)", () => {
  it("posts no check for a unit bearing Passed Morale, and says why", async () => {
    const b = await starMarinesBoard([]);
    const norx = b.unit("Norx", { kind: "soldier", race: "norx", morale: 3 });
    b.put(norx, 0, 0, 0);
    await markAsGm(b, norx, "smr-passedMorale", "player1");
    const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
    await checkUnitMorale(norx as never);
    expect(b.cards.messages).toHaveLength(0);
    expect(b.stubs.dialogs.shown).toHaveLength(0);
    expect(b.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Morale.Exemption.passedThisTurn" });
  });

  it("counts no prompt answered by a card claiming the pass the unit's markers do not show (SMR-3)", async () => {
    // the attack test's wound on the Norx (aim 5, armour 2, damage 6, toughness 3) calls its friend
    const b = await starMarinesBoard([5, 2, 6, 3]);
    const marine = b.unit("Menkovich", { kind: "soldier", race: "starMarines", aim: 0, armour: 2, toughness: 1, morale: 3 });
    const rifle = b.weapon(marine, { range: 4, aim: 0, armourPierce: 1, damage: 2 });
    const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2 }, "gm");
    const friend = b.unit("Grot", { kind: "soldier", race: "norx", morale: 3 }, "player2");
    b.put(marine, 0, 0, 0);
    const tNorx = b.put(norx, 0, -3, 3, { disposition: 0 });
    b.put(friend, 1, -3, 3, { disposition: 0 });
    b.stubs.actAs("player1");
    b.g.game.user!.targets = new Set([tNorx as never]);
    b.stubs.dialogs.answer({});
    const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
    await attackWith(marine as never, rifle.id);
    expect(await applyAs("player1", b.cards.messages[0]!.id, "t-Norx")).toEqual({ ok: true });
    const prompt = b.cards.messages.find((m) => m.system.kind === "smrMoralePrompt")!;
    expect(prompt.system.targets.map((x) => x.actorUuid)).toEqual([friend.uuid]);
    // the friend's owner answers with a card of their own: no die, "passed this turn"
    b.stubs.actAs("player2");
    const situation = { morale: 3, experience: "average", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false, passedThisTurn: true, retreatBlockedByEnemy: false, broken: false };
    const forged = await b.post({ type: "card", content: "<p>Passed</p>", system: { kind: "smrMorale", ruleSet: "starmarines", actorUuid: friend.uuid, answers: prompt.id, payload: { key: "t-Grot", situation }, targets: [] } });
    await new Promise((r) => setTimeout(r, 20));
    const { standingOf } = await import("../../../../src/system/cards/prompt-judge");
    expect(standingOf(forged as never)).toEqual({ standing: "unprompted" });
    // the GM's client marked it, so every client draws it as no answer
    expect((forged as unknown as { flags: { starskirmish?: { promptStanding?: string } } }).flags.starskirmish?.promptStanding).toBe("unprompted");
  });

  it("lands no check rolled for a unit that bears Passed Morale, with the reason", async () => {
    // Morale 3 against a 6: failed, Broken
    const b = await starMarinesBoard([6]);
    const norx = b.unit("Norx", { kind: "soldier", race: "norx", morale: 3 });
    b.put(norx, 0, 0, 0);
    b.stubs.actAs("player1");
    const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
    b.stubs.dialogs.answer({});
    await checkUnitMorale(norx as never);
    const card = b.cards.messages[0]!;
    expect(card.system.targets).toEqual([expect.objectContaining({ markers: { "smr-broken": 1 } })]);
    // the unit passes another check before this one lands: IX-D, it checks no more this turn
    await markAsGm(b, norx, "smr-passedMorale", "player1");
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.passedClaim" });
    // and the player's own copy, posted after the pass as a client that ignored the marker would
    const copy = await b.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets: card.system.targets.map((x) => ({ ...x, applied: false })) } });
    expect(await applyAs("player1", copy.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.passedClaim" });
    expect(await b.markersOf(norx)).toEqual({ "smr-passedMorale": 1 });
  });
});
