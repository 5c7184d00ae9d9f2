// Prompts that roll once: only an owner of the actor rolled for, or a GM, may claim the roll; it is
// recorded on the actor before any die is thrown, so a second click, or a re-roll, is refused.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { installUsers } from "../helpers/users-stand-in";
import { flaggedDocument } from "../helpers/flagged-document";

async function setup() {
  const { g } = await bootSystem();
  const users = installUsers([{ id: "gm", isGM: true }, { id: "player1" }, { id: "player2" }]);
  const owned = { uuid: "Actor.mine", get isOwner() { return g.game.user?.id === "player1" || g.game.user?.isGM === true; }, ...flaggedDocument() };
  const kit = await import("../../src/system/roll-once");
  return { g, users, owned, kit, actor: owned as never };
}

describe("rolling a prompt once", () => {
  it("lets the owner roll once and records it on the actor", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("player1") ?? null;
    expect(await t.kit.claimRoll(t.actor, "m1:a")).toBe("ok");
    expect(t.kit.rolledPrompts(t.actor)).toEqual(["m1:a"]);
    expect(await t.kit.claimRoll(t.actor, "m1:a")).toBe("alreadyRolled");
    // another prompt of the same card is its own roll
    expect(await t.kit.claimRoll(t.actor, "m1:b")).toBe("ok");
  });

  it("refuses a player who does not own the actor, and lets a GM roll", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("player2") ?? null;
    expect(await t.kit.claimRoll(t.actor, "m1:a")).toBe("notOwner");
    expect(t.kit.rolledPrompts(t.actor)).toEqual([]);
    t.g.game.user = t.users.get("gm") ?? null;
    expect(await t.kit.claimRoll(t.actor, "m1:a")).toBe("ok");
  });

  it("refuses the second of two clicks made at once", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("player1") ?? null;
    const claims = await Promise.all([t.kit.claimRoll(t.actor, "m2"), t.kit.claimRoll(t.actor, "m2")]);
    expect(claims.sort()).toEqual(["alreadyRolled", "ok"]);
  });

  it("records both of two prompts claimed at once, so neither can be rolled again", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("player1") ?? null;
    // a start-of-turn check and a Morale roll clicked before the first claim's write came back
    expect(await Promise.all([t.kit.claimRoll(t.actor, "m3:check"), t.kit.claimRoll(t.actor, "m4:morale")])).toEqual(["ok", "ok"]);
    expect(t.kit.rolledPrompts(t.actor).sort()).toEqual(["m3:check", "m4:morale"]);
    expect(await t.kit.claimRoll(t.actor, "m3:check")).toBe("alreadyRolled");
  });

  it("keeps only the newest prompts, so the record stays small", async () => {
    const t = await setup();
    t.g.game.user = t.users.get("player1") ?? null;
    for (let i = 0; i < t.kit.ROLLED_PROMPTS_KEPT + 5; i++) await t.kit.claimRoll(t.actor, `m${i}`);
    const kept = t.kit.rolledPrompts(t.actor);
    expect(kept).toHaveLength(t.kit.ROLLED_PROMPTS_KEPT);
    expect(kept.at(-1)).toBe(`m${t.kit.ROLLED_PROMPTS_KEPT + 4}`);
  });
});
