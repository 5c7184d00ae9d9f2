// @vitest-environment happy-dom
// A fire card's firers' condition is held to their markers as the GM's client records the card
// (cards/fire-firers-recorded.ts): a hostile player posts a copy of a real card for a firing team
// that is Suppressed since (Striker 8.C.4.a), calling it ready; the GM's client refuses it as it
// comes in, and Apply gives that reason. The honest card lands, and a morale card applied after a
// fire card was recorded does not void the fire it came after.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { pressCardButton } from "../../../helpers/card-buttons";
import { ACR_ANSWER, fire, fireBack, fireBoard, type FireBoard } from "../actions/fire-board";
import { gmRecorded } from "../../../helpers/gm-recorded";

type Card = FireBoard["messages"][number];
type Attack = import("../../../../src/rulesets/striker/view/fire-record").FireRecord;

const FIRER_CONDITION = "STARSKIRMISH.Striker.Fire.Firers.condition";
const ledger = async () => (await import("../../../../src/system/ledger/ledger-store")).readCardLedger();

/** Blue A1's owner fires its ACR at Red B2: 6 + 6, two hits, its first two troopers fall. */
async function honestCard(t: FireBoard): Promise<Card> {
  t.answer(ACR_ANSWER);
  await fire();
  const card = t.messages.at(-1)!;
  expect(card.system.targets[0]).toMatchObject({ key: "tt", data: { kind: "casualties", casualties: [0, 1] } });
  await gmRecorded(card.id!);
  return card;
}

/** The GM's client puts a marker on a team, as a morale card's Apply does (kept markers are the GM's to place). */
async function markAsGm(t: FireBoard, actor: FireBoard["firer"], id: string): Promise<void> {
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  t.stubs.actAs("gm");
  await adjustMarker(actor as never, markerDefinition(id)!, 1);
  t.stubs.actAs("player1");
}

/** The card's author posts the card again, word for word, its dice and all: its firer called ready as the card it copies did. */
async function copyOf(card: Card): Promise<Card> {
  const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<unknown> } }; game: { messages: { contents: Card[] } } };
  const rolls = (card.rolls as unknown as { formula: string; dice: { results: { result: number }[] }[] }[]).map((r) => ({ formula: r.formula, dice: r.dice.map((d) => ({ results: d.results.map((x) => ({ result: x.result })) })) }));
  await g.ChatMessage.implementation.create({ type: "card", rolls, system: { kind: "strFire", actorUuid: card.system.actorUuid, payload: structuredClone(card.system.payload), targets: structuredClone(card.system.targets) } });
  const copy = g.game.messages.contents.at(-1)!;
  expect(copy).not.toBe(card);
  await gmRecorded(copy.id!);
  return copy;
}

const conditions = (card: Card) => (card.system.payload as unknown as { attack: Attack }).attack.firers.map((f) => f.condition);

describe("the GM's client holds a fire card's firers' condition to their markers as it records the card (Striker 3.B, 8.C.4)", () => {
  it("refuses a card calling a Suppressed firer ready, as it comes in, and Apply gives the reason (8.C.4.a)", async () => {
    const t = await fireBoard([6, 6, 2]);
    const card = await honestCard(t);
    expect(conditions(card)).toEqual(["ready"]);
    // Blue A1 is suppressed (a morale card's Apply); its owner posts the fire again, calling it ready
    await markAsGm(t, t.firer, "str-suppressed");
    const forged = await copyOf(card);
    expect(conditions(forged)).toEqual(["ready"]);
    expect((await ledger())[forged.id!]?.gm?.refused).toBe(FIRER_CONDITION);
    expect(await applyAs("gm", forged.id!, "tt")).toEqual({ ok: false, reason: FIRER_CONDITION });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([false, false, false, false]);
  });

  it("lands the honest card of a ready firer, which its step left unrefused", async () => {
    const t = await fireBoard([6, 6, 2]);
    const card = await honestCard(t);
    expect((await ledger())[card.id!]?.gm?.refused).toBeUndefined();
    expect(await applyAs("gm", card.id!, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([true, true, false, false]);
  });

  it("lands a fire card whose firer a morale card suppressed after the fire card was recorded (8.C.4.a)", async () => {
    // Blue A1 fires at Red B2, Red fires back in the same phase, both 6 + 6; then Blue's morale 2D6
    const t = await fireBoard([6, 6, 2, 1, 6, 6, 3, 3]);
    const blueCard = await honestCard(t);
    await fireBack(t);
    t.answer(ACR_ANSWER);
    await fire();
    const redCard = t.messages.at(-1)!;
    await gmRecorded(redCard.id!);
    expect(await applyAs("gm", redCard.id!, "tf")).toEqual({ ok: true });
    // Blue A1's owner checks the morale Red's card calls for, and fails it: Suppressed, applied by the GM
    t.answer({ status: "open", nearbyCasualties: 0 });
    await pressCardButton(redCard, "strMorale", { actorUuid: "Actor.firer" });
    const morale = t.messages.at(-1)!;
    expect(morale.system.kind).toBe("strMorale");
    await gmRecorded(morale.id!);
    expect(await applyAs("gm", morale.id!, morale.system.targets[0]!.key)).toEqual({ ok: true });
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    expect(readMarkers(t.firer as never)).toMatchObject({ "str-suppressed": expect.any(Number) });
    // Blue's fire came in before the morale card: its call of ready stood then, and it lands
    expect((await ledger())[blueCard.id!]?.gm?.refused).toBeUndefined();
    expect(await applyAs("gm", blueCard.id!, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([true, true, false, false]);
  });

  it("refuses only a call of ready over markers that bar fire; a call that only costs the firer stands (3.B, 6.D.1, 7.A.3, 8.C.4)", async () => {
    const { conditionBetterThanMarkers } = await import("../../../../src/rulesets/striker/cards/fire-firers-recorded");
    const { FIRER_CONDITIONS } = await import("../../../../src/rulesets/striker/rules/fire");
    const barred = FIRER_CONDITIONS.filter((c) => c !== "ready");
    expect(barred).toEqual(["hidden", "suppressed", "routed", "settingUp", "rallied"]);
    for (const marked of barred) expect(conditionBetterThanMarkers("ready", marked)).toBe(true);
    expect(conditionBetterThanMarkers("ready", "ready")).toBe(false);
    // a firer called suppressed, routed, hidden, setting up or rallied this turn bars its own attack whatever its markers say
    for (const claimed of barred) for (const marked of FIRER_CONDITIONS) expect(conditionBetterThanMarkers(claimed, marked)).toBe(false);
  });
});
