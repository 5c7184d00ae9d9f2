// The card registry after a real init: a kind is declared once, posted and read through, and a
// card of another kind, an unregistered kind or a payload that does not fit its fields is refused.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { installCardRecorder, type CardMessage } from "../../helpers/card-recorder";

async function setup() {
  const { g, stubs } = await bootSystem();
  // the kinds below are this test's own, with no template file: their cards render as a bare line,
  // recorded like any other template
  const handlebars = g.foundry.applications.handlebars;
  const renderReal = handlebars.renderTemplate;
  handlebars.renderTemplate = async (path: string, context: object) => {
    if (!path.startsWith("systems/starskirmish/templates/test/")) return renderReal(path, context);
    stubs.rendered.push({ path, context: context as Record<string, unknown> });
    return `<p>${path}</p>`;
  };
  const { CardData } = await import("../../../src/system/cards/card-model");
  const recorder = installCardRecorder(CardData);
  const { defineCardKind } = await import("../../../src/system/cards/card-kind");
  const registry = await import("../../../src/system/cards/card-registry");
  const { postCard } = await import("../../../src/system/cards/post-card");
  const { readCard } = await import("../../../src/system/cards/read-card");
  const { updateCardPayload } = await import("../../../src/system/cards/update-card");
  const { field } = await import("../../../src/core/schema");
  const volley = defineCardKind({
    id: "testVolley",
    ruleSet: "space-patrol",
    template: "test/volley.hbs",
    payload: { shots: field.integer(1, 1, 6), weapon: field.choice(["laser", "slug"], "laser"), hits: field.array(field.object({ target: field.string(), wounds: field.integer(0, 0) })) },
    targetData: { dead: field.boolean() },
    buttons: ["applyResult"],
  });
  const note = defineCardKind({ id: "testNote", ruleSet: "space-patrol", template: "test/note.hbs" });
  registry.registerCardKinds([registry.cardKindEntry(volley), registry.cardKindEntry(note)]);
  /** The i-th posted card, which the test expects to be there. */
  const message = (i = 0): CardMessage => {
    const m = recorder.messages[i];
    if (!m) throw new Error(`no card ${i} was posted`);
    return m;
  };
  // the stand-in message is what the card modules read of a ChatMessage; they take the v13 type
  const doc = (m: CardMessage | undefined) => m as unknown as ChatMessage.Implementation | undefined;
  return { ...recorder, ...registry, message, doc, defineCardKind, field, postCard, readCard, updateCardPayload, volley, note };
}

const target = { key: "t1", actorUuid: "Actor.foe", name: "Foe", markers: { "sp-wound": 1 }, data: { dead: false } };

describe("posting a card through its kind", () => {
  it("renders the kind's template and stores its id, rule set, payload and targets", async () => {
    const t = await setup();
    const payload = { shots: 3, weapon: "slug" as const, hits: [{ target: "t1", wounds: 1 }] };
    await t.postCard(t.volley, { context: { title: "Volley" }, payload, targets: [target] });
    expect(t.rendered).toEqual([{ path: "systems/starskirmish/templates/test/volley.hbs", context: { title: "Volley" } }]);
    expect(t.message().type).toBe("card");
    expect(t.message().system).toMatchObject({ kind: "testVolley", ruleSet: "space-patrol", actorUuid: "", payload, targets: [{ ...target, applied: false }] });
  });

  it("refuses a payload that does not fit the kind's fields, naming what is wrong, and posts nothing", async () => {
    const t = await setup();
    const post = (payload: unknown) => t.postCard(t.volley, { context: {}, payload: payload as never });
    await expect(post({ shots: 0, weapon: "laser", hits: [] })).rejects.toThrow('Card "testVolley" does not fit its kind: payload.shots must be at least 1');
    await expect(post({ shots: 1, weapon: "phaser", hits: [] })).rejects.toThrow("payload.weapon must be one of laser, slug");
    await expect(post({ shots: 1, weapon: "laser", hits: [{ target: "t1", wounds: 1.5 }] })).rejects.toThrow("payload.hits[0].wounds must be a whole number");
    await expect(post({ shots: 1, weapon: "laser", hits: [], extra: true })).rejects.toThrow("payload.extra is not a field of this type");
    expect(t.messages).toEqual([]);
    expect(t.rendered).toEqual([]);
  });

  it("refuses target data or marker changes that do not fit", async () => {
    const t = await setup();
    const payload = { shots: 1, weapon: "laser" as const, hits: [] };
    await expect(t.postCard(t.volley, { context: {}, payload, targets: [{ ...target, data: { dead: "yes" as never } }] })).rejects.toThrow("targets[0].data.dead must be true or false");
    await expect(t.postCard(t.volley, { context: {}, payload, targets: [{ ...target, markers: { "sp-wound": 0.5 } }] })).rejects.toThrow("targets[0].markers.sp-wound must be a whole number");
    expect(t.messages).toEqual([]);
  });

  it("refuses a kind that is not registered, or another declaration under a registered id", async () => {
    const t = await setup();
    const stray = t.defineCardKind({ id: "testStray", ruleSet: "striker", template: "test/stray.hbs" });
    await expect(t.postCard(stray, { context: {} })).rejects.toThrow('Card kind "testStray" is not registered: list it in the cardKinds of rule set "striker"');
    const twin = t.defineCardKind({ id: "testNote", ruleSet: "space-patrol", template: "test/note.hbs" });
    await expect(t.postCard(twin, { context: {} })).rejects.toThrow('Card kind "testNote" is registered by another declaration');
    expect(t.messages).toEqual([]);
  });
});

