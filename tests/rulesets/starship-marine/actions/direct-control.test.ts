// @vitest-environment happy-dom
// Direct Control (Starship Marine 2.3), against the v13 stand-ins after a real init: a Marine takes
// over a combat robot of his side through the GM, both are marked, his player works the robot and he
// cannot fire meanwhile; letting go restores the robot's owners. Enemy robots and clankers are refused,
// and so is any robot outside a battle, where the sides are not the GM's to keep.
import { describe, expect, it } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { seenByAll } from "../../../helpers/foundry/move-as";
import { StandInCombat } from "../../../helpers/foundry/combat";

async function deck() {
  const d = await starshipMarineDeck([]);
  const kell = d.figure("Kell", "marineScaII");
  const tKell = d.canvas.place(kell as never, { x: 150, y: 150 }, { _id: "tKell", disposition: 1 });
  const robot = d.figure("Robot 4", "combatRobot", "gm");
  const tRobot = d.canvas.place(robot as never, { x: 650, y: 150 }, { _id: "tRobot", disposition: 1 });
  // both fight in the battle, where the GM keeps their sides
  const combat = new StandInCombat({ _id: "combat1" });
  d.g.game.combats.set(combat.id, combat as never);
  d.g.game.combat = combat as never;
  const join = (actor: unknown, token: { document: unknown }) => combat.addCombatant({ actor: actor as never, token: token.document as never });
  join(kell, tKell);
  join(robot, tRobot);
  d.stubs.actAs("player1");
  d.g.game.user!.targets = new Set([tRobot as never]);
  const { directControl } = await import("../../../../src/rulesets/starship-marine/actions/direct-control");
  const player = d.g.game.users.get("player1")!;
  return { ...d, kell, tKell, robot, tRobot, player, combat, join, take: () => directControl(kell as never, "take"), release: () => directControl(kell as never, "release") };
}

describe("Direct Control (2.3)", () => {
  it("hands the robot to the Marine's player until he lets go, marking both, and he cannot fire meanwhile", async () => {
    const t = await deck();
    const owns = () => (t.robot as unknown as { testUserPermission(u: object, l: string): boolean }).testUserPermission(t.player, "OWNER");
    expect(owns()).toBe(false);
    expect(await t.take()).toBe(true);
    expect(owns()).toBe(true);
    expect(await t.markersOf(t.robot)).toEqual({ "ssm-directControl": 1 });
    expect(await t.markersOf(t.kell)).toEqual({ "ssm-directControl": 1 });
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    await fireFigure(t.kell as never);
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.MayNotFire.directControl");
    expect(await t.release()).toBe(true);
    expect(owns()).toBe(false);
    expect(await t.markersOf(t.robot)).toEqual({});
    expect(await t.markersOf(t.kell)).toEqual({});
  });

  it("refuses an enemy robot and a clanker", async () => {
    const t = await deck();
    t.tRobot.document.disposition = -1;
    expect(await t.take()).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.DirectControl.notOwnRobot");
    const clanker = t.figure("Clanker", "clanker", "gm");
    const tc = t.canvas.place(clanker as never, { x: 350, y: 150 }, { _id: "tClank", disposition: 1 });
    t.join(clanker, tc);
    t.g.game.user!.targets = new Set([tc as never]);
    expect(await t.take()).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.DirectControl.notOwnRobot");
  });

  it("hands over no robot outside a battle, where a player sets their own token's side: an enemy's robot stays the enemy's (2.3)", async () => {
    const t = await deck();
    const owns = () => (t.robot as unknown as { testUserPermission(u: object, l: string): boolean }).testUserPermission(t.player, "OWNER");
    // the enemy's robot, and the Marine turned to its side by its own player, neither in the combat
    t.combat.combatants.clear();
    t.tRobot.document.disposition = -1;
    t.tKell.document.disposition = -1;
    expect(await t.take()).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.DirectControl.notInBattle");
    expect(owns()).toBe(false);
    expect(await t.markersOf(t.robot)).toEqual({});
  });

  it("puts back a player's change of the robot's record, so letting go gives back what the player held before", async () => {
    const t = await deck();
    const owns = () => (t.robot as unknown as { testUserPermission(u: object, l: string): boolean }).testUserPermission(t.player, "OWNER");
    expect(await t.take()).toBe(true);
    const doc = t.tRobot.document;
    const record = structuredClone((doc.flags as { starskirmish: { ssmDirectControl: object } }).starskirmish.ssmDirectControl);
    // every GM's client sees the GM's own write of the record (the stand-in fires no hooks itself)
    t.stubs.actAs("gm");
    t.stubs.fire.updated(doc as never, { flags: { starskirmish: { ssmDirectControl: record } } }, "gm");
    // the player, owner of the robot while holding it, writes themself its owner before (3 = OWNER)
    const forged = { "flags.starskirmish.ssmDirectControl.previousLevel": 3 };
    t.stubs.actAs("player1");
    await doc.update(forged);
    await seenByAll(t.stubs, doc as never, forged, "player1", {});
    await new Promise((r) => setTimeout(r, 20));
    expect((doc.flags as { starskirmish: { ssmDirectControl: object } }).starskirmish.ssmDirectControl).toEqual(record);
    expect(t.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message)).toEqual([`STARSKIRMISH.StarshipMarine.DirectControl.forged ${JSON.stringify({ user: "player1", name: "Robot 4" })}`]);
    t.stubs.actAs("player1");
    expect(await t.release()).toBe(true);
    expect(owns()).toBe(false);
  });

  it("lets go in a battle through the GM's client, which takes Direct Control off both as the kept markers allow; the player's own client may not", async () => {
    const t = await deck();
    expect(await t.take()).toBe(true);
    // 2.3: the Marine's own client taking the marker off the Marine, to fire again while it holds the robot
    const store = await import("../../../../src/system/markers/marker-store");
    await store.setMarkerCount(t.kell as never, store.markerDefinition("ssm-directControl")!, 0);
    expect(await t.markersOf(t.kell)).toEqual({ "ssm-directControl": 1 });
    expect(t.stubs.notifications.at(-1)?.message).toMatch(/^STARSKIRMISH\.Markers\.keptRefused /);
    expect(await t.release()).toBe(true);
    expect(await t.markersOf(t.robot)).toEqual({});
    expect(await t.markersOf(t.kell)).toEqual({});
  });
});
