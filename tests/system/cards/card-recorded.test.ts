// @vitest-environment happy-dom
// A card kind's recorded step (src/system/cards/card-recorded.ts) after a real init: the active GM's
// client runs it once per card, from the ledger's copy and not the message its author may edit, one
// card at a time in the order they came in, and a step that fails stops only its own card.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { makeActor } from "../../helpers/fake-documents";
import { installCardRecorder } from "../../helpers/card-recorder";
import { applyAs } from "../../helpers/gm-requests";

interface Poster {
  ChatMessage: { implementation: { create(data: object): Promise<{ id: string; system: { payload: Record<string, unknown> } }> } };
}

async function setup(step: (card: { messageId: string; author: string; payload: { used: number } }) => Promise<void>) {
  const { stubs, g } = await bootSystem();
  installCardRecorder();
  makeActor({ _id: "thrower", name: "Thrower", type: "spNpc" });
  const { defineCardKind } = await import("../../../src/system/cards/card-kind");
  const { cardKindEntry, registerCardKinds } = await import("../../../src/system/cards/card-registry");
  const { field } = await import("../../../src/core/schema");
  registerCardKinds([cardKindEntry(defineCardKind({ id: "testSpends", ruleSet: "space-patrol", template: "test.hbs", payload: { used: field.integer(0, 0, 9) }, buttons: ["applyResult"], recorded: step }))]);
  const post = async (author: string, used: number) => {
    stubs.actAs(author);
    const posted = await (globalThis as unknown as Poster).ChatMessage.implementation.create({
      type: "card",
      system: { kind: "testSpends", actorUuid: "Actor.thrower", payload: { used }, targets: [{ key: "t1", actorUuid: "Actor.thrower", name: "Thrower", markers: { "sp-stun": 1 }, data: {} }] },
    });
    return posted;
  };
  return { post, g };
}

describe("a card kind's recorded step", () => {
  it("runs once per card on the GM's client, with the payload as the ledger holds it and the card's author", async () => {
    const seen: { messageId: string; author: string; used: number }[] = [];
    const { post } = await setup(async (card) => void seen.push({ messageId: card.messageId, author: card.author, used: card.payload.used }));
    const card = await post("player1", 2);
    // the author rewrites the card at once: the step reads what the GM recorded
    card.system.payload.used = 0;
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([{ messageId: card.id, author: "player1", used: 2 }]);
  });

  it("takes cards one at a time, in the order they came in, so a spend reads the one before it", async () => {
    let stock = 1;
    const outcome: string[] = [];
    const { post } = await setup(async (card) => {
      const left = stock;
      // a GM write takes a round trip: without the queue the second card would read the stock unspent
      await new Promise((r) => setTimeout(r, 5));
      if (left >= card.payload.used) stock = left - card.payload.used;
      outcome.push(`${card.messageId}:${left >= card.payload.used ? "spent" : "refused"}`);
    });
    const first = await post("player1", 1);
    const second = await post("player1", 1);
    await vi.waitFor(() => expect(outcome).toHaveLength(2));
    expect(outcome).toEqual([`${first.id}:spent`, `${second.id}:refused`]);
    expect(stock).toBe(0);
  });

  it("goes on to the next card when one card's step fails, and reports the failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ran: number[] = [];
    const { post } = await setup(async (card) => {
      if (card.payload.used === 9) throw new Error("broken step");
      ran.push(card.payload.used);
    });
    await post("player1", 9);
    await post("player1", 3);
    await vi.waitFor(() => expect(ran).toEqual([3]));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("recorded step failed"), expect.any(Error));
    error.mockRestore();
  });

  it("runs nothing for a card posted while no GM was connected: it was never recorded", async () => {
    const seen: string[] = [];
    const { post, g } = await setup(async (card) => void seen.push(card.messageId));
    g.game.users.get("gm")!.active = false;
    await post("player1", 1);
    g.game.users.get("gm")!.active = true;
    const later = await post("player1", 1);
    await vi.waitFor(() => expect(seen).toEqual([later.id]));
  });

  it("refuses a card its step refused: Apply gives the reason, and the card says so with its Apply disabled", async () => {
    const { refuseRecordedCard } = await import("../../../src/system/ledger/ledger-store");
    let stock = 1;
    const { post, g } = await setup(async (card) => {
      if (stock >= card.payload.used) stock -= card.payload.used;
      else await refuseRecordedCard(card.messageId, "STARSKIRMISH.Card.prompt.again");
    });
    const paid = await post("player1", 1);
    const unpaid = await post("player1", 1);
    const { readCardLedger } = await import("../../../src/system/ledger/ledger-store");
    await vi.waitFor(() => expect(readCardLedger()[unpaid.id]?.gm?.refused).toBe("STARSKIRMISH.Card.prompt.again"));
    // a second refusal for another reason does not replace the first
    await refuseRecordedCard(unpaid.id, "STARSKIRMISH.Card.someone");
    expect(readCardLedger()[unpaid.id]?.gm?.refused).toBe("STARSKIRMISH.Card.prompt.again");
    expect(await applyAs("player1", unpaid.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Card.prompt.again" });
    expect(await applyAs("player1", paid.id, "t1")).toEqual({ ok: true });
    // the GM's mark makes the card draw again; drawn, it says why it lands nothing
    expect((unpaid as unknown as { flags: Record<string, Record<string, unknown>> }).flags.starskirmish?.refusedByGm).toBe(true);
    const { wireCardButtons } = await import("../../../src/system/cards/card-buttons");
    const html = document.createElement("div");
    html.innerHTML = `<div class="ssk-card"><button data-card-action="applyResult" data-target-key="t1">Apply</button></div>`;
    g.game.i18n.format = (key, data) => `${key}: ${String(data?.reason)}`;
    wireCardButtons(unpaid as never, html);
    expect(html.querySelector(".ssk-prompt-strip")?.textContent).toBe("STARSKIRMISH.Card.refused: STARSKIRMISH.Card.prompt.again");
    expect(html.querySelector("button")!.hasAttribute("disabled")).toBe(true);
  });

  it("lets an Apply right behind the card wait for its step, even while the card is still being written to the ledger", async () => {
    const ran: string[] = [];
    const { post, g } = await setup(async (card) => void ran.push(card.messageId));
    const { recordedStepsSettled } = await import("../../../src/system/cards/card-recorded");
    // the ledger's write is a round trip to the server
    const set = g.game.settings.set.bind(g.game.settings);
    g.game.settings.set = async (ns: string, key: string, value: unknown) => {
      await new Promise((r) => setTimeout(r, 20));
      return set(ns, key, value);
    };
    const card = await post("player1", 1);
    await recordedStepsSettled();
    expect(ran).toEqual([card.id]);
  });

  it("judges an Apply pressed the moment the card arrives after the card's step: the kit waits before it reads the ledger", async () => {
    const { refuseRecordedCard } = await import("../../../src/system/ledger/ledger-store");
    const { post } = await setup(async (card) => {
      // the step's own reads and writes take round trips; the kind has no confirm to wait for it
      await new Promise((r) => setTimeout(r, 20));
      await refuseRecordedCard(card.messageId, "STARSKIRMISH.Card.prompt.again");
    });
    const card = await post("player1", 1);
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Card.prompt.again" });
    const { readCardLedger } = await import("../../../src/system/ledger/ledger-store");
    expect(readCardLedger()[card.id]?.applied).toEqual({});
  });
});
