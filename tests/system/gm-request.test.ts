// The kit's GM request module, called the way v13 calls query handlers: `(queryData, { timeout })`,
// never told who asked. Who asked comes from the request message's author, which the server
// vouches for; requests are checked for shape, run one at a time, and spent once carried out.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { installUsers } from "../helpers/users-stand-in";
import { installCardRecorder } from "../helpers/card-recorder";
import { requestAs } from "../helpers/gm-requests";
import { callHook } from "../helpers/foundry-stubs";

interface Probe {
  tag: string;
}

async function setup() {
  const { g, stubs } = await bootSystem();
  const users = installUsers([{ id: "gm", isGM: true }, { id: "alice" }, { id: "bob" }]);
  const rec = installCardRecorder();
  const notes: string[] = [];
  g.ui = { notifications: { warn: (m: string) => void notes.push(m), info: () => undefined, error: () => undefined } };
  const module = await import("../../src/system/gm-request/gm-request");
  const seen: { tag: string; requester: string; isGM: boolean; clientUser: string }[] = [];
  let release: () => void = () => undefined;
  let hold: Promise<void> | null = null;
  const probe = module.defineGmRequest<Probe>({
    name: "testProbe",
    read: (data) => (typeof data === "object" && data !== null && typeof (data as Probe).tag === "string" ? { tag: (data as Probe).tag } : null),
    async run({ tag }, requester) {
      seen.push({ tag, requester: requester.id ?? "", isGM: requester.isGM, clientUser: String((g.game.user as { id: string }).id) });
      if (hold) await hold;
      return { ok: tag !== "refuse", reason: tag === "refuse" ? "STARSKIRMISH.GmRequest.refused" : undefined };
    },
  });
  const holdNext = () => (hold = new Promise<void>((resolve) => (release = () => { hold = null; resolve(); })));
  return { g, stubs, users, rec, notes, module, probe, seen, holdNext, release: () => release() };
}

