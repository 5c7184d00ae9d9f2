// The document stand-ins ask their pre-hooks on the writing client before they write, as v13's
// ClientDatabaseBackend does (client/hooks.d.mts:1249-1368): `preUpdate<Name>(doc, changed, options,
// userId)`, `preCreate<Name>(pending, data, options, userId)` for each document and
// `preDelete<Name>(doc, options, userId)`, through the world's Hooks with `call` semantics and as
// game.user. A false drops that document's write (an update or deletion refused resolves to
// undefined, common/abstract/document.d.mts:487, :500); a preUpdate hook may add to the change;
// `noHook` and a hostile client's write (`pastOwnRefusals`) ask none.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../boot";
import { StandInActiveEffect, StandInActor, StandInItem } from "./actor";
import { StandInScene, StandInTokenDocument } from "./canvas";
import { pastOwnRefusals } from "./document";
import { installedStubs, world } from "../foundry-stubs";
import type { HookCallback } from "./hooks";

// the actor's items are built by the system's data models: a real init of a Striker world
beforeAll(async () => {
  await bootSystem({ "starskirmish.ruleSet": "striker" });
});

const added: [string, number][] = [];
/** Registers a callback for this test alone; what it receives is recorded in `calls`. */
function hook(name: string, fn: (...args: unknown[]) => unknown) {
  const calls: unknown[][] = [];
  const id = world().Hooks.on(name, ((...args: unknown[]) => {
    calls.push(args);
    return fn(...args);
  }) as HookCallback);
  added.push([name, id]);
  return calls;
}
afterEach(() => {
  for (const [name, id] of added.splice(0)) world().Hooks.off(name, id);
  installedStubs().actAs("player1");
});

const team = () => new StandInActor({ name: "Blue A1", type: "strTeam", ownership: { default: 0, player1: 3 } } as never);

