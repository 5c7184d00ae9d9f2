// @vitest-environment happy-dom
// A hostile player against the GM's Apply of StarMarines attack and morale cards, after a real init:
// the player writes their own card (payload, targets and Rolls), with dice and result that agree, and asks the
// GM to land it. The GM's client checks what the card claims of the board against the world: the
// target's Wounded and Airborne markers (IX-B, IX-G), the actor the result lands on, whether the
// attacker may attack at all (IX-D, SMR-14), steady aim after a move, by its Moved marker or the GM's
// own record of its moves (IX-A), and range on the combat's own board as the card came in, not on a
// copy of its scene; and
// a morale check's result lands only on the unit that checked, as the unit stands (IX-D, VIII-H).
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { gmRecorded } from "../../../helpers/gm-recorded";

const RIFLE = { range: 4, aim: 0, armourPierce: 1, damage: 2 };

const ledger = async () => (await import("../../../../src/system/ledger/ledger-store")).readCardLedger();

type Payload = { target: { wounded: boolean; airborne: boolean }; situation: { steadyAim: boolean } };

async function setup(faces: number[]) {
  const b = await starMarinesBoard(faces);
  const marine = b.unit("Menkovich", { kind: "soldier", race: "starMarines", aim: 0, armour: 2, toughness: 1, morale: 3 });
  const rifle = b.weapon(marine, RIFLE);
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2, flies: true }, "gm");
  // another enemy, far from the marine's rifle
  const bystander = b.unit("Bystander", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2 }, "gm");
  b.put(marine, 0, 0, 0);
  const tNorx = b.put(norx, 0, -3, 3);
  b.put(bystander, 6, 0, 0);
  const store = await import("../../../../src/system/markers/marker-store");
  /** The GM puts a marker on a unit, as a landed result or the GM's hand does. */
  const markAsGm = async (actor: unknown, id: string) => {
    b.stubs.actAs("gm");
    await store.adjustMarker(actor as never, store.markerDefinition(id)!, 1);
    b.stubs.actAs("player1");
  };
  b.stubs.actAs("player1");
  b.g.game.user!.targets = new Set([tNorx as never]);
  const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
  const { replayAttack } = await import("../../../../src/rulesets/starmarines/cards/attack");
  const { attackMarkers } = await import("../../../../src/rulesets/starmarines/view/attack-card");
  /** The player's honest attack, posted from the sheet. */
  const attack = async () => {
    b.stubs.dialogs.answer({ cover: "none" });
    expect(await attackWith(marine as never, rifle.id)).toBe(true);
    return b.cards.messages.at(-1)!;
  };
  /**
   * The player's own card, copied from one they posted: the payload changed as they like, its result
   * worked out from it and the same dice by the rules, so dice and result agree; `on` names the
   * actor the result lands on (the target's own unless said).
   */
  const forge = async (card: (typeof b.cards.messages)[number], edit: (p: Payload) => void, on: string = norx.uuid) => {
    const payload = structuredClone(card.system.payload) as Payload;
    edit(payload);
    // the faces as the GM's ledger reads them off the Rolls (system/ledger/ledger-store.ts snapshotOf)
    const rolls = card.rolls as unknown as readonly { formula: string; dice: { results: { result: number }[] }[] }[];
    const dice = rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)) }));
    const result = replayAttack(payload as never, dice)!;
    const targets = [{ key: "t-Norx", actorUuid: on, name: "Norx", markers: attackMarkers(result), data: { outcome: result.outcome }, applied: false }];
    return b.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets } });
  };
  return { ...b, marine, norx, bystander, markAsGm, attack, forge };
}

