// @vitest-environment happy-dom
// Starship Marine fire from the figure sheet, end to end against the v13 stand-ins after a real init
// in a Starship Marine world (2.5 cm a grid space, zero g): the range from the board, the target's
// armour from its sheet, the factors from the dialog, a real 1d10 with 10 reading 0; the card's hit
// applied through the GM as a casualty (or a robot's hit, with its robot damage roll), a forged card
// refused, refusals told.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { makeActor } from "../../../helpers/fake-documents";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";

async function deck(faces: number[]) {
  // 100 px a space of 2.5 cm: 8 spaces are 20 cm
  const { stubs, g, canvas, cards, figure, markersOf, post } = await starshipMarineDeck(faces);
  const marine = figure("marine", "marineScaII");
  const pirate = figure("pirate", "crewman", "gm");
  const robot = figure("robot", "combatRobot", "gm");
  canvas.place(marine as never, { x: 50, y: 50 }, { _id: "tMarine" });
  const tPirate = canvas.place(pirate as never, { x: 850, y: 50 }, { _id: "tPirate" });
  const tRobot = canvas.place(robot as never, { x: 50, y: 850 }, { _id: "tRobot" });
  stubs.actAs("player1");
  const target = (t: unknown) => (g.game.user!.targets = new Set([t as never]));
  const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
  return { stubs, g, canvas, figure, cards, marine, pirate, robot, tPirate, tRobot, target, markersOf, post, fire: () => fireFigure(marine as never) };
}

