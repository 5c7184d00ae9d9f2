// @vitest-environment happy-dom
// A wrecked vehicle or spacecraft takes none of the sheet's combat actions (Guide 6.15, 7.12: it "can
// perform no functions during the battle"), refused where the sheet dispatches them, after a real
// init on stand-ins: a sheet rendered before the wreck still carries the buttons, and its click
// is refused with the reason and what is still possible, which for a ship depends on whether the
// battle is over (its station repairs come back, 7.13); a running craft and a person act as before.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { renderedSheet } from "../../../helpers/rendered-sheet";
import { StandInCombat } from "../../../helpers/foundry/combat";

const actions = () => import("../../../../src/rulesets/space-patrol/actions/action-handlers");

async function tankWithGunner() {
  const t = await spaceBoard();
  const gunner = t.npc("Actor.gunner", "Gunner");
  const tank = t.vehicle("Actor.tank", "Tank", { crew: [{ role: "gunner", actorUuid: "Actor.gunner", actorName: "Gunner" }] });
  return { ...t, gunner, tank };
}

/** Puts the actor's token into a running battle: a combatant of the world's combat while the side turns run (turn/in-battle.ts). */
async function intoBattle(t: Awaited<ReturnType<typeof spaceBoard>>, actor: Parameters<typeof t.place>[0], tokenId: string): Promise<void> {
  t.place(actor, 0, tokenId);
  const combat = new StandInCombat({ _id: "combat1" });
  combat.addCombatant({ _id: `c-${tokenId}`, name: actor.name, actor, tokenId });
  t.g.game.combat = combat as never;
  const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
  const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
  const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
  await writeState(combat as never, startSideTurns({ surprise: "none", first: "players", players: side, enemies: side }, {}, false));
}

describe("a wrecked craft's combat actions (Guide 6.15, 7.12)", () => {
  it("refuses the stale button of a vehicle sheet rendered before the wreck, and takes no aim", async () => {
    const t = await tankWithGunner();
    await intoBattle(t, t.tank, "tTank");
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const { sheet } = await renderedSheet(VehicleSheet, t.tank);
    const button = sheet.element.querySelector<HTMLElement>('[data-action="combatAction"][data-combat-action="steadyAim"]');
    expect(button).not.toBeNull();
    await t.mark(t.tank, "sp-vehicle-wrecked", 1);
    button!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
    expect(t.notes).toContain("STARSKIRMISH.SpacePatrol.Wreck.refused.vehicle");
    expect(t.markers(t.gunner)).toEqual({});
    expect(t.messages).toEqual([]);
  });

  it("lets a running vehicle's gunner steady the aim through the same dispatch", async () => {
    const t = await tankWithGunner();
    const { runSheetAction } = await actions();
    await runSheetAction(t.tank as never, "steadyAim");
    expect(t.markers(t.gunner)).toEqual({ "sp-steadyAim": 1 });
    expect(t.notes).toEqual([]);
  });

  it("refuses a wrecked aircraft's bombs and drive check once, by the dispatch's decision, with nothing asked or rolled", async () => {
    const t = await spaceBoard();
    const pilot = t.npc("Actor.pilot", "Pilot", { assets: { airPilot: 2 } });
    const plane = t.vehicle("Actor.plane", "Plane", { vehicleType: "flying", crew: [{ role: "driver", actorUuid: "Actor.pilot", actorName: "Pilot" }] });
    await t.mark(plane, "sp-vehicle-flying", 1);
    await t.mark(plane, "sp-vehicle-wrecked", 1);
    const { runSheetAction } = await actions();
    await runSheetAction(plane as never, "bombs");
    await runSheetAction(plane as never, "driveCheck");
    // no battle runs on this board: the notice says the battle is over, not "for the rest of the battle" (6.15)
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Wreck.refused.vehicleAfterBattle", "STARSKIRMISH.SpacePatrol.Wreck.refused.vehicleAfterBattle"]);
    expect(t.rendered).toEqual([]);
    expect(t.rolled).toEqual([]);
    expect(t.markers(pilot)).toEqual({});
  });

  it("refuses a wrecked spacecraft's reload in the battle and leaves the gun empty; a person is never stopped", async () => {
    const t = await spaceBoard();
    const gun = t.item("weapon", "gun", { magazine: 4, ammo: 0 });
    const ship = t.spacecraft("Actor.ship", "Ship", { side: "players" });
    t.give(ship, gun);
    await t.mark(ship, "sp-spacecraft-wrecked", 1);
    await intoBattle(t, ship, "tShip");
    const { runSheetAction } = await actions();
    await runSheetAction(ship as never, "reload");
    // in the battle only Reverse the Polarity and the medic's care are left (7.12, 7.13)
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Wreck.refused.spacecraft"]);
    expect(gun.system.ammo).toBe(0);
    // a patrolman's reload is no craft's function
    const musket = t.item("weapon", "musket", { magazine: 1, ammo: 0 });
    const ace = t.patrolman("Actor.ace", "Ace", {}, [musket]);
    await runSheetAction(ace as never, "reload");
    expect(musket.system.ammo).toBe(1);
  });

  it("refuses a wrecked spacecraft's reload after the battle too, naming the station repairs that are back (7.12, 7.13)", async () => {
    const t = await spaceBoard();
    const gun = t.item("weapon", "gun", { magazine: 4, ammo: 0 });
    const ship = t.spacecraft("Actor.ship", "Ship", { side: "players" });
    t.give(ship, gun);
    await t.mark(ship, "sp-spacecraft-wrecked", 1);
    // no combat runs: the battle is over
    t.place(ship, 0, "tShip");
    const { runSheetAction } = await actions();
    await runSheetAction(ship as never, "reload");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Wreck.refused.spacecraftAfterBattle"]);
    expect(gun.system.ammo).toBe(0);
  });
});
