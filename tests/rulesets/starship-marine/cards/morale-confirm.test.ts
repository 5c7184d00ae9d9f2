// @vitest-environment happy-dom
// A hostile player's own Starship Marine morale cards against the GM's Apply (3.14), on the v13
// stand-ins after a real init: a figure tests its own morale, so a card posted for the player's
// crewman that lists an enemy's figure as the one to surrender lands nothing; nor does a tester the
// sheet does not show (a Seasoned crewman's +1, 4.7). A fire card's call to test is answered once
// per figure (core/card-prompts.ts): the button claims the roll on the player's client, and the
// GM's ledger lands only the first answer, so a second one posted past the claim lands nothing.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { pressCardButton } from "../../../helpers/card-buttons";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";

const d6 = (face: number) => ({ formula: "1d6", dice: [{ results: [{ result: face }] }] });

async function deck(faces: number[]) {
  const t = await starshipMarineDeck(faces);
  const ito = t.figure("Ito", "crewman");
  const pirate = t.figure("pirate", "crewman", "gm");
  t.canvas.place(ito as never, { x: 50, y: 50 }, { _id: "tIto", disposition: 1 });
  t.canvas.place(pirate as never, { x: 850, y: 50 }, { _id: "tPirate", disposition: -1 });
  t.stubs.actAs("player1");
  const { testMorale } = await import("../../../../src/rulesets/starship-marine/actions/morale");
  return { ...t, ito, pirate, test: () => testMorale(ito as never) };
}

describe("individual morale lands on the figure that tested (3.14)", () => {
  it("refuses a card for the player's crewman that lists the enemy's pirate as the one to surrender", async () => {
    // 1 - 5 friendly casualties in sight = -4: surrender (SSM-13)
    const t = await deck([1]);
    t.stubs.dialogs.answer({ trigger: "advanceUnderFire", friendlyCasualtiesInSight: "5" });
    await t.test();
    const card = t.cards.messages[0]!;
    expect(card.system.targets.map((x) => x.markers)).toEqual([{ "ssm-surrendered": 1 }]);
    const onPirate = { ...structuredClone(card.system.targets[0]!), actorUuid: t.pirate.uuid, applied: false };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets: [onPirate] } });
    expect(await applyAs("player1", forged.id, onPirate.key)).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Morale.testerChanged" });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("refuses a tester the sheet does not show: an Experienced crewman's 0 is not a Seasoned one's 1 (4.7, SSM-13)", async () => {
    // 3 - 2 friendly casualties - 1 close fire = 0: duck back; +1 Seasoned would be 1, move no closer
    const t = await deck([3]);
    t.stubs.dialogs.answer({ trigger: "advanceUnderFire", friendlyCasualtiesInSight: "2", underCloseFire: true });
    await t.test();
    const card = t.cards.messages[0]!;
    const payload = structuredClone(card.system.payload) as { tester: { experience: string } };
    payload.tester.experience = "seasoned";
    const milder = { ...structuredClone(card.system.targets[0]!), markers: { "ssm-moveNoCloser": 1 }, applied: false };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets: [milder] } });
    expect(await applyAs("player1", forged.id, milder.key)).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Morale.testerChanged" });
    expect(await t.markersOf(t.ito)).toEqual({});
    expect(await applyAs("player1", card.id, milder.key)).toEqual({ ok: true });
    expect(await t.markersOf(t.ito)).toEqual({ "ssm-duckBack": 1 });
  });

  it("answers a fire card's call once per figure: a second press rolls nothing, and a second answer posted past it lands nothing (3.14 a)", async () => {
    // the GM's pirate fires at Ito and misses (a 1); Ito then tests: a 6, no restrictions
    const t = await deck([1, 6]);
    t.stubs.actAs("gm");
    t.g.game.user!.targets = new Set([t.canvas.tokens.placeables[0] as never]);
    t.stubs.dialogs.answer({});
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    await fireFigure(t.pirate as never);
    const fire = t.cards.messages.at(-1)!;
    expect(fire.content).toContain("is under fire for the first time");
    t.stubs.actAs("player1");
    t.stubs.dialogs.answer({ trigger: "firstUnderFire" });
    await pressCardButton(fire, "ssmFirstFire", { actorUuid: t.ito.uuid });
    const answer = t.cards.messages.at(-1)!;
    expect(answer.system).toMatchObject({ kind: "ssmMorale", answers: fire.id, targets: [] });
    // an honest second press is refused before any die is thrown
    const before = t.cards.messages.length;
    t.stubs.dialogs.answer({ trigger: "firstUnderFire" });
    await pressCardButton(fire, "ssmFirstFire", { actorUuid: t.ito.uuid });
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.Error.alreadyRolled");
    expect(t.cards.messages.length).toBe(before);
    // a hostile client skips the claim and posts a second answer of its own, true to its die (3 - 3
    // friendly casualties = 0, duck back): the ledger lands the first answer only, whatever the second says
    const payload = structuredClone(answer.system.payload) as { key: string; situation: { friendlyCasualtiesInSight: number } };
    payload.situation.friendlyCasualtiesInSight = 3;
    const key = payload.key;
    const again = { key, actorUuid: t.ito.uuid, name: "Ito", markers: { "ssm-duckBack": 1 }, data: {}, applied: false };
    const second = await t.post({ type: "card", rolls: [d6(3)], system: { ...structuredClone(answer.system), payload, targets: [again] } });
    expect(await applyAs("player1", second.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptAnsweredBefore" });
    expect(await t.markersOf(t.ito)).toEqual({});
  });
});
