// @vitest-environment happy-dom
// Melee and hand grenades from the Space Patrol! action bar, end to end against stand-ins after a
// real init, with fixed dice: the melee roll, its hits capped by Max Hits (SP-6) and damage, the
// martial arts throw, the unconscious target hit without a roll on 3d8 (SP-8); a grenade's throw
// by distance band, a miss's deviation and landing point, the templates drawn on the scene, who the
// burst catches, the grenade used up on the GM's client as the card comes in; Apply through the
// GM, once, whoever clicks.
import { describe, expect, it } from "vitest";
import { combatBoard } from "../../../helpers/space-patrol-combat";
import type { ItemSystem, SystemInput } from "../../../helpers/fake-documents";

type ItemSystemInput = SystemInput<ItemSystem<"spDevice">>;

import type { MeleeCardContext } from "../../../../src/rulesets/space-patrol/view/melee-card";
import type { GrenadeCardContext } from "../../../../src/rulesets/space-patrol/view/grenade-card";

/** The grenades the dialog offers, under the type the throw takes. */
interface GrenadeDialog {
  grenadeTypes: { type: string; grenades: { id: string }[] }[];
}

const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;
const tick = () => new Promise((r) => setTimeout(r, 0));

async function knifeFight(faces: number[]) {
  const t = await combatBoard(faces);
  const knife = t.item("weapon", "knife", { code: "S", kind: "blade", attack: "melee", reach: 1, maxHits: 2, effective: { range: 1, penetration: 3, bonus: 0 } });
  const ace = t.patrolman("Actor.ace", "Ace", { blades: 2, brawling: 1 }, [knife]);
  const foe = t.npc("Actor.foe", "Zed <b>the Knife</b>", { assets: { vigor: 0 } });
  t.at(ace, 0);
  t.at(foe, 1);
  t.target(foe);
  return { t, ace, foe };
}

