// @vitest-environment happy-dom
// The GM works a fire card's results out again (Guide 6.6, 6.14, 6.15) from what the card kept of
// the action and its own Rolls, against stand-ins after a real init: the legitimate card applies as
// it listed; a card a player posts himself, with the real action and dice but a worse result
// listed, is refused (the true listing lands); a card whose dice do not bear out, or one from
// before cards kept their action, is refused and changes nothing.
import { describe, expect, it } from "vitest";
import type { RollLike } from "../../../helpers/foundry/chat-message";
import { spaceBoard } from "../../../helpers/space-patrol-board";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

// d20 14 + Energy Weapons 2 = 16 against DT 12 (Guide 6.6): one hit. 3d10 of 6, 5, 4 = 15,
// PEN 5 - Energy 3 = +2: 17, a Medium Wound (Guide 6.14): a Wound and a Stun.
const FACES = [14, 6, 5, 4];
const MEDIUM_WOUND = { "sp-wound": 1, "sp-stun": 1 };

async function fired(faces = FACES) {
  const t = await spaceBoard(faces);
  const laser = t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  const shooter = t.npc("Actor.shooter", "Zed", { assets: { energyWeapons: 2 } }, [laser]);
  const rana = t.npc("Actor.rana", "Rana", {}, [t.item("armour", "vest", { energy: 3 })]);
  rana.ownership = { default: 0 };
  t.place(shooter, 0);
  t.place(rana, 10);
  t.target(rana);
  const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
  await fireWeapon(shooter as never, laser as never);
  const card = t.messages[0]!;
  /** Posts a card of the player's own, as his client may, through the message API. */
  const forge = async (system: object, rolls: readonly unknown[] = card.rolls) => {
    t.asUser("player1");
    return post({ type: "card", rolls, system: { kind: "spFire", ruleSet: "space-patrol", actorUuid: "Actor.shooter", payload: structuredClone(card.system.payload), ...system } });
  };
  const row = (markers: object, data: object) => ({ key: "t-rana", actorUuid: "Actor.rana", name: "Rana", markers, data, applied: false });
  return { t, rana, card, forge, row };
}

