// @vitest-environment happy-dom
// The GM works a melee card's result out again (Guide 6.8, 6.14) from what the card kept of the
// attack and its own Rolls, against stand-ins after a real init: strikes, a martial arts throw and
// an unconscious target apply as they listed; a card a player posts himself with the real attack
// and dice but a worse result is refused (the same dice listing the true result land); one whose
// dice do not fit, or from before cards kept their attack, is refused and changes nothing.
import { describe, expect, it } from "vitest";
import type { RollLike } from "../../../helpers/foundry/chat-message";
import { combatBoard } from "../../../helpers/space-patrol-combat";
import type { SpActor } from "../../../helpers/space-patrol-board";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;
type CombatBoard = Awaited<ReturnType<typeof combatBoard>>;
const NOT_DERIVABLE = { ok: false, reason: "STARSKIRMISH.Error.notDerivable" };

async function knifeFight(faces: number[], form: object, setUp?: (t: CombatBoard, ace: SpActor<"spPatrolman">, foe: SpActor<"spNpc">) => Promise<unknown> | void) {
  const t = await combatBoard(faces);
  const knife = t.item("weapon", "knife", { code: "S", kind: "blade", attack: "melee", reach: 1, maxHits: 2, effective: { range: 1, penetration: 3, bonus: 0 } });
  const ace = t.patrolman("Actor.ace", "Ace", { blades: 2, brawling: 1 }, [knife]);
  const foe = t.npc("Actor.foe", "Zed", { assets: { vigor: 0 } });
  foe.ownership = { default: 0 };
  t.at(ace, 0);
  t.at(foe, 1);
  t.target(foe);
  await setUp?.(t, ace, foe);
  t.dialogs(form);
  await (await handlers()).melee!(ace as never);
  const card = t.messages[0]!;
  const key = card.system.targets[0]?.key as string;
  const forge = async (system: object, rolls: readonly unknown[] = card.rolls) => {
    t.asUser("player1");
    return post({ type: "card", rolls, system: { kind: "spMelee", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload: structuredClone(card.system.payload), ...system } });
  };
  const row = (markers: object, data: object) => ({ key, actorUuid: "Actor.foe", name: "Zed", markers, data, applied: false });
  return { t, foe, card, key, forge, row };
}

// DT 12 - 2 steps = 8 (SP-5); d20 14 + Blades 2 = 16: 3 hits capped at Max Hits 2.
// 5+5+5 + PEN 3 = 18, Medium Wound; 1+1+1 + 3 = 6, Graze (Guide 6.14).
const KNIFE = [14, 5, 5, 5, 1, 1, 1];
const KNIFE_FORM = { choice: "knife", targetReach: 0, targetFighting: "0", attackers: 1 };
const KNIFE_RESULT = { "sp-wound": 1, "sp-stun": 1, "sp-morale": 1 };

