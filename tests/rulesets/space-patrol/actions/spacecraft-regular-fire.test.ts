// @vitest-environment happy-dom
// A spacecraft's space weapon fired in regular combat (Guide 6.16) after a real init: whatever the
// distance, the shot is made at the weapon's Effective range, its DT and numbers. A wrecked ship fires
// nothing (7.12), refused by its sheet's own decision with what is still possible, in the battle and after.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";

describe("space weapons in regular combat (Guide 6.16)", () => {
  it("fires at Effective range at a target far past it", async () => {
    // the gunner's d20 14, then the damage dice
    const t = await spaceBoard([14, 6, 6, 6]);
    const beam = t.item("weapon", "beam", {
      code: "A", spaceKind: "laser", attack: "energy", targets: 1, ammoPerTurn: 3,
      effective: { range: 10, penetration: 15, bonus: 1 }, long: { range: 20, penetration: 10, bonus: 0 },
    });
    t.npc("Actor.gunner", "Gunner", { assets: { spaceGunnery: 2 } });
    const post = { actorUuid: "Actor.gunner", actorName: "Gunner", npcLevel: 0 };
    const cutter = t.spacecraft("Actor.cutter", "Cutter", { stations: { gunnery: post } as never });
    t.give(cutter, beam);
    const tank = t.vehicle("Actor.tank", "Tank", { armour: 3 });
    t.place(cutter, 0);
    // 50 inches: beyond even the beam's long range
    t.place(tank, 50);
    t.target(tank);
    t.answer({});
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(cutter as never, beam as never);
    const c = t.card<FireCardContext>("cards/fire.hbs");
    expect(c.band).toBe("STARSKIRMISH.SpacePatrol.Fire.band.effective");
    expect(c.targets[0]).toMatchObject({ name: "Tank" });
  });
});

describe("a wrecked ship in regular combat (Guide 7.12)", () => {
  async function wreckedCutter(battle: boolean) {
    const t = await spaceBoard([14, 6, 6, 6]);
    const beam = t.item("weapon", "beam", { code: "A", spaceKind: "laser", attack: "energy", targets: 1, ammoPerTurn: 3, effective: { range: 10, penetration: 15, bonus: 1 } });
    t.npc("Actor.gunner", "Gunner", { assets: { spaceGunnery: 2 } });
    const cutter = t.spacecraft("Actor.cutter", "Cutter", { side: "players", stations: { gunnery: { actorUuid: "Actor.gunner", actorName: "Gunner", npcLevel: 0 } } as never });
    t.give(cutter, beam);
    const tank = t.vehicle("Actor.tank", "Tank", { side: "enemies", armour: 3 });
    t.place(cutter, 0, "tCutter");
    t.place(tank, 5, "tTank");
    t.target(tank);
    t.answer({});
    if (battle) {
      // the cutter's token fights in the world's combat while the side turns run (turn/in-battle.ts)
      const combat = new StandInCombat({ _id: "combat1" });
      combat.addCombatant({ _id: "cCutter", name: "Cutter", actor: cutter, tokenId: "tCutter" });
      t.g.game.combat = combat as never;
      const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
      const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
      const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
      await writeState(combat as never, startSideTurns({ surprise: "none", first: "players", players: side, enemies: side }, {}, false));
    }
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    return { ...t, cutter, beam, fire: () => fireWeapon(cutter as never, beam as never) };
  }

  it("fires nothing in the battle, and says only Reverse the Polarity and the medic's care are left", async () => {
    const t = await wreckedCutter(true);
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    await t.fire();
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Wreck.refused.spacecraft"]);
    expect(t.rendered).toEqual([]);
    expect(t.rolled).toEqual([]);
    expect(t.messages).toEqual([]);
  });

  it("fires nothing after the battle either, and names the station repairs that are back (7.13)", async () => {
    const t = await wreckedCutter(false);
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    await t.fire();
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Wreck.refused.spacecraftAfterBattle"]);
    expect(t.messages).toEqual([]);
  });

  it("fires again once the Wrecked marker is off (as Reverse the Polarity takes it, 4.2)", async () => {
    const t = await wreckedCutter(true);
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    await t.mark(t.cutter, "sp-spacecraft-wrecked", -1);
    await t.fire();
    expect(t.notes).toEqual([]);
    expect(t.messages.map((m) => m.system.kind)).toEqual(["spFire"]);
  });
});
