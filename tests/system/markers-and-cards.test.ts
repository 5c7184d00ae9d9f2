// @vitest-environment happy-dom
// Counted markers on actors, the token HUD, card buttons, the GM's apply query, compendium
// visibility and scene grids, run against stand-in documents after a real init; Apply goes through
// the GM request module as a player's click sends it. Hooks are fired
// with the arguments v13 passes.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor, type StandInActor } from "../helpers/fake-documents";
import { installCardRecorder } from "../helpers/card-recorder";
import { applyAs } from "../helpers/gm-requests";
import type { Recorded } from "../helpers/foundry-stubs";

async function boot(settings: Record<string, unknown> = {}) {
  const { stubs, g } = await bootSystem(settings);
  return { stubs, g, notes: stubs.notes };
}

/** Effects made on the actor: each creation goes through its createEmbeddedDocuments. */
function countEffectCreations(actor: StandInActor): () => number {
  const spy = vi.spyOn(actor, "createEmbeddedDocuments");
  return () => spy.mock.calls.filter(([embedded]) => embedded === "ActiveEffect").length;
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
    const creations = countEffectCreations(actor);
    const wound = markerDefinition("sp-wound")!;
    await adjustMarker(actor as never, wound, 1);
    await adjustMarker(actor as never, wound, 1);
    await adjustMarker(actor as never, wound, 1);
    expect(actor.effects.size).toBe(1);
    expect(creations()).toBe(1);
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
    const creations = countEffectCreations(actor);
    const stun = markerDefinition("sp-stun")!;
    expect(await adjustMarker(actor as never, stun, 1)).toBe(1);
    expect(await adjustMarker(actor as never, stun, 1)).toBe(1);
    expect(readMarkers(actor as never)).toEqual({ "sp-stun": 1 });
    expect(actor.effects.size).toBe(1);
    expect(creations()).toBe(1);
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

  it("offers a figure only its own group's markers, keeping one of another group it carries so it can come off", async () => {
    const { stubs } = await boot();
    const { adjustMarker, markerDefinition } = await store();
    const actor = someone();
    await adjustMarker(actor as never, markerDefinition("sp-vehicle-damage")!, 1);
    const palette = `<div class="status-effects"><img data-status-id="sp-wound"><img data-status-id="sp-vehicle-wrecked"><img data-status-id="sp-vehicle-damage"><img data-status-id="dead"></div>`;
    const hud = renderHud(stubs, actor, palette);
    const offered = [...hud.html.querySelectorAll<HTMLElement>("[data-status-id]")].map((e) => e.dataset.statusId);
    // Wrecked is a vehicle's (Guide 6.15); core's own statuses are left to core
    expect(offered).toEqual(["sp-wound", "sp-vehicle-damage", "dead"]);
    const vehicle = makeActor({ _id: "rover", name: "Rover", type: "spVehicle" });
    const vehicleHud = renderHud(stubs, vehicle, palette);
    expect([...vehicleHud.html.querySelectorAll<HTMLElement>("[data-status-id]")].map((e) => e.dataset.statusId)).toEqual(["sp-vehicle-wrecked", "sp-vehicle-damage", "dead"]);
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

describe("applying a card's result through the GM: the card decides, from the GM's record of it", () => {
  interface PostedCard {
    id: string;
    system: { targets: { markers: Record<string, number>; applied: boolean; data?: unknown }[]; kind: string };
  }
  interface CardPoster {
    ChatMessage: { implementation: { create(data: object): Promise<PostedCard> } };
  }

  async function setup() {
    const { notes, stubs, g } = await boot();
    installCardRecorder();
    // the shooter is player1's character (makeActor's default owner); the target is nobody's
    makeActor({ _id: "shooter", name: "Shooter", type: "spNpc" });
    const target = makeActor({ _id: "target", name: "Target", type: "spNpc", ownership: { default: 0 } });
    const create = (data: object) => (globalThis as unknown as CardPoster).ChatMessage.implementation.create(data);
    // a kind that cannot work its results out again, so its recorded result is what Apply lands
    const { defineCardKind } = await import("../../src/system/cards/card-kind");
    const { cardKindEntry, registerCardKinds } = await import("../../src/system/cards/card-registry");
    const { field } = await import("../../src/core/schema");
    registerCardKinds([cardKindEntry(defineCardKind({ id: "testRecorded", ruleSet: "space-patrol", template: "test.hbs", targetData: { dead: field.boolean() }, buttons: ["applyResult"] }))]);
    /** Posts a card as `author` would from his client. */
    const post = async (author: string, markers: Record<string, number> = { "sp-wound": 2, "sp-stun": 1 }, kind = "testRecorded", data: unknown = {}) => {
      stubs.actAs(author);
      return create({
        type: "card",
        system: { kind, actorUuid: "Actor.shooter", targets: [{ key: "t1", actorUuid: "Actor.target", name: "Target", markers, data, applied: false }] },
      });
    };
    return { target, notes, users: g.game.users, stubs, g, post, create };
  }

  it("applies the result as posted, once, whoever clicks", async () => {
    const { target, post } = await setup();
    const { readMarkers } = await store();
    const card = await post("player1");
    expect(await applyAs("player2", card.id, "t1")).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
    expect(card.system.targets[0]?.applied).toBe(true);
    expect(await applyAs("gm", card.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.alreadyApplied" });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
  });

  it("ignores the author's later edits: more markers and a reset applied mark change nothing, and a replay is refused", async () => {
    const { target, post } = await setup();
    const { readMarkers } = await store();
    const card = await post("player1");
    // the author owns his message and rewrites it after posting
    card.system.targets[0]!.markers = { "sp-wound": 3, "sp-mortalWound": 3 };
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
    card.system.targets[0]!.applied = false;
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.alreadyApplied" });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
  });

  it("refuses a card posted for a character its author does not own", async () => {
    const { target, post } = await setup();
    const { readMarkers } = await store();
    const card = await post("player2");
    expect(await applyAs("player2", card.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" });
    expect(readMarkers(target as never)).toEqual({});
  });

  it("refuses a card the GM never recorded, such as one posted while no GM was connected", async () => {
    const { target, post, users } = await setup();
    const { readMarkers } = await store();
    users.get("gm")!.active = false;
    const card = await post("player1");
    users.get("gm")!.active = true;
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.cardNotRecorded" });
    expect(readMarkers(target as never)).toEqual({});
  });

  it("does not apply a marker change beyond what one result can make", async () => {
    const { target, post } = await setup();
    const { readMarkers } = await store();
    const card = await post("player1", { "sp-wound": 50, "sp-stun": 1 });
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-stun": 1 });
  });

  it("applies two Applies at the same moment once", async () => {
    const { target, post } = await setup();
    const { readMarkers } = await store();
    const card = await post("player1");
    const results = await Promise.all([applyAs("player1", card.id, "t1"), applyAs("gm", card.id, "t1")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 2, "sp-stun": 1 });
  });

  it("refuses a target or message the card does not have, a kind nobody declared, and target data that does not fit", async () => {
    const { target, post } = await setup();
    const { readMarkers } = await store();
    const card = await post("player1");
    expect(await applyAs("gm", card.id, "t9")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" });
    expect(await applyAs("gm", "nope", "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.cardNotRecorded" });
    const unknown = await post("player1", undefined, "spNoSuchCard");
    expect(await applyAs("player1", unknown.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notACard" });
    const misfit = await post("player1", undefined, "testRecorded", { dead: "yes" });
    expect(await applyAs("player1", misfit.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notACard" });
    expect(readMarkers(target as never)).toEqual({});
  });

  it("keeps the record where only a GM can write: a player cannot rewrite the ledger", async () => {
    const { post, stubs, g } = await setup();
    const card = await post("player1");
    stubs.actAs("player1");
    await expect(g.game.settings.set("starskirmish", "cardLedger", {})).rejects.toThrow(/GM/);
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: true });
  });

  it("lands a card whose listing is what its own dice give, and refuses one listing more or lacking its dice", async () => {
    const { target, stubs, create } = await setup();
    const { readMarkers } = await store();
    const { defineCardKind } = await import("../../src/system/cards/card-kind");
    const { cardKindEntry, registerCardKinds } = await import("../../src/system/cards/card-registry");
    const { field } = await import("../../src/core/schema");
    // a toy rule: a d6 of 4 or more wounds once, and the payload says which target it struck
    const kind = defineCardKind({
      id: "testDerived",
      ruleSet: "space-patrol",
      template: "test.hbs",
      payload: { struck: field.string() },
      targetData: { dead: field.boolean() },
      buttons: ["applyResult"],
      derive: ({ payload, dice }) => {
        const face = dice[0]?.faces[0];
        if (face === undefined) return null;
        const markers: Record<string, number> = face >= 4 ? { "sp-wound": 1 } : {};
        return { [payload.struck]: { markers, data: { dead: false } } };
      },
    });
    registerCardKinds([cardKindEntry(kind)]);
    stubs.actAs("player1");
    const roll = { formula: "1d6", dice: [{ results: [{ result: 5 }] }] };
    // the card lists three Wounds and a death, where its die gives one Wound: refused, nothing lands
    const forged = await create({
      type: "card",
      rolls: [roll],
      system: { kind: "testDerived", actorUuid: "Actor.shooter", payload: { struck: "t1" }, targets: [{ key: "t1", actorUuid: "Actor.target", name: "T", markers: { "sp-wound": 3 }, data: { dead: true }, applied: false }] },
    });
    expect(await applyAs("player1", forged.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(readMarkers(target as never)).toEqual({});
    // the same die listing the one Wound it gives lands
    const card = await create({
      type: "card",
      rolls: [roll],
      system: { kind: "testDerived", actorUuid: "Actor.shooter", payload: { struck: "t1" }, targets: [{ key: "t1", actorUuid: "Actor.target", name: "T", markers: { "sp-wound": 1 }, data: { dead: false }, applied: false }] },
    });
    expect(await applyAs("player1", card.id, "t1")).toEqual({ ok: true });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 1 });
    // a card whose dice are missing gives nothing to apply
    const bare = await create({
      type: "card",
      system: { kind: "testDerived", actorUuid: "Actor.shooter", payload: { struck: "t1" }, targets: [{ key: "t1", actorUuid: "Actor.target", name: "T", markers: { "sp-wound": 3 }, data: {}, applied: false }] },
    });
    expect(await applyAs("player1", bare.id, "t1")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    expect(readMarkers(target as never)).toEqual({ "sp-wound": 1 });
  });

  it("shows on the card who applied it and when, with its Apply disabled and the name kept as text", async () => {
    const { post, users, g } = await setup();
    users.get("player2")!.name = "<b>Mallory</b>";
    const card = await post("player1");
    await applyAs("player2", card.id, "t1");
    const { wireCardButtons } = await import("../../src/system/cards/card-buttons");
    const html = document.createElement("div");
    html.innerHTML = `<button data-card-action="applyResult" data-target-key="t1">Apply</button>`;
    g.game.i18n.format = (k, d) => `${k} ${String(d?.user)}`;
    wireCardButtons(card as never, html);
    expect(html.querySelector("button")!.hasAttribute("disabled")).toBe(true);
    // one Apply on the card: the strip says who, once
    const note = html.querySelector(".ssk-applied-strip")!;
    expect(note.textContent).toBe("STARSKIRMISH.Card.appliedBy <b>Mallory</b>");
    expect(note.querySelector("b")).toBeNull();
  });
});

describe("card buttons", () => {
  async function testCard(payload: Record<string, unknown>) {
    const { notes, stubs } = await boot();
    const { defineCardKind } = await import("../../src/system/cards/card-kind");
    const { cardKindEntry, registerCardKinds } = await import("../../src/system/cards/card-registry");
    const { wireCardButtons } = await import("../../src/system/cards/card-buttons");
    const { CardData } = await import("../../src/system/cards/card-model");
    const { field } = await import("../../src/core/schema");
    const kind = defineCardKind({ id: "testCard", ruleSet: "space-patrol", template: "test.hbs", payload: { count: field.integer(1, 1) }, buttons: ["testAction", "applyResult"] });
    const calls: number[] = [];
    registerCardKinds([cardKindEntry(kind, { testAction: async ({ card }) => void calls.push(card.payload.count) })]);
    stubs.actAs("player1");
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