describe("a fire card's result, worked out again by the GM", () => {
  it("applies the legitimate card as it listed, and keeps the action it was worked from", async () => {
    const { t, rana, card } = await fired();
    expect(card.system.targets).toEqual([expect.objectContaining({ key: "t-rana", markers: MEDIUM_WOUND, data: { dead: false, index: 0, crewDamage: 0 } })]);
    expect(card.system.payload).toMatchObject({
      shooter: { asset: "2" },
      weapon: { band: "effective", penetration: 5, attack: "energy", ammoUsed: 1 },
      targets: [{ key: "t-rana", table: "individual", armour: { energy: 3 }, shots: 1 }],
    });
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual(MEDIUM_WOUND);
  });

  it("refuses a player's own card listing more Wounds, a death or Crew Damage than its dice give, and lands the true listing", async () => {
    const { t, rana, forge, row } = await fired();
    const forged = await forge({ targets: [row({ "sp-wound": 3, "sp-mortalWound": 3 }, { dead: true, index: 0, crewDamage: 50 })] });
    expect(await t.applyAs("player1", forged.id, "t-rana")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(rana)).toEqual({});
    expect(rana.statuses.has("dead")).toBe(false);
    // each lie alone is refused too: a death, more Wounds, Crew Damage
    for (const [markers, data] of [
      [MEDIUM_WOUND, { dead: true, index: 0, crewDamage: 0 }],
      [{ ...MEDIUM_WOUND, "sp-wound": 2 }, { dead: false, index: 0, crewDamage: 0 }],
      [MEDIUM_WOUND, { dead: false, index: 0, crewDamage: 50 }],
    ] as const) {
      const lie = await forge({ targets: [row(markers, data)] });
      expect(await t.applyAs("player1", lie.id, "t-rana")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    }
    expect(t.markers(rana)).toEqual({});
    // no Crew Damage prompt was posted: only the cards are in the chat
    expect(t.messages.filter((m) => m.type === "card").every((m) => m.system.kind === "spFire")).toBe(true);
    // the same dice listing what they give land
    const honest = await forge({ targets: [row(MEDIUM_WOUND, { dead: false, index: 0, crewDamage: 0 })] });
    expect(await t.applyAs("player1", honest.id, "t-rana")).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual(MEDIUM_WOUND);
  });

  it("lands a death the rules give: 10 + 10 + 10 + 2 = 32 is Dead (Guide 6.14 27-39)", async () => {
    const { t, rana, card } = await fired([14, 10, 10, 10]);
    expect(card.system.targets[0]?.data).toEqual({ dead: true, index: 0, crewDamage: 0 });
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual({ ok: true });
    expect(rana.statuses.has("dead")).toBe(true);
  });

  it("refuses a card whose dice do not bear out its action, and changes nothing", async () => {
    const { t, rana, card, forge, row } = await fired();
    const [d20, damage] = card.rolls as [RollLike, RollLike];
    // a d20 of 1 misses (Guide 6.6), so its damage batch is one the action never asked for
    const missed = { formula: d20.formula, dice: [{ results: [{ result: 1 }] }] };
    const miss = await forge({ targets: [row({ "sp-wound": 1 }, { dead: false })] }, [missed, damage]);
    const short = await forge({ targets: [row({ "sp-wound": 1 }, { dead: false })] }, [d20, { formula: "2d10", dice: [{ results: [{ result: 6 }, { result: 5 }] }] }]);
    const bare = await forge({ targets: [row({ "sp-wound": 1 }, { dead: false })] }, []);
    for (const c of [miss, short, bare]) expect(await t.applyAs("player1", c.id, "t-rana")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    expect(t.markers(rana)).toEqual({});
  });

  it("refuses a fire card posted before cards kept their action: nothing to work it out from", async () => {
    const { t, rana, forge, row } = await fired();
    const old = await forge({ payload: {}, targets: [row(MEDIUM_WOUND, { dead: false, index: 0, crewDamage: 0 })] });
    expect(await t.applyAs("gm", old.id, "t-rana")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    expect(t.markers(rana)).toEqual({});
  });

  it("refuses a card whose recorded target is not one the action reached", async () => {
    const { t, forge, row } = await fired();
    const stray = await forge({ targets: [{ ...row(MEDIUM_WOUND, { dead: false }), key: "t-someone", actorUuid: "Actor.shooter" }] });
    expect(await t.applyAs("player1", stray.id, "t-someone")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
  });
});

describe("a fire card's target, checked against her sheet at Apply (Guide 6.13, 8.5)", () => {
  const TARGET_CHANGED = { ok: false, reason: "STARSKIRMISH.SpacePatrol.Attack.targetChanged" };

  it("refuses a player's own card claiming her armour lower than it is, though it lists what its dice give on that armour", async () => {
    const { t, rana, card, forge, row } = await fired();
    const payload = structuredClone(card.system.payload) as { targets: { armour: { energy: number } }[] };
    payload.targets[0]!.armour.energy = 0;
    const { FIRE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
    const dice = [{ formula: "1d20", faces: [14] }, { formula: "3d10", faces: [6, 5, 4] }];
    // 15 + PEN 5 - 0 = 20: a Heavy Wound, worse than the Medium Wound her vest allows
    const listed = FIRE_CARD.derive!({ payload: payload as never, actorUuid: "Actor.shooter", targets: [{ key: "t-rana", actorUuid: "Actor.rana" }], dice })!["t-rana"]!;
    expect(listed.markers).not.toEqual(MEDIUM_WOUND);
    const forged = await forge({ payload, targets: [row(listed.markers, listed.data)] });
    expect(await t.applyAs("player1", forged.id, "t-rana")).toEqual(TARGET_CHANGED);
    expect(t.markers(rana)).toEqual({});
  });

  it("holds a target to her NBC protection only where the attack is an NBC one (Guide 8.5)", async () => {
    const { t } = await fired();
    const { targetFactsHold } = await import("../../../../src/rulesets/space-patrol/cards/target-facts-confirm");
    const suited = t.npc("Actor.suited", "Suited", {}, [t.item("armour", "hazard", { nbcProof: true })]);
    const kept = { table: "individual", armour: { hand: 0, bullets: 0, energy: 0 }, craftArmour: 0 } as const;
    expect(targetFactsHold({ ...kept, nbcProof: true }, suited as never)).toBe(true);
    expect(targetFactsHold({ ...kept, nbcProof: false }, suited as never)).toBe(false);
    expect(targetFactsHold(kept, suited as never)).toBe(true);
    // a person kept as a vehicle is not one
    expect(targetFactsHold({ ...kept, table: "vehicle" }, suited as never)).toBe(false);
  });

  it("refuses the honest card once her armour has changed since it was rolled, and lands it when the armour is back", async () => {
    const { t, rana, card } = await fired();
    const vest = rana.items.contents[0]!;
    await vest.update({ system: { energy: 5 } });
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual(TARGET_CHANGED);
    expect(t.markers(rana)).toEqual({});
    await vest.update({ system: { energy: 3 } });
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual(MEDIUM_WOUND);
  });
});
