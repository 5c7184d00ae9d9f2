// @vitest-environment happy-dom
// A hostile player against StarMarines Overwatch (VIII-E, IX-G, SMR-10) after a real init: a call
// of their own writing lets nobody fire; a call's button fires at the mover the GM's call recorded with
// the weapon it named, whatever its markup says; a shot answers the GM's call once, and only a shot
// answering it lands on a flying soldier.
import { gmRecorded } from "../../../helpers/gm-recorded";
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import { applyAs } from "../../../helpers/gm-requests";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

async function setup(faces: number[], { flying = false } = {}) {
  const b = await starMarinesBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", armour: 1, toughness: 1, flies: true });
  const norx = b.unit("Norx", { kind: "soldier", race: "norx" }, "player2");
  const gun = b.weapon(norx, { range: 4, armourPierce: 1, damage: 2 }, "Shooter");
  const knife = b.weapon(norx, { range: 1, closeCombat: true, damage: 9 }, "Knife");
  const tMarine = b.put(marine, 0, 1, 0, { disposition: 1 });
  const tNorx = b.put(norx, 0, -4, 3, { disposition: -1 });
  combat.addCombatant({ actor: marine, token: tMarine.document });
  combat.addCombatant({ actor: norx, token: tNorx.document });
  const store = await import("../../../../src/system/markers/marker-store");
  b.stubs.actAs("gm");
  await store.adjustMarker(norx as never, store.markerDefinition("smr-overwatch")!, 1);
  if (flying) await store.adjustMarker(marine as never, store.markerDefinition("smr-airborne")!, 1);
  /** The marine moves to hex (0, r); updateToken fires as v13 fires it, and the GM's client posts its call. */
  const moveIn = async (r = 0) => {
    const calls = b.cards.messages.filter((m) => m.system.kind === "smrOverwatch").length;
    const c = hexCentre("hexOddQ", 100, cubeToOffset(0, r, HEX_LAYOUTS.hexOddQ));
    tMarine.center = c;
    await tMarine.document.update({ x: c.x - 50, y: c.y - 50 });
    b.stubs.fire.updated(tMarine.document as never, { x: c.x - 50, y: c.y - 50 }, "player1");
    const call = await vi.waitFor(() => {
      const found = b.cards.messages.filter((m) => m.system.kind === "smrOverwatch")[calls];
      expect(found).toBeDefined();
      return found!;
    });
    // the GM's client has recorded the call before its owner's click: a click comes long after a round trip
    await gmRecorded(call.id);
    return call;
  };
  /** The Norx's owner presses the call's button, with the markup they like. */
  const fire = async (call: unknown, dataset: Record<string, string>) => {
    b.stubs.actAs("player2");
    b.stubs.dialogs.answer({});
    await pressCardButton(call as never, "smrOverwatchFire", dataset);
  };
  /** A copy of a card, posted by the current user, its system changed as they like. */
  const repost = (card: (typeof b.cards.messages)[number], system: object = {}) => b.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), ...system } });
  /**
   * The Norx's owner's own shot, like `like` but answering `callId`, on dice their client rolls: a
   * client that makes none of the checks before the dice. Dice and result agree, as the rules give them.
   */
  const rollOwnShot = async (like: (typeof b.cards.messages)[number], callId: string) => {
    b.stubs.actAs("player2");
    const { rollFormula } = await import("../../../../src/system/real-dice");
    const { replayAttack } = await import("../../../../src/rulesets/starmarines/cards/attack");
    const { attackMarkers } = await import("../../../../src/rulesets/starmarines/view/attack-card");
    const rolls = [];
    for (let i = 0; i < 4; i++) rolls.push((await rollFormula("1d6")).roll);
    const dice = rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)) }));
    const result = replayAttack(like.system.payload as never, dice)!;
    const targets = [{ key: "t-Marine", actorUuid: marine.uuid, name: "Marine", markers: attackMarkers(result), data: { outcome: result.outcome }, applied: false }];
    await b.post({ type: "card", rolls, system: { ...structuredClone(like.system), answers: callId, targets } });
    return b.cards.messages.at(-1)!;
  };
  return { ...b, combat, marine, norx, gun, knife, tMarine, tNorx, moveIn, fire, repost, rollOwnShot };
}

const attacks = <M extends { system: { kind: string } }>(t: { cards: { messages: M[] } }) => t.cards.messages.filter((m) => m.system.kind === "smrAttack");

