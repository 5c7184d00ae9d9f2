// @vitest-environment happy-dom
// The GM holds a melee card's ATTACKER side to the attacker's sheet at Apply (Guide 6.8, 2.2),
// against stand-ins after a real init: a player's own card, its listing what the GM's derivation
// gives for its claims and dice, claiming a better Blades level, a heavier knife, a longer reach or
// a weapon Ace does not carry is refused and lands nothing; the honest card lands, and so does a
// card from before the way of fighting was kept whose claims are one Ace can fight with.
import { describe, expect, it } from "vitest";
import { combatBoard } from "../../../helpers/space-patrol-combat";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const ATTACKER_CHANGED = { ok: false, reason: "STARSKIRMISH.SpacePatrol.Attack.attackerChanged" };
const KNIFE_RESULT = { "sp-wound": 1, "sp-stun": 1, "sp-morale": 1 };

interface Payload {
  choice: string;
  asset: string;
  weapon: { penetration: number; equipment: number };
  situation: { attackerReach: number; attackerFighting: string };
}

// DT 12 - 2 steps = 8 (SP-5); d20 14 + Blades 2 = 16: 3 hits capped at Max Hits 2.
// 5+5+5 + PEN 3 = 18, Medium Wound; 1+1+1 + 3 = 6, Graze (Guide 6.14).
async function knifeFight() {
  const t = await combatBoard([14, 5, 5, 5, 1, 1, 1]);
  const knife = t.item("weapon", "knife", { code: "S", kind: "blade", attack: "melee", reach: 1, maxHits: 2, effective: { range: 1, penetration: 3, bonus: 0 } });
  const ace = t.patrolman("Actor.ace", "Ace", { blades: 2, brawling: 1 }, [knife]);
  const foe = t.npc("Actor.foe", "Zed", { assets: { vigor: 0 } });
  foe.ownership = { default: 0 };
  t.at(ace, 0);
  t.at(foe, 1);
  t.target(foe);
  t.dialogs({ choice: "knife", targetReach: 0, targetFighting: "0", attackers: 1 });
  const { SHEET_ACTION_HANDLERS } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
  await SHEET_ACTION_HANDLERS.melee!(ace as never);
  const card = t.messages[0]!;
  const key = card.system.targets[0]?.key as string;
  const { MELEE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
  const { readCardLedger } = await import("../../../../src/system/ledger/ledger-store");
  const dice = readCardLedger()[card.id]!.dice;
  /** A card of the player's own with `edit` made to the payload, listing what the GM's derivation gives for it. */
  const forge = async (edit: (p: Payload) => void) => {
    const payload = structuredClone(card.system.payload) as unknown as Payload;
    edit(payload);
    const listed = MELEE_CARD.derive!({ payload: payload as never, actorUuid: "Actor.ace", targets: [{ key, actorUuid: "Actor.foe" }], dice })?.[key];
    if (!listed) throw new Error("the forged card must be one the GM's derivation bears out");
    t.asUser("player1");
    const row = { key, actorUuid: "Actor.foe", name: "Zed", markers: listed.markers, data: listed.data, applied: false };
    const message = await post({ type: "card", rolls: card.rolls, system: { kind: "spMelee", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload, targets: [row] } });
    return { id: message.id, listed };
  };
  return { t, ace, foe, card, key, forge };
}

describe("a melee card's attacker, checked against its sheet at Apply", () => {
  it("keeps the way of fighting chosen, and lands the honest card", async () => {
    const { t, foe, card, key } = await knifeFight();
    expect(card.system.payload).toMatchObject({ choice: "knife", asset: "2", weapon: { penetration: 3 } });
    expect(await t.applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(KNIFE_RESULT);
  });

  it("refuses a card claiming a better Blades level, a heavier knife or a longer reach than Ace's sheet gives", async () => {
    const { t, foe, key, forge } = await knifeFight();
    const better = await forge((p) => ((p.asset = "5"), (p.situation.attackerFighting = "5")));
    // 5+5+5 + PEN 9 = 24, where the knife's PEN 3 gives 18 (Guide 6.14)
    const heavier = await forge((p) => (p.weapon.penetration = 9));
    expect(heavier.listed.markers).not.toEqual(KNIFE_RESULT);
    // Guide 6.8: the longer reach is an advantage
    const longer = await forge((p) => (p.situation.attackerReach = 4));
    for (const c of [better, heavier, longer]) expect(await t.applyAs("player1", c.id, key)).toEqual(ATTACKER_CHANGED);
    expect(t.markers(foe)).toEqual({});
  });

  it("refuses a card naming a weapon Ace does not carry, and judges one without the choice by the ways Ace can fight", async () => {
    const { t, foe, key, forge } = await knifeFight();
    t.npc("Actor.other", "Other", {}, [t.item("weapon", "sword", { code: "M", kind: "blade", attack: "melee", reach: 2, maxHits: 2, effective: { range: 1, penetration: 6, bonus: 0 } })]);
    const sword = await forge((p) => ((p.choice = "sword"), (p.weapon.penetration = 6), (p.situation.attackerReach = 2)));
    const unnamed = await forge((p) => ((p.choice = ""), (p.weapon.penetration = 6), (p.situation.attackerReach = 2)));
    for (const c of [sword, unnamed]) expect(await t.applyAs("player1", c.id, key)).toEqual(ATTACKER_CHANGED);
    expect(t.markers(foe)).toEqual({});
    const old = await forge((p) => (p.choice = ""));
    expect(await t.applyAs("player1", old.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(KNIFE_RESULT);
  });
});
