// @vitest-environment happy-dom
// The firing teams a fire card keeps are the author's word, and the GM holds them to the board and
// the sheets at Apply (cards/fire-firers-confirm.ts): a hostile player posts a real-looking card,
// its dice worked out to fit the attack they wrote, claiming more troopers firing (Striker 4.A,
// 8.A.1.b.2.a.ii), teams that are not theirs to fire or are no team in play (3.A.1, 8.C.4.b), a list
// of firers that is not the attack's, a better initiative (8.A.1.b.2.a.i) or that firers who moved
// did not (8.A.1.b.1.b): each is refused and nothing lands. Honest cards, with two firing teams or
// a firer hit by another card of the phase applied first, still land.
import { describe, expect, it } from "vitest";
import { trooper } from "../../../helpers/striker-board";
import { applyAs } from "../../../helpers/gm-requests";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { ACR_ANSWER, fire, fireBack, fireBoard } from "../actions/fire-board";

type Attack = import("../../../../src/rulesets/striker/view/fire-record").FireRecord;
type Firer = Attack["firers"][number];
type Card = Awaited<ReturnType<typeof board>>["messages"][number];

/** The fire board with more Blue teams, each carrying the 7mm ACR: beside the firer another of its owner's; behind it one of player2's, a counter and one routed off. */
async function board(faces: number[] = [6, 6, 2]) {
  const t = await fireBoard(faces);
  const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { SLUG_THROWERS } = await import("../../../../src/rulesets/striker/rules/index");
  const acr = () => ({ _id: "w1", name: "7mm ACR", type: "strWeapon" as const, system: weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!) });
  const riflemen = (names: string[]) => names.map((n) => trooper(n, { weapon: "7mm ACR", weaponItem: "w1", ammunition: "slugs" }));
  const blue = (id: string, name: string, extra: object = {}, ownership?: Record<string, number>) =>
    t.team(`Actor.${id}`, name, { troopers: riflemen(["P", "Q", "R", "S"]), morale: { value: 7, start: 7 }, initiative: "low", leader: "none", techLevel: 10, ...extra }, [acr()], ownership);
  const second = blue("second", "Blue A2");
  const others = blue("others", "Blue A3", {}, { default: 0, player2: 3 });
  const counter = blue("counter", "Blue ?", { counter: true });
  const away = blue("away", "Blue A4");
  const secondToken = t.place(second, "ts", 20, 1);
  // the teams that do not fire stand well behind Blue A1, out of the ACR's danger space (8.A.1.a.2)
  const behind = (actor: typeof second, id: string, x: number) => t.canvas.place(actor, { x, y: 0 }, { _id: id, disposition: 1 });
  behind(others, "to", -1000);
  behind(counter, "tc", -1020);
  const awayToken = behind(away, "ta", -1040);
  // routed off outside a combat: the token hidden and marked (turn/routed-off.ts)
  t.stubs.actAs("gm");
  await awayToken.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
  t.stubs.actAs("player1");
  return { ...t, second, secondToken };
}

/** The honest card: Blue A1's owner fires its ACR at Red B2; 6 + 6, two hits, its first two troopers fall. */
async function honestCard(t: Awaited<ReturnType<typeof board>>): Promise<Card> {
  t.answer(ACR_ANSWER);
  await fire();
  const card = t.messages.at(-1)!;
  expect(card.system.targets[0]).toMatchObject({ key: "tt", data: { kind: "casualties", casualties: [0, 1] } });
  return card;
}

/**
 * The card's author posts the attack again with the firers they want: dice of their choosing (every
 * die its highest but the hit table's 2D6, `twoD6`) made to fit the attack, and the casualties the
 * rules give from them listed, so the card reads as a real one and the GM's replay of its dice agrees.
 */
async function forge(card: Card, change: (attack: Attack) => { firers: Firer[]; listed?: string[] }): Promise<Card> {
  const { recordedCasualties } = await import("../../../../src/rulesets/striker/view/fire-record");
  const payload = structuredClone(card.system.payload) as unknown as { firers: string[]; attack: Attack };
  const { firers, listed } = change(payload.attack);
  const attack: Attack = { ...payload.attack, firers };
  const thrown: { sides: number; value: number }[] = [];
  const source = { die: (sides: number) => (thrown.push({ sides, value: thrown.length < 2 ? 6 : sides }), thrown.at(-1)!.value) };
  const casualties = recordedCasualties(attack, source)!;
  const rolls = thrown.map((d) => ({ formula: `1d${d.sides}`, dice: [{ results: [{ result: d.value }] }] }));
  const targets = structuredClone(card.system.targets).map((x) => ({ ...x, data: { ...x.data, casualties: casualties[x.key] ?? [] } }));
  const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<unknown> } } };
  await g.ChatMessage.implementation.create({ type: "card", rolls, system: { kind: "strFire", actorUuid: card.system.actorUuid, payload: { ...payload, firers: listed ?? firers.map((f) => f.id), attack }, targets } });
  const forged = (globalThis as unknown as { game: { messages: { contents: Card[] } } }).game.messages.contents.at(-1)!;
  expect(forged).not.toBe(card);
  // the forged attack gives the target casualties: a GM who took its word would land them
  expect(listedCasualties(forged).length).toBeGreaterThan(0);
  return forged;
}

