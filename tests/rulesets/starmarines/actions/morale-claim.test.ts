// @vitest-environment happy-dom
// An answer the GM's client refuses is no answer (core/card-prompts.ts), for the StarMarines morale
// prompt (IX-D, IV-f, SMR-3, SMR-6), end to end against the v13 stand-ins after a real init: a
// player's card claiming a Leader in range, with no die and nothing to Apply, is held to the board
// as the GM's client records it, refused where no Leader stands there, and the honest check after it
// lands; with a Leader really in range it stands. A card whose dice do not give its result is
// refused at Apply as forged, and the honest check already posted behind it then lands. A check
// refused at Apply because the board changed since the roll stays the prompt's answer.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { pressCardButton } from "../../../helpers/card-buttons";
import { norxWoundCallsGrot } from "../../../helpers/starmarines-morale-call";
import { gmRecorded } from "../../../helpers/gm-recorded";

type Flagged = { flags: { starskirmish?: { refusedByGm?: boolean; promptStanding?: string } } };

/**
 * The attack test's wound on the Norx (aim 5, armour 2, damage 6, toughness 3) calls its friend Grot
 * (Morale 3) to check; then the morale d6s. `leader` puts a friendly Leader two hexes from Grot, out
 * of the prompt's reach; `vek` a friend beside Grot only, so Grot stands beside two friends.
 */
async function prompted(moraleFaces: number[], { leader = false, vek = false } = {}) {
  const b = await norxWoundCallsGrot(moraleFaces, (board) => {
    // IV-f: a Leader's range from its race book (Average experience adds none): 2 hexes reach Grot, not the Norx's side
    if (leader) board.put(board.unit("Sergeant", { kind: "soldier", race: "norx", role: "leader", leaderRange: 2 }, "player2"), 3, -4, 0, { disposition: 0 });
    const vekUnit = vek ? board.unit("Vek", { kind: "soldier", race: "norx", morale: 3 }, "player2") : null;
    if (vekUnit) board.put(vekUnit, 2, -4, 0, { disposition: 0 });
    return { vekUnit };
  });
  const { friend, prompt, vekUnit } = b;
  expect(prompt.system.targets.map((x) => x.actorUuid)).toEqual([friend.uuid]);
  /** Grot's owner posts a card of their own answering the prompt, saying what they like; then the GM's client goes on. */
  const postAsOwner = async (situation: object, { rolls = [] as unknown[], targets = [] as object[] } = {}) => {
    b.stubs.actAs("player2");
    const card = await b.post({ type: "card", content: "<p>Morale</p>", rolls, system: { kind: "smrMorale", ruleSet: "starmarines", actorUuid: friend.uuid, answers: prompt.id, payload: { key: "t-Grot", situation }, targets } });
    b.stubs.actAs("gm");
    return card;
  };
  /** Grot's owner checks from the prompt's button, the dialog answered so; the card it posts. */
  const checkFromPrompt = async (answer: object = {}) => {
    b.stubs.actAs("player2");
    b.stubs.dialogs.answer(answer);
    await pressCardButton(prompt, "smrMoraleCheck", { actorUuid: friend.uuid });
    b.stubs.actAs("gm");
    return b.cards.messages.at(-1)!;
  };
  return { ...b, friend, vek: vekUnit, prompt, postAsOwner, checkFromPrompt };
}

/** Grot's sheet and markers as the honest dialog reads them, nothing around it ticked. */
const GROT = { morale: 3, experience: "average", kind: "soldier", hero: false, neverFails: false, adjacentUnbrokenFriends: 0, adjacentFriendlyHero: false, inLeaderRange: false, passedThisTurn: false, retreatBlockedByEnemy: false, broken: false };

const judge = () => import("../../../../src/system/cards/prompt-judge");
const ledger = async () => (await import("../../../../src/system/ledger/ledger-store")).readCardLedger();

