// @vitest-environment happy-dom
// The Space Patrol! action bar's steady aim, hunker, reload, second move, use device, medicine and
// rally, end to end against stand-ins after a real init, with fixed dice: what each sets or takes
// off, what it spends, what the card shows, and that another's token changes only through the GM.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";

import type { ActionCardContext } from "../../../../src/rulesets/space-patrol/view/action-card";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import type { DeviceCardContext } from "../../../../src/rulesets/space-patrol/view/device-card";
import type { MedicineCardContext, MedicineDialogContext } from "../../../../src/rulesets/space-patrol/view/medicine-card";
import type { RallyCardContext } from "../../../../src/rulesets/space-patrol/view/rally-card";

/** Only the GM may change it. */
const GM_ONLY = { default: 0 };

const actions = () => import("../../../../src/rulesets/space-patrol/actions/action-handlers");

describe("steady aim (Guide 6.4)", () => {
  it("sets the Steady Aim marker, which gives the next shot its advantage and is spent by it", async () => {
    // the foe is in low cover (a disadvantage, SP-1): d20 10 + Energy Weapons 2 = 12 misses DT 16,
    // but the steadied aim's advantage cancels the cover's disadvantage: DT 12, a hit (SP-5)
    const t = await spaceBoard([10]);
    const laser = t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 0, bonus: 0 } });
    const ace = t.patrolman("Actor.ace", "Ace", { energyWeapons: 2 }, [laser]);
    const foe = t.npc("Actor.foe", "Foe");
    t.place(ace, 0);
    t.place(foe, 5);
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.steadyAim!(ace as never);
    expect(t.markers(ace)).toEqual({ "sp-steadyAim": 1 });
    expect(t.messages[0]!.system.kind).toBe("spSteadyAim");
    expect(t.card<ActionCardContext>("cards/action.hbs").notes).toEqual(["STARSKIRMISH.SpacePatrol.ActionCard.steadyAimNote"]);
    t.target(foe);
    t.answer({ cover0: "low" });
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(ace as never, laser as never);
    const fire = t.card<FireCardContext>("cards/fire.hbs");
    expect(fire.targets[0]).toMatchObject({ dt: 12, advantages: 1, disadvantages: 1, hits: 1 });
    expect(t.markers(ace)).toEqual({});
  });

  it("puts the marker on a vehicle's gunner, whose markers the fire roll reads", async () => {
    const t = await spaceBoard();
    const gunner = t.npc("Actor.gunner", "Gunner");
    const tank = t.vehicle("Actor.tank", "Tank", { crew: [{ role: "gunner", actorUuid: "Actor.gunner", actorName: "Gunner" }] });
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.steadyAim!(tank as never);
    expect(t.markers(gunner)).toEqual({ "sp-steadyAim": 1 });
    expect(t.markers(tank)).toEqual({});
    expect(t.card<ActionCardContext>("cards/action.hbs").subject).toBe("Gunner");
  });
});

