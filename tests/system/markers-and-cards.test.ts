// @vitest-environment happy-dom
// Counted markers on actors, the token HUD, card buttons, the GM's apply query, compendium
// visibility and scene grids, run against stand-in documents after a real init. Hooks are fired
// with the arguments v13 passes.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor, type StandInActor } from "../helpers/fake-documents";
import { installCardRecorder, type CardMessage } from "../helpers/card-recorder";
import type { Recorded } from "../helpers/foundry-stubs";

async function boot(settings: Record<string, unknown> = {}) {
  const { stubs, g } = await bootSystem(settings);
  return { stubs, g, notes: stubs.notes };
}

/** A team of Striker's or a Space Patrol! NPC: any actor carries markers. */
const someone = (id = "target", name = "Target") => makeActor({ _id: id, name, type: "spNpc" });

const store = () => import("../../src/system/markers/marker-store");

describe("counted markers on an actor", () => {
  it("make one effect with the static id, count up on it, and remove it at zero", async () => {
    await boot();
    const { adjustMarker, readMarkers, markerDefinition } = await store();
    const { markerEffectId } = await import("../../src/core/marker-icons");
    const actor = someone();
    const wound = markerDefinition("sp-wound")!;
    await adjustMarker(actor as never, wound, 1);
    await adjustMarker(actor as never, wound, 1);
    await adjustMarker(actor as never, wound, 1);
    expect(actor.effects.size).toBe(1);
    const effect = actor.effects.get(markerEffectId("sp-wound"))!;
    expect(effect.getFlag("starskirmish", "count")).toBe(3);
    expect(effect.img).toBe("systems/starskirmish/icons/markers/sp-wound-3.svg");
    expect(readMarkers(actor as never)).toEqual({ "sp-wound": 3 });
    await adjustMarker(actor as never, wound, -5);
    expect(actor.effects.size).toBe(0);
    expect(readMarkers(actor as never)).toEqual({});
  });

  it("keep a single marker at one (SP-9)", async () => {
    await boot();
    const { adjustMarker, readMarkers, markerDefinition } = await store();
    const actor = someone();
    const stun = markerDefinition("sp-stun")!;
    expect(await adjustMarker(actor as never, stun, 1)).toBe(1);
    expect(await adjustMarker(actor as never, stun, 1)).toBe(1);
    expect(readMarkers(actor as never)).toEqual({ "sp-stun": 1 });
    expect(actor.effects.size).toBe(1);
  });
});

/** Renders the token HUD for the actor, as core does: render hooks get (app, element, context, options). */
function renderHud(stubs: Recorded, actor: StandInActor, markup: string) {
  const html = document.createElement("div");
  html.innerHTML = markup;
  let renders = 0;
  const hud = { object: { actor }, render: () => void renders++ };
  stubs.fire.rendered("TokenHUD", hud, html);
  return { html, renders: () => renders };
}

describe("the token HUD", () => {
  it("adds a counted marker on left click and removes one on right click; single markers keep core's toggle", async () => {
    const { stubs } = await boot();
    const { readMarkers } = await store();
    const actor = someone();
    const hud = renderHud(stubs, actor, `<div class="status-effects"><img data-status-id="sp-wound"><img data-status-id="sp-stun"></div>`);
    const wound = hud.html.querySelector<HTMLElement>('[data-status-id="sp-wound"]')!;
    let coreSawClick = false;
    hud.html.addEventListener("click", () => (coreSawClick = true));
    wound.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await vi.waitFor(() => expect(readMarkers(actor as never)).toEqual({ "sp-wound": 1 }));
    expect(coreSawClick).toBe(false);
    wound.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true }));
    await vi.waitFor(() => expect(readMarkers(actor as never)).toEqual({}));
    await vi.waitFor(() => expect(hud.renders()).toBe(2));
    hud.html.querySelector('[data-status-id="sp-stun"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(coreSawClick).toBe(true);
    expect(stubs.hooks.errors).toEqual([]);
  });

  it("does nothing for a token the user does not own", async () => {
    const { stubs } = await boot();
    const { readMarkers } = await store();
    const actor = makeActor({ _id: "theirs", name: "Theirs", type: "spNpc", ownership: { default: 0, player2: 3 } });
    const hud = renderHud(stubs, actor, `<img data-status-id="sp-wound">`);
    hud.html.querySelector("img")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 10));
    expect(readMarkers(actor as never)).toEqual({});
  });
});