describe("an answer the GM refuses is no answer (StarMarines morale, IX-D, SMR-3)", () => {
  it("refuses a no-die Leader claim the board does not bear out, says so on the card, and lands the honest check after it", async () => {
    const t = await prompted([1]);
    const forged = await t.postAsOwner({ ...GROT, inLeaderRange: true });
    await gmRecorded(forged.id);
    expect((await ledger())[forged.id]?.gm?.refused).toBe("STARSKIRMISH.StarMarines.Morale.Refused.leader");
    const { standingOf } = await judge();
    expect(standingOf(forged as never)).toEqual({ standing: "refused", reason: "STARSKIRMISH.StarMarines.Morale.Refused.leader" });
    // the GM's mark makes every client draw it again, and drawn it says why it is no answer
    expect((forged as unknown as Flagged).flags.starskirmish?.refusedByGm).toBe(true);
    const { wireCardButtons } = await import("../../../../src/system/cards/card-buttons");
    const html = document.createElement("div");
    html.innerHTML = `<div class="ssk-card"><p>Morale</p></div>`;
    t.g.game.i18n.format = (key, data) => `${key}: ${String(data?.reason)}`;
    wireCardButtons(forged as never, html);
    expect(html.querySelector(".ssk-prompt-strip")?.textContent).toBe("STARSKIRMISH.Card.prompt.refused: STARSKIRMISH.StarMarines.Morale.Refused.leader");
    // the owner's honest check: a 1 against Morale 3 holds, and lands as the prompt's answer
    const honest = await t.checkFromPrompt();
    expect(honest.rolls).toHaveLength(1);
    await gmRecorded(honest.id);
    expect(standingOf(honest as never)).toEqual({ standing: "first" });
    expect(await applyAs("player2", honest.id, "t-Grot")).toEqual({ ok: true });
    expect(await t.markersOf(t.friend)).toEqual({ "smr-passedMorale": 1 });
  });

  it("refuses a no-die claim that the unit's race never fails (III)", async () => {
    const t = await prompted([]);
    const forged = await t.postAsOwner({ ...GROT, neverFails: true });
    await gmRecorded(forged.id);
    expect((await ledger())[forged.id]?.gm?.refused).toBe("STARSKIRMISH.StarMarines.Morale.Refused.neverFails");
  });

  it("lets a no-die check stand where a Leader really is in range (IV-f): a later check is rolled again", async () => {
    const t = await prompted([6], { leader: true });
    const passed = await t.checkFromPrompt({ leader: true });
    expect(passed.rolls).toHaveLength(0);
    await gmRecorded(passed.id);
    expect((await ledger())[passed.id]?.gm).toBeUndefined();
    const { standingOf } = await judge();
    expect(standingOf(passed as never)).toEqual({ standing: "first" });
    // a client that cleared its own record rolls again: a 6 would break Grot, and it lands nothing
    await t.friend.update({ flags: { starskirmish: { rolledPrompts: [] } } });
    const again = await t.checkFromPrompt();
    await gmRecorded(again.id);
    expect(standingOf(again as never)).toEqual({ standing: "again", first: passed.id });
    expect(await applyAs("player2", again.id, "t-Grot")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptAnsweredBefore" });
  });

  it("refuses at Apply a first answer whose die does not give its result, and the honest check posted behind it then lands", async () => {
    // the forged card's own die, a 6 (Morale 3: broken), then the honest check's 2 (holds)
    const t = await prompted([6, 2]);
    const g = globalThis as unknown as { Roll: new (formula: string) => { evaluate(): Promise<unknown> } };
    const six = await new g.Roll("1d6").evaluate();
    // the card lists a pass that its 6 does not give
    const forged = await t.postAsOwner(GROT, { rolls: [six], targets: [{ key: "t-Grot", actorUuid: t.friend.uuid, name: "Grot", markers: { "smr-passedMorale": 1 }, data: {} }] });
    await gmRecorded(forged.id);
    const honest = await t.checkFromPrompt();
    await gmRecorded(honest.id);
    const { standingOf } = await judge();
    expect(standingOf(honest as never)).toEqual({ standing: "again", first: forged.id });
    expect((honest as unknown as Flagged).flags.starskirmish?.promptStanding).toBe("again");
    expect(await applyAs("player2", forged.id, "t-Grot")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect((await ledger())[forged.id]?.gm?.refused).toBe("STARSKIRMISH.Error.resultNotFromDice");
    expect(standingOf(forged as never)).toEqual({ standing: "refused", reason: "STARSKIRMISH.Error.resultNotFromDice" });
    // the honest check now stands, and every client draws it again without the strip
    expect(standingOf(honest as never)).toEqual({ standing: "first" });
    expect((honest as unknown as Flagged).flags.starskirmish?.promptStanding).toBeUndefined();
    expect(await applyAs("player2", honest.id, "t-Grot")).toEqual({ ok: true });
    expect(await t.markersOf(t.friend)).toEqual({ "smr-passedMorale": 1 });
  });

  it("keeps as the answer a check refused at Apply because the board changed since the roll: no re-roll for it", async () => {
    // Morale 3 + 1 beside two friends (the wounded Norx and Vek): a 4 holds; with Vek broken it would not
    const t = await prompted([4, 1], { vek: true });
    const held = await t.checkFromPrompt({ twoFriends: true });
    await gmRecorded(held.id);
    const store = await import("../../../../src/system/markers/marker-store");
    await store.adjustMarker(t.vek as never, store.markerDefinition("smr-broken")!, 1);
    expect(await applyAs("player2", held.id, "t-Grot")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.boardDisagrees" });
    expect((await ledger())[held.id]?.gm).toBeUndefined();
    const { standingOf } = await judge();
    expect(standingOf(held as never)).toEqual({ standing: "first" });
    // a fresh roll after the owner clears their record, a 1 that would hold, lands nothing
    await t.friend.update({ flags: { starskirmish: { rolledPrompts: [] } } });
    const again = await t.checkFromPrompt();
    await gmRecorded(again.id);
    expect(await applyAs("player2", again.id, "t-Grot")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptAnsweredBefore" });
    expect(await t.markersOf(t.friend)).toEqual({});
  });
});