describe("the GM request module", () => {
  it("runs a player's request on the GM's client, for the author of the request message", async () => {
    const t = await setup();
    expect(await requestAs("alice", t.probe, { tag: "hello" })).toEqual({ ok: true });
    expect(t.seen).toEqual([{ tag: "hello", requester: "alice", isGM: false, clientUser: "gm" }]);
    // the request message went to the GMs only and is gone once carried out
    expect(t.g.game.messages.filter((m) => m.type === "gmRequest")).toEqual([]);
  });

  it("runs a GM's own request on his client without a message", async () => {
    const t = await setup();
    expect(await requestAs("gm", t.probe, { tag: "mine" })).toEqual({ ok: true });
    expect(t.seen).toEqual([{ tag: "mine", requester: "gm", isGM: true, clientUser: "gm" }]);
  });

  it("takes no identity from the request's data: a user id written into it changes nothing", async () => {
    const t = await setup();
    await requestAs("bob", t.probe, { tag: "x", userId: "gm", user: { id: "gm", isGM: true } } as Probe);
    expect(t.seen[0]).toMatchObject({ requester: "bob", isGM: false });
  });

  it("refuses a player who names another user as the author of his request, as the server does", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("bob") ?? null;
    const create = ((t.g as unknown as { ChatMessage: unknown }).ChatMessage as { implementation: { create(d: object): Promise<unknown> } }).implementation.create;
    await expect(create({ type: "gmRequest", author: "gm", system: { name: "testProbe", data: { tag: "forged" } } })).rejects.toThrow(/impersonate/);
    expect(t.seen).toEqual([]);
  });

  it("refuses a request of the wrong shape or of an unknown kind, and a message that is not a request", async () => {
    const t = await setup();
    expect(await requestAs("alice", t.probe, { tag: 7 } as unknown as Probe)).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.badShape" });
    expect(await requestAs("alice", { ...t.probe, name: "nobodyDeclaredThis" }, { tag: "x" })).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.unknown" });
    const gm = t.users.get("gm", { strict: true })!;
    expect(await gm.query!("starskirmish.gmRequest", { messageId: "m-not-there" })).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.gone" });
    expect(await gm.query!("starskirmish.gmRequest", { nonsense: true })).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.badShape" });
    expect(t.seen).toEqual([]);
  });

  it("spends a request once: asking again with the same message id is refused", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("alice") ?? null;
    const create = ((t.g as unknown as { ChatMessage: unknown }).ChatMessage as { implementation: { create(d: object): Promise<{ id: string }> } }).implementation.create;
    const message = await create({ type: "gmRequest", whisper: ["gm"], system: { name: "testProbe", data: { tag: "once" } } });
    const gm = t.users.get("gm", { strict: true })!;
    expect(await gm.query!("starskirmish.gmRequest", { messageId: message.id })).toEqual({ ok: true });
    expect(await gm.query!("starskirmish.gmRequest", { messageId: message.id })).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.gone" });
    expect(t.seen.map((s) => s.tag)).toEqual(["once"]);
  });

  it("runs requests one at a time, in the order they came", async () => {
    const t = await setup();
    t.holdNext();
    const first = requestAs("alice", t.probe, { tag: "first" });
    const second = requestAs("bob", t.probe, { tag: "second" });
    await new Promise((r) => setTimeout(r, 5));
    expect(t.seen.map((s) => s.tag)).toEqual(["first"]);
    t.release();
    await Promise.all([first, second]);
    expect(t.seen.map((s) => s.tag)).toEqual(["first", "second"]);
  });

  it("warns with the reason when refused, and needs a connected GM", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("alice") ?? null;
    expect(await t.module.askGm(t.probe, { tag: "refuse" })).toBe(false);
    expect(t.notes).toEqual(["STARSKIRMISH.GmRequest.refused"]);
    t.users.get("gm")!.active = false;
    expect(await t.module.askGm(t.probe, { tag: "hello" })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.noActiveGM");
  });

  it("hides request messages from the chat log, and only those", async () => {
    const t = await setup();
    const render = (type: string) => {
      const html = { hidden: false, querySelectorAll: () => [] };
      callHook(t.stubs, "renderChatMessageHTML", { type }, html, {});
      return html.hidden;
    };
    expect(render("gmRequest")).toBe(true);
    expect(render("card")).toBe(false);
  });
});

describe("query handlers are called as v13 calls them", () => {
  it("a handler written for (data, { user }) fails, because v13 passes only { timeout }", async () => {
    const t = await setup();
    t.g.CONFIG.queries["starskirmish.oldStyle"] = async (_data: unknown, { user }: { user: { id: string } }) => ({ ok: true, who: user.id });
    await expect(t.users.get("gm")!.query!("starskirmish.oldStyle", {})).rejects.toThrow();
  });

  it("the system's handler answers when given only (queryData, { timeout })", async () => {
    const t = await setup();
    const handler = t.g.CONFIG.queries["starskirmish.gmRequest"] as (d: unknown, o: { timeout?: number }) => Promise<unknown>;
    expect(await handler({ messageId: "nothing-here" }, { timeout: 1000 })).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.gone" });
  });
});

describe("readStringFields", () => {
  it("keeps exactly the named string fields of a request's data, and refuses anything else", async () => {
    const { readStringFields } = await import("../../src/system/gm-request/gm-request");
    expect(readStringFields({ sceneId: "s", tokenId: "t", extra: 1 }, ["sceneId", "tokenId"])).toEqual({ sceneId: "s", tokenId: "t" });
    expect(readStringFields({ sceneId: "s", tokenId: 4 }, ["sceneId", "tokenId"])).toBeNull();
    expect(readStringFields({ sceneId: "s" }, ["sceneId", "tokenId"])).toBeNull();
    expect(readStringFields(null, ["sceneId"])).toBeNull();
    expect(readStringFields("sceneId", ["sceneId"])).toBeNull();
  });
});
