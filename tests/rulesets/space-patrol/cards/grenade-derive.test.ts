// @vitest-environment happy-dom
// The GM works a grenade card's results out again (Guide 6.12, 6.14) from what the card kept of the
// throw and its own Rolls, against stand-ins after a real init: a hit and a deviated miss apply as
// they listed; a card a player posts himself with the real throw and dice but worse results is
// refused; one whose dice do not fit, or from before cards kept their throw, is refused and changes
// nothing.
import { describe, expect, it } from "vitest";
import type { RollLike } from "../../../helpers/foundry/chat-message";
import { combatBoard } from "../../../helpers/space-patrol-combat";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;
const tick = () => new Promise((r) => setTimeout(r, 0));
const NOT_DERIVABLE = { ok: false, reason: "STARSKIRMISH.Error.notDerivable" };

async function grenadeBoard(faces: number[], grenade: object) {
  const t = await combatBoard(faces);
  const ace = t.patrolman("Actor.ace", "Ace", { athletics: 1 });
  t.give(ace, t.item("device", "grenade", { kind: "grenade", ...grenade }));
  t.at(ace, 0);
  const forge = async (system: object, rolls?: readonly unknown[]) => {
    const card = t.messages[0]!;
    t.asUser("player1");
    const forged = await post({ type: "card", rolls: rolls ?? card.rolls, system: { kind: "spGrenade", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload: structuredClone(card.system.payload), ...system } });
    await t.gmStepsDone();
    return forged;
  };
  return { t, ace, forge };
}

// 4": effective, DT 12; 11 + Athletics 1 = 12 hits. Foe 2+2+2 + 10 = 16 Medium Wound; bystander
// 1+1+1 + 4 = 7 Graze; HE knocks both prone (Guide 6.6, 6.14). The d100 of 30 is the cover's fate.
// Five of the grenade, so each card posted again for the throw has one to use (cards/grenade-use.ts).
async function heHit() {
  const b = await grenadeBoard([11, 2, 2, 2, 1, 1, 1, 30], { contactPenetration: 10, burstPenetration: 4, burstRadius: 2, doses: 5 });
  const foe = b.t.npc("Actor.foe", "Foe");
  const by = b.t.npc("Actor.by", "Bystander");
  for (const a of [foe, by]) a.ownership = { default: 0 };
  b.t.at(foe, 4);
  b.t.at(by, 5);
  b.t.target(foe);
  b.t.dialogs({ itemId: "grenade", cover: "none" }, {});
  await (await handlers()).grenade!(b.ace as never);
  await b.t.gmStepsDone();
  const card = b.t.messages[0]!;
  const keys = card.system.targets.map((x) => x.key);
  return { ...b, foe, by, card, keys };
}

const FOE = { "sp-wound": 1, "sp-stun": 1, "sp-prone": 1 };
const BYSTANDER = { "sp-morale": 1, "sp-prone": 1 };

