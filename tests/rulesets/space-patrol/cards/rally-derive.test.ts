// @vitest-environment happy-dom
// The GM works a Leadership rally card out again (Guide 6.9) from the leader's recorded Leadership,
// his disadvantages, the friends he reached and the card's one d20, against stand-ins after a real
// init: the leader's card lands as listed; a player's own card rallying a friend its d20 does not
// reach is refused; one recording a friend beyond 6", a leader without Leadership, or no d20 is
// refused; and one posted for a leader its author does not own is refused.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const NOT_FROM_DICE = { ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" };
const NOT_DERIVABLE = { ok: false, reason: "STARSKIRMISH.Error.notDerivable" };
const OFF = { "sp-morale": -1 };

/** Sarge (Leadership 1) rallies Near (2") and Mid (4"): a d20 of 9 + 1 = 10 is one success, no special. */
async function rallied(faces = [9]) {
  const t = await spaceBoard(faces);
  const sarge = t.patrolman("Actor.sarge", "Sarge", { leadership: 1 });
  const near = t.patrolman("Actor.near", "Near", {});
  const mid = t.patrolman("Actor.mid", "Mid", {});
  for (const [a, x] of [[sarge, 0], [near, 2], [mid, 4]] as const) {
    t.place(a, x);
    if (a !== sarge) {
      await t.mark(a, "sp-morale");
      a.ownership = { default: 0 };
    }
  }
  t.target(near, mid);
  const { SHEET_ACTION_HANDLERS } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
  await SHEET_ACTION_HANDLERS.rally!(sarge as never);
  const card = t.messages[0]!;
  const forge = async (system: object, rolls: readonly unknown[] = card.rolls, actorUuid = "Actor.sarge") => {
    t.asUser("player1");
    return post({ type: "card", rolls, system: { kind: "spRally", ruleSet: "space-patrol", actorUuid, payload: structuredClone(card.system.payload), ...system } });
  };
  const row = (key: string, actorUuid: string) => ({ key, actorUuid, name: key, markers: OFF, data: {}, applied: false });
  return { t, sarge, near, mid, card, forge, row };
}

describe("a rally card's result, worked out again by the GM", () => {
  it("keeps what the leader rolled with, and lands his card as listed: the nearest friend rallied", async () => {
    const { t, near, mid, card } = await rallied();
    expect(card.system.payload).toEqual({
      leadership: "1",
      disadvantages: 0,
      friends: [
        { key: "t-near", uuid: "Actor.near", distance: 2 },
        { key: "t-mid", uuid: "Actor.mid", distance: 4 },
      ],
    });
    expect(card.system.targets.map((x) => x.key)).toEqual(["t-near"]);
    expect(await t.applyAs("player1", card.id, "t-near")).toEqual({ ok: true });
    expect([t.markers(near), t.markers(mid)]).toEqual([{}, { "sp-morale": 1 }]);
  });

  it("refuses a player's own card rallying both friends on a d20 that rallies one", async () => {
    const { t, near, mid, forge, row } = await rallied();
    const forged = await forge({ targets: [row("t-near", "Actor.near"), row("t-mid", "Actor.mid")] });
    // the near friend is what the d20 gives; the second is not
    expect(await t.applyAs("player1", forged.id, "t-mid")).toEqual(NOT_DERIVABLE);
    expect(t.markers(mid)).toEqual({ "sp-morale": 1 });
    const more = await forge({ targets: [{ ...row("t-near", "Actor.near"), markers: { "sp-morale": -1, "sp-wound": -1 } }] });
    expect(await t.applyAs("player1", more.id, "t-near")).toEqual(NOT_FROM_DICE);
    expect(t.markers(near)).toEqual({ "sp-morale": 1 });
  });

  it("refuses a card recording a friend beyond 6\", a leader without Leadership, or no d20", async () => {
    const { t, near, card, forge, row } = await rallied();
    const payload = structuredClone(card.system.payload) as { leadership: string; friends: { distance: number }[] };
    const far = await forge({ payload: { ...payload, friends: payload.friends.map((f) => ({ ...f, distance: 9 })) }, targets: [row("t-near", "Actor.near")] });
    const untrained = await forge({ payload: { ...payload, leadership: "0" }, targets: [row("t-near", "Actor.near")] });
    const bare = await forge({ targets: [row("t-near", "Actor.near")] }, []);
    for (const c of [far, untrained, bare]) expect(await t.applyAs("player1", c.id, "t-near")).toEqual(NOT_DERIVABLE);
    expect(t.markers(near)).toEqual({ "sp-morale": 1 });
  });

  it("refuses a card posted for a leader its author does not own", async () => {
    const { t, near, sarge, forge, row } = await rallied();
    sarge.ownership = { default: 0 };
    const forged = await forge({ targets: [row("t-near", "Actor.near")] });
    expect(await t.applyAs("player1", forged.id, "t-near")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" });
    expect(t.markers(near)).toEqual({ "sp-morale": 1 });
  });
});
