// @vitest-environment happy-dom
// A thrown grenade is used up on the GM's client as its card comes in (cards/grenade-use.ts), held
// to the item the card names, against stand-ins after a real init: the honest throw uses a dose
// and then deletes the item with its last, and lands; a player's own card claiming more than the
// item, naming a grenade the patrolman does not carry, or throwing the same last grenade twice is
// refused, using nothing; a card from before the GM's client used grenades up lands nothing.
import { describe, expect, it } from "vitest";
import { combatBoard } from "../../../helpers/space-patrol-combat";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const REFUSED = {
  missing: { ok: false, reason: "STARSKIRMISH.SpacePatrol.Grenade.refused.missing" },
  spent: { ok: false, reason: "STARSKIRMISH.SpacePatrol.Grenade.refused.spent" },
  differs: { ok: false, reason: "STARSKIRMISH.SpacePatrol.Grenade.refused.differs" },
  notCounted: { ok: false, reason: "STARSKIRMISH.SpacePatrol.Grenade.refused.notCounted" },
};

interface Payload {
  itemId?: string;
  contact: number;
}

// 4": effective, DT 12; d20 11 + Athletics 1 = 12 hits the foe square on: 2+2+2 + contact PEN 10 = 16,
// a Medium Wound, and HE knocks the foe prone (Guide 6.6, 6.12, 6.14). The d100 of 30 is the cover's fate.
const HIT = [11, 2, 2, 2, 30];
const FOE_HIT = { "sp-wound": 1, "sp-stun": 1, "sp-prone": 1 };