const same = (attack: Attack, id: string): Firer => ({ ...attack.firers[0]!, id });

/** The casualties a card lists for its first target (the card recorder types a target's data loosely). */
const listedCasualties = (card: Card): number[] => card.system.targets[0]!.data.casualties as number[];

/**
 * The firing team's first two troopers crew a 7mm heavy machinegun (Striker crew-served weapons),
 * item "h1", set up on the team's sheet (6.D.1), and fire it at the target: the card it posts.
 */
async function fireSetUpHeavyMg(t: Awaited<ReturnType<typeof board>>): Promise<Awaited<ReturnType<typeof board>>["messages"][number]> {
  const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { CREW_SERVED_WEAPONS } = await import("../../../../src/rulesets/striker/rules/index");
  t.firer.embedItem({ _id: "h1", name: "7mm HMG", type: "strWeapon", system: weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "heavyMg7mm6")!) });
  const [lee, ng, ...rest] = t.firer.system.troopers;
  await t.firer.update({ system: { troopers: [{ ...lee!, weaponItem: "h1", ammunition: "standard" }, { ...ng!, weaponItem: "h1", ammunition: "standard" }, ...rest] } });
  await t.firer.update({ flags: { starskirmish: { strSetUp: { h1: { state: "setUp", left: 0 } } } } });
  t.answer({ ...ACR_ANSWER, weapon: "7mm HMG", ammo: "standard" });
  await fire();
  return t.messages.at(-1)!;
}

