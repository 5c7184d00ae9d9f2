// @vitest-environment happy-dom
// A spacecraft's space weapon fired in regular combat (Guide 6.16) after a real init: whatever the
// distance, the shot is made at the weapon's Effective range, its DT and numbers.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
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
