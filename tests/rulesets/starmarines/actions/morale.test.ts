// @vitest-environment happy-dom
// A StarMarines morale check from the sheet (IX-D, VIII-H, SMR-6, SMR-13) after a real init: a real
// d6 above the adjusted Morale breaks the unit through the GM; a broken unit's recheck rallies it; a
// wound un-breaks it; a hero's or a vehicle's check is refused; a forged card lands nothing.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

async function setup(faces: number[], system: object = {}) {
  const b = await starMarinesBoard(faces);
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", morale: 3, experience: "green", ...system });
  b.put(norx, 0, 0, 0);
  b.stubs.actAs("player1");
  const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
  return { ...b, norx, check: () => checkUnitMorale(norx as never) };
}

describe("StarMarines morale (IX-D)", () => {
  it("breaks a Green Norx on a 3: Morale 3 - 1 = 2, unless two friends stand beside him (+1)", async () => {
    const t = await setup([3, 3]);
    t.stubs.dialogs.answer({});
    await t.check();
    const card = t.cards.messages[0]!;
    expect(card.content).toMatch(/Fails: Broken/);
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-broken": 1 });
    // broken now: his recheck within a Leader's range still rolls (SMR-6); with two friends 3 holds, and he rallies
    for (const [id, q, r, role] of [["Left", 1, 0, "none"], ["Right", -1, 0, "none"], ["Sergeant", 2, 0, "leader"]] as const) {
      t.put(t.unit(id, { kind: "soldier", race: "norx", role, leaderRange: 2 }), q, r);
    }
    t.stubs.dialogs.answer({ twoFriends: true, leader: true });
    await t.check();
    const recheck = t.cards.messages.at(-1)!;
    expect(recheck.content).toMatch(/Rallies/);
    expect(await applyAs("player1", recheck.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-passedMorale": 1 });
  });

  it("calls a separation check the GM's way: waived within a Leader's range, rolled outside it (SMR-7)", async () => {
    const t = await setup([3]);
    t.stubs.dialogs.answer({ separation: true, leader: true });
    await t.check();
    const waived = t.cards.messages[0]!;
    expect(waived.content).toContain("Separation check: Norx");
    expect(waived.content).toContain("no separation check (IX\u2011D, SMR\u20117)");
    expect(waived.rolls).toHaveLength(0);
    expect(waived.system.targets).toEqual([]);
    t.stubs.dialogs.answer({ separation: true });
    await t.check();
    const rolled = t.cards.messages.at(-1)!;
    expect(rolled.content).toContain("Separation check: Norx");
    expect(rolled.content).toMatch(/Fails: Broken/);
  });

  it("refuses a Hero's or a vehicle's check, which IX-D says they never make: no dialog, no die, no card", async () => {
    for (const system of [{ role: "hero" }, { kind: "vehicle" }]) {
      const t = await setup([], system);
      await t.check();
      expect(t.cards.messages).toHaveLength(0);
      expect(t.stubs.dialogs.shown).toHaveLength(0);
      expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Morale.Exemption.heroOrVehicle" });
    }
  });

  it("lands no forged result: a pass rewritten as something else is refused", async () => {
    const t = await setup([1]);
    t.stubs.dialogs.answer({});
    await t.check();
    const card = t.cards.messages[0]!;
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets: [{ key: "t-Norx", actorUuid: t.norx.uuid, name: "Norx", markers: { "smr-killed": 1 }, data: {}, applied: false }] } });
    expect((await applyAs("player1", forged.id, "t-Norx")).ok).toBe(false);
    expect(await t.markersOf(t.norx)).toEqual({});
  });

  it("refuses a forged card claiming a higher Morale than the unit's sheet, though its die then passes as it lists", async () => {
    const t = await setup([3]);
    t.stubs.dialogs.answer({});
    await t.check();
    const card = t.cards.messages[0]!;
    const payload = structuredClone(card.system.payload) as { situation: { morale: number } };
    payload.situation.morale = 6;
    const { SMR_MORALE_CARD } = await import("../../../../src/rulesets/starmarines/cards/morale");
    const listed = SMR_MORALE_CARD.derive!({ payload: payload as never, actorUuid: t.norx.uuid, targets: [], dice: [{ formula: "1d6", faces: [3] }] })!["t-Norx"]!;
    expect(listed.markers).toEqual({ "smr-passedMorale": 1 });
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets: [{ key: "t-Norx", actorUuid: t.norx.uuid, name: "Norx", markers: listed.markers, data: {}, applied: false }] } });
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.unitChanged" });
    expect(await t.markersOf(t.norx)).toEqual({});
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-broken": 1 });
  });

  it("un-breaks a broken unit that is wounded (VIII-H)", async () => {
    // morale 6 fails; then the attack: aim 6, armour 1, damage 1, toughness 1
    const t = await setup([6, 6, 1, 1, 1]);
    t.stubs.dialogs.answer({});
    await t.check();
    await applyAs("player1", t.cards.messages[0]!.id, "t-Norx");
    const marine = t.unit("Marine", { kind: "soldier", aim: 0 });
    const rifle = t.weapon(marine, { range: 3, armourPierce: 1, damage: 2 });
    t.put(marine, 0, 2, 0);
    t.g.game.user!.targets = new Set([t.canvas.tokens.get("t-Norx") as never]);
    const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
    // 6 + AP 1 + steady aim 1 against 1 + armour 0; damage 1 + 2 against 1 + toughness 0: margin 2, a Norx is wounded
    t.stubs.dialogs.answer({});
    await attackWith(marine as never, rifle.id);
    const card = t.cards.messages.at(-1)!;
    expect(card.system.kind).toBe("smrAttack");
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });
});