describe("a grenade card's results, worked out again by the GM", () => {
  it("refuses a victim's Apply once his armour is not what the card was rolled against, and lands it when it is again (Guide 6.13)", async () => {
    const { t, by, card, keys } = await heHit();
    const vest = t.item("armour", "vest", { bullets: 3 });
    by.adoptItem(vest);
    expect(await t.applyAs("player1", card.id, keys[1]!)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Attack.targetChanged" });
    expect(t.markers(by)).toEqual({});
    await vest.update({ system: { bullets: 0 } });
    expect(await t.applyAs("player1", card.id, keys[1]!)).toEqual({ ok: true });
    expect(t.markers(by)).toEqual(BYSTANDER);
  });

  it("applies a legitimate hit as it listed, each victim once", async () => {
    const { t, foe, by, card, keys } = await heHit();
    expect(card.system.payload).toMatchObject({ type: "he", contact: 10, burst: 4, task: { dt: 12, asset: "1" }, victims: [{ key: keys[0], directHit: true }, { key: keys[1], directHit: false }] });
    for (const key of keys) expect(await t.applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(FOE);
    expect(t.markers(by)).toEqual(BYSTANDER);
  });

  it("refuses a player's own card listing deaths and more Wounds than its dice give, and lands the true listing", async () => {
    const { t, foe, by, forge, keys, card } = await heHit();
    const row = (key: string, actorUuid: string) => ({ key, actorUuid, name: "", markers: { "sp-wound": 3, "sp-mortalWound": 3 }, data: { dead: true }, applied: false });
    const forged = await forge({ targets: [row(keys[0]!, "Actor.foe"), row(keys[1]!, "Actor.by")] });
    for (const key of keys) expect(await t.applyAs("player1", forged.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(foe)).toEqual({});
    expect(t.markers(by)).toEqual({});
    expect(foe.statuses.has("dead") || by.statuses.has("dead")).toBe(false);
    const honest = await forge({ targets: card.system.targets.map((x) => ({ ...x, applied: false })) });
    for (const key of keys) expect(await t.applyAs("player1", honest.id, key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(FOE);
    expect(t.markers(by)).toEqual(BYSTANDER);
  });

  it("refuses a card whose dice do not fit the throw, and one from before cards kept their throw or its grenade", async () => {
    const { t, foe, card, forge, keys } = await heHit();
    const [d20, damage] = card.rolls as [RollLike, RollLike];
    const row = { key: keys[0], actorUuid: "Actor.foe", name: "", markers: FOE, data: { dead: false }, applied: false };
    // a d20 of 1 misses, and a miss needs the deviation dice first
    const missed = await forge({ targets: [row] }, [{ formula: d20.formula, dice: [{ results: [{ result: 1 }] }] }, damage]);
    const noDamage = await forge({ targets: [row] }, [d20]);
    const old = await forge({ payload: {}, targets: [row] });
    for (const c of [missed, noDamage]) expect(await t.applyAs("player1", c.id, keys[0]!)).toEqual(NOT_DERIVABLE);
    // naming no grenade, it was refused as it came in (cards/grenade-use.ts)
    expect(await t.applyAs("player1", old.id, keys[0]!)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Grenade.refused.missing" });
    expect(t.markers(foe)).toEqual({});
  });

  it("works out a miss through its deviation dice (Guide 6.12)", async () => {
    // 6": long, DT 16; 5 + 0 misses; clock 3 and 2d4 of 2 + 1 land it on the foe.
    // Fragmentation meets his Bullets 2: 3+3+3 + 6 - 2 = 13, a Light Wound or worse as the table gives.
    const { t, ace, forge } = await grenadeBoard([5, 3, 2, 1, 3, 3, 3], { contactPenetration: 6, burstPenetration: 2, burstRadius: 2, doses: 3, grenadeType: "fragmentation" });
    ace.system.assets.athletics = 0;
    const foe = t.npc("Actor.foe", "Foe", {}, [t.item("armour", "vest", { bullets: 2 })]);
    foe.ownership = { default: 0 };
    t.at(foe, 6, 3);
    t.dialogs({ itemId: "grenade", cover: "none" });
    const throwing = (await handlers()).grenade!(ace as never);
    for (let i = 0; i < 10; i++) await tick();
    t.click(6, 0);
    await throwing;
    await t.gmStepsDone();
    const card = t.messages[0]!;
    const listed = card.system.targets[0]!;
    expect(Object.keys(listed.markers).length).toBeGreaterThan(0);
    const forged = await forge({ targets: [{ ...listed, markers: { "sp-wound": 3 }, data: { dead: true } }] });
    expect(await t.applyAs("player1", forged.id, listed.key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(foe)).toEqual({});
    expect(foe.statuses.has("dead")).toBe(false);
    expect(await t.applyAs("player1", card.id, listed.key)).toEqual({ ok: true });
    expect(t.markers(foe)).toEqual(listed.markers);
    // without the deviation Rolls the damage batch does not fit
    const [d20, , , damage] = card.rolls as [RollLike, RollLike, RollLike, RollLike];
    const short = await forge({ targets: [listed] }, [d20, damage]);
    expect(await t.applyAs("player1", short.id, listed.key)).toEqual(NOT_DERIVABLE);
  });
});