describe("applying a card's result through the GM", () => {
  async function setup() {
    const { notes } = await boot();
    const { handleApplyQuery } = await import("../../src/system/chat/apply-result");
    const { messages } = installCardRecorder();
    const target = someone("target", "Target");
    // The card is posted by its author, player1, as ChatMessage.create makes it.
    await (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<unknown> } } }).ChatMessage.implementation.create({
      type: "card",
      system: {
        actorUuid: "Actor.shooter",
        targets: [{ key: "t1", actorUuid: "Actor.target", name: "Target", markers: { "sp-wound": 2, "sp-stun": 1 }, applied: false }],
      },
    });
    const message: CardMessage = messages[0]!;
    return { handleApplyQuery, target, message, notes };
  }
  const user = (id: string, isGM = false) => ({ id, isGM }) as never;

  it("refuses a player who did not roll the card, and changes nothing", async () => {
    const { handleApplyQuery, target, message } = await setup();
    const { readMarkers } = await store();
    expect(await handleApplyQuery({ messageId: message.id, targetKey: "t1" }, { user: user("player2") })).toEqual({
      ok: false,
      reason: "STARSKIRMISH.Error.notYourCard",
    });
    expect(readMarkers(target as never)).toEqual({});
  });

  it("applies the stored result for the card's author once", async () => {
    const { handleApplyQuery, target, message } = await setup();
    const { readMarkers } = await store();
    expect(await handleApplyQuery({ messageId: message.id, targetKey: "t1" }, { user: user("player1") })).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
    expect(message.system.targets[0]?.applied).toBe(true);
    expect(await handleApplyQuery({ messageId: message.id, targetKey: "t1" }, { user: user("gm", true) })).toEqual({
      ok: false,
      reason: "STARSKIRMISH.Error.alreadyApplied",
    });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
  });

  it("ignores a marker change no table result could make (a forged card)", async () => {
    const { handleApplyQuery, target, message } = await setup();
    const { readMarkers } = await store();
    await message.update({ system: { targets: [{ ...message.system.targets[0], markers: { "sp-wound": 50, "sp-stun": 1 } }] } });
    expect(await handleApplyQuery({ messageId: message.id, targetKey: "t1" }, { user: user("player1") })).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-stun": 1 });
  });

  it("refuses a target or message the card does not have", async () => {
    const { handleApplyQuery, message } = await setup();
    expect(await handleApplyQuery({ messageId: message.id, targetKey: "t9" }, { user: user("gm", true) })).toMatchObject({ ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" });
    expect(await handleApplyQuery({ messageId: "nope", targetKey: "t1" }, { user: user("gm", true) })).toMatchObject({ ok: false, reason: "STARSKIRMISH.Error.notACard" });
  });
});

describe("card buttons", () => {
  it("run their action, disable unknown ones and hide GM-only ones from players", async () => {
    const { stubs } = await boot();
    const { registerCardAction } = await import("../../src/system/chat/card-actions");
    const calls: string[] = [];
    registerCardAction("testAction", async ({ button }) => void calls.push(button.dataset.cardAction ?? ""));
    const html = document.createElement("div");
    html.innerHTML = `<button data-card-action="testAction">a</button><button data-card-action="nope">b</button><button data-card-action="testAction" data-gm-only>c</button>`;
    stubs.fire.chatMessageRendered({}, html);
    const [known, unknown, gmOnly] = [...html.querySelectorAll("button")];
    known!.click();
    await vi.waitFor(() => expect(calls).toEqual(["testAction"]));
    expect(unknown!.hasAttribute("disabled")).toBe(true);
    expect(gmOnly!.hidden).toBe(true);
  });
});

describe("compendium sidebar and new scenes", () => {
  it("hide another rule set's packs and their folder", async () => {
    const { stubs } = await boot({ "starskirmish.ruleSet": "striker" });
    const html = document.createElement("div");
    html.innerHTML = `<li class="folder" id="sp"><ol><li data-pack="starskirmish.sp-patrolmen"></li></ol></li>
      <li class="folder" id="str"><ol><li data-pack="starskirmish.str-teams"></li></ol></li>
      <li data-pack="world.mine"></li>`;
    stubs.fire.rendered("CompendiumDirectory", {}, html);
    expect(html.querySelector<HTMLElement>('[data-pack="starskirmish.sp-patrolmen"]')!.hidden).toBe(true);
    expect(html.querySelector<HTMLElement>("#sp")!.hidden).toBe(true);
    expect(html.querySelector<HTMLElement>("#str")!.hidden).toBe(false);
    expect(html.querySelector<HTMLElement>('[data-pack="world.mine"]')!.hidden).toBe(false);
  });

  it("give a new scene the rule set's grid unless its creator set one", async () => {
    const { stubs } = await boot({ "starskirmish.ruleSet": "striker" });
    const updates: unknown[] = [];
    const scene = { documentName: "Scene", updateSource: (u: unknown) => void updates.push(u) };
    expect(stubs.fire.preCreate(scene, {}, "gm")).toBe(true);
    stubs.fire.preCreate(scene, { grid: { size: 50 } }, "gm");
    expect(updates).toEqual([{ grid: { type: 1, size: 100, distance: 50, units: "m" } }]);
  });
});