describe("Starship Marine fire (3.5)", () => {
  it("fires an SCA II 20 cm at a crewman: 6 needed, a 6 hits, and the GM makes him a casualty", async () => {
    const t = await deck([6]);
    t.target(t.tPirate);
    t.stubs.dialogs.answer({});
    await t.fire();
    const card = t.cards.messages[0]!;
    expect(card.system.payload).toMatchObject({ weapon: "scaII", rangeCm: 20, environment: "zeroG", target: { key: "tPirate", armoured: false, robot: "" } });
    expect(card.system.targets).toEqual([expect.objectContaining({ key: "tPirate", markers: { "ssm-casualty": 1 }, data: { hits: 1 } })]);
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });

  it("reads the 10 as 0: a miss, with nothing to apply", async () => {
    const t = await deck([10]);
    t.target(t.tPirate);
    t.stubs.dialogs.answer({});
    await t.fire();
    expect(t.cards.messages[0]!.system.targets).toEqual([]);
  });

  it("counts a hit on a combat robot rather than killing it, rolls its robot damage, and knocks it out at the second (3.7)", async () => {
    // partially concealed -1: a 7 reads 6 against 6 needed at 20 cm; the robot damage 1d6 is a 4
    const t = await deck([7, 4, 6]);
    t.target(t.tRobot);
    t.stubs.dialogs.answer({ partiallyConcealed: true });
    await t.fire();
    const card = t.cards.messages[0]!;
    expect(card.system.targets).toEqual([expect.objectContaining({ markers: { "ssm-robotDamage": 1 } })]);
    expect(await applyAs("player1", card.id, "tRobot")).toEqual({ ok: true });
    expect(await t.markersOf(t.robot)).toEqual({ "ssm-robotDamage": 1, "ssm-immobilised": 1 });
    // (the player's request to the GM is a message too, deleted once carried out)
    expect(t.cards.messages.map((m) => m.system.kind).filter(Boolean)).toEqual(["ssmFire", "ssmRobotDamage"]);
    // the second hit (a 6 at 20 cm) knocks it out, with no second damage roll
    t.stubs.actAs("player1");
    t.stubs.dialogs.answer({});
    await t.fire();
    const second = t.cards.messages.at(-1)!;
    expect(await applyAs("player1", second.id, "tRobot")).toEqual({ ok: true });
    expect(await t.markersOf(t.robot)).toEqual({ "ssm-robotDamage": 2, "ssm-immobilised": 1, "ssm-casualty": 1 });
    expect(t.cards.messages.filter((m) => m.system.kind === "ssmRobotDamage")).toHaveLength(1);
  });

  it("refuses a player's own card claiming a robot a person, though a hit on a person is what it lists (3.7)", async () => {
    const t = await deck([6]);
    t.target(t.tRobot);
    t.stubs.dialogs.answer({});
    await t.fire();
    const card = t.cards.messages[0]!;
    const payload = structuredClone(card.system.payload) as { target: { robot: string } };
    expect(payload.target.robot).toBe("combatRobot");
    payload.target.robot = "";
    const targets = [{ ...structuredClone(card.system.targets[0]!), markers: { "ssm-casualty": 1 }, applied: false }];
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets } });
    expect(await applyAs("player1", forged.id, "tRobot")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.figureChanged" });
    expect(await t.markersOf(t.robot)).toEqual({});
    expect(await applyAs("player1", card.id, "tRobot")).toEqual({ ok: true });
    expect(await t.markersOf(t.robot)).toMatchObject({ "ssm-robotDamage": 1 });
  });

  it("holds each figure hit to its sheet: its type's armour and robot kind, and a marine's veteran status (3.5, 3.7)", async () => {
    const t = await deck([6]);
    const { shotFigureProblem, FIGURE_CHANGED } = await import("../../../../src/rulesets/starship-marine/cards/target-figure");
    const kept = { key: "tPirate", armoured: false, veteranMarine: false, robot: "" as const };
    const targets = [{ key: "tPirate", actorUuid: t.pirate.uuid }, { key: "tRobot", actorUuid: t.robot.uuid }];
    const problem = (target: typeof kept | Record<string, unknown>, key = "tPirate", robot: "" | "combatRobot" = "combatRobot") =>
      shotFigureProblem({ target: target as typeof kept, extra: [{ key: "tRobot", robot }] }, targets, key);
    expect(await problem(kept)).toBeNull();
    expect(await problem({ ...kept, armoured: true })).toBe(FIGURE_CHANGED);
    expect(await problem({ ...kept, veteranMarine: true })).toBe(FIGURE_CHANGED);
    expect(await problem({ ...kept, robot: "clanker" })).toBe(FIGURE_CHANGED);
    // a figure taking an extra hit (SSM-17) is held to its robot kind
    expect(await problem(kept, "tRobot")).toBeNull();
    expect(await problem(kept, "tRobot", "")).toBe(FIGURE_CHANGED);
    // a key the card's targets do not name has no figure to check
    expect(await problem(kept, "tNobody")).toBe(FIGURE_CHANGED);
  });

  it("refuses a guided weapon's shot posted as a plain fire card, which would skip its spotter (3.10)", async () => {
    const t = await deck([6]);
    t.target(t.tPirate);
    t.stubs.dialogs.answer({});
    await t.fire();
    const card = t.cards.messages[0]!;
    // a close-support marine's own card, written as a plain shot with its APGW: the d10's 6 hits at 20 cm
    const launcher = t.figure("launcher", "closeSupportMarine");
    t.canvas.place(launcher as never, { x: 50, y: 50 }, { _id: "tLauncher" });
    const payload = { ...structuredClone(card.system.payload), weapon: "closeSupportApgw" };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), actorUuid: launcher.uuid, payload, targets: card.system.targets.map((x) => ({ ...x, applied: false })) } });
    const { SSM_FIRE_CARD } = await import("../../../../src/rulesets/starship-marine/cards/fire");
    expect(SSM_FIRE_CARD.derive!({ payload: payload as never, actorUuid: launcher.uuid, targets: [], dice: [{ formula: "1d10", faces: [6] }] })).not.toBeNull();
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.guidedOnly" });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("refuses a player's own card listing a hit its d10 does not give", async () => {
    const t = await deck([6]);
    t.target(t.tPirate);
    t.stubs.dialogs.answer({});
    await t.fire();
    const card = t.cards.messages[0]!;
    const forged = await t.post({
      type: "card",
      rolls: [{ formula: "1d10", dice: [{ results: [{ result: 2 }] }] }],
      system: { ...structuredClone(card.system), targets: card.system.targets.map((x) => ({ ...x, applied: false })) },
    });
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("tells the firer why not: no single target, a weapon-less figure, a move non-tactically", async () => {
    const t = await deck([]);
    t.g.game.user!.targets = new Set();
    await t.fire();
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Fire.oneTarget");
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.marine as never, markerDefinition("ssm-nonTactical")!, 1);
    t.target(t.tPirate);
    await t.fire();
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.MayNotFire.nonTactical");
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    const truc = makeActor({ _id: "truc", name: "TRUC", type: "ssmFigure", system: { troopType: "truc" } } as never);
    await fireFigure(truc as never);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Fire.noWeapon");
    expect(t.cards.messages).toEqual([]);
  });

  it("puts a high score's extra hits on the other figures targeted, one each, in order, and loses the rest (SSM-2, SSM-17)", async () => {
    // an SCA II at 5 cm (4 needed, up to 15 cm): a 9 is two hits at the designated pirate, and a robot takes the second
    const t = await deck([9]);
    const second = t.figure("pirate2", "crewman", "gm");
    const tSecond = t.canvas.place(second as never, { x: 250, y: 50 }, { _id: "tPirate2" });
    t.tPirate.center = { x: 250, y: 250 };
    t.g.game.user!.targets = new Set([t.tPirate, t.tRobot, tSecond] as never[]);
    t.tRobot.center = { x: 50, y: 250 };
    t.stubs.dialogs.answer({});
    await t.fire();
    const card = t.cards.messages[0]!;
    expect(card.system.payload.extra).toEqual([{ key: "tRobot", robot: "combatRobot" }, { key: "tPirate2", robot: "" }]);
    expect(card.system.targets.map((x) => [x.key, x.markers])).toEqual([["tPirate", { "ssm-casualty": 1 }], ["tRobot", { "ssm-robotDamage": 1 }]]);
    expect(card.content).toContain("Apply the extra hit on robot");
    expect(await applyAs("player1", card.id, "tRobot")).toEqual({ ok: true });
    expect(await t.markersOf(t.robot)).toMatchObject({ "ssm-robotDamage": 1 });
    // the pirate2 the score did not reach cannot be applied, even on a card that lists it
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets: [...structuredClone(card.system.targets), { key: "tPirate2", actorUuid: second.uuid, name: "pirate2", markers: { "ssm-casualty": 1 }, data: { hits: 1 }, applied: false }] } });
    expect((await applyAs("player1", forged.id, "tPirate2")).ok).toBe(false);
    expect(await t.markersOf(second)).toEqual({});
  });

  it("calls a crewman under fire for the first time in the action to test morale, once, and his owner tests from the card (3.14 a)", async () => {
    const t = await deck([6, 6, 3]);
    t.target(t.tPirate);
    t.stubs.dialogs.answer({});
    await t.fire();
    const first = t.cards.messages[0]!;
    expect(first.content).toContain("is under fire for the first time");
    await t.fire();
    expect(t.cards.messages.at(-1)!.content).not.toContain("under fire for the first time");
    // the robot never tests
    t.target(t.tRobot);
    await t.fire();
    expect(t.cards.messages.at(-1)!.content).not.toContain("under fire for the first time");
    // the pirate belongs to the GM: the player cannot test for him; the GM can
    const { pressCardButton } = await import("../../../helpers/card-buttons");
    await pressCardButton(first, "ssmFirstFire", { actorUuid: t.pirate.uuid });
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Morale.notYours");
    t.stubs.actAs("gm");
    t.stubs.dialogs.answer({ trigger: "firstUnderFire" });
    const before = t.cards.messages.length;
    await pressCardButton(first, "ssmFirstFire", { actorUuid: t.pirate.uuid });
    expect(t.cards.messages.slice(before).map((m) => m.system.kind)).toContain("ssmMorale");
  });

  it("calls a Marine private to test only while no officer or NCO of his squad stands within 20 cm (3.3, 3.14)", async () => {
    const { StandInCombat, StandInCombatantGroup } = await import("../../../helpers/foundry/combat");
    const t = await deck([6, 6, 6]);
    const combat = new StandInCombat({ _id: "combat1" });
    t.g.game.combat = combat as never;
    const squad = new StandInCombatantGroup({ _id: "squad1", name: "Squad" }, { parent: combat });
    combat.groups.set(squad.id, squad);
    // the private 25 cm (10 spaces) from his sergeant: out of command
    const ito = t.figure("Ito", "marineScaII", "gm", { rank: "private" });
    const tIto = t.canvas.place(ito as never, { x: 850, y: 450 }, { _id: "tIto" });
    const sarge = t.figure("Sarge", "marineScaII", "gm", { rank: "sergeant" });
    const tSarge = t.canvas.place(sarge as never, { x: 850, y: 1450 }, { _id: "tSarge" });
    combat.addCombatant({ actor: ito, token: tIto.document, group: "squad1" });
    combat.addCombatant({ actor: sarge, token: tSarge.document, group: "squad1" });
    t.target(tIto);
    t.stubs.dialogs.answer({});
    await t.fire();
    expect(t.cards.messages.at(-1)!.content).toContain("is under fire for the first time");
    // the sergeant comes to 15 cm: in command, so a fresh private beside Ito is not called
    await tSarge.document.update({ x: 850, y: 1050 });
    const kai = t.figure("Kai", "marineScaII", "gm", { rank: "private" });
    const tKai = t.canvas.place(kai as never, { x: 850, y: 450 }, { _id: "tKai" });
    combat.addCombatant({ actor: kai, token: tKai.document, group: "squad1" });
    // the marine's next shot is the next move's: a weapon fires once a move (3.5)
    combat.flags = { starskirmish: { ssmPosition: { turn: 2, phase: "f" } } };
    t.target(tKai);
    await t.fire();
    expect(t.cards.messages.at(-1)!.content).not.toContain("under fire for the first time");
    // the sergeant down: no leader stands, and the next private is out of command
    const store = await import("../../../../src/system/markers/marker-store");
    t.stubs.actAs("gm");
    await store.adjustMarker(sarge as never, store.markerDefinition("ssm-casualty")!, 1);
    t.stubs.actAs("player1");
    const lee = t.figure("Lee", "marineScaII", "gm", { rank: "private" });
    const tLee = t.canvas.place(lee as never, { x: 850, y: 1100 }, { _id: "tLee" });
    combat.addCombatant({ actor: lee, token: tLee.document, group: "squad1" });
    combat.flags = { starskirmish: { ssmPosition: { turn: 3, phase: "f" } } };
    t.target(tLee);
    await t.fire();
    expect(t.cards.messages.at(-1)!.content).toContain("is under fire for the first time");
  });
});
