// @vitest-environment happy-dom
// Counted markers on actors, the token HUD, card buttons, the GM's apply query, compendium
// visibility and scene grids, run against stand-in documents after a real init.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../helpers/foundry-stubs";
import { installEffectCreation, makeFakeActorClass, type FakeActor } from "../helpers/fake-documents";
import { installUsers } from "../helpers/users-stand-in";
import { installCardRecorder } from "../helpers/card-recorder";
import { applyAs } from "../helpers/gm-requests";

let Fake: ReturnType<typeof makeFakeActorClass>;
let creations: { creations: number };

async function boot(settings: Record<string, unknown> = {}) {
  vi.resetModules();
  const rec = installFoundryStubs(settings);
  await import("../../src/index");
  callHook(rec, "init");
  const g = globalThis as Record<string, unknown>;
  Fake = makeFakeActorClass(g.Actor as new () => object);
  creations = installEffectCreation();
  const notes: string[] = [];
  g.ui = { notifications: { warn: (m: string) => notes.push(m), error: (m: string) => notes.push(m), info: () => undefined } };
  return { rec, notes };
}

const store = () => import("../../src/system/markers/marker-store");

describe("counted markers on an actor", () => {
  beforeEach(async () => {
    await boot();
  });

  it("make one effect with the static id, count up on it, and remove it at zero", async () => {
    const { adjustMarker, readMarkers, markerDefinition } = await store();
    const { markerEffectId } = await import("../../src/core/marker-icons");
    const actor = new Fake() as FakeActor;
    const wound = markerDefinition("sp-wound")!;
    await adjustMarker(actor as never, wound, 1);
    await adjustMarker(actor as never, wound, 1);
    await adjustMarker(actor as never, wound, 1);
    expect(actor.effects.size).toBe(1);
    expect(creations.creations).toBe(1);
    const effect = actor.effects.get(markerEffectId("sp-wound"))!;
    expect(effect.getFlag("starskirmish", "count")).toBe(3);
    expect(effect.img).toBe("systems/starskirmish/icons/markers/sp-wound-3.svg");
    expect(readMarkers(actor as never)).toEqual({ "sp-wound": 3 });
    await adjustMarker(actor as never, wound, -5);
    expect(actor.effects.size).toBe(0);
    expect(readMarkers(actor as never)).toEqual({});
  });

  it("keep a single marker at one (SP-9)", async () => {
    const { adjustMarker, readMarkers, markerDefinition } = await store();
    const actor = new Fake() as FakeActor;
    const stun = markerDefinition("sp-stun")!;
    expect(await adjustMarker(actor as never, stun, 1)).toBe(1);
    expect(await adjustMarker(actor as never, stun, 1)).toBe(1);
    expect(readMarkers(actor as never)).toEqual({ "sp-stun": 1 });
    expect(creations.creations).toBe(1);
  });
});

describe("the token HUD", () => {
  it("adds a counted marker on left click and removes one on right click; single markers keep core's toggle", async () => {
    await boot();
    const { onRenderTokenHUD } = await import("../../src/system/markers/token-hud");
    const { readMarkers } = await store();
    const actor = new Fake() as FakeActor;
    const html = document.createElement("div");
    html.innerHTML = `<div class="status-effects"><img data-status-id="sp-wound"><img data-status-id="sp-stun"></div>`;
    let renders = 0;
    const hud = { object: { actor }, render: () => void renders++ };
    onRenderTokenHUD(hud as never, html);
    const wound = html.querySelector<HTMLElement>('[data-status-id="sp-wound"]')!;
    let coreSawClick = false;
    html.addEventListener("click", () => (coreSawClick = true));
    wound.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await vi.waitFor(() => expect(readMarkers(actor as never)).toEqual({ "sp-wound": 1 }));
    expect(coreSawClick).toBe(false);
    wound.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true }));
    await vi.waitFor(() => expect(readMarkers(actor as never)).toEqual({}));
    await vi.waitFor(() => expect(renders).toBe(2));
    html.querySelector('[data-status-id="sp-stun"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(coreSawClick).toBe(true);
  });

  it("does nothing for a token the user does not own", async () => {
    await boot();
    const { onRenderTokenHUD } = await import("../../src/system/markers/token-hud");
    const { readMarkers } = await store();
    const actor = new Fake() as FakeActor;
    actor.isOwner = false;
    const html = document.createElement("div");
    html.innerHTML = `<img data-status-id="sp-wound">`;
    onRenderTokenHUD({ object: { actor }, render: () => undefined } as never, html);
    html.querySelector("img")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 10));
    expect(readMarkers(actor as never)).toEqual({});
  });
});