describe("a hostile player and Overwatch (VIII-E)", () => {
  it("fires nothing from an Overwatch call a player posted on their own", async () => {
    const t = await setup([6, 1, 6, 1]);
    t.stubs.actAs("player2");
    const own = await t.post({
      type: "card",
      content: "<p>Overwatch</p>",
      system: { kind: "smrOverwatch", ruleSet: "starmarines", actorUuid: "", answers: "", payload: {}, targets: [{ key: "t-Norx", actorUuid: t.norx.uuid, name: "Norx", markers: {}, data: { mover: "t-Marine", weaponId: t.gun.id }, applied: false }] },
    });
    await t.fire(own, { actorUuid: t.norx.uuid, weaponId: t.gun.id, targetKey: "t-Marine" });
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarMarines.Overwatch.notFromGm");
    expect(attacks(t)).toHaveLength(0);
  });

  it("fires at the mover the GM's call recorded, with the weapon it named, whatever the button's markup says", async () => {
    const t = await setup([6, 1, 6, 1]);
    const call = await t.moveIn();
    // the markup rewritten on the player's own client: the knife, at their own unit's token
    await t.fire(call, { actorUuid: t.norx.uuid, weaponId: t.knife.id, targetKey: "t-Norx" });
    const shot = attacks(t)[0]!;
    expect(shot.system.payload).toMatchObject({ weaponId: t.gun.id, target: { key: "t-Marine" }, situation: { steadyAim: false } });
    expect((shot.system as unknown as { answers: string }).answers).toBe(call.id);
  });

  it("lands a shot at a flying soldier that answers the GM's call, once: the same shot posted again lands nothing (IX-G)", async () => {
    // aim 6 + AP 1 - 1 (airborne) against 1 + 1; damage 6 + 2 against 1 + 1: shot down
    const t = await setup([6, 1, 6, 1], { flying: true });
    const call = await t.moveIn();
    await t.fire(call, { actorUuid: t.norx.uuid, weaponId: t.gun.id, targetKey: "t-Marine" });
    const shot = attacks(t)[0]!;
    expect((shot.system as { targets: unknown[] }).targets).toHaveLength(1);
    const again = await t.repost(shot);
    const landed = await applyAs("player2", shot.id, "t-Marine");
    expect(landed).toEqual({ ok: true });
    expect(await t.markersOf(t.marine)).toMatchObject({ "smr-grounded": 1 });
    expect(await applyAs("player2", again.id, "t-Marine")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptAnsweredBefore" });
  });

  it("lands no shot at a flying soldier that answers a call of the player's own writing (IX-G)", async () => {
    const t = await setup([6, 1, 6, 1], { flying: true });
    const call = await t.moveIn();
    await t.fire(call, { actorUuid: t.norx.uuid, weaponId: t.gun.id, targetKey: "t-Marine" });
    const shot = attacks(t)[0]!;
    // the player's own call, as the GM's would read, and the same shot posted as its answer
    const own = await t.repost(call, { targets: structuredClone(call.system.targets) });
    const forged = await t.repost(shot, { answers: own.id });
    expect(await applyAs("player2", forged.id, "t-Marine")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptNotRecorded" });
    // and with no call named at all, the flyer is out of reach of the Norx's fire
    const unprompted = await t.repost(shot, { answers: "" });
    expect(await applyAs("player2", unprompted.id, "t-Marine")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.flying" });
    expect(await t.markersOf(t.marine)).toEqual({ "smr-airborne": 1 });
  });

  it("lands no second Overwatch shot in a turn, though the watcher's owner took off its Fired marker to be called again (VIII-E)", async () => {
    // the first shot: aim 1 + AP 1 against 6 + 1, a miss; the second: 6 + 1 against 1 + 1, 8 against 2
    const t = await setup([1, 6, 1, 1, 6, 1, 6, 1]);
    const first = await t.moveIn();
    await t.fire(first, { actorUuid: t.norx.uuid, weaponId: t.gun.id, targetKey: "t-Marine" });
    expect(attacks(t)).toHaveLength(1);
    await vi.waitFor(async () => expect(await t.markersOf(t.norx)).toMatchObject({ "smr-overwatchFired": 1 }));
    // their own actor, their own marker: off it comes, and the GM's client calls the Norx again
    const store = await import("../../../../src/system/markers/marker-store");
    await store.setMarkerCount(t.norx as never, store.markerDefinition("smr-overwatchFired")!, 0);
    t.stubs.actAs("gm");
    const second = await t.moveIn(-1);
    // an honest client reads the GM's ledger and rolls nothing: the soldier attacked this turn (IV-h)
    await t.fire(second, { actorUuid: t.norx.uuid, weaponId: t.gun.id, targetKey: "t-Marine" });
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarMarines.Attack.soldierAttacked");
    expect(attacks(t)).toHaveLength(1);
    // theirs skips every check and rolls the shot anyway, answering the second call
    const shot = await t.rollOwnShot(attacks(t)[0]!, second.id);
    expect((shot.system as { targets: unknown[] }).targets).toHaveLength(1);
    expect(await applyAs("player2", shot.id, "t-Marine")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Overwatch.alreadyFired" });
    // nor a shot of the same turn that answers no call: "and then not in the combat phase"
    const plain = await t.repost(shot, { answers: "" });
    expect(await applyAs("player2", plain.id, "t-Marine")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Overwatch.alreadyFired" });
    expect(await t.markersOf(t.marine)).toEqual({});
  });
});
