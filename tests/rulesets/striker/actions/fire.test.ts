// @vitest-environment happy-dom
// The Striker fire action end to end against stand-ins after a real init: controlled and
// targeted tokens on a 50 m grid, the dialog's answers, real Rolls (stand-ins with fixed faces),
// the posted card, then Apply through the GM query marking the casualty and lowering morale.
import { describe, expect, it } from "vitest";
import { fireBoard as setup } from "./fire-board";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import type { FireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";
import type { MoraleCardContext } from "../../../../src/rulesets/striker/view/morale-card";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import { applyAs } from "../../../helpers/gm-requests";

describe("the Striker fire action", () => {
  it("measures 250 m, rolls real dice, posts the card and applies the casualty through the GM", async () => {
    // 2D6 6+6, then the d4 for the one hit: the second trooper.
    const t = await setup([6, 6, 2]);
    t.answer({ weapon: "7mm ACR", ammo: "slugs", moved: false, pickedUpWeapon: false, targetStatus: "concealed", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    expect(t.context<FireDialogContext>("dialogs/fire.hbs").rangeM).toBe(250);
    expect(t.messages).toHaveLength(1);
    const message = t.messages[0]!;
    expect(message.rolls.map((r) => r.formula)).toEqual(["2d6", "1d4"]);
    expect(message.system.targets[0]).toMatchObject({ key: "tt", actorUuid: "Actor.target", data: { kind: "casualties", casualties: [1] }, applied: false });
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card).toMatchObject({ total: 14, cell: "1", casualties: 1, moraleCheck: true, targetName: "Red <b>B2</b>" });

    expect(t.target.system.troopers[1]!.casualty).toBe(false);
    expect(await applyAs("player2", "m0", "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([false, true, false, false]);
    expect(t.target.system.morale.value).toBe(4);
    expect(await applyAs("gm", "m0", "tt")).toMatchObject({ ok: false });
    expect(t.target.system.morale.value).toBe(4);
  });

  it("a friend within 50 m checks for the target's casualties only where it can see the target (Striker 8.C.1, 7.A.1)", async () => {
    // 6+6 at an open target: casualties; the friend stands 30 m beyond the target (100 px = 50 m)
    const moraleTeams = async (wall: boolean) => {
      const t = await setup([6, 6, 2], 560);
      // a wall between the target and its friend, not across the line of fire
      if (wall) t.canvas.scene.addWall({ c: [530, -1000, 530, 1000] });
      t.answer({ weapon: "7mm ACR", ammo: "slugs", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
      const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
      await rollStrikerFire();
      expect(t.context<FireCardContext>("cards/fire.hbs").casualties).toBeGreaterThan(0);
      return t.context<FireCardContext>("cards/fire.hbs").moraleTeams.map((m) => m.uuid);
    };
    expect(await moraleTeams(false)).toEqual(["Actor.target", "Actor.neighbour"]);
    expect(await moraleTeams(true)).toEqual(["Actor.target"]);
  });

  /** A hand grenade thrown at the target, its card posted, and the morale dialog's answer set. */
  async function grenadeFireCard() {
    const t = await setup([3, 3, 4, 3, 2, 5, 4, 1, 6, 6, 6, 6], 524);
    t.firerToken.center = { x: 420, y: 0 };
    t.answer({ weapon: "HE Hand Grenade (TL 11)", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const fire = t.messages[0]!;
    t.answer({ status: "open", nearbyCasualties: 0 });
    return { t, fire };
  }

  /** The fire card's attack and dice posted again by its author with another payload, as a client may write its own message. */
  async function repost(fire: Awaited<ReturnType<typeof grenadeFireCard>>["fire"], payload: object): Promise<void> {
    // the stand-in Rolls carry their dice as v13's do; the recorder's type names only the formula
    const posted = fire.rolls as unknown as readonly { formula: string; dice: readonly { results: readonly { result: number }[] }[] }[];
    const rolls = posted.map((r) => ({ formula: r.formula, dice: r.dice.map((d) => ({ results: d.results.map((x) => ({ result: x.result })) })) }));
    const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<unknown> } } };
    await g.ChatMessage.implementation.create({ type: "card", rolls, system: { kind: "strFire", actorUuid: "Actor.firer", payload, targets: structuredClone(fire.system.targets) } });
  }

  it("a Morale button rolls once, for an owner of a team the fire called on, and for nobody else (Striker 8.C.1)", async () => {
    const { t, fire } = await grenadeFireCard();
    // a player who owns neither team is refused, and nothing is rolled
    t.stubs.actAs("player2");
    t.target.ownership = { default: 0, player1: 3 };
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.notYourActor");
    expect(t.messages).toHaveLength(1);
    // the owner rolls once; a second press is refused
    t.stubs.actAs("player1");
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target" });
    expect(t.messages).toHaveLength(2);
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.alreadyRolled");
    expect(t.messages).toHaveLength(2);
    // a team this fire did not call on cannot roll from it
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.firer" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Morale.notDue");
    expect(t.messages).toHaveLength(2);
  });

  it("the fire card keeps each called team's reasons in its payload, as it lists them (Striker 8.C.1)", async () => {
    const { fire } = await grenadeFireCard();
    // the target was hit without loss; the neighbour 12 m off lost a soldier, which the target saw
    expect(fire.system.payload.moraleReasons).toEqual([
      { uuid: "Actor.target", reasons: ["hit", "nearbyCasualty"] },
      { uuid: "Actor.neighbour", reasons: ["casualties"] },
    ]);
  });

  it("the morale card shows the reasons the GM recorded for the team, whatever the button or the message now say (Striker 8.C.1)", async () => {
    const { t, fire } = await grenadeFireCard();
    // the card's author rewrites his message after posting: another reason in its payload, and a
    // forged one on the button's HTML
    (fire.system.payload as { moraleReasons: { uuid: string; reasons: string[] }[] }).moraleReasons = [{ uuid: "Actor.target", reasons: ["leaderRouted"] }];
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target", moraleReasons: "leaderRouted casualties" });
    expect(t.messages).toHaveLength(2);
    expect((t.messages[1]!.system as unknown as { payload: { reasons: string[] } }).payload.reasons).toEqual(["hit", "nearbyCasualty"]);
    expect(t.context<MoraleCardContext>("cards/morale.hbs").reasons).toEqual(["STARSKIRMISH.Striker.Morale.Reason.hit", "STARSKIRMISH.Striker.Morale.Reason.nearbyCasualty"]);
  });

  it("the morale card shows the reasons the recorded attack's dice give, not those a card was posted claiming (Striker 8.C.1)", async () => {
    const { t, fire } = await grenadeFireCard();
    // the same attack and dice posted again by its author, claiming casualties for the target,
    // which only took a hit, a routed leader nobody saw, and the neighbour seeing casualties that
    // were only its own: the GM's ledger records the card as posted
    const payload = { ...structuredClone(fire.system.payload), moraleReasons: [{ uuid: "Actor.target", reasons: ["casualties", "leaderRouted"] }, { uuid: "Actor.neighbour", reasons: ["casualties", "nearbyCasualty"] }] };
    await repost(fire, payload);
    const forged = t.messages.at(-1)!;
    expect(forged).not.toBe(fire);
    const reasonsOf = (i: number) => (t.messages[i]!.system as unknown as { payload: { reasons: string[] } }).payload.reasons;
    await pressCardButton(forged, "strMorale", { actorUuid: "Actor.target" });
    expect(t.messages).toHaveLength(3);
    expect(reasonsOf(2)).toEqual(["hit"]);
    expect(t.context<MoraleCardContext>("cards/morale.hbs").reasons).toEqual(["STARSKIRMISH.Striker.Morale.Reason.hit"]);
    await pressCardButton(forged, "strMorale", { actorUuid: "Actor.neighbour" });
    expect(t.messages).toHaveLength(4);
    expect(reasonsOf(3)).toEqual(["casualties"]);
    // the honest card, pressed for the target, still gives both its reasons: the hit, and the neighbour's casualty it saw
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target" });
    expect(reasonsOf(4)).toEqual(["hit", "nearbyCasualty"]);
  });

  it("a team a card was posted naming as due, that its recorded attack's dice give no reason, cannot roll from it (Striker 8.C.1)", async () => {
    const { t, fire } = await grenadeFireCard();
    // the author posts the attack again, adding their own team to the teams due a check
    const { moraleDue } = fire.system.payload as { moraleDue: string[] };
    const payload = { ...structuredClone(fire.system.payload), moraleDue: [...moraleDue, "Actor.firer"] };
    await repost(fire, payload);
    const forged = t.messages.at(-1)!;
    const before = t.messages.length;
    await pressCardButton(forged, "strMorale", { actorUuid: "Actor.firer" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Morale.notDue");
    expect(t.messages).toHaveLength(before);
    // a team the dice did reach still rolls from the same card
    await pressCardButton(forged, "strMorale", { actorUuid: "Actor.target" });
    expect(t.messages).toHaveLength(before + 1);
  });

  it("a fire card the GM kept no record of gives its morale card no reasons, whatever its button says", async () => {
    const { t, fire } = await grenadeFireCard();
    // as if no GM had been on when the card was posted: the ledger has nothing of it
    t.stubs.actAs("gm");
    await t.g.game.settings.set("starskirmish", "cardLedger", {});
    t.stubs.actAs("player1");
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target", moraleReasons: "hit" });
    expect(t.messages).toHaveLength(2);
    expect((t.messages[1]!.system as unknown as { payload: { reasons: string[] } }).payload.reasons).toEqual([]);
    expect(t.context<MoraleCardContext>("cards/morale.hbs").reasons).toEqual([]);
  });

  it("a grenade's burst attacks the team 12 m from the target too, and that team's Apply changes only it", async () => {
    // Contact 3+3 misses at formidable (40 m); target fragments 4+3 +4, one hit on the 2nd (d4 2);
    // the neighbour's three standing soldiers 5+4 +3, one hit on the 1st (d3 1).
    const t = await setup([3, 3, 4, 3, 2, 5, 4, 1], 524);
    // The thrower 40 m from the target, outside the 20 m burst.
    t.firerToken.center = { x: 420, y: 0 };
    t.answer({ weapon: "HE Hand Grenade (TL 11)", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    const message = t.messages[0]!;
    expect(message.system.targets.map((x) => [x.key, x.actorUuid, x.data.casualties])).toEqual([["tt", "Actor.target", []], ["tn", "Actor.neighbour", [0]]]);
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.burstTeams).toEqual([expect.objectContaining({ key: "tn", name: "Red <i>C3</i>", casualties: 1, canApply: true })]);
    // Both teams saw casualties or took a combat result: each has one morale button.
    expect(card.moraleTeams.map((m) => m.uuid)).toEqual(["Actor.target", "Actor.neighbour"]);

    expect(await applyAs("player1", "m0", "tn")).toEqual({ ok: true });
    expect(t.neighbour.system.troopers.map((x) => x.casualty)).toEqual([true, false, false, true]);
    expect(t.neighbour.system.morale.value).toBe(5);
    expect(t.target.system.troopers.every((x) => !x.casualty)).toBe(true);
    expect(t.target.system.morale.value).toBe(5);
    // Applied once only.
    expect(await applyAs("gm", "m0", "tn")).toMatchObject({ ok: false });
  });

  it("an ACR on auto also attacks the team in its danger space, with its own roll and Apply", async () => {
    // The neighbour stands 20 m short of the target, on the line of fire. Prime 1+1 misses; the
    // neighbour's 6+6 hits; any further die reads 1.
    const t = await setup([1, 1, 6, 6, 1, 1, 1, 1], 460);
    t.answer({ weapon: "7mm ACR", ammo: "slugs", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    const message = t.messages[0]!;
    expect(message.system.targets.map((x) => x.key)).toEqual(["tt", "tn"]);
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.casualties).toBe(0);
    expect(card.rangeM).toBe(250);
    const section = card.burstTeams[0];
    expect(section).toMatchObject({ key: "tn", heading: "STARSKIRMISH.Striker.Fire.dangerTeam", roll: { dice: [6, 6] } });
    const hit = message.system.targets[1]!.data.casualties as number[];
    expect(hit.length).toBeGreaterThan(0);
    expect(await applyAs("player1", "m0", "tn")).toEqual({ ok: true });
    expect(t.neighbour.system.troopers.flatMap((x, i) => (x.casualty && i !== 3 ? [i] : []))).toEqual(hit);
    expect(t.target.system.troopers.every((x) => !x.casualty)).toBe(true);
  });

  it("the thrown grenade is gone from the thrower and his team when the dice are rolled", async () => {
    const t = await setup([3, 3, 4, 3, 2]);
    t.firerToken.center = { x: 420, y: 0 };
    t.answer({ weapon: "HE Hand Grenade (TL 11)", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.messages).toHaveLength(1);
    expect(t.firer.system.troopers.map((x) => x.grenadeItem)).toEqual(["", "", "", ""]);
    expect(t.firer.system.troopers[0]!.weaponItem).toBe("w1");
    expect(t.firer.deleted).toEqual(["Item.g1"]);
  });

  it("a team the user does not own keeps its grenade (its owner or the GM removes it)", async () => {
    const t = await setup([3, 3, 4, 3, 2]);
    t.firer.ownership = { default: 0 };
    t.firerToken.center = { x: 420, y: 0 };
    t.answer({ weapon: "HE Hand Grenade (TL 11)", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.messages).toHaveLength(1);
    expect(t.firer.system.troopers[0]!.grenadeItem).toBe("g1");
    expect(t.firer.deleted).toEqual([]);
  });

  it("a heavy machinegun with one of its crew of two down is refused, with the reason, and rolls nothing", async () => {
    const t = await setup([6, 6]);
    const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
    const { CREW_SERVED_WEAPONS } = await import("../../../../src/rulesets/striker/rules/index");
    t.firer.embedItem({ _id: "h1", name: "7mm HMG", type: "strWeapon", system: weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "heavyMg7mm6")!) });
    const [lee, ng, ...rest] = t.firer.system.troopers;
    await t.firer.update({ system: { troopers: [{ ...lee, weaponItem: "h1", ammunition: "standard" }, { ...ng, weaponItem: "h1", ammunition: "standard", casualty: true }, ...rest] } });
    // set up, so only its crew stops it (Striker 6.D.1)
    await t.firer.update({ flags: { starskirmish: { strSetUp: { h1: { state: "setUp", left: 0 } } } } });
    const formats: unknown[] = [];
    t.g.game.i18n.format = (k: string, d?: Record<string, unknown>) => (formats.push(d), k);
    t.answer({ weapon: "7mm HMG", ammo: "standard", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.shortCrew", "STARSKIRMISH.Striker.Fire.Problem.noCrew"]);
    // the dialog's window title names the target and range ("Fire at Red B2, 250 m"), then the shortfall
    expect(formats).toEqual([{ target: "Red <b>B2</b>", range: "250" }, { team: "Blue A1", weapon: "7mm HMG", crew: "2", standing: "1" }]);
    expect(t.messages).toEqual([]);
  });

  it("the dialog offers a heavy machinegun carried by two of the team as one gun firing, crew of two (Striker 4.A)", async () => {
    const t = await setup([6, 6, 1, 1, 1, 1]);
    const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
    const { CREW_SERVED_WEAPONS } = await import("../../../../src/rulesets/striker/rules/index");
    t.firer.embedItem({ _id: "h1", name: "7mm HMG", type: "strWeapon", system: weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "heavyMg7mm6")!) });
    const [lee, ng, ...rest] = t.firer.system.troopers;
    await t.firer.update({ system: { troopers: [{ ...lee, weaponItem: "h1", ammunition: "standard" }, { ...ng, weaponItem: "h1", ammunition: "standard" }, ...rest] } });
    // set up, so it fires (Striker 6.D.1)
    await t.firer.update({ flags: { starskirmish: { strSetUp: { h1: { state: "setUp", left: 0 } } } } });
    t.answer({ weapon: "7mm HMG", ammo: "standard", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const dialog = t.context<FireDialogContext>("dialogs/fire.hbs");
    expect(dialog.weapons.map((w) => [w.value, w.troops, w.crewed])).toEqual([["7mm ACR", 2, false], ["7mm HMG", 1, true], ["HE Hand Grenade (TL 11)", 1, false]]);
    expect(t.messages).toHaveLength(1);
  });

  it("a rifle grenade fired comes off the team's rounds; with none left it is refused and nothing is rolled", async () => {
    const t = await setup([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const { rifleGrenadeItem } = await import("../../../../src/rulesets/striker/data/grenade-items");
    const { RIFLE_GRENADES } = await import("../../../../src/rulesets/striker/rules/index");
    const rg = rifleGrenadeItem(RIFLE_GRENADES.find((g) => g.id === "rifleGrenadeRam10")!).system;
    t.firer.embedItem({ _id: "rg", name: "4cm RAM RG", type: "strWeapon", system: { ...rg, rounds: 1 } });
    await t.firer.update({ system: { troopers: t.firer.system.troopers.map((x, i) => ({ ...x, grenadeItem: i === 0 ? "rg" : "" })) } });
    t.answer({ weapon: "4cm RAM RG", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    expect(t.messages).toHaveLength(1);
    expect((t.firer.items.get("rg")!.system as { rounds?: number }).rounds).toBe(0);
    // the grenade stays with its carrier: it is the count that is spent
    expect(t.firer.system.troopers[0]!.grenadeItem).toBe("rg");
    await rollStrikerFire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.Problem.noRounds"]);
    expect(t.messages).toHaveLength(1);
  });

  it("a flechette round attacks every team in its strip, 75 m either side of the target at TL 10, each with its own roll and Apply", async () => {
    // The neighbour 30 m beyond the target on the line of fire; every die a 3: 2D6 6, +4 for the
    // flechette and +1 for average troops is 11, one hit at difficult
    const t = await setup(Array.from({ length: 12 }, () => 3), 560);
    const { grenadeLauncherItem } = await import("../../../../src/rulesets/striker/data/grenade-items");
    const { GRENADE_LAUNCHERS } = await import("../../../../src/rulesets/striker/rules/index");
    t.firer.embedItem({ _id: "gl", name: "RAM GL", type: "strWeapon", system: grenadeLauncherItem(GRENADE_LAUNCHERS.find((l) => l.id === "ramGrenadeLauncher10")!).system });
    await t.firer.update({ system: { troopers: t.firer.system.troopers.map((x, i) => ({ ...x, weaponItem: i === 0 ? "gl" : x.weaponItem, ammunition: i === 0 ? "flechette" : x.ammunition })) } });
    // a third team 100 m beyond the target, outside the strip
    const far = t.team("Actor.far", "Red D4", { troopers: ["E", "F", "G", "H"].map((n) => ({ name: n })) });
    t.place(far, "tfar", 700, -1);
    t.answer({ weapon: "RAM GL", ammo: "flechette", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    const message = t.messages[0]!;
    expect(message.system.targets.map((x) => x.key)).toEqual(["tt", "tn"]);
    const card = t.context<FireCardContext>("cards/fire.hbs");
    // the range stays the target's, at the round's only (difficult) column
    expect(card.rangeM).toBe(250);
    expect(card.burstTeams).toEqual([expect.objectContaining({ key: "tn", heading: "STARSKIRMISH.Striker.Fire.stripTeam", roll: expect.objectContaining({ dice: [3, 3] }) })]);
    // the flechette's penetration 8 on an unarmoured soldier: one more casualty beside the one before
    expect(await applyAs("player1", "m0", "tn")).toEqual({ ok: true });
    expect(t.neighbour.system.troopers.filter((x) => x.casualty)).toHaveLength(2);
  });

  it("refuses to fire a suppressed team and rolls nothing", async () => {
    const t = await setup([6, 6]);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.firer as never, markerDefinition("str-suppressed")!, 1);
    t.answer({});
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.messages).toEqual([]);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.blocked"]);
  });

  it("in step a of a tracked turn, a team with a Moved marker may not fire", async () => {
    const t = await setup([6, 6]);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.firer as never, markerDefinition("str-moved")!, 1);
    t.g.game.combat = new StandInCombat({ flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "a" } } } });
    t.answer({});
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.movedInStepA"]);
    expect(t.messages).toEqual([]);
  });

  it("in step e the Moved marker makes the attack count as moved", async () => {
    const t = await setup([6, 6, 1]);
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.firer as never, markerDefinition("str-moved")!, 1);
    t.g.game.combat = new StandInCombat({ flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "e" } } } });
    t.answer({ weapon: "7mm ACR", ammo: "slugs" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.context<FireDialogContext>("dialogs/fire.hbs").options.moved).toBe(true);
    // Difficult at 250 m, one level harder for moving: formidable (Striker 8.A.1.b.1.b).
    const card = t.context<FireCardContext>("cards/fire.hbs");
    expect(card.profileLabel).toBe("STARSKIRMISH.Striker.Difficulty.formidable");
  });

  it("asks for exactly one target", async () => {
    const t = await setup([]);
    t.targetTokens();
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.Problem.oneTarget"]);
  });

  it("a morale card's Apply puts Suppressed on the team and hides a concealed one", async () => {
    // 2D6 of 1+1 with morale 5, concealed +2: 9, suppressed.
    const t = await setup([1, 1]);
    const { adjustMarker, markerDefinition, readMarkers } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.target as never, markerDefinition("str-concealed")!, 1);
    t.answer({ status: "concealed", nearbyCasualties: 0 });
    const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
    await rollStrikerMorale(t.target as never, "check");
    expect(t.messages[0]!.system.targets[0]!.markers).toEqual({ "str-suppressed": 1, "str-concealed": -1, "str-hidden": 1 });
    expect(await applyAs("gm", "m0", "tt")).toEqual({ ok: true });
    expect(readMarkers(t.target as never)).toEqual({ "str-suppressed": 1, "str-hidden": 1 });
    expect(t.target.system.morale.value).toBe(5);
  });
});
