// @vitest-environment happy-dom
// How often a StarMarines unit attacks in a turn (IV-h, SMR-14), after a real init, against a hostile
// player who rolls as many attack cards as they like: a soldier's second attack card of the turn
// lands nothing, nor does a vehicle weapon's second shot, though its other weapons fire; the GM's
// client counts the cards its ledger recorded in that turn of that combat, in the order it recorded
// them, so the better of two rolls cannot be picked. A frag weapon's shots at the units of its
// target hex are one attack. Next turn the unit attacks again, and an honest client is told before
// it rolls. A card the GM's client refused as it came in is no attack.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { gmRecorded } from "../../../helpers/gm-recorded";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";

const RIFLE = { range: 4, aim: 0, armourPierce: 1, damage: 2 };
// aim 5 + AP 1 against 2 + 1; damage 6 + 2 against 3 + 2: margin 3, a Norx soldier is wounded
const WOUNDS = [5, 2, 6, 3];

type Payload = { weaponId: string; weapon: { frag: boolean }; target: { key: string } };

async function setup(faces: number[], { kind = "soldier" as "soldier" | "vehicle", frag = false } = {}) {
  const b = await starMarinesBoard(faces);
  const attacker = b.unit("Menkovich", kind === "soldier" ? { kind, race: "starMarines", aim: 0 } : { kind, aim: 0 });
  const rifle = b.weapon(attacker, { ...RIFLE, frag }, "Rifle");
  const laser = b.weapon(attacker, RIFLE, "Laser");
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2 }, "gm");
  // a second Norx in the same hex, and a third one hex off
  const beside = b.unit("Beside", { kind: "soldier", race: "norx", armour: 1, toughness: 2 }, "gm");
  const apart = b.unit("Apart", { kind: "soldier", race: "norx", armour: 1, toughness: 2 }, "gm");
  const tAttacker = b.put(attacker, 0, 0, 0);
  const tNorx = b.put(norx, 0, -2, 3);
  const tBeside = b.put(beside, 0, -2, 3);
  const tApart = b.put(apart, 0, -3, 3);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "combat" } } } });
  b.g.game.combat = combat as never;
  for (const [actor, token] of [[attacker, tAttacker], [norx, tNorx], [beside, tBeside], [apart, tApart]] as const) combat.addCombatant({ actor, token: token.document });
  b.stubs.actAs("player1");
  const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
  const { replayAttack } = await import("../../../../src/rulesets/starmarines/cards/attack");
  const { attackMarkers } = await import("../../../../src/rulesets/starmarines/view/attack-card");
  const { rollFormula } = await import("../../../../src/system/real-dice");
  /** The player's honest attack from the sheet at a token; whether a card was posted. */
  const attack = async (weaponId: string, target: typeof tNorx = tNorx) => {
    b.g.game.user!.targets = new Set([target as never]);
    b.stubs.dialogs.answer({ cover: "none" });
    return attackWith(attacker as never, weaponId);
  };
  /**
   * The player's own card, like an honest one but with the weapon and target they like, on dice their
   * client rolls: a client that makes none of the checks before the dice. Dice and result agree.
   */
  const rollOwn = async (like: (typeof b.cards.messages)[number], weaponId: string, target: { id: string; uuid: string }) => {
    const payload = structuredClone(like.system.payload) as Payload;
    payload.weaponId = weaponId;
    payload.target.key = `t-${target.id}`;
    const rolls = [];
    for (let i = 0; i < 4; i++) rolls.push((await rollFormula("1d6")).roll);
    const dice = rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)) }));
    const result = replayAttack(payload as never, dice)!;
    const targets = [{ key: `t-${target.id}`, actorUuid: target.uuid, name: target.id, markers: attackMarkers(result), data: { outcome: result.outcome }, applied: false }];
    await b.post({ type: "card", rolls, system: { ...structuredClone(like.system), payload, targets } });
    return b.cards.messages.at(-1)!;
  };
  /** The GM moves the combat on to a turn's combat phase. */
  const nextTurn = async (turn: number) => {
    b.stubs.actAs("gm");
    await combat.update({ "flags.starskirmish.smrPosition": { turn, phase: "combat" } });
    b.stubs.actAs("player1");
  };
  return { ...b, attacker, rifle, laser, norx, beside, apart, tBeside, combat, attack, rollOwn, nextTurn };
}

