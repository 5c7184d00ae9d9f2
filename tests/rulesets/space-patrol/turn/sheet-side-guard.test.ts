// @vitest-environment happy-dom
// The side a Space Patrol! NPC, vehicle or spacecraft fights on (turn/sheet-side-guard.ts, Guide 6.2)
// after a real init: the actor's owner may write the sheet's `side`, but while the actor is a
// combatant a player's own client refuses the change, and one written anyway is put back by the active
// GM's client and the GM told. Outside a battle, and for the GM, a change stands.
import { describe, expect, it, vi } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";

async function setup() {
  const b = await spaceBoard([], { loadTable: false });
  const combat = new StandInCombat({ _id: "combat1" });
  b.g.game.combats.set(combat.id, combat as never);
  b.g.game.combat = combat as never;
  const rover = b.vehicle("Actor.rover", "Rover", { side: "players" });
  const skiff = b.spacecraft("Actor.skiff", "<i>Skiff</i>", { side: "players" });
  const thug = b.npc("Actor.thug", "Thug", { side: "enemies" });
  for (const [a, x] of [[rover, 0], [skiff, 2], [thug, 4]] as const) b.place(a, x);
  const join = (a: typeof rover | typeof skiff | typeof thug) => combat.addCombatant({ actor: a, token: b.tokenOf(a).document });
  // the GM's client starts, and notes the sides it sees
  b.stubs.actAs("gm");
  b.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  /** `user`'s client writes the side, and every client sees it, the GM's last. */
  const setSide = async (user: string, a: typeof rover | typeof skiff | typeof thug, side: string) => {
    b.stubs.actAs(user);
    await a.update({ "system.side": side });
    const diff = { system: { side } };
    b.stubs.fire.updated(a as never, diff, user);
    if (user !== "gm") {
      b.stubs.actAs("gm");
      b.stubs.fire.updated(a as never, diff, user);
    }
    await new Promise((r) => setTimeout(r, 20));
    b.stubs.actAs("player1");
  };
  const warnings = () => b.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  return { ...b, combat, rover, skiff, thug, join, setSide, warnings };
}

const KEPT = (name: string) => `STARSKIRMISH.SpacePatrol.SideTurn.sideKept ${JSON.stringify({ user: "player1", name })}`;

describe("the side on a Space Patrol! sheet, kept for the GM in a battle (Guide 6.2)", () => {
  it("puts back a player's turning a combatant vehicle to the enemies, and tells the GM, the name escaped", async () => {
    const t = await setup();
    t.join(t.rover);
    t.join(t.skiff);
    await t.setSide("player1", t.rover, "enemies");
    await t.setSide("player1", t.skiff, "neutral");
    await vi.waitFor(() => expect([t.rover.system.side, t.skiff.system.side]).toEqual(["players", "players"]));
    expect(t.warnings()).toEqual([KEPT("Rover"), KEPT("&lt;i&gt;Skiff&lt;/i&gt;")]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("leaves a change outside a battle, and the GM's own change in one, and keeps the GM's side after", async () => {
    const t = await setup();
    await t.setSide("player1", t.rover, "neutral");
    expect(t.rover.system.side).toBe("neutral");
    t.join(t.thug);
    await t.setSide("gm", t.thug, "neutral");
    expect(t.thug.system.side).toBe("neutral");
    expect(t.warnings()).toEqual([]);
    await t.setSide("player1", t.thug, "enemies");
    await vi.waitFor(() => expect(t.thug.system.side).toBe("neutral"));
    expect(t.warnings()).toEqual([KEPT("Thug")]);
  });

  it("keeps the side an adventure imported again gave an actor, though the import fired no hook (system/turn/scene-arrival.ts)", async () => {
    const t = await setup();
    t.join(t.rover);
    // the import replaces the world's rover with the adventure's, on the enemies' side: the
    // stand-in's update fires no hook, as v13's import of an existing actor fires none (noHook)
    await t.rover.update({ "system.side": "enemies" });
    t.stubs.fire.adventureImported({}, {}, { Actor: [t.rover] });
    await t.setSide("player1", t.rover, "players");
    await vi.waitFor(() => expect(t.rover.system.side).toBe("enemies"));
    expect(t.warnings()).toEqual([KEPT("Rover")]);
  });

  it("refuses a player's change of a combatant's side on the player's own client, not another field or an idle actor's side", async () => {
    const t = await setup();
    t.join(t.rover);
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(t.rover as never, { system: { side: "enemies" } }, "player1")).toBe(false);
    expect(t.warnings()).toEqual([`STARSKIRMISH.SpacePatrol.SideTurn.sideRefused ${JSON.stringify({ name: "Rover" })}`]);
    expect(t.stubs.fire.preUpdate(t.rover as never, { system: { side: "players" } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.rover as never, { name: "Rover II" }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.skiff as never, { system: { side: "enemies" } }, "player1")).not.toBe(false);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preUpdate(t.rover as never, { system: { side: "enemies" } }, "gm")).not.toBe(false);
    expect(t.warnings()).toHaveLength(1);
  });
});
