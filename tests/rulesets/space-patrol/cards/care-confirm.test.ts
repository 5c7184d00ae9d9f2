// @vitest-environment happy-dom
// Injector cards worked out again by the GM (Guide 8.7), and the patient's dose count of the day
// checked at Apply, against stand-ins after a real init: the legitimate card lands as listed; a
// forged listing is refused; a Space Bear dose whose day's count no longer holds (another dose
// landed first) is refused with the reason, and nothing changes on the patient. (The medicine
// card's record check is in medicine-derive.test.ts.)
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const CHANGED = { ok: false, reason: "STARSKIRMISH.SpacePatrol.Care.recordChanged" };
const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;

/** Ace gives Mate (adjacent, not his) Space Bear twice: d20s of 5 blind nobody; each takes a Wound off. */
async function bearOnMate() {
  const t = await spaceBoard([5, 5]);
  const bear = t.item("device", "bear", { kind: "injector", injector: "spaceBear", doses: 3 });
  const ace = t.patrolman("Actor.ace", "Ace", {}, [bear]);
  const mate = t.patrolman("Actor.mate", "Mate", {});
  mate.ownership = { default: 0 };
  t.place(ace, 0);
  t.place(mate, 1);
  await t.mark(mate, "sp-wound", 2);
  t.target(mate);
  await (await handlers()).useDevice!(ace as never);
  await (await handlers()).useDevice!(ace as never);
  return { t, mate, first: t.messages[0]!, second: t.messages[1]! };
}

describe("an injector card, worked out again and checked by the GM", () => {
  it("keeps the injector, the patient's markers and the day's dose, and lands the doses in order", async () => {
    const { t, mate, first, second } = await bearOnMate();
    expect(first.system.payload).toMatchObject({ injector: "spaceBear", markers: { "sp-wound": 2 }, dose: 1 });
    // both were rolled before either landed: the second was rolled as the day's first dose too
    expect(second.system.payload).toMatchObject({ dose: 1 });
    const key = first.system.targets[0]!.key;
    expect(await t.applyAs("player1", first.id, key)).toEqual({ ok: true });
    expect(t.markers(mate)).toEqual({ "sp-wound": 1 });
    // the first dose has landed: the second card's count of the day no longer holds
    expect(await t.applyAs("player1", second.id, key)).toEqual(CHANGED);
    expect(t.markers(mate)).toEqual({ "sp-wound": 1 });
  });

  it("refuses a forged listing of the same dose", async () => {
    const { t, mate, first } = await bearOnMate();
    const target = first.system.targets[0]!;
    t.asUser("player1");
    const forged = await post({ type: "card", rolls: first.rolls, system: { kind: "spDevice", ruleSet: "space-patrol", actorUuid: "Actor.ace", payload: structuredClone(first.system.payload), targets: [{ ...target, markers: { "sp-wound": -2 }, applied: false }] } });
    expect(await t.applyAs("player1", forged.id, target.key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(t.markers(mate)).toEqual({ "sp-wound": 2 });
  });
});