describe("melee (Guide 6.8)", () => {
  it("strikes with a blade: the longer reach and better level are two advantages, hits stop at Max Hits", async () => {
    // DT 12 - 2 steps = 8 (SP-5); d20 14 + Blades 2 = 16: 2 special successes, 3 hits capped at 2.
    // Hit 1: 5+5+5 + PEN 3 = 18, Medium Wound (WM, SM); hit 2: 1+1+1 + 3 = 6, Graze (MM).
    const { t, ace, foe } = await knifeFight([14, 5, 5, 5, 1, 1, 1]);
    t.dialogs({ choice: "knife", targetReach: 0, targetFighting: "0", attackers: 1 });
    await (await handlers()).melee!(ace as never);
    expect(t.notes).toEqual([]);
    expect(t.rolled).toEqual(["1d20", "6d10"]);
    const card = t.card<MeleeCardContext>("cards/melee.hbs");
    expect(card).toMatchObject({ roll: expect.objectContaining({ dt: 8, advantages: 2 }), hits: 2, maxHits: 2, penetration: 3, canApply: true, targetName: "Zed <b>the Knife</b>" });
    expect(card.damage.map((d) => d.total)).toEqual([18, 6]);
    const target = t.messages[0]!.system.targets[0];
    expect(target).toMatchObject({ actorUuid: "Actor.foe", markers: { "sp-wound": 1, "sp-stun": 1, "sp-morale": 1 } });
    // the foe's markers change only when the result is applied
    expect(t.markers(foe)).toEqual({});
  });

  it("applies the recorded result through the GM once, whoever clicks: the card decides, not the clicker", async () => {
    const { t, ace, foe } = await knifeFight([14, 5, 5, 5, 1, 1, 1]);
    t.dialogs({ choice: "knife", targetReach: 0, targetFighting: "0" });
    await (await handlers()).melee!(ace as never);
    const message = t.messages[0]!;
    t.asUser("player2");
    await t.requestApply(message as never, message.system.targets[0]!.key);
    expect(t.markers(foe)).toEqual({ "sp-wound": 1, "sp-stun": 1, "sp-morale": 1 });
    expect(message.system.targets[0]!.applied).toBe(true);
    t.asUser("player1");
    await t.requestApply(message as never, message.system.targets[0]!.key);
    expect(t.notes).toEqual(["STARSKIRMISH.Error.alreadyApplied"]);
    expect(t.markers(foe)).toEqual({ "sp-wound": 1, "sp-stun": 1, "sp-morale": 1 });
  });

  it("refuses a target out of reach, and more or fewer than one target", async () => {
    const { t, ace, foe } = await knifeFight([]);
    t.at(foe, 3); // a 2" gap: Reach 1 strikes only in contact
    t.target(foe);
    await (await handlers()).melee!(ace as never);
    t.target();
    await (await handlers()).melee!(ace as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Melee.outOfReach", "STARSKIRMISH.SpacePatrol.Melee.oneTarget"]);
    expect(t.messages).toEqual([]);
  });

  it("throws with martial arts: 1d4 inches, knocked down, and stunned when Vigor DT 8 fails", async () => {
    // Reach 2 and Martial Arts 3 over X: DT 16 - 8 = 8; 5 + 3 = 8 succeeds. Vigor 3 + 0 fails DT 8; d4 = 2.
    const { t, ace } = await knifeFight([5, 3, 2]);
    await ace.update({ system: { assets: { martialArts: 3 } } });
    t.dialogs({ choice: "throw", targetReach: 0, targetFighting: "X" });
    await (await handlers()).melee!(ace as never);
    const card = t.card<MeleeCardContext>("cards/melee.hbs");
    expect(card.roll).toMatchObject({ dt: 8, total: 8, success: true });
    expect(card.thrown).toMatchObject({ inches: 2, stunned: true, vigor: { d20: 3, dt: 8, success: false } });
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "sp-prone": 1, "sp-stun": 1 });
  });

  it("strikes a vehicle on the vehicle table against its armour (Guide 6.15)", async () => {
    // DT 8; 10 + 2 = 12: 1 special success, 2 hits. 5+5+5 + PEN 3 - armour 3 = 15, Light Penetration (DM);
    // 1+1+1 = 3, Violent Shaking (MM)
    const { t, ace } = await knifeFight([10, 5, 5, 5, 1, 1, 1]);
    const crawler = t.vehicle("Actor.crawler", "Crawler", { armour: 3 });
    t.at(crawler, 1, 1);
    t.target(crawler);
    t.dialogs({ choice: "knife", targetReach: 0, targetFighting: "X" });
    await (await handlers()).melee!(ace as never);
    expect(t.card<MeleeCardContext>("cards/melee.hbs").damage.map((d) => [d.total, d.label])).toEqual([
      [15, "STARSKIRMISH.SpacePatrol.Damage.vehicle.lightPenetration"],
      [3, "STARSKIRMISH.SpacePatrol.Damage.vehicle.violentShaking"],
    ]);
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "sp-vehicle-damage": 1, "sp-vehicle-morale": 1 });
  });

  it("hits an unconscious target Max Hits times without a roll, unarmed on 3d8 (SP-8)", async () => {
    // 8+8+8 = 24, PEN 0: Mortal Wound-Guts (MWM, SM)
    const { t, ace, foe } = await knifeFight([8, 8, 8]);
    await t.mark(foe, "sp-unconscious");
    t.dialogs({ choice: "unarmed", targetReach: 0, targetFighting: "X" });
    await (await handlers()).melee!(ace as never);
    expect(t.rolled).toEqual(["3d8"]);
    const card = t.card<MeleeCardContext>("cards/melee.hbs");
    expect(card).toMatchObject({ automatic: true, hits: 1, roll: null });
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "sp-mortalWound": 1, "sp-stun": 1 });
  });
});