describe("the GM holds a fire card's firing teams to the board at Apply (Striker 8.A)", () => {
  const untouched = [false, false, false, false];

  it("refuses more troopers firing than the firing team has standing to fire the weapon (4.A)", async () => {
    const t = await board();
    // Cruz is down before the fire: three ACRs fire
    const troopers = t.firer.system.troopers.map((x, i) => (i === 3 ? { ...x, casualty: true } : x));
    await t.firer.update({ system: { troopers } });
    const card = await honestCard(t);
    expect((card.system.payload as unknown as { attack: Attack }).attack.firers.map((f) => f.troops)).toEqual([3]);
    const forged = await forge(card, (a) => ({ firers: [{ ...a.firers[0]!, troops: 4 }] }));
    expect(await applyAs("gm", forged.id, "tt")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Fire.Firers.troops" });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual(untouched);
    // the card the action posted lands
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
  });

  it("counts a crew-served weapon as the plan does: one gun per full crew (4.A)", async () => {
    const t = await board([6, 6, 1, 1, 1, 1]);
    // set up, so it fires (Striker 6.D.1)
    const card = await fireSetUpHeavyMg(t);
    expect((card.system.payload as unknown as { attack: Attack }).attack.firers.map((f) => f.troops)).toEqual([1]);
    // two carriers, two guns claimed
    const forged = await forge(card, (a) => ({ firers: [{ ...a.firers[0]!, troops: 2 }] }));
    expect(await applyAs("gm", forged.id, "tt")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Fire.Firers.troops" });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual(untouched);
  });

  it("refuses a card firing a crew-served weapon its team has not set up, as the GM's record counts it (6.D.1)", async () => {
    const t = await board([6, 6, 1, 1, 1, 1]);
    // the card as a client that skipped its own refusal posts it: the gun set up on the poster's
    // sheet as the card was rolled, and not in the GM's record at Apply
    const card = await fireSetUpHeavyMg(t);
    t.stubs.actAs("gm");
    await t.firer.update({ flags: { starskirmish: { "-=strSetUp": null } } });
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Fire.Firers.notSetUp" });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual(untouched);
    // set up in the GM's record, the same card lands
    await t.firer.update({ flags: { starskirmish: { strSetUp: { h1: { state: "setUp", left: 0 } } } } });
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
  });

  it.each([
    ["another player's team", "to", "STARSKIRMISH.Striker.Fire.Firers.notOwned"],
    ["an enemy team", "tn", "STARSKIRMISH.Striker.Fire.Firers.otherSide"],
    ["a counter (3.A.1)", "tc", "STARSKIRMISH.Striker.Fire.Firers.counter"],
    ["a team routed off the battlefield (8.C.4.b)", "ta", "STARSKIRMISH.Striker.Fire.Firers.routedOff"],
    ["a token that is not on the board", "tx", "STARSKIRMISH.Striker.Fire.Firers.gone"],
  ])("refuses a card adding %s as a firer, and lands nothing", async (_, id, reason) => {
    const t = await board();
    const card = await honestCard(t);
    const forged = await forge(card, (a) => ({ firers: [a.firers[0]!, same(a, id)] }));
    expect(await applyAs("gm", forged.id, "tt")).toEqual({ ok: false, reason });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual(untouched);
  });

  it("refuses a card whose list of firers is not its attack's", async () => {
    const t = await board();
    const card = await honestCard(t);
    const listed = { ok: false, reason: "STARSKIRMISH.Striker.Fire.Firers.listed" };
    // the attack fires two teams; the card says one fired
    const hidden = await forge(card, (a) => ({ firers: [a.firers[0]!, same(a, "ts")], listed: ["tf"] }));
    expect(await applyAs("gm", hidden.id, "tt")).toEqual(listed);
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual(untouched);
  });

  it("refuses a better initiative than the firing team's sheet (8.A.1.b.2.a.i)", async () => {
    const t = await board();
    const card = await honestCard(t);
    expect((card.system.payload as unknown as { attack: Attack }).attack.firers[0]!.initiative).toBe("average");
    const forged = await forge(card, (a) => ({ firers: [{ ...a.firers[0]!, initiative: "high" }] }));
    expect(await applyAs("gm", forged.id, "tt")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Fire.Firers.initiative" });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual(untouched);
  });

  it("lands an honest card of two firing teams, each as its sheet stands", async () => {
    const t = await board([6, 6]);
    t.canvas.tokens.controlled = [t.firerToken, t.secondToken];
    const card = await (async () => {
      t.answer(ACR_ANSWER);
      await fire();
      return t.messages.at(-1)!;
    })();
    const attack = (card.system.payload as unknown as { attack: Attack }).attack;
    expect(attack.firers.map((f) => [f.id, f.troops, f.initiative])).toEqual([["tf", 4, "average"], ["ts", 4, "low"]]);
    expect(card.system.payload.firers).toEqual(["tf", "ts"]);
    const listed = listedCasualties(card);
    expect(listed.length).toBeGreaterThan(0);
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.flatMap((x, i) => (x.casualty ? [i] : []))).toEqual(listed);
  });

  it("lists only the teams that fired: a team selected with them that carries no such weapon fires nothing, and the card lands", async () => {
    const t = await board([6, 6, 2]);
    const unarmed = t.team("Actor.unarmed", "Blue A5", { troopers: ["U", "V", "W", "X"].map((n) => trooper(n)), initiative: "high" });
    const unarmedToken = t.place(unarmed, "tu", 40, 1);
    t.canvas.tokens.controlled = [t.firerToken, unarmedToken];
    const card = await honestCard(t);
    expect(card.system.payload.firers).toEqual(["tf"]);
    expect((card.system.payload as unknown as { attack: Attack }).attack.firers.map((f) => f.id)).toEqual(["tf"]);
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([true, true, false, false]);
  });

  it("lands an honest card whose firer's leader fell to another card of the phase applied first, with the troopers and initiative it had (8.B.6)", async () => {
    // Blue A1, led by an NCO, fires at Red B2; Red fires back in the same phase, both 6 + 6
    const t = await fireBoard([6, 6, 2, 1, 6, 6]);
    await t.firer.update({ system: { leader: "nco" } });
    t.answer(ACR_ANSWER);
    await fire();
    const blueCard = t.messages[0]!;
    await fireBack(t);
    await fire();
    const redCard = t.messages[1]!;
    expect(listedCasualties(redCard)).toContain(0);
    // Red's card is applied first: Lee, Blue's leader, falls, and Blue's initiative drops to low
    expect(await applyAs("gm", redCard.id, "tf")).toEqual({ ok: true });
    expect(t.firer.system.troopers[0]!.casualty).toBe(true);
    expect(t.firer.system.initiative).toBe("low");
    // Blue's card still fires as its four ACRs and average initiative did
    expect((blueCard.system.payload as unknown as { attack: Attack }).attack.firers.map((f) => [f.troops, f.initiative])).toEqual([[4, "average"]]);
    expect(await applyAs("gm", blueCard.id, "tt")).toEqual({ ok: true });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual([true, true, false, false]);
  });

  it("refuses firers said not to have moved where the GM's record of moves shows one did (8.A.1.b.1.b)", async () => {
    const t = await board();
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstFire", step: "e" } } } });
    t.g.game.combat = combat as never;
    const blue = combat.addCombatant({ actor: t.firer, token: t.firerToken.document });
    const card = await honestCard(t);
    expect((card.system.payload as unknown as { attack: Attack }).attack.firers[0]!.moved).toBe(false);
    // the GM's client recorded Blue A1's walk of 50 m in the first movement phase (turn/move-record.ts)
    const walk = { turn: 1, phase: "firstMovement", path: [{ terrain: "clear", lengthM: 50 }], heading: 0, changes: 0 };
    t.stubs.actAs("gm");
    await combat.update({ flags: { starskirmish: { strMoves: { [blue.id!]: walk } } } });
    t.stubs.actAs("player1");
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: false, reason: "STARSKIRMISH.Striker.Fire.Firers.moved" });
    expect(t.target.system.troopers.map((x) => x.casualty)).toEqual(untouched);
    // a walk of a movement phase before the firer's last one does not count
    await combat.update({ flags: { starskirmish: { strMoves: { [blue.id!]: { ...walk, turn: 0 } } } } });
    expect(await applyAs("gm", card.id, "tt")).toEqual({ ok: true });
  });
});