describe("hunker (Guide 6.4)", () => {
  it("is refused without cover and sets Hunkered behind it", async () => {
    const t = await spaceBoard();
    const ace = t.patrolman("Actor.ace", "Ace", {});
    const { SHEET_ACTION_HANDLERS } = await actions();
    t.confirm(false);
    await SHEET_ACTION_HANDLERS.hunker!(ace as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.ActionCard.hunkerNeedsCover"]);
    expect(t.messages).toEqual([]);
    t.confirm(true);
    await SHEET_ACTION_HANDLERS.hunker!(ace as never);
    expect(t.markers(ace)).toEqual({ "sp-hunkered": 1 });
    expect(t.messages[0]!.system.kind).toBe("spHunker");
  });
});

describe("reload (Guide 6.4)", () => {
  it("refills the one weapon that needs it, and says when it took the whole turn", async () => {
    const t = await spaceBoard();
    const musket = t.item("weapon", "musket", { magazine: 1, ammo: 0, reload: "fullTurn" });
    const rifle = t.item("weapon", "rifle", { magazine: 30, ammo: 30 });
    const ace = t.patrolman("Actor.ace", "Ace", {}, [musket, rifle]);
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.reload!(ace as never);
    expect(musket.system.ammo).toBe(1);
    expect(t.card<ActionCardContext>("cards/action.hbs")).toMatchObject({ subject: "musket", notes: ["STARSKIRMISH.SpacePatrol.Reload.fullTurn"] });
    await SHEET_ACTION_HANDLERS.reload!(ace as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.ActionCard.nothingToReload"]);
  });

  it("asks which weapon when several need it; a vehicle reloads its own", async () => {
    const t = await spaceBoard();
    const a = t.item("weapon", "a", { magazine: 10, ammo: 2 });
    const b = t.item("weapon", "b", { magazine: 30, ammo: 0 });
    const tank = t.vehicle("Actor.tank", "Tank");
    t.give(tank, a);
    t.give(tank, b);
    t.answer({ choice: "b" });
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.reload!(tank as never);
    expect([a.system.ammo, b.system.ammo]).toEqual([2, 30]);
    expect(t.rendered.some((r) => r.path.endsWith("dialogs/choose-item.hbs"))).toBe(true);
  });
});

describe("second move (Guide 6.4, 6.5)", () => {
  it("gives 8\" + Athletics - armour - wounds per move, twice, less the move spent getting up", async () => {
    const t = await spaceBoard();
    const suit = t.item("armour", "suit", { movementPenalty: 1 });
    const ace = t.patrolman("Actor.ace", "Ace", { athletics: 2 }, [suit]);
    await t.mark(ace, "sp-wound");
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.secondMove!(ace as never);
    expect(t.card<ActionCardContext>("cards/action.hbs").lines.map((l) => l.value)).toEqual(['8"', '16"']);
    await t.mark(ace, "sp-prone");
    await SHEET_ACTION_HANDLERS.secondMove!(ace as never);
    expect(t.card<ActionCardContext>("cards/action.hbs")).toMatchObject({ notes: ["STARSKIRMISH.SpacePatrol.ActionCard.standsUp"] });
    expect(t.card<ActionCardContext>("cards/action.hbs").lines[1]!.value).toBe('8"');
  });
});

describe("use device: injectors (Guide 8.7)", () => {
  it("Space Bear on oneself takes a Wound off, spends a dose, and its blindness chance grows with the day's doses", async () => {
    // first dose blinds only on 20; the second on 19-20
    const t = await spaceBoard([19, 19]);
    const bear = t.item("device", "bear", { kind: "injector", injector: "spaceBear", doses: 3 });
    const ace = t.patrolman("Actor.ace", "Ace", {}, [bear]);
    await t.mark(ace, "sp-wound", 2);
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.useDevice!(ace as never);
    expect(t.markers(ace)).toEqual({ "sp-wound": 1 });
    expect(bear.system.doses).toBe(2);
    expect(t.card<DeviceCardContext>("cards/device.hbs")).toMatchObject({ blindness: { d20: 19, threshold: 20, blinded: false }, dosesLeft: 2, targetKey: "" });
    await SHEET_ACTION_HANDLERS.useDevice!(ace as never);
    expect(t.card<DeviceCardContext>("cards/device.hbs").blindness).toEqual({ d20: 19, threshold: 19, blinded: true });
    expect(t.card<DeviceCardContext>("cards/device.hbs").notes).toEqual(["STARSKIRMISH.SpacePatrol.Device.note.blinded"]);
    expect(t.markers(ace)).toEqual({});
    expect(t.messages[1]!.rolls).toHaveLength(1);
  });

  it("Krangor on an adjacent comrade the player does not own lands only through the GM's apply", async () => {
    const t = await spaceBoard();
    const krangor = t.item("device", "krangor", { kind: "injector", injector: "krangor", doses: 1 });
    const ace = t.patrolman("Actor.ace", "Ace", {}, [krangor]);
    const mate = t.patrolman("Actor.mate", "Mate <b>", {});
    mate.ownership = GM_ONLY;
    t.place(ace, 0);
    t.place(mate, 1);
    for (const id of ["sp-stun", "sp-morale", "sp-unconscious", "sp-wound"]) await t.mark(mate, id);
    t.target(mate);
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.useDevice!(ace as never);
    expect(t.markers(mate)).toEqual({ "sp-stun": 1, "sp-morale": 1, "sp-unconscious": 1, "sp-wound": 1 });
    expect(krangor.system.doses).toBe(0);
    const target = t.messages[0]!.system.targets[0]!;
    expect(target.markers).toEqual({ "sp-stun": -1, "sp-morale": -1, "sp-unconscious": -1 });
    // whoever clicks, the GM applies what the card recorded, once
    expect(await t.applyAs("player2", "m0", target.key)).toEqual({ ok: true });
    expect(t.markers(mate)).toEqual({ "sp-wound": 1 });
    expect(await t.applyAs("player1", "m0", target.key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.alreadyApplied" });
    expect(t.markers(mate)).toEqual({ "sp-wound": 1 });
  });

  it("refuses to inject through an EVA suit or beyond reach, spending nothing", async () => {
    const t = await spaceBoard();
    const bear = t.item("device", "bear", { kind: "injector", injector: "spaceBear", doses: 1 });
    const ace = t.patrolman("Actor.ace", "Ace", {}, [bear]);
    const diver = t.patrolman("Actor.diver", "Diver", {}, [t.item("armour", "eva", { suit: "evaSuit" })]);
    const far = t.patrolman("Actor.far", "Far", {});
    t.place(ace, 0);
    t.place(diver, 1);
    t.place(far, 3);
    const { SHEET_ACTION_HANDLERS } = await actions();
    t.target(diver);
    await SHEET_ACTION_HANDLERS.useDevice!(ace as never);
    t.target(far);
    await SHEET_ACTION_HANDLERS.useDevice!(ace as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Device.evaSuit", "STARSKIRMISH.SpacePatrol.Care.notAdjacent"]);
    expect(bear.system.doses).toBe(1);
    expect(t.messages).toEqual([]);
  });
});

describe("battlefield medicine (Guide 6.14, 8.1)", () => {
  it("each failed Mortal Wound attempt adds a disadvantage to the next, kept on the patient between attempts", async () => {
    // Medicine 2 + Med Kit 1: 5 -> 8 vs DT 16, 12 -> 15 vs 20, 20 -> 23 vs 24, 20 -> 23 vs 28
    const t = await spaceBoard([5, 12, 20, 20]);
    const kit = t.item("device", "kit", { kind: "medKit", equipmentBonus: 1 });
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 }, [kit]);
    const pat = t.patrolman("Actor.pat", "Pat", {});
    t.place(doc, 0);
    t.place(pat, 1);
    await t.mark(pat, "sp-mortalWound");
    t.target(pat);
    t.answer({ marker: "sp-mortalWound" });
    const { SHEET_ACTION_HANDLERS } = await actions();
    const rows: MedicineCardContext[] = [];
    for (let i = 0; i < 3; i++) {
      await SHEET_ACTION_HANDLERS.medicine!(doc as never);
      rows.push(t.card<MedicineCardContext>("cards/medicine.hbs"));
    }
    expect(rows.map((r) => [r.result.disadvantages, r.result.dt, r.result.total, r.removed])).toEqual([
      [0, 16, 8, false],
      [1, 20, 15, false],
      [2, 24, 23, false],
    ]);
    expect(rows.map((r) => [r.failuresBefore, r.failuresAfter])).toEqual([[0, 1], [1, 2], [2, 3]]);
    // Doc treats Pat: the card names both
    expect(rows.map((r) => [r.medicName, r.patientName, r.self])).toEqual([["Doc", "Pat", false], ["Doc", "Pat", false], ["Doc", "Pat", false]]);
    expect(pat.flags.starskirmish?.spFieldCare).toEqual({ woundsRemoved: 0, mortalWoundFailures: 3 });
    expect(t.markers(pat)).toEqual({ "sp-mortalWound": 1 });
    // the fourth try is at DT 28: 20 + 3 = 23 fails again
    await SHEET_ACTION_HANDLERS.medicine!(doc as never);
    expect(t.card<MedicineCardContext>("cards/medicine.hbs").result.dt).toBe(28);
  });

  it("a success removes the chosen marker; a patient the medic does not own is changed by the GM, not by him", async () => {
    const t = await spaceBoard([15]);
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 }, [t.item("device", "kit", { kind: "medKit", equipmentBonus: 0 })]);
    const pat = t.npc("Actor.pat", "Pat");
    pat.ownership = GM_ONLY;
    t.place(doc, 0);
    t.place(pat, 1);
    await t.mark(pat, "sp-wound", 2);
    await t.mark(pat, "sp-stun");
    t.target(pat);
    t.answer({ marker: "sp-wound" });
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.medicine!(doc as never);
    const dialog = t.card<MedicineDialogContext>("dialogs/medicine.hbs");
    expect(dialog.markers.map((m) => m.value)).toEqual(["sp-wound", "sp-stun"]);
    // 15 + 2 = 17 against DT 16: the Wound comes off, applied by the GM at the medic's request
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ actorUuid: "Actor.pat", markers: { "sp-wound": -1 }, applied: true });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1, "sp-stun": 1 });
    expect(pat.flags.starskirmish?.spFieldCare).toEqual({ woundsRemoved: 1, mortalWoundFailures: 0 });
  });

  it("a medic who targets nobody treats himself, and his card says so instead of naming him twice", async () => {
    const t = await spaceBoard([15]);
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 }, [t.item("device", "kit", { kind: "medKit", equipmentBonus: 0 })]);
    t.place(doc, 0);
    await t.mark(doc, "sp-stun");
    t.answer({ marker: "sp-stun" });
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.medicine!(doc as never);
    expect(t.card<MedicineCardContext>("cards/medicine.hbs")).toMatchObject({ medicName: "Doc", self: true, removed: true });
    expect(t.markers(doc)).toEqual({});
  });

  it("the record is cleared when the fight ends, on the GM's client (Guide 8.1: the Vigor limit is per fight)", async () => {
    const t = await spaceBoard();
    const pat = t.patrolman("Actor.pat", "Pat", {});
    await pat.setFlag("starskirmish", "spFieldCare", { woundsRemoved: 1, mortalWoundFailures: 2 });
    const { onCombatDeleted } = await import("../../../../src/rulesets/space-patrol/actions/care-hooks");
    await onCombatDeleted({ combatants: [{ actor: pat }] } as never);
    expect(pat.flags.starskirmish?.spFieldCare).toBeDefined();
    t.asUser("gm");
    await onCombatDeleted({ combatants: [{ actor: pat }, { actor: null }] } as never);
    expect(pat.flags.starskirmish).toEqual({});
  });

  it("needs a Med Kit and something to treat", async () => {
    const t = await spaceBoard();
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 });
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.medicine!(doc as never);
    t.give(doc, t.item("device", "kit", { kind: "medKit" }));
    await SHEET_ACTION_HANDLERS.medicine!(doc as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Care.noMedKit", "STARSKIRMISH.SpacePatrol.Care.nothingToTreat"]);
  });
});

