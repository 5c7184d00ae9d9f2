// The stand-in's game.user per client (client-context.ts): as in v13, where each client is its own
// process, work a client's hook or query handler starts goes on as that client's user through its
// awaits, while a test acting as another user meanwhile changes nothing of it.
import { describe, expect, it } from "vitest";
import { installFoundryStubs, world } from "../foundry-stubs";
import { chatMessageImplementation } from "./chat-message";

describe("game.user, client by client", () => {
  it("keeps the GM's client as the GM through the awaits of what its createChatMessage hook started", async () => {
    const stubs = installFoundryStubs();
    const g = world();
    const seen: string[] = [];
    g.Hooks.on("createChatMessage", () => {
      const client = g.game.user?.id ?? "";
      void (async () => {
        await new Promise((r) => setTimeout(r, 5));
        seen.push(`${client} then ${g.game.user?.id}`);
      })();
    });
    stubs.actAs("player1");
    await chatMessageImplementation(g.game.messages).create({ type: "card", content: "" });
    // the test goes on as player2 while the clients' work is still awaiting
    stubs.actAs("player2");
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.sort()).toEqual(["gm then gm", "player1 then player1", "player2 then player2"]);
    expect(g.game.user?.id).toBe("player2");
  });

  it("answers a query on the queried user's client, and gives the asker back their own user", async () => {
    const stubs = installFoundryStubs();
    const g = world();
    const during: string[] = [];
    (g as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries.probe = async () => {
      await new Promise((r) => setTimeout(r, 5));
      during.push(g.game.user?.id ?? "");
      return true;
    };
    stubs.actAs("player1");
    await g.game.users.get("gm")!.query!("probe", {});
    expect(during).toEqual(["gm"]);
    expect(g.game.user?.id).toBe("player1");
  });
});
