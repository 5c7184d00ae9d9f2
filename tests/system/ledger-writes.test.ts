// @vitest-environment happy-dom
// The GM's card ledger is one world setting (system/ledger/ledger-store.ts), and a world setting's
// value on a client changes only when the server answers (the stand-in waits a round trip, as v13
// does). Every change to the ledger reads it and writes it whole, so two changes made within one
// round trip must take turns: else the later write, read before the first landed, puts back what
// the first changed. A lost applied mark would let a result land twice.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor } from "../helpers/fake-documents";
import { installCardRecorder } from "../helpers/card-recorder";
import { applyAs } from "../helpers/gm-requests";
import { gmRecorded } from "../helpers/gm-recorded";
import { onClientOf } from "../helpers/foundry/client-context";

interface Poster {
  ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } };
}

async function setup() {
  const { stubs, g } = await bootSystem();
  installCardRecorder();
  makeActor({ _id: "shooter", name: "Shooter", type: "spNpc" });
  const target = makeActor({ _id: "target", name: "Target", type: "spNpc", ownership: { default: 0 } });
  const { defineCardKind } = await import("../../src/system/cards/card-kind");
  const { cardKindEntry, registerCardKinds } = await import("../../src/system/cards/card-registry");
  const { field } = await import("../../src/core/schema");
  registerCardKinds([cardKindEntry(defineCardKind({ id: "testWrites", ruleSet: "space-patrol", template: "test.hbs", targetData: { dead: field.boolean() }, buttons: ["applyResult"] }))]);
  /** A card `author` posts from their own client, for the shooter, at the target. */
  const post = (author: string) => {
    stubs.actAs(author);
    return (globalThis as unknown as Poster).ChatMessage.implementation.create({
      type: "card",
      system: { kind: "testWrites", actorUuid: "Actor.shooter", targets: [{ key: "t1", actorUuid: "Actor.target", name: "Target", markers: { "sp-wound": 1 }, data: {}, applied: false }] },
    });
  };
  const store = await import("../../src/system/ledger/ledger-store");
  return { stubs, g, target, post, store };
}

describe("the GM's ledger writes take turns", () => {
  it("keeps an applied mark, a GM record and a new card's snapshot all made within one round trip", async () => {
    const { post, store, g } = await setup();
    const card = await post("player1");
    await gmRecorded(card.id);
    const mark = { by: "gm", at: 5 };
    // two changes on the GM's client, and a player's card coming in meanwhile
    const onGm = <T>(work: () => T) => onClientOf(g.game.users.get("gm"), work);
    const [, , second] = await Promise.all([onGm(() => store.recordApplied(card.id, "t1", mark)), onGm(() => store.recordOnCard(card.id, "judged", true)), post("player1")]);
    await gmRecorded(second.id);
    const ledger = store.readCardLedger();
    expect(ledger[card.id]?.applied).toEqual({ t1: mark });
    expect(ledger[card.id]?.gm).toEqual({ judged: true });
    expect(ledger[second.id]?.kind).toBe("testWrites");
  });

  it("lands a result once though another card comes in while its Apply is written", async () => {
    const { post, target, g } = await setup();
    const { readMarkers } = await import("../../src/system/markers/marker-store");
    const card = await post("player1");
    await gmRecorded(card.id);
    // the next card comes in just as the Apply's mark is sent to the server
    let second: Promise<{ id: string }> | undefined;
    const set = g.game.settings.set.bind(g.game.settings);
    g.game.settings.set = (ns: string, key: string, value: unknown) => {
      const sent = set(ns, key, value);
      const applied = (value as Record<string, { applied?: object }>)[card.id]?.applied ?? {};
      if (!second && Object.keys(applied).length > 0) second = post("player1");
      return sent;
    };
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: true });
    expect(second).toBeDefined();
    await gmRecorded((await second!).id);
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.alreadyApplied" });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 1 });
  });

  it("goes on after a change that fails: the next change still lands", async () => {
    const { stubs, post, store } = await setup();
    const card = await post("player1");
    await gmRecorded(card.id);
    stubs.actAs("gm");
    const results = await Promise.allSettled([store.recordOnCard("no-such-card", "judged", true), store.recordOnCard(card.id, "judged", true)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    expect(store.readCardLedger()[card.id]?.gm).toEqual({ judged: true });
  });
});