describe("a melee card's result, worked out again by the GM", () => {
  it("applies a legitimate strike as it listed", async () => {
    const { t, foe, card, key } = await knifeFight(KNIFE, KNIFE_FORM);
    expect(card.system.payload).toMatchObject({ style: "weapon", asset: "2", weapon: { penetration: 3, maxHits: 2 }, target: { key, table: "individual" } });
    expect(await t.applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(KNIFE_RESULT);
  });

  it("refuses a player's own card listing a death and more Wounds than the strike's dice give", async () => {
    const { t, foe, forge, row } = await knifeFight(KNIFE, KNIFE_FORM);
    const forged = await forge({ targets: [row({ "sp-wound": 3, "sp-mortalWound": 3 }, { dead: true })] });
    expect(await t.applyAs("player1", forged.id, row({}, {}).key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(foe)).toEqual({});
    expect(foe.statuses.has("dead")).toBe(false);
    const honest = await forge({ targets: [row(KNIFE_RESULT, { dead: false })] });
    expect(await t.applyAs("player1", honest.id, row({}, {}).key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(KNIFE_RESULT);
  });

  it("refuses a player's own card claiming the defender's armour lower than his sheet, though it lists what its dice give on it (Guide 6.13)", async () => {
    const { t, foe, card, key, forge, row } = await knifeFight(KNIFE, KNIFE_FORM, (t, _ace, foe) => void foe.adoptItem(t.item("armour", "vest", { hand: 4 })));
    expect(card.system.payload).toMatchObject({ target: { armour: { hand: 4 } } });
    const payload = structuredClone(card.system.payload) as { target: { armour: { hand: number } } };
    payload.target.armour.hand = 0;
    const { MELEE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
    const { readCardLedger } = await import("../../../../src/system/ledger/ledger-store");
    const listed = MELEE_CARD.derive!({ payload: payload as never, actorUuid: "Actor.ace", targets: [{ key, actorUuid: "Actor.foe" }], dice: readCardLedger()[card.id]!.dice })![key]!;
    // 5+5+5 + PEN 3 - 0 = 18 is a Medium Wound, where his hand armour 4 makes it 14, a Light one
    expect(listed.markers).not.toEqual(card.system.targets[0]!.markers);
    const forged = await forge({ payload, targets: [row(listed.markers, listed.data)] });
    expect(await t.applyAs("player1", forged.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Attack.targetChanged" });
    expect(t.markers(foe)).toEqual({});
    expect(await t.applyAs("player1", card.id, key)).toEqual({ ok: true });
  });

  it("refuses a strike whose dice do not fit, and one from before cards kept their attack", async () => {
    const { t, foe, card, forge, row } = await knifeFight(KNIFE, KNIFE_FORM);
    const [d20, damage] = card.rolls as [RollLike, RollLike];
    const missed = await forge({ targets: [row({ "sp-wound": 1 }, { dead: false })] }, [{ formula: d20.formula, dice: [{ results: [{ result: 1 }] }] }, damage]);
    const noDamage = await forge({ targets: [row({ "sp-wound": 1 }, { dead: false })] }, [d20]);
    const old = await forge({ payload: {}, targets: [row(KNIFE_RESULT, { dead: false })] });
    for (const c of [missed, noDamage, old]) expect(await t.applyAs("player1", c.id, row({}, {}).key)).toEqual(NOT_DERIVABLE);
    expect(t.markers(foe)).toEqual({});
  });

  it("works out a martial arts throw: prone, and stunned when Vigor DT 8 fails (Guide 6.8)", async () => {
    // DT 8; 5 + Martial Arts 3 = 8 succeeds. Vigor 3 + 0 fails DT 8; d4 = 2.
    const form = { choice: "throw", targetReach: 0, targetFighting: "X" };
    const { t, foe, card, key, forge, row } = await knifeFight([5, 3, 2], form, (_t, ace) => void (ace.system.assets.martialArts = 3));
    // a Vigor d20 that resists gives no stun: a card claiming the stun on such dice is refused
    const [throwD20, , d4] = card.rolls as [RollLike, RollLike, RollLike];
    const resistedDice = [throwD20, { formula: "1d20", dice: [{ results: [{ result: 15 }] }] }, d4];
    const resisted = await forge({ targets: [row({ "sp-prone": 1, "sp-stun": 1 }, { dead: false })] }, resistedDice);
    expect(await t.applyAs("player1", resisted.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(foe)).toEqual({});
    // the real dice, with a death and Wounds listed: refused too
    const forged = await forge({ targets: [row({ "sp-wound": 3 }, { dead: true })] });
    expect(await t.applyAs("player1", forged.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(foe)).toEqual({});
    expect(foe.statuses.has("dead")).toBe(false);
    // the throw's own card lands the fall and the stun
    expect(await t.applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual({ "sp-prone": 1, "sp-stun": 1 });
  });

  it("works out a hit on an unconscious target, which takes no d20", async () => {
    // 8+8+8 = 24, PEN 0: Mortal Wound-Guts (SP-8, Guide 6.14)
    const form = { choice: "unarmed", targetReach: 0, targetFighting: "X" };
    const { t, foe, card, key, forge, row } = await knifeFight([8, 8, 8], form, (t, _ace, foe) => t.mark(foe, "sp-unconscious"));
    expect(await t.applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual({ "sp-unconscious": 1, "sp-mortalWound": 1, "sp-stun": 1 });
    const forged = await forge({ targets: [row({}, { dead: true })] });
    expect(await t.applyAs("player1", forged.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(foe.statuses.has("dead")).toBe(false);
  });
});
