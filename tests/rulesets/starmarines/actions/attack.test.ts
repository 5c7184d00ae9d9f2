// @vitest-environment happy-dom
// A StarMarines attack from the unit sheet, end to end against the v13 stand-ins after a real init
// in a StarMarines world (IX-A, IX-B, IX-E, SMR-12): range and arcs from the hex board, real dice,
// the card, and Apply through the GM, who checks the weapon, the target and the range against the
// documents and the board; vehicle damage adding up on Apply (SMR-15); refusals told.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

const RIFLE = { range: 4, aim: 0, armourPierce: 1, damage: 2 };

async function setup(faces: number[]) {
  const b = await starMarinesBoard(faces);
  const marine = b.unit("Menkovich", { kind: "soldier", race: "starMarines", aim: 0, armour: 2, toughness: 1, morale: 3 });
  const rifle = b.weapon(marine, RIFLE);
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2, flies: true }, "gm");
  const tMarine = b.put(marine, 0, 0, 0);
  const tNorx = b.put(norx, 0, -3, 3);
  b.stubs.actAs("player1");
  const target = (t: unknown) => (b.g.game.user!.targets = new Set([t as never]));
  const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
  return { ...b, marine, rifle, norx, tMarine, tNorx, target, attack: () => attackWith(marine as never, rifle.id) };
}