async function grenadeBoard(faces: number[], grenade: Omit<ItemSystemInput, "kind">) {
  const t = await combatBoard(faces);
  const ace = t.patrolman("Actor.ace", "Ace", { athletics: 1 });
  const g = t.give(ace, t.item("device", "grenade", { kind: "grenade", ...grenade }));
  t.at(ace, 0);
  return { t, ace, g };
}

describe("hand grenades (Guide 6.12)", () => {
  it("hits the targeted token: contact penetration on it, burst on a bystander, HE knocks both down, the grenade is gone", async () => {
    // 4": effective, DT 12; 11 + Athletics 1 = 12 hits. Foe 2+2+2 + 10 = 16 Medium Wound;
    // bystander 1+1+1 + 4 = 7 Graze. The contact hit's d100 of 30 destroys destructible cover (50%).
    const { t, ace, g } = await grenadeBoard([11, 2, 2, 2, 1, 1, 1, 30], { contactPenetration: 10, burstPenetration: 4, burstRadius: 2 });
    await g.update({ name: "HE grenade" });
    const foe = t.npc("Actor.foe", "Foe");
    const by = t.npc("Actor.by", "Bystander");
    const far = t.npc("Actor.far", "Far");
    t.at(foe, 4);
    t.at(by, 5);
    t.at(far, 9);
    t.target(foe);
    t.dialogs({ itemId: "grenade", cover: "none" }, {});
    await (await handlers()).grenade!(ace as never);
    expect(t.notes).toEqual([]);
    const card = t.card<GrenadeCardContext>("cards/grenade.hbs");
    expect(card.roll).toMatchObject({ dt: 12, total: 12, success: true });
    expect(card.deviation).toBeNull();
    expect(card.victims.map((v) => [v.name, v.directHit, v.penetration, v.damage?.total])).toEqual([
      ["Foe", true, 10, 16],
      ["Bystander", false, 4, 7],
    ]);
    expect(card.coverKey).toBe("STARSKIRMISH.SpacePatrol.Grenade.cover.destroyed");
    expect(t.messages[0]!.system.targets.map((x) => [x.actorUuid, x.markers])).toEqual([
      ["Actor.foe", { "sp-wound": 1, "sp-stun": 1, "sp-prone": 1 }],
      ["Actor.by", { "sp-morale": 1, "sp-prone": 1 }],
    ]);
    expect(t.templates).toEqual([expect.objectContaining({ t: "circle", x: 400, y: 0, distance: 3 })]);
    // the card names its grenade; the GM's client uses the last of it up
    expect(t.messages[0]!.system.payload.itemId).toBe("grenade");
    await t.gmStepsDone();
    expect(ace.items.size).toBe(0);
  });

  it("draws the burst in inches on a scene measured in inches, the grid new scenes get (Guide 6.1)", async () => {
    const { t, ace } = await grenadeBoard([11, 2, 2, 2, 30], { contactPenetration: 10, burstPenetration: 4, burstRadius: 2 });
    Object.assign(t.canvas.grid, { distance: 1, units: "in" });
    const foe = t.npc("Actor.foe", "Foe");
    t.at(foe, 4);
    t.target(foe);
    t.dialogs({ itemId: "grenade", cover: "none" }, {});
    await (await handlers()).grenade!(ace as never);
    expect(t.templates).toEqual([expect.objectContaining({ t: "circle", x: 400, y: 0, distance: 2 })]);
  });

  it("in zero-G, misses outright on a failed Space-Fu check whatever its d20: the grenade deviates, and the GM's Apply agrees (6.10, 6.11)", async () => {
    // Space-Fu X: 3 + 0 against DT 12 (one disadvantage for X) fails; then the throw's 11 + 1 = 12,
    // which would hit, misses; the d12 clock 6 (straight and short) and 2d4 of 1 + 1: 2" short, at 2"
    const { t, ace } = await grenadeBoard([3, 11, 6, 1, 1, 2, 2, 2], { contactPenetration: 10, burstPenetration: 4, burstRadius: 1 });
    const foe = t.npc("Actor.foe", "Foe");
    const near = t.npc("Actor.near", "Near");
    t.at(foe, 4);
    t.at(near, 2);
    t.target(foe);
    (t.tokenOf(ace).document as unknown as { flags: object }).flags = { starskirmish: { spZeroG: true } };
    t.dialogs({ itemId: "grenade", cover: "none" }, {});
    await (await handlers()).grenade!(ace as never);
    expect(t.notes).toEqual([]);
    expect(t.messages.find((m) => m.system.kind === "spZeroG")).toBeDefined();
    const card = t.card<GrenadeCardContext>("cards/grenade.hbs");
    expect(card.roll).toMatchObject({ total: 12, success: false });
    expect(card.deviation).not.toBeNull();
    const message = t.messages.find((m) => m.system.kind === "spGrenade")!;
    expect(message.system.payload.zeroGMissed).toBe(true);
    await t.gmStepsDone();
    expect(message.system.targets.length).toBeGreaterThan(0);
    for (const target of message.system.targets) expect(await t.requestApply(message as never, target.key)).toBe(true);
  });

  it("misses a clicked point, deviates by the d12 clock and 2d4, and draws the burst and the ray", async () => {
    // 6": long, DT 16; 5 + 0 misses. Clock 3 turns the aim (east) a quarter clockwise: south;
    // 2 + 1 = 3": it lands at (6, 3) on the foe. Fragmentation meets his Bullets 2: 3+3+3 + 6 - 2 = 13.
    const { t, ace, g } = await grenadeBoard([5, 3, 2, 1, 3, 3, 3], { contactPenetration: 6, burstPenetration: 2, burstRadius: 2, doses: 3, grenadeType: "fragmentation" });
    await ace.update({ system: { assets: { athletics: 0 } } });
    const vest = t.item("armour", "vest", { bullets: 2 });
    const foe = t.npc("Actor.foe", "Foe", {}, [vest]);
    const spared = t.npc("Actor.spared", "Spared");
    t.at(foe, 6, 3);
    t.at(spared, 6, 0);
    t.dialogs({ itemId: "grenade", cover: "none" });
    const throwing = (await handlers()).grenade!(ace as never);
    for (let i = 0; i < 10; i++) await tick();
    t.click(6, 0);
    await throwing;
    expect(t.rolled).toEqual(["1d20", "1d12", "2d4", "3d10"]);
    const card = t.card<GrenadeCardContext>("cards/grenade.hbs");
    expect(card).toMatchObject({ bandKey: "STARSKIRMISH.SpacePatrol.Fire.band.long", deviation: { clock: 3, inches: 3 } });
    expect(card.victims).toHaveLength(1);
    expect(card.victims[0]).toMatchObject({ name: "Foe", directHit: true, penetration: 6 });
    expect(card.victims[0]!.damage).toMatchObject({ total: 13, modifierText: "+ 4" });
    // the card says where the 4 comes from: the contact penetration less the armour it met (6.13)
    expect(card.victims[0]!.damageNote).toMatchObject({ penetration: 6, modifier: 4 });
    const [circle, ray] = t.templates as [Record<string, number>, Record<string, number>];
    expect(circle).toMatchObject({ t: "circle", distance: 3 });
    expect(circle.x).toBeCloseTo(600);
    expect(circle.y).toBeCloseTo(300);
    expect(ray).toMatchObject({ t: "ray", x: 600, y: 0 });
    expect(ray.direction).toBeCloseTo(90);
    expect(ray.distance).toBeCloseTo(4.5);
    // one of three left, once the GM's client has used it
    expect(g.system.doses).toBe(3);
    await t.gmStepsDone();
    expect(g.system.doses).toBe(2);
    expect(ace.items.get(g.id)).toBe(g);
  });

  it("asks who has cover between them and the burst: cover stops the damage", async () => {
    const { t, ace } = await grenadeBoard([12, 2, 2, 2], { contactPenetration: 10, burstPenetration: 4, burstRadius: 2, grenadeType: "fragmentation" });
    const foe = t.npc("Actor.foe", "Foe");
    const hidden = t.npc("Actor.hidden", "Hidden");
    t.at(foe, 4);
    t.at(hidden, 5);
    t.target(foe);
    t.dialogs({ itemId: "grenade" }, { "cover-t-hidden": "on" });
    await (await handlers()).grenade!(ace as never);
    const card = t.card<GrenadeCardContext>("cards/grenade.hbs");
    expect(card.victims[1]).toMatchObject({ name: "Hidden", coverBetween: true, penetration: null, damage: null, canApply: false });
    expect(t.messages[0]!.system.targets.map((x) => x.actorUuid)).toEqual(["Actor.foe"]);
    // the cover dialog names the grenade (6.12)
    const cover = t.stubs.dialogs.shown.map((d) => d.config as { content?: string; ok?: { label?: string } }).filter((c) => c.content?.includes("sp-grenade-cover-dialog"));
    expect(cover).toHaveLength(1);
    expect(cover[0]!.content).toContain("between them and the grenade: the cover stops the damage (6.12).");
    // the throw's d20 is already rolled: the button rolls the damage, it does not throw again (6.12)
    expect(cover[0]!.ok?.label).toBe("STARSKIRMISH.SpacePatrol.Grenade.coverConfirm");
    // the distance is measured from where the grenade landed, which 6.12 settles
    expect(cover[0]!.content).toContain("1&quot; from where it landed, the centre of the burst (6.12)");
  });

  it("asks a flash-bang's cover with a button that finds who is stunned, as it rolls no damage (Guide 6.12, 6.14)", async () => {
    const { t, ace } = await grenadeBoard([12], { burstRadius: 2, grenadeType: "flashBang" });
    const foe = t.npc("Actor.foe", "Foe");
    const by = t.npc("Actor.by", "Bystander");
    t.at(foe, 4);
    t.at(by, 5);
    t.target(foe);
    t.dialogs({ itemId: "grenade" }, {});
    await (await handlers()).grenade!(ace as never);
    const cover = t.stubs.dialogs.shown.map((d) => d.config as { content?: string; ok?: { label?: string } }).filter((c) => c.content?.includes("sp-grenade-cover-dialog"));
    expect(cover).toHaveLength(1);
    expect(cover[0]!.ok?.label).toBe("STARSKIRMISH.SpacePatrol.Grenade.coverConfirmFlashBang");
    expect(cover[0]!.content).toContain("between them and the flash-bang: the cover stops its stun");
    expect(cover[0]!.content).not.toContain("the cover stops the damage");
    expect(t.card<GrenadeCardContext>("cards/grenade.hbs").victims.map((v) => [v.name, v.stunned, v.damage])).toEqual([
      ["Foe", true, null],
      ["Bystander", true, null],
    ]);
  });

  it("refuses an offensive grenade to a suppressed thrower, who may still throw smoke (Guide 6.6)", async () => {
    const { t, ace, g } = await grenadeBoard([15], { burstRadius: 3 });
    const foe = t.npc("Actor.foe", "Foe");
    t.at(foe, 3);
    t.target(foe);
    await t.mark(ace, "sp-suppressed");
    t.dialogs({ itemId: "grenade" });
    await (await handlers()).grenade!(ace as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Grenade.suppressed"]);
    expect(t.rolled).toEqual([]);
    expect(ace.items.size).toBe(1);
    await g.update({ system: { grenadeType: "smoke" } });
    t.dialogs({ itemId: "grenade" });
    await (await handlers()).grenade!(ace as never);
    const card = t.card<GrenadeCardContext>("cards/grenade.hbs");
    expect(card).toMatchObject({ smoke: true, victims: [] });
    expect(t.templates[0]).toMatchObject({ t: "circle", distance: 4.5, fillColor: "#9e9e9e" });
  });

  it("offers the grenade with the type its item names, and reads it from the name when the item leaves it open", async () => {
    const { t, ace, g } = await grenadeBoard([15], { burstRadius: 1, grenadeType: "flashBang" });
    await g.update({ name: "Grenade" });
    const foe = t.npc("Actor.foe", "Foe");
    t.at(foe, 4);
    t.target(foe);
    t.dialogs(null);
    await (await handlers()).grenade!(ace as never);
    const offered = () => t.card<GrenadeDialog>("dialogs/grenade.hbs");
    expect(offered().grenadeTypes).toEqual([expect.objectContaining({ type: "flashBang", grenades: [{ id: "grenade", name: "Grenade" }] })]);
    await g.update({ name: "Smoke canister", system: { grenadeType: "byName" } });
    t.dialogs(null);
    await (await handlers()).grenade!(ace as never);
    expect(offered().grenadeTypes).toEqual([expect.objectContaining({ type: "smoke", grenades: [{ id: "grenade", name: "Smoke canister" }] })]);
  });

  it("takes the shooting modifiers the dialog asks: moved and darkness against an advantage (SP-5)", async () => {
    const { t, ace } = await grenadeBoard([15], { burstRadius: 1, grenadeType: "smoke" });
    const foe = t.npc("Actor.foe", "Foe");
    t.at(foe, 4);
    t.target(foe);
    t.dialogs({ itemId: "grenade", moved: "on", darkness: 1, advantages: 1 });
    await (await handlers()).grenade!(ace as never);
    expect(t.card<GrenadeCardContext>("cards/grenade.hbs").roll).toMatchObject({ dt: 16, advantages: 1, disadvantages: 2, total: 16, success: true });
  });

  it("measures the throw and draws the burst at the scene's ground scale: a square is 10 inches at 15 m (Guide 6.1)", async () => {
    // the foe one square off is 10": long range, DT 16; 15 + Athletics 1 = 16 hits
    const { t, ace } = await grenadeBoard([15, 2, 2, 2, 1, 1, 1, 30], { contactPenetration: 10, burstPenetration: 4, burstRadius: 20 });
    (t.canvas.scene as unknown as { flags: object }).flags = { starskirmish: { spGroundScale: 15 } };
    const foe = t.npc("Actor.foe", "Foe");
    const far = t.npc("Actor.far", "Far");
    t.at(foe, 1);
    t.at(far, 4);
    t.target(foe);
    t.dialogs({ itemId: "grenade", cover: "none" }, {});
    await (await handlers()).grenade!(ace as never);
    const card = t.card<GrenadeCardContext>("cards/grenade.hbs");
    expect(card).toMatchObject({ bandKey: "STARSKIRMISH.SpacePatrol.Fire.band.long", roll: { dt: 16, total: 16, success: true } });
    // the 20" burst is 2 squares: it catches the thrower a square (10") off, not the figure 3 squares (30") off
    expect(card.victims.map((v) => v.name)).toEqual(["Foe", "Ace"]);
    // 2 squares of the scene's 1.5 units
    expect(t.templates).toEqual([expect.objectContaining({ t: "circle", x: 100, y: 0, distance: 3 })]);
  });

  it("refuses a throw beyond 20 inches and a thrower without grenades", async () => {
    const { t, ace } = await grenadeBoard([], { burstRadius: 2 });
    const foe = t.npc("Actor.foe", "Foe");
    t.at(foe, 21);
    t.target(foe);
    await (await handlers()).grenade!(ace as never);
    const bare = t.patrolman("Actor.bare", "Bare", {});
    t.at(bare, 1);
    await (await handlers()).grenade!(bare as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Grenade.tooFar", "STARSKIRMISH.SpacePatrol.Grenade.none"]);
    expect(t.messages).toEqual([]);
  });
});
