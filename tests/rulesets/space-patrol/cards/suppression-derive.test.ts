// @vitest-environment happy-dom
// The GM works a suppression card out again (Guide 6.6, 6.7) from the weapon and each enemy's share
// of its targets with where he stood, against stand-ins after a real init: the suppressor's card
// lands as listed; a player's own card listing more disadvantages, or naming another suppressor,
// is refused; one whose allocation the rules refuse (over the weapon's targets, outside the box,
// a vehicle) is refused; and nothing changes on the enemy.
import { describe, expect, it } from "vitest";
import { combatBoard } from "../../../helpers/space-patrol-combat";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const NOT_FROM_DICE = { ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" };
const NOT_DERIVABLE = { ok: false, reason: "STARSKIRMISH.Error.notDerivable" };

/** Ace lays his assault rifle (2 targets, 10 rounds, Guide 6.6) on Raider A (10") and Raider B (12"). */
async function suppressed() {
  const t = await combatBoard([]);
  const rifle = t.item("weapon", "rifle", { code: "M", kind: "firearm", targets: 2, ammoPerTurn: 10, magazine: 30, ammo: 30, effective: { range: 40, penetration: 4, bonus: 0 } });
  const ace = t.patrolman("Actor.ace", "Ace", { firearms: 2 }, [rifle]);
  const a = t.npc("Actor.a", "Raider A");
  const b = t.npc("Actor.b", "Raider B");
  a.ownership = { default: 0 };
  t.at(ace, 0);
  t.at(a, 10);
  t.at(b, 12);
  t.target(a, b);
  t.dialogs({ weaponId: "rifle", alloc0: 1, alloc1: 1 });
  const { SHEET_ACTION_HANDLERS } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
  await SHEET_ACTION_HANDLERS.suppress!(ace as never);
  const card = t.messages.find((m) => m.system.kind === "spSuppression")!;
  const payload = structuredClone(card.system.payload) as { weapon: { targets: number }; enemies: { key: string; targets: number; x: number; vehicle: boolean }[] };
  const forge = async (system: object) => {
    t.asUser("player1");
    return post({ type: "card", system: { kind: "spSuppression", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload, ...system } });
  };
  const row = (data: object) => ({ key: "t-a", actorUuid: "Actor.a", name: "Raider A", markers: { "sp-suppressed": 1 }, data, applied: false });
  return { t, a, card, payload, forge, row };
}

describe("a suppression card's result, worked out again by the GM", () => {
  it("keeps the weapon and each enemy's share and place, and lands the suppressor's card as listed", async () => {
    const { t, a, card, payload } = await suppressed();
    expect(payload.weapon).toEqual({ targets: 2, ammoPerTurn: 10 });
    expect(payload.enemies.map((e) => [e.key, e.targets, e.vehicle])).toEqual([["t-a", 1, false], ["t-b", 1, false]]);
    expect(await t.applyAs("player1", card.id, "t-a")).toEqual({ ok: true });
    expect(t.markers(a)).toEqual({ "sp-suppressed": 1 });
  });

  it("refuses a player's own card listing more disadvantages, or another suppressor, than the allocation gives", async () => {
    const { t, a, forge, row } = await suppressed();
    const heavier = await forge({ targets: [row({ suppressedBy: "Actor.ace", disadvantages: 3 })] });
    const framed = await forge({ targets: [row({ suppressedBy: "Actor.someone", disadvantages: 1 })] });
    for (const c of [heavier, framed]) expect(await t.applyAs("player1", c.id, "t-a")).toEqual(NOT_FROM_DICE);
    expect(t.markers(a)).toEqual({});
  });

  it("holds each enemy to his sheet: a vehicle kept as a man is refused, since Suppressed goes on no vehicle (Guide 6.7)", async () => {
    const { t, card, payload } = await suppressed();
    const tank = t.vehicle("Actor.tank", "Tank");
    const { confirmSuppressedEnemy } = await import("../../../../src/rulesets/space-patrol/cards/target-facts-confirm");
    const at = { messageId: card.id, targetKey: "t-a" };
    const input = (actorUuid: string) => ({ payload: payload as never, actorUuid: "Actor.ace", targets: [{ key: "t-a", actorUuid }], dice: [] });
    expect(await confirmSuppressedEnemy(input("Actor.a"), at)).toBeNull();
    expect(await confirmSuppressedEnemy(input(tank.uuid), at)).toBe("STARSKIRMISH.SpacePatrol.Attack.targetChanged");
    expect(await confirmSuppressedEnemy(input("Actor.a"), { ...at, targetKey: "t-nobody" })).toBe("STARSKIRMISH.SpacePatrol.Attack.targetChanged");
  });

  it("refuses an allocation the rules refuse: over the weapon's targets, outside the box, or on a vehicle", async () => {
    const { t, a, payload, forge, row } = await suppressed();
    const legit = row({ suppressedBy: "Actor.ace", disadvantages: 1 });
    const over = await forge({ payload: { ...payload, enemies: payload.enemies.map((e) => ({ ...e, targets: 2 })) }, targets: [legit] });
    const spread = await forge({ payload: { ...payload, enemies: payload.enemies.map((e, i) => ({ ...e, x: e.x + i * 2000 })) }, targets: [legit] });
    const vehicle = await forge({ payload: { ...payload, enemies: payload.enemies.map((e) => ({ ...e, vehicle: true })) }, targets: [legit] });
    for (const c of [over, spread, vehicle]) expect(await t.applyAs("player1", c.id, "t-a")).toEqual(NOT_DERIVABLE);
    expect(t.markers(a)).toEqual({});
  });
});