describe("StarMarines attack (IX-A)", () => {
  it("attacks 3 hexes ahead: 5 + AP 1 beats 2 + armour 1, damage 6 + 2 beats 3 + toughness 2 by 3: the Norx is wounded", async () => {
    // aim die 5; armour 2; damage 6; toughness 3
    const t = await setup([5, 2, 6, 3]);
    t.target(t.tNorx);
    t.stubs.dialogs.answer({ cover: "none" });
    await t.attack();
    const card = t.cards.messages[0]!;
    expect(card.system.payload).toMatchObject({ rangeHexes: 3, situation: { steadyAim: true, rearShot: false, cover: "none" }, target: { key: "t-Norx", column: "norx" } });
    expect(card.content).toContain("Wounded");
    expect(card.system.targets).toEqual([expect.objectContaining({ key: "t-Norx", markers: { "smr-wounded": 1 } })]);
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });

  it("a unit wounded by an attack resolved before its own turn comes does not attack (ruling SMR-14)", async () => {
    // aim die 5; armour 2; damage 6; toughness 3: the Norx is wounded, as above
    const t = await setup([5, 2, 6, 3]);
    const claw = t.weapon(t.norx, { range: 4, aim: 0, armourPierce: 1, damage: 2 }, "Claw gun");
    t.target(t.tNorx);
    t.stubs.dialogs.answer({ cover: "none" });
    await t.attack();
    expect(await applyAs("player1", t.cards.messages[0]!.id, "t-Norx")).toEqual({ ok: true });
    // the Norx's turn: the result landed at once, so its attack is refused and no card is posted
    t.stubs.actAs("gm");
    t.g.game.user!.targets = new Set([t.tMarine as never]);
    const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
    const posted = t.cards.messages.length;
    expect(await attackWith(t.norx as never, claw.id)).toBe(false);
    expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Attack.outOfAction" });
    expect(t.cards.messages).toHaveLength(posted);
  });

  it("adds steady aim only when the attacker has not moved, and reads a rear shot from the target's facing", async () => {
    // steady aim +1 and rear shot +1: 3 + 1 + 1 + 1 = 6 against 4 + 1
    const t = await setup([3, 4, 1, 6]);
    await t.tNorx.document.update({ rotation: 0 });
    t.target(t.tNorx);
    t.stubs.dialogs.answer({});
    await t.attack();
    const payload = t.cards.messages[0]!.system.payload as { situation: { steadyAim: boolean; rearShot: boolean } };
    expect(payload.situation).toMatchObject({ steadyAim: true, rearShot: true });
    expect(t.cards.messages[0]!.content).toMatch(/6 against 5/);
  });

  it("refuses a target out of range or outside the front three hexes' arc (IX-E), with the reason", async () => {
    const t = await setup([]);
    await t.tNorx.document.update({ y: t.tNorx.document.y - 200 });
    t.tNorx.center = { x: t.tNorx.center.x, y: t.tNorx.center.y - 200 };
    t.target(t.tNorx);
    await t.attack();
    expect(t.stubs.notifications.at(-1)?.message).toMatch(/^STARSKIRMISH.StarMarines.Attack.outOfRange/);
    const behind = await setup([]);
    await behind.tMarine.document.update({ rotation: 180 });
    behind.target(behind.tNorx);
    await behind.attack();
    expect(behind.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Attack.outOfArc");
    expect(behind.cards.messages).toHaveLength(0);
  });

  it("refuses to shoot a flying soldier outside Overwatch (IX-G)", async () => {
    const t = await setup([]);
    const store = await import("../../../../src/system/markers/marker-store");
    t.stubs.actAs("gm");
    await store.adjustMarker(t.norx as never, store.markerDefinition("smr-airborne")!, 1);
    t.stubs.actAs("player1");
    t.target(t.tNorx);
    expect(await t.attack()).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Attack.flying");
  });

  it("shoots a soldier whose sheet says it cannot fly like one on the ground, though it carries Airborne (IX-G)", async () => {
    const t = await setup([]);
    const store = await import("../../../../src/system/markers/marker-store");
    t.stubs.actAs("gm");
    await t.norx.update({ system: { flies: false } });
    await store.adjustMarker(t.norx as never, store.markerDefinition("smr-airborne")!, 1);
    t.stubs.actAs("player1");
    t.target(t.tNorx);
    t.stubs.dialogs.answer({});
    await t.attack();
    expect(t.stubs.notifications.map((n) => n.message)).not.toContain("STARSKIRMISH.StarMarines.Attack.flying");
    expect(t.cards.messages).toHaveLength(1);
  });

  it("refuses on the GM's side a card whose weapon hits harder than the sheet says", async () => {
    // 6 + 1 pierces 1 + 1; damage 1 + 2 = 3 against 6 + 2 = 8: shrugged off, nothing to apply
    const t = await setup([6, 1, 1, 6]);
    t.target(t.tNorx);
    t.stubs.dialogs.answer({});
    await t.attack();
    const card = t.cards.messages[0]!;
    expect(card.system.targets).toEqual([]);
    // the player rewrites his own card: damage 20 makes the same dice a kill (21 against 8)
    const payload = structuredClone(card.system.payload) as { weapon: { damage: number } };
    payload.weapon.damage = 20;
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets: [{ key: "t-Norx", actorUuid: t.norx.uuid, name: "Norx", markers: { "smr-killed": 1 }, data: { outcome: "dead" }, applied: false }] } });
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.weapon" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });

  it("refuses an attack with a vehicle's only weapon once it is lost, with the reason, whatever button called it (IX-B)", async () => {
    // the gun fires first: aim 6 + AP 3 against 1 + 1; damage 6 + 3 against 1 + 2
    const b = await starMarinesBoard([6, 1, 6, 1, 6, 1, 6, 1]);
    const tank = b.unit("Halftrack", { kind: "vehicle", aim: 0 });
    const gun = b.weapon(tank, { range: 6, armourPierce: 3, damage: 3 }, "Heavy gun");
    const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2 }, "gm");
    b.put(tank, 0, 0, 0);
    const tNorx = b.put(norx, 0, -2, 3);
    b.stubs.actAs("player1");
    b.g.game.user!.targets = new Set([tNorx as never]);
    const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
    b.stubs.dialogs.answer({});
    expect(await attackWith(tank as never, gun.id)).toBe(true);
    expect(b.cards.messages).toHaveLength(1);
    // Stunned, lose 1 weapon: its only one; the Stunned has been repaired (SMR-19), the weapon never is
    const store = await import("../../../../src/system/markers/marker-store");
    b.stubs.actAs("gm");
    await store.adjustMarker(tank as never, store.markerDefinition("smr-weaponsLost")!, 1);
    b.stubs.actAs("player1");
    expect(await attackWith(tank as never, gun.id)).toBe(false);
    expect(b.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Attack.weaponsLost" });
    expect(b.cards.messages).toHaveLength(1);
    // with a second weapon the owner chooses which one the loss took: the vehicle may still fire
    const laser = b.weapon(tank, { range: 6, armourPierce: 3, damage: 3 }, "Laser");
    b.stubs.dialogs.answer({});
    expect(await attackWith(tank as never, laser.id)).toBe(true);
    // a count stored far past the marker's limit covers both: every weapon lost, refused the same way
    b.stubs.actAs("gm");
    await tank.effects.find((e: { statuses: Set<string> }) => e.statuses.has("smr-weaponsLost"))!.setFlag("starskirmish", "count", 5000);
    b.stubs.actAs("player1");
    expect(store.readMarkers(tank as never)["smr-weaponsLost"]).toBe(5000);
    expect(await attackWith(tank as never, laser.id)).toBe(false);
    expect(b.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Attack.weaponsLost" });
  });

  it("destroys a vehicle that is Disarmed and then Crippled, on Apply (SMR-15)", async () => {
    const b = await starMarinesBoard([6, 1, 6, 3, 6, 1, 6, 2]);
    const gunner = b.unit("Gunner", { kind: "soldier", aim: 0 });
    const cannon = b.weapon(gunner, { range: 6, armourPierce: 3, damage: 3 }, "Laser cannon");
    const tank = b.unit("Halftrack", { kind: "vehicle", armour: 2, toughness: 3 }, "gm");
    const tGunner = b.put(gunner, 0, 0, 0);
    const tTank = b.put(tank, 0, -2, 0);
    b.stubs.actAs("player1");
    b.g.game.user!.targets = new Set([tTank as never]);
    const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
    // 6 + 3 against 1 + 2; damage 6 + 3 = 9 against 3 + 3 = 6: margin 3, Disarmed
    b.stubs.dialogs.answer({});
    await attackWith(gunner as never, cannon.id);
    expect(await applyAs("player1", b.cards.messages[0]!.id, tTank.document.id)).toEqual({ ok: true });
    expect(await b.markersOf(tank)).toEqual({ "smr-vehicleDisarmed": 1 });
    // then 9 against 2 + 3 = 5: margin 4, Crippled, and with Disarmed it is destroyed
    b.stubs.dialogs.answer({});
    await attackWith(gunner as never, cannon.id);
    expect(b.cards.messages.at(-1)!.content).toContain("Crippled");
    expect(await applyAs("player1", b.cards.messages.at(-1)!.id, tTank.document.id)).toEqual({ ok: true });
    expect(await b.markersOf(tank)).toEqual({ "smr-vehicleDestroyed": 1 });
    expect(tGunner).toBeDefined();
  });

  it("calls the unbroken friends next to a soldier it wounds to check morale, unless the GM turned it off (SMR-3)", async () => {
    // the attack of the first test wounds the Norx; then his friend's morale d6 of 1
    const t = await setup([5, 2, 6, 3, 1]);
    const friend = t.unit("Grot", { kind: "soldier", race: "norx", morale: 3 }, "player2");
    t.put(friend, 1, -3, 3, { disposition: 0 });
    t.tNorx.document.disposition = 0;
    t.target(t.tNorx);
    t.stubs.dialogs.answer({});
    await t.attack();
    expect(await applyAs("player1", t.cards.messages[0]!.id, "t-Norx")).toEqual({ ok: true });
    const prompt = t.cards.messages.find((m) => m.system.kind === "smrMoralePrompt")!;
    expect(prompt.content).toContain("Grot");
    const { pressCardButton } = await import("../../../helpers/card-buttons");
    t.stubs.actAs("player2");
    t.stubs.dialogs.answer({});
    await pressCardButton(prompt, "smrMoraleCheck", { actorUuid: friend.uuid });
    expect(t.cards.messages.at(-1)!.system.kind).toBe("smrMorale");
    // turned off: no call
    const off = await setup([5, 2, 6, 3]);
    off.stubs.actAs("gm");
    await off.g.game.settings.set("starskirmish", "smrMoralePrompt", false);
    const friend2 = off.unit("Grot", { kind: "soldier", race: "norx" }, "player2");
    off.put(friend2, 1, -3, 3, { disposition: 0 });
    off.tNorx.document.disposition = 0;
    off.stubs.actAs("player1");
    off.target(off.tNorx);
    off.stubs.dialogs.answer({});
    await off.attack();
    await applyAs("player1", off.cards.messages[0]!.id, "t-Norx");
    expect(off.cards.messages.some((m) => m.system.kind === "smrMoralePrompt")).toBe(false);
  });
});