describe("a forged StarMarines attack card (IX-A, IX-B, IX-G)", () => {
  it("lands no kill from a Wounded the target does not carry (IX-B: a wounded soldier pierced again is dead)", async () => {
    // aim 5 + AP 1 against 2 + 1; damage 6 + 2 against 3 + 2: margin 3, the Norx is only wounded
    const t = await setup([5, 2, 6, 3]);
    const card = await t.attack();
    expect(card.system.targets).toEqual([expect.objectContaining({ markers: { "smr-wounded": 1 } })]);
    const forged = await t.forge(card, (p) => (p.target.wounded = true));
    expect(forged).toBeDefined();
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.targetState" });
    expect(await t.markersOf(t.norx)).toEqual({});
    // the honest card lands as rolled
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });

  it("lands a hit only on the target token's own actor, not on another the card lists under its key", async () => {
    const t = await setup([5, 2, 6, 3]);
    const card = await t.attack();
    // the same shot, its result listed for a unit far out of the rifle's reach
    const forged = await t.forge(card, () => undefined, t.bystander.uuid);
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.landsElsewhere" });
    expect(await t.markersOf(t.bystander)).toEqual({});
  });

  it("lands nothing from a unit that may not attack: broken since, it posts its card again (IX-D, SMR-14)", async () => {
    const t = await setup([5, 2, 6, 3]);
    const card = await t.attack();
    await t.markAsGm(t.marine, "smr-broken");
    // the sheet refuses the unit now; the player's own copy of the card is refused by the GM's client
    const forged = await t.forge(card, () => undefined);
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.broken" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });

  it("lands no shot at a flying soldier outside Overwatch, though the card says the target flies (IX-G)", async () => {
    const t = await setup([5, 2, 6, 3]);
    const card = await t.attack();
    await t.markAsGm(t.norx, "smr-airborne");
    // -1 for the flyer: 5 + 1 - 1 against 3 still pierces, and shoots the Norx down
    const forged = await t.forge(card, (p) => (p.target.airborne = true));
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.flying" });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-airborne": 1 });
  });

  it("lands no steady aim for a unit that moved this turn (IX-A)", async () => {
    // aim 2 + AP 1 against 2 + 1: a miss; with steady aim's +1, 4 against 3 pierces
    const t = await setup([2, 2, 6, 3]);
    await t.markAsGm(t.marine, "smr-moved");
    const card = await t.attack();
    expect((card.system.payload as Payload).situation.steadyAim).toBe(false);
    expect(card.system.targets).toEqual([]);
    const forged = await t.forge(card, (p) => (p.situation.steadyAim = true));
    expect((forged as unknown as { system: { targets: unknown[] } }).system.targets).toEqual([expect.objectContaining({ markers: { "smr-wounded": 1 } })]);
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.situation" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });
});

describe("steady aim after a move the mover's client did not mark (IX-A)", () => {
  it("lands no steady aim for a unit the GM's client saw enter a hex this turn, though it carries no Moved marker", async () => {
    // aim 2 + AP 1 against 2 + 1: a miss; with steady aim's +1, 4 against 3 pierces
    const t = await setup([2, 2, 6, 3]);
    const { StandInCombat } = await import("../../../helpers/foundry/combat");
    const { moveLeg } = await import("../../../helpers/foundry/token-movement");
    const { hexCentre } = await import("../../../../src/core/formation/hex");
    const { cubeToOffset, HEX_LAYOUTS } = await import("../../../../src/core/board/hex-offsets");
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
    t.g.game.combat = combat as never;
    const tMarine = t.canvas.scene.tokens.get("t-Menkovich")!;
    // a soldier that may move (VIII-A): with the schema's move 0 the player's own check refuses any step
    t.stubs.actAs("gm");
    await t.marine.update({ system: { move: 2 } } as never);
    t.stubs.actAs("player1");
    combat.addCombatant({ actor: t.marine, token: tMarine });
    combat.addCombatant({ actor: t.norx, token: t.canvas.scene.tokens.get("t-Norx")! });
    // one hex straight ahead, written by the player's client, which marks nothing: only the GM's client sees it
    const c = hexCentre("hexOddQ", 100, cubeToOffset(0, -1, HEX_LAYOUTS.hexOddQ));
    const leg = moveLeg("t-Menkovich", { x: c.x - 50, y: c.y - 50 });
    // the update asks the player's own move check, which lets one hex through
    expect(await tMarine.update(leg.changed, leg.options)).toBe(tMarine);
    t.stubs.actAs("gm");
    t.stubs.fire.updated(tMarine as never, leg.changed, "player1", leg.options);
    await new Promise((r) => setTimeout(r, 50));
    t.stubs.actAs("player1");
    expect(await t.markersOf(t.marine)).toEqual({});
    // the combat phase of the same turn: the player's card claims steady aim, and its die pierces
    await combat.update({ "flags.starskirmish.smrPosition": { turn: 1, phase: "combat" } });
    const card = await t.attack();
    expect((card.system.payload as Payload).situation.steadyAim).toBe(true);
    expect(card.system.targets).toEqual([expect.objectContaining({ markers: { "smr-wounded": 1 } })]);
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.situation" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });
});

describe("an attack judged on a copy of the battle's scene", () => {
  it("reads range on the combat's board as the card comes in, not on a duplicate of the scene whose tokens keep their ids", async () => {
    const t = await setup([5, 2, 6, 3]);
    const card = await t.attack();
    await gmRecorded(card.id);
    const { StandInCombat } = await import("../../../helpers/foundry/combat");
    const { StandInScene, StandInTokenDocument } = await import("../../../helpers/foundry/canvas");
    const { StandInCollection } = await import("../../../helpers/foundry/collection");
    const battle = t.canvas.scene;
    const tMarine = battle.tokens.get("t-Menkovich")!;
    const tNorx = battle.tokens.get("t-Norx")!;
    const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "combat" } } } });
    t.g.game.combat = combat as never;
    combat.addCombatant({ actor: t.marine, token: tMarine });
    combat.addCombatant({ actor: t.norx, token: tNorx });
    // a duplicate of the scene, listed first, where the marine's token still stands in reach
    const copy = new StandInScene({ _id: "scene0", name: "Copy" });
    copy.grid = { ...battle.grid };
    for (const [doc, actor] of [[tMarine, t.marine], [tNorx, t.norx]] as const) {
      copy.tokens.set(doc.id, new StandInTokenDocument({ _id: doc.id, name: doc.name, x: doc.x, y: doc.y, rotation: doc.rotation, disposition: doc.disposition }, actor, copy));
    }
    t.g.game.scenes = new StandInCollection([[copy.id, copy], [battle.id, battle]]) as never;
    // on the battle's board the marine is now six hexes off, out of the rifle's reach of 4
    t.stubs.actAs("gm");
    await tMarine.update({ x: tMarine.x + 600 });
    // the player posts the same shot again from there: the GM's client refuses it as it records it
    t.stubs.actAs("player1");
    const again = await t.post({ type: "card", rolls: card.rolls, system: structuredClone(card.system) });
    await gmRecorded(again.id);
    expect((await ledger())[again.id]?.gm?.refused).toBe("STARSKIRMISH.StarMarines.Attack.refused.range");
    expect(await applyAs("player1", again.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.range" });
    expect(await t.markersOf(t.norx)).toEqual({});
    // the first was fired in reach, and lands though the marine has moved off since
    expect(await applyAs("player1", card.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });
});

describe("a forged StarMarines morale card (IX-D)", () => {
  it("lands a check's result only on the unit that checked, never on an enemy the card lists", async () => {
    // Morale 2 against a 6: the player's Norx fails
    const b = await starMarinesBoard([6]);
    const mine = b.unit("Mine", { kind: "soldier", race: "norx", morale: 2 });
    const enemy = b.unit("Enemy", { kind: "soldier", race: "norx", morale: 2 }, "gm");
    b.put(mine, 0, 0, 0);
    b.put(enemy, 3, 0, 0);
    b.stubs.actAs("player1");
    const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
    b.stubs.dialogs.answer({});
    await checkUnitMorale(mine as never);
    const card = b.cards.messages[0]!;
    expect(card.system.targets).toEqual([expect.objectContaining({ key: "t-Mine", markers: { "smr-broken": 1 } })]);
    // the player's own failed check, posted again for their unit, its Broken listed for the enemy's (the same Morale, race and class)
    const targets = [{ ...structuredClone(card.system.targets[0]!), actorUuid: enemy.uuid, applied: false }];
    const forged = await b.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets } });
    expect(await applyAs("player1", forged.id, "t-Mine")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.notItsOwn" });
    expect(await b.markersOf(enemy)).toEqual({});
  });

  it("lands nothing from a check that claims the unit is broken when it is not (VIII-H: a recheck's pass rallies)", async () => {
    // Morale 3 against a 1: held
    const b = await starMarinesBoard([1]);
    const mine = b.unit("Mine", { kind: "soldier", race: "norx", morale: 3 });
    b.put(mine, 0, 0, 0);
    b.stubs.actAs("player1");
    const { checkUnitMorale } = await import("../../../../src/rulesets/starmarines/actions/morale");
    b.stubs.dialogs.answer({});
    await checkUnitMorale(mine as never);
    const card = b.cards.messages[0]!;
    const payload = structuredClone(card.system.payload) as { situation: { broken: boolean } };
    payload.situation.broken = true;
    // the recheck's rally: off a Broken the unit does not have, onto the pass
    const targets = [{ ...structuredClone(card.system.targets[0]!), markers: { "smr-broken": -1, "smr-passedMorale": 1 }, applied: false }];
    const forged = await b.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets } });
    expect(await applyAs("player1", forged.id, "t-Mine")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Morale.unitChanged" });
    expect(await b.markersOf(mine)).toEqual({});
  });
});
