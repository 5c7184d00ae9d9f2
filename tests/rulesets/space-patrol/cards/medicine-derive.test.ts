// @vitest-environment happy-dom
// The GM works a medicine card's result out again (Guide 8.1) from what the card kept of the attempt
// and its one d20, against stand-ins after a real init: the medic's card lands as it listed; a card a
// player posts himself with the real attempt but a failed d20 listing the marker off is refused, and
// so is one without its d20; the same attempt posted again once the first changed the patient's
// field-care record is refused.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

async function treated(faces: number[]) {
  const t = await spaceBoard(faces);
  const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 }, [t.item("device", "kit", { kind: "medKit", equipmentBonus: 0 })]);
  const pat = t.npc("Actor.pat", "Pat");
  pat.ownership = { default: 0 };
  t.place(doc, 0);
  t.place(pat, 1);
  await t.mark(pat, "sp-wound", 2);
  t.target(pat);
  t.answer({ marker: "sp-wound" });
  const { SHEET_ACTION_HANDLERS } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
  await SHEET_ACTION_HANDLERS.medicine!(doc as never);
  const card = t.messages[0]!;
  const forge = async (system: object, rolls: unknown[]) => {
    t.asUser("player1");
    return post({ type: "card", rolls, system: { kind: "spMedicine", ruleSet: "space-patrol", actorUuid: "Actor.doc", payload: structuredClone(card.system.payload), ...system } });
  };
  return { t, pat, card, forge };
}

describe("a medicine card's result, worked out again by the GM", () => {
  it("lands the medic's attempt as listed, and refuses a player's own card listing a success its failed d20 does not give", async () => {
    // 15 + Medicine 2 = 17 against DT 16: the Wound comes off (applied at the medic's request)
    const { t, pat, card, forge } = await treated([15]);
    expect(card.system.payload).toMatchObject({ marker: "sp-wound", medicine: "2", before: { woundsRemoved: 0 } });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    const key = card.system.targets[0]!.key;
    // a d20 of 2 fails: the card claims the Wound off and a clean record
    const failed = [{ formula: "1d20", dice: [{ results: [{ result: 2 }] }] }];
    const forged = await forge({ targets: [{ key, actorUuid: "Actor.pat", name: "Pat", markers: { "sp-wound": -3 }, data: { fieldCare: { woundsRemoved: 0, mortalWoundFailures: 0 } }, applied: false }] }, failed);
    expect(await t.applyAs("player1", forged.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    const bare = await forge({ targets: [{ key, actorUuid: "Actor.pat", name: "Pat", markers: { "sp-wound": -1 }, data: {}, applied: false }] }, []);
    expect(await t.applyAs("player1", bare.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
  });

  it("refuses the same attempt posted again in a card of the player's own, once the first has changed the record", async () => {
    // 15 + Medicine 2 = 17 against DT 16: the Wound comes off, applied at the medic's request
    const { t, pat, card, forge } = await treated([15]);
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    const replay = await forge({ targets: card.system.targets.map((x) => ({ ...x, applied: false })) }, card.rolls as unknown[]);
    expect(await t.applyAs("player1", replay.id, card.system.targets[0]!.key)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Care.recordChanged" });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
  });
});
