// @vitest-environment happy-dom
// The GM works a Crew Damage result out again (Guide 6.15, 7.12; SP-14) from the crew it picked
// from and its own Rolls, and checks the board facts it claims, against stand-ins after a real
// init: the owner's result lands as listed; a re-roll after he resets his own roll record is
// refused at Apply, as the second result for its prompt; a card listing a death its dice do not
// give, picking from a crew the craft does not have, lowering a crewman's armour, or answering
// no prompt the GM recorded is refused; nothing changes on the crew.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { pressCardButton } from "../../../helpers/card-buttons";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

// 1d2 = 2 picks the gunner; 5 + 5 + 5 + (PEN 8 - Bullets 2) = 21, Mortal Wound-Chest (Guide 6.14)
const GUNNER_HIT = { "sp-mortalWound": 1, "sp-morale": 1 };

async function rolledOnTank(faces = [2, 5, 5, 5, 1, 1, 1, 1]) {
  const t = await spaceBoard(faces);
  const driver = t.npc("Actor.driver", "Driver");
  const gunner = t.npc("Actor.gunner", "Gunner", {}, [t.item("armour", "flak", { bullets: 2 })]);
  for (const a of [driver, gunner]) a.ownership = { default: 0 };
  const tank = t.vehicle("Actor.tank", "Tank", {
    armour: 3,
    crew: [
      { role: "driver", actorUuid: "Actor.driver", actorName: "Driver" },
      { role: "gunner", actorUuid: "Actor.gunner", actorName: "Gunner" },
    ],
  });
  t.asUser("gm");
  const { promptCrewDamage } = await import("../../../../src/rulesets/space-patrol/actions/crew-damage");
  await promptCrewDamage(tank as never, 1);
  const prompt = t.messages[0]!;
  t.asUser("player1");
  await pressCardButton(prompt, "spCrewDamage");
  const result = t.messages[1]!;
  const forge = async (system: object, rolls: readonly unknown[] = result.rolls) => {
    t.asUser("player1");
    return post({ type: "card", rolls, system: { kind: "spCrewDamage", ruleSet: "space-patrol", actorUuid: "Actor.tank", payload: structuredClone(result.system.payload), targets: structuredClone(result.system.targets), ...system } });
  };
  return { t, tank, driver, gunner, prompt, result, forge };
}

describe("a Crew Damage result, worked out again and checked by the GM", () => {
  it("keeps the prompt, the craft's kind and the crew it picked from, and lands the owner's result as listed", async () => {
    const { t, gunner, prompt, result } = await rolledOnTank();
    expect(result.system.payload).toMatchObject({ count: 1, rolled: true, prompt: prompt.id, kind: "vehicle" });
    expect((result.system.payload as { crew: { uuid: string; armour: object }[] }).crew.map((c) => [c.uuid, c.armour])).toEqual([
      ["Actor.driver", { hand: 0, bullets: 0, energy: 0 }],
      ["Actor.gunner", { hand: 0, bullets: 2, energy: 0 }],
    ]);
    const key = result.system.targets[0]!.key;
    expect(await t.applyAs("player1", result.id, key)).toEqual({ ok: true });
    expect(t.markers(gunner)).toEqual(GUNNER_HIT);
  });

  it("refuses a re-roll after the owner resets his own roll record: only the first result of a prompt applies", async () => {
    const { t, tank, gunner, prompt, result } = await rolledOnTank();
    // the owner clears the flag he can write, and rolls the prompt again: a second result is posted
    await tank.update({ flags: { starskirmish: { rolledPrompts: [] } } });
    await pressCardButton(prompt, "spCrewDamage");
    const second = t.messages[2]!;
    expect(second.system.kind).toBe("spCrewDamage");
    const key = second.system.targets[0]!.key;
    expect(await t.applyAs("player1", second.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptAnsweredBefore" });
    expect(t.markers(gunner)).toEqual({});
    expect(await t.applyAs("player1", result.id, result.system.targets[0]!.key)).toEqual({ ok: true });
  });

  it("refuses a card listing a death its dice do not give", async () => {
    const { t, tank, gunner, result, forge } = await rolledOnTank();
    // answering a prompt of its own, so it is refused for what it lists, not as a second answer
    t.asUser("gm");
    const { promptCrewDamage } = await import("../../../../src/rulesets/space-patrol/actions/crew-damage");
    await promptCrewDamage(tank as never, 1);
    const payload = { ...structuredClone(result.system.payload), prompt: t.messages.at(-1)!.id };
    const forged = await forge({ payload, targets: result.system.targets.map((x) => ({ ...x, data: { dead: true }, applied: false })) });
    expect(await t.applyAs("player1", forged.id, result.system.targets[0]!.key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(gunner.statuses.has("dead")).toBe(false);
    expect(t.markers(gunner)).toEqual({});
  });

  it("refuses a card picking from someone not aboard, lowering the gunner's armour, or answering no recorded prompt", async () => {
    const { t, tank, gunner, result, forge } = await rolledOnTank();
    const { promptCrewDamage } = await import("../../../../src/rulesets/space-patrol/actions/crew-damage");
    const payload = structuredClone(result.system.payload) as { prompt: string; crew: { uuid: string; armour: { bullets: number } }[] };
    const key = result.system.targets[0]!.key;
    /** A fresh prompt from the GM's client, so each forged result is the first for its prompt. */
    const freshPrompt = async () => {
      t.asUser("gm");
      await promptCrewDamage(tank as never, 1);
      return t.messages.at(-1)!.id;
    };
    const stranger = await forge({ payload: { ...payload, prompt: await freshPrompt(), crew: payload.crew.map((c, i) => (i === 0 ? { ...c, uuid: "Actor.stranger" } : c)) } });
    expect(await t.applyAs("player1", stranger.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.CrewDamage.notCrew" });
    // no flak: the player lists exactly what the rules give for his lowered armour, but the gunner wears Bullets 2
    const { deriveCrewDamage } = await import("../../../../src/rulesets/space-patrol/cards/crew-damage-derive");
    const lowered = { ...payload, prompt: await freshPrompt(), crew: payload.crew.map((c) => ({ ...c, armour: { hand: 0, bullets: 0, energy: 0 } })) };
    // the rolls as the GM's ledger keeps them: each Roll's formula and faces
    const rolls = result.rolls as unknown as { formula: string; dice: { results: { result: number }[] }[] }[];
    const dice = rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)) }));
    const lie = deriveCrewDamage({ payload: lowered as never, actorUuid: "Actor.tank", targets: [], dice })![key]!;
    const bare = await forge({ payload: lowered, targets: result.system.targets.map((x) => ({ ...x, markers: lie.markers, data: lie.data, applied: false })) });
    expect(await t.applyAs("player1", bare.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.boardChanged" });
    const orphan = await forge({ payload: { ...payload, prompt: "nowhere" } });
    expect(await t.applyAs("player1", orphan.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptNotRecorded" });
    expect(t.markers(gunner)).toEqual({});
  });
});
