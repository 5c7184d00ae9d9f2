// The stand-ins' createEmbeddedDocuments keep v13's rule for ids (DatabaseCreateOperation#keepId,
// common/abstract/_types.d.mts:63; common/abstract/document.d.mts:1556, false by default): a given
// `_id` is dropped and a new id made, unless the creation says `keepId: true`; then the given id is
// the document's, and one already in use in the parent is refused. Items and effects on an actor,
// tokens, walls and templates on a scene, combatants and groups in a combat; and the world's chat
// messages, combats and folders made by `create(data, { keepId })`.
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../boot";
import { StandInActor } from "./actor";
import { StandInScene } from "./canvas";
import { StandInCombat } from "./combat";
import type { CreateOptions, StandInDocument } from "./document";
import { world } from "../foundry-stubs";

// the actor's items are built by the system's data models: a real init of a Striker world
beforeAll(async () => {
  await bootSystem({ "starskirmish.ruleSet": "striker" }, { loadTable: false });
});

const KINDS = ["Item", "ActiveEffect", "Token", "Wall", "Combatant", "CombatantGroup"] as const;

/** Each parent's createEmbeddedDocuments, the collection it fills, and data for one of its kind. */
const kinds = () => {
  const actor = new StandInActor({ _id: "actor1", name: "A", type: "strTeam" } as never);
  const scene = new StandInScene({ _id: "scene1" });
  const combat = new StandInCombat({ _id: "combat1" });
  type Create = (data: Record<string, unknown>[], options?: { keepId?: boolean }) => Promise<unknown[]>;
  const rows: [(typeof KINDS)[number], Create, { has(id: string): boolean }, Record<string, unknown>][] = [
    ["Item", (d, o) => actor.createEmbeddedDocuments("Item", d as never, o), actor.items, { name: "Rifle", type: "strWeapon" }],
    ["ActiveEffect", (d, o) => actor.createEmbeddedDocuments("ActiveEffect", d as never, o), actor.effects, { name: "Hidden", statuses: ["str-hidden"] }],
    ["Token", (d, o) => scene.createEmbeddedDocuments("Token", d, o), scene.tokens, { x: 100, y: 0 }],
    ["Wall", (d, o) => scene.createEmbeddedDocuments("Wall", d, o), scene.walls, { c: [0, 0, 100, 0] }],
    ["Combatant", (d, o) => combat.createEmbeddedDocuments("Combatant", d as never, o), combat.combatants, { name: "Blue A1" }],
    ["CombatantGroup", (d, o) => combat.createEmbeddedDocuments("CombatantGroup", d as never, o), combat.groups, { name: "Squad 1" }],
  ];
  return rows;
};

describe("createEmbeddedDocuments and a given _id (v13 keepId)", () => {
  it.each(KINDS)("%s: without keepId the given _id is dropped and a new id made", async (name) => {
    const [, create, collection, data] = kinds().find(([n]) => n === name)!;
    const [made] = (await create([{ ...data, _id: "given0000000001" }])) as StandInDocument[];
    expect(made!.id).not.toBe("given0000000001");
    expect(made!.id).toMatch(/^\w{16}$/);
    expect(collection.has(made!.id)).toBe(true);
    expect(collection.has("given0000000001")).toBe(false);
  });

  it.each(KINDS)("%s: with keepId the given _id is kept, and a second of that id is refused", async (name) => {
    const [, create, collection, data] = kinds().find(([n]) => n === name)!;
    const [made] = (await create([{ ...data, _id: "given0000000001" }], { keepId: true })) as StandInDocument[];
    expect(made!.id).toBe("given0000000001");
    expect(collection.has("given0000000001")).toBe(true);
    await expect(create([{ ...data, _id: "given0000000001" }], { keepId: true })).rejects.toThrow("already exists in the parent");
  });

  it("with keepId and no _id given, a new id is made", async () => {
    const combat = new StandInCombat({ _id: "combat1" });
    const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Squad 1" }], { keepId: true });
    expect(group!.id).toMatch(/^\w{16}$/);
  });
});

/** The world's `create(data, operation)` of each kind, and what it is found in afterwards. */
const WORLD_KINDS = ["ChatMessage", "Combat", "Folder", "MeasuredTemplate"] as const;
type Made = { id?: string; _id?: string };
const worldKinds = () => {
  const g = globalThis as unknown as Record<"ChatMessage" | "Combat" | "Folder", { implementation: { create(data: object, options?: CreateOptions): Promise<Made> } }>;
  const scene = new StandInScene({ _id: "scene2" });
  const game = world().game;
  type Create = (data: Record<string, unknown>, options?: CreateOptions) => Promise<Made>;
  const rows: [(typeof WORLD_KINDS)[number], Create, (id: string) => boolean, Record<string, unknown>][] = [
    ["ChatMessage", (d, o) => g.ChatMessage.implementation.create(d, o), (id) => game.messages.has(id), { content: "Hello" }],
    ["Combat", (d, o) => g.Combat.implementation.create(d, o), (id) => game.combats.has(id), { scene: null, active: false }],
    ["Folder", (d, o) => g.Folder.implementation.create(d, o), (id) => game.folders.some((f) => f.id === id), { name: "Teams", type: "Actor" }],
    ["MeasuredTemplate", async (d, o) => (await scene.createEmbeddedDocuments("MeasuredTemplate", [d], o))[0] as Made, (id) => scene.templates.some((t) => t._id === id), { t: "circle", x: 0, y: 0, distance: 3 }],
  ];
  return rows;
};
/** The id a made document or template answers to (templates are kept as data, with `_id`). */
const idOf = (made: Made): string | undefined => made.id ?? made._id;

describe("create and a given _id (v13 keepId), for world documents and templates", () => {
  it.each(WORLD_KINDS)("%s: without keepId the given _id is dropped and a new id made", async (name) => {
    const [, create, holds, data] = worldKinds().find(([n]) => n === name)!;
    const made = await create({ ...data, _id: "given0000000002" });
    expect(idOf(made)).toBeTypeOf("string");
    // neither the id it answers to nor a stray `_id` carries the given one
    expect([made.id, made._id]).not.toContain("given0000000002");
    expect(holds(idOf(made)!)).toBe(true);
    expect(holds("given0000000002")).toBe(false);
  });

  it.each(WORLD_KINDS)("%s: with keepId the given _id is kept, and a second of that id is refused", async (name) => {
    const [, create, holds, data] = worldKinds().find(([n]) => n === name)!;
    const made = await create({ ...data, _id: "given0000000003" }, { keepId: true });
    expect(idOf(made)).toBe("given0000000003");
    expect(holds("given0000000003")).toBe(true);
    // a world document has no parent: the clash is in the world; a template's is in its scene
    const where = name === "MeasuredTemplate" ? "in the parent" : "in the world";
    await expect(create({ ...data, _id: "given0000000003" }, { keepId: true })).rejects.toThrow(`${name} with the _id [given0000000003] already exists ${where}`);
  });
});