describe("reading a card through its kind", () => {
  it("gives the payload and targets of a card of that kind", async () => {
    const t = await setup();
    await t.postCard(t.volley, { context: {}, payload: { shots: 2, weapon: "laser", hits: [] }, targets: [target] });
    const card = t.readCard(t.doc(t.message()), t.volley);
    expect(card).toMatchObject({ kind: t.volley, message: t.message(), actorUuid: "", payload: { shots: 2, weapon: "laser", hits: [] } });
    expect(card?.targets).toEqual([{ ...target, applied: false }]);
  });

  it("is null for a card of another kind and for a message that is no system card", async () => {
    const t = await setup();
    await t.postCard(t.note, { context: {} });
    expect(t.readCard(t.doc(t.message()), t.volley)).toBeNull();
    expect(t.readCard(t.doc(t.message()), t.note)).not.toBeNull();
    expect(t.readCard({ system: { kind: "testNote" } } as never, t.note)).toBeNull();
    expect(t.readCard(t.doc(undefined), t.note)).toBeNull();
  });

  it("is null when the stored payload or a target's data no longer fits", async () => {
    const t = await setup();
    await t.postCard(t.volley, { context: {}, payload: { shots: 2, weapon: "laser", hits: [] }, targets: [target] });
    const system = t.message().system;
    system.payload = { shots: 9, weapon: "laser", hits: [] };
    expect(t.readCard(t.doc(t.message()), t.volley)).toBeNull();
    system.payload = { shots: 2, weapon: "laser", hits: [] };
    system.targets = [{ ...target, applied: false, data: { dead: 1 } }];
    expect(t.readCard(t.doc(t.message()), t.volley)).toBeNull();
  });

  it("gives a missing payload field its initial value, as a data model does", async () => {
    const t = await setup();
    await t.postCard(t.volley, { context: {}, payload: { shots: 2, weapon: "slug", hits: [] } });
    t.message().system.payload = { hits: [{ target: "t1" }] };
    expect(t.readCard(t.doc(t.message()), t.volley)?.payload).toEqual({ shots: 1, weapon: "laser", hits: [{ target: "t1", wounds: 0 }] });
  });

  it("finds a registered kind from the message alone, and none for an unknown id", async () => {
    const t = await setup();
    await t.postCard(t.note, { context: {} });
    expect(t.readRegisteredCard(t.doc(t.message()))?.kind).toBe(t.note);
    t.message().system.kind = "testNoSuchKind";
    expect(t.readRegisteredCard(t.doc(t.message()))).toBeNull();
  });
});

describe("updating a card's payload", () => {
  it("writes a payload that fits and refuses one that does not", async () => {
    const t = await setup();
    await t.postCard(t.volley, { context: {}, payload: { shots: 2, weapon: "laser", hits: [] } });
    const card = t.readCard(t.doc(t.message()), t.volley)!;
    await t.updateCardPayload(card, { ...card.payload, shots: 4 }, "<p>redrawn</p>");
    expect(t.message().system.payload.shots).toBe(4);
    await expect(t.updateCardPayload(card, { ...card.payload, shots: 7 })).rejects.toThrow("payload.shots must be at most 6");
    expect(t.message().system.payload.shots).toBe(4);
  });
});

describe("registering kinds", () => {
  it("refuses an id registered twice, a button without its handler and a handler for no button", async () => {
    const t = await setup();
    expect(() => t.registerCardKinds([t.cardKindEntry(t.note)])).toThrow('Card kind "testNote" is registered twice');
    const rolled = t.defineCardKind({ id: "testRolled", ruleSet: "space-patrol", template: "test/rolled.hbs", buttons: ["testRoll"] });
    const noop = async () => undefined;
    expect(() => t.registerCardKinds([{ kind: rolled, handlers: new Map() }])).toThrow('Card kind "testRolled" has no handler for its button "testRoll"');
    expect(() => t.registerCardKinds([{ kind: rolled, handlers: new Map([["testRoll", noop], ["testOther", noop]]) }])).toThrow(
      'Card kind "testRolled" has a handler for "testOther", which it does not declare',
    );
    expect(t.registeredCardKind("testRolled")).toBeUndefined();
  });
});