describe("preUpdate<Name>", () => {
  it("a false drops the write: nothing written, the update resolves to undefined", async () => {
    const actor = team();
    const effect = (await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Hidden", statuses: ["str-hidden"] }]))[0] as StandInActiveEffect;
    const token = new StandInTokenDocument({ x: 0, y: 0 }, actor, new StandInScene({ _id: "s1" }));
    hook("preUpdateActor", () => false);
    hook("preUpdateActiveEffect", () => false);
    hook("preUpdateToken", () => false);
    expect(await actor.update({ name: "Red B1", "flags.starskirmish.x": 1 })).toBeUndefined();
    expect(await actor.setFlag("starskirmish", "y", 2)).toBeUndefined();
    expect(await effect.update({ statuses: [] })).toBeUndefined();
    expect(await token.update({ x: 300 })).toBeUndefined();
    expect([actor.name, actor.flags, actor.updates]).toEqual(["Blue A1", {}, []]);
    expect([...effect.statuses]).toEqual(["str-hidden"]);
    expect(token.x).toBe(0);
  });

  it("is asked with the expanded change, the operation's options and the writer's id; a hook may add to the change", async () => {
    const actor = team();
    const calls = hook("preUpdateActor", (_doc, changed) => {
      const c = changed as Record<string, unknown>;
      c.img = "blue.webp";
      c["flags.starskirmish.seen"] = true;
    });
    installedStubs().actAs("player2");
    expect(await actor.update({ "system.notes": "<p>dug in</p>" }, { diff: false })).toBe(actor);
    expect(calls).toHaveLength(1);
    const [doc, changed, options, userId] = calls[0]!;
    expect(doc).toBe(actor);
    expect(changed).toMatchObject({ system: { notes: "<p>dug in</p>" } });
    expect(options).toMatchObject({ diff: false, recursive: true, render: true });
    expect(userId).toBe("player2");
    expect([actor.img, actor.getFlag("starskirmish", "seen"), (actor.system as unknown as { notes: string }).notes]).toEqual(["blue.webp", true, "<p>dug in</p>"]);
  });

  it("asks the hooks in order and stops at the first false", async () => {
    const actor = team();
    hook("preUpdateActor", () => undefined);
    hook("preUpdateActor", () => false);
    const after = hook("preUpdateActor", () => true);
    expect(await actor.update({ name: "Red B1" })).toBeUndefined();
    expect(after).toEqual([]);
  });
});

describe("preCreate<Name>", () => {
  it("a false drops that one creation of several; the others are made and returned", async () => {
    const actor = team();
    const calls = hook("preCreateItem", (doc) => (doc as StandInItem).name !== "Gauss Rifle");
    installedStubs().actAs("player2");
    const data = [{ name: "7mm ACR", type: "strWeapon" }, { name: "Gauss Rifle", type: "strWeapon" }, { name: "Flak", type: "strWeapon" }];
    const made = await actor.createEmbeddedDocuments("Item", data as never);
    expect(made.map((i) => i.name)).toEqual(["7mm ACR", "Flak"]);
    expect(actor.items.map((i) => i.name)).toEqual(["7mm ACR", "Flak"]);
    // each hook got the pending document (its parent the actor, not yet among its items), the data given, the writer
    expect(calls.map(([doc, d, , userId]) => [(doc as StandInItem).parent, d, userId])).toEqual(data.map((d) => [actor, d, "player2"]));
    expect(calls[1]![0]).toBeInstanceOf(StandInItem);
  });

  it("asks for effects, tokens and world actors too, and toggling a status is refused with them", async () => {
    const actor = team();
    hook("preCreateActiveEffect", () => false);
    hook("preCreateToken", () => false);
    hook("preCreateActor", () => false);
    expect(await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Hidden", statuses: ["str-hidden"] }])).toEqual([]);
    expect(await actor.toggleStatusEffect("str-hidden")).toBeUndefined();
    expect(actor.effects.size).toBe(0);
    const scene = new StandInScene({ _id: "s2" });
    expect(await scene.createEmbeddedDocuments("Token", [{ x: 0, y: 0 }])).toEqual([]);
    expect(scene.tokens.size).toBe(0);
    expect(await StandInActor.create({ name: "Red B1", type: "strTeam" })).toBeUndefined();
    expect(world().game.actors.contents.some((a) => a.name === "Red B1")).toBe(false);
  });
});

describe("preDelete<Name>", () => {
  it("a false keeps the document; the others named are deleted", async () => {
    const actor = team();
    const [hidden, moved] = (await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Hidden", statuses: ["str-hidden"] }, { name: "Moved", statuses: ["str-moved"] }])) as StandInActiveEffect[];
    const calls = hook("preDeleteActiveEffect", (doc) => doc !== hidden);
    installedStubs().actAs("gm");
    expect(await actor.deleteEmbeddedDocuments("ActiveEffect", [hidden!.id, moved!.id])).toEqual([moved!.id]);
    expect(actor.effects.contents).toEqual([hidden]);
    expect(await hidden!.delete()).toBeUndefined();
    expect(actor.effects.contents).toEqual([hidden]);
    expect(calls.map(([doc, , userId]) => [doc, userId])).toEqual([[hidden, "gm"], [moved, "gm"], [hidden, "gm"]]);
  });

  it("keeps a token and an item its hook refuses", async () => {
    const actor = team();
    const rifle = actor.embedItem({ name: "7mm ACR", type: "strWeapon" } as never);
    const scene = new StandInScene({ _id: "s3" });
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ x: 0, y: 0 }])) as StandInTokenDocument[];
    hook("preDeleteItem", () => false);
    hook("preDeleteToken", () => false);
    expect(await rifle.delete()).toBeUndefined();
    expect(actor.items.get(rifle.id)).toBe(rifle);
    expect(await scene.deleteEmbeddedDocuments("Token", [token!.id])).toEqual([]);
    expect(scene.tokens.get(token!.id)).toBe(token);
  });
});

describe("writes that ask no hook", () => {
  it("noHook in the operation, and a hostile client's write past its own refusals, are not asked", async () => {
    const actor = team();
    const calls = hook("preUpdateActor", () => false);
    hook("preCreateItem", () => false);
    hook("preDeleteItem", () => false);
    expect(await actor.update({ name: "Red B1" }, { noHook: true })).toBe(actor);
    const [rifle] = await pastOwnRefusals(() => actor.createEmbeddedDocuments("Item", [{ name: "7mm ACR", type: "strWeapon" } as never]));
    expect(await pastOwnRefusals(() => actor.update({ name: "Green C1" }))).toBe(actor);
    expect(calls).toEqual([]);
    expect(actor.name).toBe("Green C1");
    // once the hostile write is done, writes ask again
    expect(await rifle!.delete()).toBeUndefined();
    expect(await actor.update({ name: "Blue A1" })).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
