// What the world-level create stand-ins hand on beyond the id (v13 types): Combat#scene is a
// ForeignDocumentField, so a combat made with a scene's id answers with that scene, and null when
// unlinked (common/documents/combat.d.mts `scene`); the createChatMessage hook is given the options
// the creation was made with, as every create<Document> hook is (client/hooks.d.mts CreateDocument).
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../boot";
import { StandInScene } from "./canvas";
import { StandInCollection } from "./collection";
import type { CreateOptions } from "./document";
import { world } from "../foundry-stubs";

beforeAll(async () => {
  await bootSystem({ "starskirmish.ruleSet": "striker" }, { loadTable: false });
});

type Create = { implementation: { create(data: object, options?: CreateOptions): Promise<{ scene?: unknown }> } };
const g = globalThis as unknown as { Combat: Create; ChatMessage: Create; Hooks: { on(name: string, fn: (...a: unknown[]) => void): number; off(name: string, id: number): void } };

describe("Combat.implementation.create links its scene (v13 Combat#scene)", () => {
  it("answers with the world's scene of the given id, and null when unlinked or not in the world", async () => {
    const scene = new StandInScene({ _id: "sceneLinked0001" });
    world().game.scenes = new StandInCollection([[scene.id, scene]]);
    expect((await g.Combat.implementation.create({ scene: scene.id, active: false })).scene).toBe(scene);
    expect((await g.Combat.implementation.create({ scene: null, active: false })).scene).toBeNull();
    expect((await g.Combat.implementation.create({ scene: "sceneGone000001", active: false })).scene).toBeNull();
  });
});

describe("the createChatMessage hook (v13 CreateDocument hook)", () => {
  it("is given the options the message was created with", async () => {
    const heard: unknown[] = [];
    const id = g.Hooks.on("createChatMessage", (_message, options) => heard.push(options));
    try {
      await g.ChatMessage.implementation.create({ content: "Hello" }, { keepId: false, marker: "mine" } as CreateOptions);
    } finally {
      g.Hooks.off("createChatMessage", id);
    }
    expect(heard.length).toBeGreaterThan(0);
    for (const options of heard) expect(options).toMatchObject({ marker: "mine" });
  });
});
