// @vitest-environment happy-dom
// A player may not silence the table's hooks (system/documents/silenced-hooks.ts). v13 fires no
// create, update or delete hook on any client for a write made with `noHook`, but still calls the
// document's own _onCreate, _onUpdate and _onDelete: the system's classes fire the hook from there
// when the writer is not a GM, with v13's arguments, once the write's handling is done. A GM's
// silence (an adventure's import) stands, and a write whose hook fired after all, or that v13
// announced itself, is not announced twice. After init, every document class
// the GM's watchers listen to is wrapped so, the system's own Actor and Item classes included.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { installUsers } from "../helpers/users-stand-in";

/** A document class's post-write callbacks as v13 calls them, recording each call. */
class FakeToken {
  readonly documentName = "Token";
  readonly calls: string[] = [];
  _onCreate(_data: unknown, _options: object, userId: string): void {
    this.calls.push(`create by ${userId}`);
  }
  _onUpdate(_changed: unknown, _options: object, userId: string): void {
    this.calls.push(`update by ${userId}`);
  }
  _onDelete(_options: object, userId: string): void {
    this.calls.push(`delete by ${userId}`);
  }
}

async function setup() {
  const { g, stubs } = await bootSystem();
  installUsers([{ id: "gm", isGM: true }, { id: "alice" }]);
  const { relayingSilencedHooks } = await import("../../src/system/documents/silenced-hooks");
  const heard: { hook: string; args: unknown[] }[] = [];
  for (const hook of ["createToken", "updateToken", "deleteToken"]) Hooks.on(hook as "updateToken", (...args: unknown[]) => void heard.push({ hook, args }));
  const Token = relayingSilencedHooks(FakeToken as never) as unknown as typeof FakeToken;
  return { g, stubs, heard, token: new Token() };
}

describe("hooks a player's client silenced", () => {
  it("fires the update, create and delete hooks a player's noHook left unfired, with v13's arguments, once each", async () => {
    const t = await setup();
    const options = { noHook: true, diff: true };
    t.token._onUpdate({ x: 100 }, options, "alice");
    t.token._onCreate({ x: 0 }, options, "alice");
    t.token._onDelete(options, "alice");
    // fired once the client's handling of the write is done
    expect(t.heard).toEqual([]);
    await Promise.resolve();
    expect(t.heard).toEqual([
      { hook: "updateToken", args: [t.token, { x: 100 }, options, "alice"] },
      { hook: "createToken", args: [t.token, options, "alice"] },
      { hook: "deleteToken", args: [t.token, options, "alice"] },
    ]);
    // the document's own callbacks still ran, as v13's did
    expect(t.token.calls).toEqual(["update by alice", "create by alice", "delete by alice"]);
  });

  it("leaves a GM's silence as it is, and a write v13 announced itself unannounced again", async () => {
    const t = await setup();
    t.token._onUpdate({ x: 100 }, { noHook: true }, "gm");
    t.token._onUpdate({ x: 100 }, {}, "alice");
    t.token._onUpdate({ x: 100 }, { noHook: false }, "alice");
    t.token._onDelete({ noHook: true }, "gm");
    await Promise.resolve();
    expect(t.heard).toEqual([]);
    expect(t.token.calls).toHaveLength(4);
  });

  it("does not fire a hook twice when it fired after all, in the same handling of the write", async () => {
    const t = await setup();
    const options = { noHook: true };
    t.token._onUpdate({ x: 100 }, options, "alice");
    Hooks.callAll("updateToken", t.token as never, { x: 100 } as never, options as never, "alice");
    // another document of the same write, whose hook did not fire, is still announced
    const { relayingSilencedHooks } = await import("../../src/system/documents/silenced-hooks");
    const other = new (relayingSilencedHooks(FakeToken as never) as unknown as typeof FakeToken)();
    other._onUpdate({ x: 200 }, options, "alice");
    await Promise.resolve();
    expect(t.heard.map((h) => [h.args[0], h.args[1]])).toEqual([
      [t.token, { x: 100 }],
      [other, { x: 200 }],
    ]);
  });

  it("wraps the system's Actor and Item classes at init, keeping them the system's", async () => {
    const t = await setup();
    const { StarSkirmishActor } = await import("../../src/system/documents/actor");
    const { StarSkirmishItem } = await import("../../src/system/documents/item");
    const config = t.g.CONFIG as unknown as Record<string, { documentClass?: { prototype: object } }>;
    const actorClass = config.Actor?.documentClass;
    const itemClass = config.Item?.documentClass;
    expect(Object.getPrototypeOf(actorClass)).toBe(StarSkirmishActor);
    expect(Object.getPrototypeOf(itemClass)).toBe(StarSkirmishItem);
    for (const cls of [actorClass, itemClass]) expect(Object.getOwnPropertyNames(cls?.prototype).sort()).toEqual(["_onCreate", "_onDelete", "_onUpdate", "constructor"]);
  });
});