describe("a soldier attacks once a turn (IV-h)", () => {
  it("lands nothing from a second attack card of the same turn, with another weapon, even when it is applied first", async () => {
    // the honest shot misses (aim 1 + AP 1 against 6 + 1); the player's second card, with the laser, wounds
    const t = await setup([1, 6, 1, 1, ...WOUNDS]);
    expect(await t.attack(t.rifle.id)).toBe(true);
    const first = t.cards.messages[0]!;
    expect(first.system.targets).toEqual([]);
    const second = await t.rollOwn(first, t.laser.id, t.norx);
    expect(second.system.targets).toEqual([expect.objectContaining({ markers: { "smr-wounded": 1 } })]);
    expect(await applyAs("player1", second.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.soldierAttacked" });
    expect(await t.markersOf(t.norx)).toEqual({});
  });

  it("lands only the first of two cards both rolled in the turn, whichever is applied first", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS]);
    expect(await t.attack(t.rifle.id)).toBe(true);
    const first = t.cards.messages[0]!;
    const second = await t.rollOwn(first, t.rifle.id, t.beside);
    expect(await applyAs("player1", second.id, "t-Beside")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.soldierAttacked" });
    expect(await applyAs("player1", first.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
    expect(await t.markersOf(t.beside)).toEqual({});
  });

  it("attacks again next turn: a card rolled then lands", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS]);
    expect(await t.attack(t.rifle.id)).toBe(true);
    const first = t.cards.messages[0]!;
    await t.nextTurn(2);
    expect(await t.attack(t.laser.id, t.tBeside)).toBe(true);
    const second = t.cards.messages[1]!;
    expect(await applyAs("player1", second.id, "t-Beside")).toEqual({ ok: true });
    expect(await applyAs("player1", first.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.beside)).toEqual({ "smr-wounded": 1 });
  });

  it("counts the whole turn: a card of the combat phase after an attack in a movement phase lands nothing", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS]);
    t.stubs.actAs("gm");
    await t.combat.update({ "flags.starskirmish.smrPosition": { turn: 1, phase: "p2Movement" } });
    t.stubs.actAs("player1");
    expect(await t.attack(t.rifle.id)).toBe(true);
    const first = t.cards.messages[0]!;
    await t.nextTurn(1);
    expect(await t.attack(t.laser.id, t.tBeside)).toBe(false);
    expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Attack.soldierAttacked" });
    const second = await t.rollOwn(first, t.laser.id, t.beside);
    expect(await applyAs("player1", second.id, "t-Beside")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.soldierAttacked" });
  });

  it("tells an honest player before rolling, and rolls nothing", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS]);
    expect(await t.attack(t.rifle.id)).toBe(true);
    expect(await t.attack(t.laser.id)).toBe(false);
    expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Attack.soldierAttacked" });
    expect(t.cards.messages).toHaveLength(1);
  });

  it("uses up nothing with a card the GM's client refused as it came in: the honest attack after it lands", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS, ...WOUNDS]);
    expect(await t.attack(t.rifle.id)).toBe(true);
    const honest = t.cards.messages[0]!;
    await t.nextTurn(2);
    // a Norx nine hexes off, past the rifle's range of four: the player's own card shoots it anyway
    const far = t.unit("Far", { kind: "soldier", race: "norx", armour: 1, toughness: 2 }, "gm");
    t.put(far, 0, -9, 3);
    const outOfRange = await t.rollOwn(honest, t.rifle.id, far);
    await gmRecorded(outOfRange.id);
    expect(await applyAs("player1", outOfRange.id, "t-Far")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.range" });
    // the refused card was no attack: the honest client rolls the turn's attack, and it lands
    expect(await t.attack(t.rifle.id)).toBe(true);
    expect(await applyAs("player1", t.cards.messages.at(-1)!.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
    expect(await t.markersOf(far)).toEqual({});
  });

  it("uses up nothing with another player's card naming the soldier", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS, ...WOUNDS]);
    expect(await t.attack(t.rifle.id)).toBe(true);
    const honest = t.cards.messages[0]!;
    await t.nextTurn(2);
    // player2 posts a card under the marine's name first thing in the next turn
    t.stubs.actAs("player2");
    const foreign = await t.rollOwn(honest, t.rifle.id, t.beside);
    t.stubs.actAs("player1");
    expect(await applyAs("player2", foreign.id, "t-Beside")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" });
    // the owner's own attack of that turn is still to make, and lands
    expect(await t.attack(t.rifle.id)).toBe(true);
    expect(await applyAs("player1", t.cards.messages.at(-1)!.id, "t-Norx")).toEqual({ ok: true });
  });
});

describe("a vehicle fires each weapon once a turn (IV-h)", () => {
  it("fires both its weapons, each once: a weapon's second card lands nothing", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS, ...WOUNDS], { kind: "vehicle" });
    expect(await t.attack(t.rifle.id)).toBe(true);
    expect(await t.attack(t.laser.id, t.tBeside)).toBe(true);
    // the honest client rolls no second shot with the rifle
    expect(await t.attack(t.rifle.id)).toBe(false);
    expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Attack.weaponFired" });
    const [rifleShot, laserShot] = t.cards.messages;
    const again = await t.rollOwn(rifleShot!, t.rifle.id, t.apart);
    expect(await applyAs("player1", rifleShot!.id, "t-Norx")).toEqual({ ok: true });
    expect(await applyAs("player1", laserShot!.id, "t-Beside")).toEqual({ ok: true });
    expect(await applyAs("player1", again.id, "t-Apart")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.weaponFired" });
    expect(await t.markersOf(t.apart)).toEqual({});
  });
});

describe("a frag weapon's one attack on the units of its target hex (IV-h, SMR-17)", () => {
  it("lands on each unit of the first target's hex once, and on no unit of another hex", async () => {
    const t = await setup([...WOUNDS, ...WOUNDS, ...WOUNDS, ...WOUNDS], { frag: true });
    expect(await t.attack(t.rifle.id)).toBe(true);
    const first = t.cards.messages[0]!;
    // the other unit in the hex: the same attack, and the honest client rolls it
    expect(await t.attack(t.rifle.id, t.tBeside)).toBe(true);
    const beside = t.cards.messages[1]!;
    const sameAgain = await t.rollOwn(first, t.rifle.id, t.norx);
    const otherHex = await t.rollOwn(first, t.rifle.id, t.apart);
    expect(await applyAs("player1", sameAgain.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.soldierAttacked" });
    expect(await applyAs("player1", otherHex.id, "t-Apart")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.soldierAttacked" });
    expect(await applyAs("player1", first.id, "t-Norx")).toEqual({ ok: true });
    expect(await applyAs("player1", beside.id, "t-Beside")).toEqual({ ok: true });
    expect(await t.markersOf(t.beside)).toEqual({ "smr-wounded": 1 });
    expect(await t.markersOf(t.apart)).toEqual({});
  });
});