async function board(throws: number, doses: number) {
  const t = await combatBoard(Array.from({ length: throws }, () => HIT).flat());
  const ace = t.patrolman("Actor.ace", "Ace", { athletics: 1 });
  const grenade = t.give(ace, t.item("device", "grenade", { kind: "grenade", contactPenetration: 10, burstPenetration: 4, burstRadius: 2, doses }));
  const foe = t.npc("Actor.foe", "Foe");
  foe.ownership = { default: 0 };
  t.at(ace, 0);
  t.at(foe, 4);
  const { SHEET_ACTION_HANDLERS } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
  const { readCardLedger } = await import("../../../../src/system/ledger/ledger-store");
  /** Ace's player throws at the foe; the GM's client takes the card in (later, with `settle` false). */
  const throwIt = async (settle = true) => {
    t.asUser("player1");
    t.target(foe);
    t.dialogs({ itemId: "grenade", cover: "none" }, {});
    await SHEET_ACTION_HANDLERS.grenade!(ace as never);
    if (settle) await t.gmStepsDone();
    return t.messages.filter((m) => m.system.kind === "spGrenade").at(-1)!;
  };
  /**
   * Ace's player posts their own card from a real one, its payload edited and its foe's row what the
   * GM's derivation gives for it, so only the grenade can stop it. `settle` false leaves the GM's
   * client to take it in later.
   */
  const forge = async (card: Awaited<ReturnType<typeof throwIt>>, edit: (p: Payload) => void, settle = true) => {
    const { GRENADE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
    const payload = structuredClone(card.system.payload) as unknown as Payload;
    edit(payload);
    const key = card.system.targets[0]!.key;
    const listed = GRENADE_CARD.derive!({ payload: payload as never, actorUuid: "Actor.ace", targets: [{ key, actorUuid: "Actor.foe" }], dice: readCardLedger()[card.id]!.dice })?.[key];
    if (!listed) throw new Error("the forged card must be one the GM's derivation bears out");
    t.asUser("player1");
    const forged = await post({ type: "card", rolls: card.rolls, system: { kind: "spGrenade", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload, targets: [{ key, actorUuid: "Actor.foe", name: "Foe", markers: listed.markers, data: listed.data, applied: false }] } });
    if (settle) await t.gmStepsDone();
    return forged;
  };
  const keyOf = (card: { system: { targets: { key: string }[] } }) => card.system.targets[0]!.key;
  return { t, g: t.g, ace, foe, grenade, throwIt, forge, keyOf, readCardLedger };
}

describe("a thrown grenade, used up on the GM's client (Guide 6.12)", () => {
  it("uses one dose for an honest throw, deletes the item with the last, and each card lands", async () => {
    const { t, ace, foe, grenade, throwIt, keyOf, readCardLedger } = await board(2, 2);
    const first = await throwIt();
    expect(first.system.payload.itemId).toBe("grenade");
    expect(grenade.system.doses).toBe(1);
    expect(readCardLedger()[first.id]?.gm?.grenadeUsed).toEqual({ itemId: "grenade", left: 1 });
    expect(await t.applyAs("player1", first.id, keyOf(first))).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(FOE_HIT);
    const last = await throwIt();
    expect(ace.items.size).toBe(0);
    expect(readCardLedger()[last.id]?.gm?.grenadeUsed).toEqual({ itemId: "grenade", left: 0 });
    expect(await t.applyAs("player1", last.id, keyOf(last))).toEqual({ ok: true });
  });

  it("refuses a card claiming more penetration than its grenade has, and uses nothing for it", async () => {
    const { t, foe, grenade, throwIt, forge, keyOf, g } = await board(1, 3);
    const honest = await throwIt();
    expect(grenade.system.doses).toBe(2);
    const forged = await forge(honest, (p) => (p.contact = 20));
    expect(grenade.system.doses).toBe(2);
    expect(await t.applyAs("player1", forged.id, keyOf(honest))).toEqual(REFUSED.differs);
    expect(t.markers(foe)).toEqual({});
    // every client draws the card with the GM's reason, and no Apply
    const { wireCardButtons } = await import("../../../../src/system/cards/card-buttons");
    const html = document.createElement("div");
    html.innerHTML = `<div class="ssk-card"><button data-card-action="applyResult" data-target-key="${keyOf(honest)}">Apply</button></div>`;
    g.game.i18n.format = (key, data) => `${key}: ${String(data?.reason)}`;
    wireCardButtons(t.messages.find((m) => m.id === forged.id) as never, html);
    expect(html.querySelector(".ssk-prompt-strip")?.textContent).toBe(`STARSKIRMISH.Card.refused: ${REFUSED.differs.reason}`);
    expect(html.querySelector("button")!.hasAttribute("disabled")).toBe(true);
  });

  it("refuses a card for a grenade the patrolman does not carry, and one for someone else's patrolman", async () => {
    const { t, grenade, throwIt, forge, keyOf } = await board(1, 3);
    const honest = await throwIt();
    const nothing = await forge(honest, (p) => (p.itemId = "borrowed"));
    const none = await forge(honest, (p) => delete p.itemId);
    for (const c of [nothing, none]) expect(await t.applyAs("player1", c.id, keyOf(honest))).toEqual(REFUSED.missing);
    // player2 owns nothing of Ace's: their card spends none of Ace's grenades
    const ace = t.messages[0]!;
    t.asUser("player2");
    const other = await post({ type: "card", rolls: ace.rolls, system: { kind: "spGrenade", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload: structuredClone(ace.system.payload), targets: [] } });
    await t.gmStepsDone();
    expect(await t.applyAs("player2", other.id, keyOf(honest))).toEqual({ ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" });
    expect(grenade.system.doses).toBe(2);
  });

  it("takes two cards for one last grenade in turn: the first uses it, the second is refused", async () => {
    const { t, ace, throwIt, forge, keyOf } = await board(1, 1);
    // the same card posted again at once, before the GM's client has taken the first in
    const honest = await throwIt(false);
    const again = await forge(honest, () => undefined, false);
    await t.gmStepsDone();
    expect(ace.items.size).toBe(0);
    expect(await t.applyAs("player1", honest.id, keyOf(honest))).toEqual({ ok: true });
    expect(await t.applyAs("player1", again.id, keyOf(honest))).toEqual(REFUSED.spent);
  });

  it("lands nothing from a card recorded before the GM's client used grenades up, which still reads and shows", async () => {
    const { t, foe, grenade, throwIt, keyOf, g } = await board(1, 3);
    const honest = await throwIt();
    // the card as the version before posted it, recorded by the GM then, with no step to run
    const { itemId: _none, ...oldPayload } = honest.system.payload;
    g.game.users.get("gm")!.active = false;
    t.asUser("player1");
    const old = await post({ type: "card", rolls: honest.rolls, system: { kind: "spGrenade", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload: oldPayload, targets: honest.system.targets } });
    g.game.users.get("gm")!.active = true;
    t.asUser("gm");
    const { recordPostedCard } = await import("../../../../src/system/ledger/ledger-store");
    await recordPostedCard(t.messages.find((m) => m.id === old.id) as never);
    expect(await t.applyAs("player1", old.id, keyOf(honest))).toEqual(REFUSED.notCounted);
    expect(t.markers(foe)).toEqual({});
    expect(grenade.system.doses).toBe(2);
    const { readCard } = await import("../../../../src/system/cards/read-card");
    const { GRENADE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
    expect(readCard(t.messages.find((m) => m.id === old.id) as never, GRENADE_CARD)?.payload).toMatchObject({ itemId: "", contact: 10 });
  });

  it("tells the thrower at once, before any roll, when the grenade chosen is no longer carried", async () => {
    const { t, ace, foe } = await board(1, 1);
    t.target(foe);
    t.dialogs({ itemId: "thrownAlready", cover: "none" }, {});
    const { SHEET_ACTION_HANDLERS } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
    await SHEET_ACTION_HANDLERS.grenade!(ace as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Grenade.gone"]);
    expect(t.rolled).toEqual([]);
    expect(t.messages).toEqual([]);
  });
});
