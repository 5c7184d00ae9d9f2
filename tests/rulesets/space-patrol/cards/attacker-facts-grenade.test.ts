// @vitest-environment happy-dom
// The GM holds a grenade card's thrower to its sheet at Apply (Guide 6.12: Athletics, and no
// equipment bonus for a thrown grenade), against stand-ins after a real init: a player's own card
// claiming a better Athletics level, or an equipment bonus, its listing what the GM's derivation
// gives for it, is refused and lands nothing; the honest throw lands.
import { describe, expect, it } from "vitest";
import { combatBoard } from "../../../helpers/space-patrol-combat";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const ATTACKER_CHANGED = { ok: false, reason: "STARSKIRMISH.SpacePatrol.Attack.attackerChanged" };

interface Payload {
  task: { asset: string; equipment: number };
}

// 4": effective, DT 12; d20 11 + Athletics 1 = 12 hits the foe square on: 2+2+2 + contact PEN 10 = 16,
// a Medium Wound, and HE knocks the foe prone (Guide 6.6, 6.12, 6.14). The d100 of 30 is the cover's fate.
async function thrown() {
  const t = await combatBoard([11, 2, 2, 2, 30]);
  const ace = t.patrolman("Actor.ace", "Ace", { athletics: 1 });
  // three of them, so each forged card has one to use (cards/grenade-use.ts)
  t.give(ace, t.item("device", "grenade", { kind: "grenade", contactPenetration: 10, burstPenetration: 4, burstRadius: 2, doses: 3 }));
  const foe = t.npc("Actor.foe", "Foe");
  foe.ownership = { default: 0 };
  t.at(ace, 0);
  t.at(foe, 4);
  t.target(foe);
  t.dialogs({ itemId: "grenade", cover: "none" }, {});
  const { SHEET_ACTION_HANDLERS } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
  await SHEET_ACTION_HANDLERS.grenade!(ace as never);
  await t.gmStepsDone();
  const card = t.messages[0]!;
  const key = card.system.targets[0]?.key as string;
  const { GRENADE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
  const { readCardLedger } = await import("../../../../src/system/ledger/ledger-store");
  const dice = readCardLedger()[card.id]!.dice;
  const forge = async (edit: (p: Payload) => void) => {
    const payload = structuredClone(card.system.payload) as unknown as Payload;
    edit(payload);
    const listed = GRENADE_CARD.derive!({ payload: payload as never, actorUuid: "Actor.ace", targets: [{ key, actorUuid: "Actor.foe" }], dice })?.[key];
    if (!listed) throw new Error("the forged card must be one the GM's derivation bears out");
    t.asUser("player1");
    const row = { key, actorUuid: "Actor.foe", name: "Foe", markers: listed.markers, data: listed.data, applied: false };
    const forged = await post({ type: "card", rolls: card.rolls, system: { kind: "spGrenade", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload, targets: [row] } });
    await t.gmStepsDone();
    return forged;
  };
  return { t, foe, card, key, forge };
}

describe("a grenade card's thrower, checked against its sheet at Apply (Guide 6.12)", () => {
  it("refuses a card claiming a better Athletics level or an equipment bonus, and lands the honest throw", async () => {
    const { t, foe, card, key, forge } = await thrown();
    expect(card.system.payload).toMatchObject({ task: { asset: "1", equipment: 0 } });
    const better = await forge((p) => (p.task.asset = "4"));
    const equipped = await forge((p) => (p.task.equipment = 3));
    for (const c of [better, equipped]) expect(await t.applyAs("player1", c.id, key)).toEqual(ATTACKER_CHANGED);
    expect(t.markers(foe)).toEqual({});
    expect(await t.applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual({ "sp-wound": 1, "sp-stun": 1, "sp-prone": 1 });
  });
});