describe("Leadership rally (Guide 6.9)", () => {
  it("takes Morale Markers off friends within 6\", one plus one per special success, nearest first, through the GM", async () => {
    // Leadership 3: 9 + 3 = 12 against DT 8 is one special success, so two friends are rallied
    const t = await spaceBoard([9]);
    const sarge = t.patrolman("Actor.sarge", "Sarge", { leadership: 3 });
    const near = t.patrolman("Actor.near", "Near", {});
    const mid = t.patrolman("Actor.mid", "Mid", {});
    const edge = t.patrolman("Actor.edge", "Edge", {});
    const far = t.patrolman("Actor.far", "Far", {});
    const foe = t.npc("Actor.foe", "Foe");
    for (const [a, x] of [[sarge, 0], [near, 2], [mid, 4], [edge, 6], [far, 8], [foe, 1]] as const) {
      t.place(a, x);
      if (a !== sarge) await t.mark(a, "sp-morale");
      if (a !== sarge) a.ownership = GM_ONLY;
    }
    t.target(edge, near, far, foe, mid);
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.rally!(sarge as never);
    const card = t.card<RallyCardContext>("cards/rally.hbs");
    expect(card.result.specialSuccesses).toBe(1);
    expect(card.rows.map((r) => [r.name, r.distance, r.rallied])).toEqual([["Near", 2, true], ["Mid", 4, true], ["Edge", 6, false]]);
    const keys = t.messages[0]!.system.targets.map((x) => x.key);
    expect(keys).toEqual(["t-near", "t-mid"]);
    for (const key of keys) expect(await t.applyAs("gm", "m0", key)).toEqual({ ok: true });
    expect([near, mid, edge, far, foe].map((a) => t.markers(a)["sp-morale"] ?? 0)).toEqual([0, 0, 1, 1, 1]);
  });

  it("on a holed ship's deck rallies only friends he can reach by communicator: a suit's own, or one carried (6.9, 6.10)", async () => {
    // Leadership 2: 10 + 2 = 12 against DT 8 is one special success: two may be rallied
    const t = await spaceBoard([10]);
    const sarge = t.patrolman("Actor.sarge", "Sarge", { leadership: 2 }, [t.item("armour", "suit", { suit: "evaSuit" })]);
    const suited = t.patrolman("Actor.suited", "Suited", {}, [t.item("armour", "suit2", { suit: "hardSuit" })]);
    const talker = t.patrolman("Actor.talker", "Talker", {}, [t.item("device", "comm", { kind: "communicator" })]);
    const bare = t.patrolman("Actor.bare", "Bare", {});
    for (const [a, x] of [[sarge, 0], [suited, 1], [talker, 2], [bare, 3]] as const) {
      t.place(a, x);
      if (a !== sarge) await t.mark(a, "sp-morale");
    }
    t.target(suited, talker, bare);
    // this scene is the decks of a ship whose hull is holed: its air is gone (7.12)
    const ship = t.spacecraft("Actor.ship", "Lodestar", { deckScene: (t.canvas.scene as { id: string }).id });
    await t.mark(ship, "sp-spacecraft-hull");
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.rally!(sarge as never);
    expect(t.notes).toEqual([`STARSKIRMISH.SpacePatrol.Rally.outOfTouch ${JSON.stringify({ names: "Bare" })}`]);
    const card = t.card<RallyCardContext>("cards/rally.hbs");
    expect(card.rows.map((r) => [r.name, r.rallied])).toEqual([["Suited", true], ["Talker", true]]);
  });

  it("with air to carry a voice, rallies a friend without a communicator", async () => {
    const { canRallyReach } = await import("../../../../src/rulesets/space-patrol/rules/morale");
    expect(canRallyReach({ airless: false, leaderHasCommunicator: false, friendHasCommunicator: false })).toBe(true);
    expect(canRallyReach({ airless: true, leaderHasCommunicator: true, friendHasCommunicator: false })).toBe(false);
    expect(canRallyReach({ airless: true, leaderHasCommunicator: true, friendHasCommunicator: true })).toBe(true);
  });

  it("needs Leadership 1 or better and a shaken friend targeted", async () => {
    const t = await spaceBoard();
    const rookie = t.patrolman("Actor.rookie", "Rookie", { leadership: 0 });
    const sarge = t.patrolman("Actor.sarge", "Sarge", { leadership: 1 });
    t.place(rookie, 0);
    t.place(sarge, 1);
    const { SHEET_ACTION_HANDLERS } = await actions();
    await SHEET_ACTION_HANDLERS.rally!(rookie as never);
    await SHEET_ACTION_HANDLERS.rally!(sarge as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Rally.noLeadership", "STARSKIRMISH.SpacePatrol.Rally.nobody"]);
    expect(t.messages).toEqual([]);
  });
});