describe("applying a card's result through the GM", () => {
  async function setup() {
    const { notes } = await boot();
    const g = globalThis as unknown as { game: { user?: unknown }; fromUuid: unknown };
    const users = installUsers([{ id: "gm", isGM: true }, { id: "player1" }, { id: "player2" }]);
    installCardRecorder();
    const target = new Fake("Actor.target", "Target") as FakeActor;
    // player1 rolled the card: his client posts it, so he is its author
    g.game.user = users.get("player1");
    const ChatMessageClass = (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ system: { targets: { applied: boolean }[] } }> } } }).ChatMessage;
    const message = await ChatMessageClass.implementation.create({
      type: "card",
      system: {
        kind: "spFire",
        actorUuid: "Actor.shooter",
        targets: [{ key: "t1", actorUuid: "Actor.target", name: "Target", markers: { "sp-wound": 2, "sp-stun": 1 }, applied: false }],
      },
    });
    const system = message.system;
    g.fromUuid = async (uuid: string) => (uuid === "Actor.target" ? target : null);
    return { target, system, notes };
  }

  it("refuses a player who did not roll the card, and changes nothing", async () => {
    const { target } = await setup();
    const { readMarkers } = await store();
    expect(await applyAs("player2", "m0", "t1")).toEqual({
      ok: false,
      reason: "STARSKIRMISH.Error.notYourCard",
    });
    expect(readMarkers(target as never)).toEqual({});
  });

  it("applies the stored result for the card's author once", async () => {
    const { target, system } = await setup();
    const { readMarkers } = await store();
    expect(await applyAs("player1", "m0", "t1")).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
    expect(system.targets[0]?.applied).toBe(true);
    expect(await applyAs("gm", "m0", "t1")).toEqual({
      ok: false,
      reason: "STARSKIRMISH.Error.alreadyApplied",
    });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
  });

  it("ignores a marker change no table result could make (a forged card)", async () => {
    const { target, system } = await setup();
    const { readMarkers } = await store();
    (system.targets[0] as unknown as { markers: Record<string, number> }).markers = { "sp-wound": 50, "sp-stun": 1 };
    expect(await applyAs("player1", "m0", "t1")).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-stun": 1 });
  });

  it("refuses a target or message the card does not have", async () => {
    await setup();
    expect(await applyAs("gm", "m0", "t9")).toMatchObject({ ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" });
    expect(await applyAs("gm", "nope", "t1")).toMatchObject({ ok: false, reason: "STARSKIRMISH.Error.notACard" });
  });

  it("refuses a card of no registered kind, and a card whose target data does not fit its kind", async () => {
    const { target, system } = await setup();
    const { readMarkers } = await store();
    const card = system as unknown as { kind: string; targets: { data?: unknown }[] };
    card.kind = "spNoSuchCard";
    expect(await applyAs("player1", "m0", "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notACard" });
    card.kind = "spFire";
    card.targets[0]!.data = { dead: "yes" };
    expect(await applyAs("player1", "m0", "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notACard" });
    expect(readMarkers(target as never)).toEqual({});
  });
});

describe("card buttons", () => {
  async function testCard(payload: Record<string, unknown>) {
    const { notes } = await boot();
    const { defineCardKind } = await import("../../src/system/cards/card-kind");
    const { cardKindEntry, registerCardKinds } = await import("../../src/system/cards/card-registry");
    const { wireCardButtons } = await import("../../src/system/cards/card-buttons");
    const { CardData } = await import("../../src/system/cards/card-model");
    const { field } = await import("../../src/core/schema");
    const kind = defineCardKind({ id: "testCard", ruleSet: "space-patrol", template: "test.hbs", payload: { count: field.integer(1, 1) }, buttons: ["testAction", "applyResult"] });
    const calls: number[] = [];
    registerCardKinds([cardKindEntry(kind, { testAction: async ({ card }) => void calls.push(card.payload.count) })]);
    const g = globalThis as Record<string, Record<string, unknown>>;
    g.game!.user = { isGM: false };
    const system = Object.assign(new (CardData as unknown as new () => object)(), { kind: "testCard", actorUuid: "", payload, targets: [] });
    const html = document.createElement("div");
    html.innerHTML = `<button data-card-action="testAction">a</button><button data-card-action="spNotSoFast">b</button><button data-card-action="testAction" data-gm-only>c</button>`;
    wireCardButtons({ system } as never, html);
    return { html, calls, notes, buttons: [...html.querySelectorAll("button")] };
  }

  it("run the handler their card's kind declares with the card read, disable others and hide GM-only ones from players", async () => {
    const { calls, buttons } = await testCard({ count: 2 });
    const [declared, otherKinds, gmOnly] = buttons;
    declared!.click();
    await vi.waitFor(() => expect(calls).toEqual([2]));
    // another kind's action does nothing on this card
    expect(otherKinds!.hasAttribute("disabled")).toBe(true);
    expect(gmOnly!.hidden).toBe(true);
  });

  it("refuse a card whose payload does not fit its kind before any handler runs", async () => {
    const { calls, notes, buttons } = await testCard({ count: 0 });
    buttons[0]!.click();
    await vi.waitFor(() => expect(notes).toEqual(["STARSKIRMISH.Error.cardUnreadable"]));
    expect(calls).toEqual([]);
  });
});

describe("compendium sidebar and new scenes", () => {
  it("hide another rule set's packs and their folder", async () => {
    await boot({ "starskirmish.ruleSet": "striker" });
    const { onRenderCompendiumDirectory } = await import("../../src/system/compendium-visibility");
    const html = document.createElement("div");
    html.innerHTML = `<li class="folder" id="sp"><ol><li data-pack="starskirmish.sp-patrolmen"></li></ol></li>
      <li class="folder" id="str"><ol><li data-pack="starskirmish.str-teams"></li></ol></li>
      <li data-pack="world.mine"></li>`;
    onRenderCompendiumDirectory(null, html);
    expect(html.querySelector<HTMLElement>('[data-pack="starskirmish.sp-patrolmen"]')!.hidden).toBe(true);
    expect(html.querySelector<HTMLElement>("#sp")!.hidden).toBe(true);
    expect(html.querySelector<HTMLElement>("#str")!.hidden).toBe(false);
    expect(html.querySelector<HTMLElement>('[data-pack="world.mine"]')!.hidden).toBe(false);
  });

  it("give a new scene the rule set's grid unless its creator set one", async () => {
    await boot({ "starskirmish.ruleSet": "striker" });
    const { onPreCreateScene } = await import("../../src/system/scene-defaults");
    const updates: unknown[] = [];
    const scene = { updateSource: (u: unknown) => void updates.push(u) };
    onPreCreateScene(scene as never, {} as never);
    onPreCreateScene(scene as never, { grid: { size: 50 } } as never);
    expect(updates).toEqual([{ grid: { type: 1, size: 100, distance: 50, units: "m" } }]);
  });
});
