// @vitest-environment happy-dom
// Line of sight in the Striker fire action (Striker 7.A.1, 8.A.1.a.1) after a real init: a firing
// team that a hill, wood or building (a Striker terrain region, as high as its top elevation or as
// the rules make it) hides from the target does not fire and the user is told; a team the firer does
// not see is left out of the danger space, and a team shielded from the target out of the burst.
import { describe, expect, it } from "vitest";
import { ACR_ANSWER as acr, GRENADE_ANSWER as grenade, fireBoard as setup } from "./fire-board";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";

describe("line of sight in the fire action (Striker 8.A.1.a.1)", () => {
  it("a hill between the firer and the target stops the fire, and says so; from high enough the firer fires over it", async () => {
    const t = await setup([6, 6, 2]);
    // a 9 m hill (three contour lines) 30 m to 55 m from the firer, of 250 m
    t.paint({ x: 60, y: -100, width: 50, height: 200 }, { terrain: "hill", contour: 3 });
    t.answer(acr);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.noLineOfSight"]);
    expect(t.messages).toEqual([]);
    // 12 m up a tower, the hill within a quarter of the way: it fires
    t.firerToken.document.elevation = 12;
    await rollStrikerFire();
    expect(t.messages).toHaveLength(1);
  });

  it("of two firing teams, only the one that sees the target fires", async () => {
    const t = await setup([6, 6, 2]);
    const second = t.team("Actor.second", "Blue A2", { troopers: t.firer.system.troopers.map((x) => ({ ...x })), morale: { value: 7, start: 7 }, initiative: "average", techLevel: 10 }, [
      { _id: "w1", name: "7mm ACR", type: "strWeapon", system: t.firer.items.get("w1")!.system as never },
    ]);
    const secondToken = t.canvas.place(second, { x: 0, y: 300 }, { _id: "ts", disposition: 1 });
    t.canvas.tokens.controlled = [t.firerToken, secondToken];
    // a wood (12 m of trees) across the second team's line only
    t.paint({ x: 200, y: 100, width: 100, height: 150 }, { terrain: "forest" });
    t.answer(acr);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.Fire.noLineOfSight"]);
    expect(t.messages).toHaveLength(1);
    expect(t.messages[0]!.system.payload.firers).toEqual(["tf"]);
    expect(t.context<FireCardContext>("cards/fire.hbs").firers).toBe("Blue A1");
  });

  it("the danger space leaves out a team the firer cannot see", async () => {
    // The neighbour 20 m short of the target and 7.5 m off the line, in the 20 m strip; a small building
    // hides it from the firer but not the target. Prime 1+1 misses; no second roll is made.
    const t = await setup([1, 1, 6, 6, 1, 1, 1, 1], 460);
    t.canvas.tokens.get("tn")!.center = { x: 460, y: 15 };
    t.paint({ x: 440, y: 10, width: 12, height: 10 }, { terrain: "building" });
    t.answer(acr);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    expect(t.messages[0]!.system.targets.map((x) => x.key)).toEqual(["tt"]);
    expect(t.messages[0]!.rolls.map((r) => r.formula)).toEqual(["2d6"]);
  });

  it("a burst spares a team a building shields from the target", async () => {
    // Contact 3+3 misses at 40 m; the target's fragments 4+3, one hit on the 2nd (d4 2) that its flak
    // jacket stops; the neighbour 12 m off, behind a 6 m building, takes none.
    const t = await setup([3, 3, 4, 3, 2, 5, 4, 1], 524);
    t.firerToken.center = { x: 420, y: 0 };
    t.paint({ x: 508, y: -50, width: 8, height: 100 }, { terrain: "building" }, { bottom: 0, top: 6 });
    t.answer(grenade);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    expect(t.notes).toEqual([]);
    expect(t.messages[0]!.system.targets.map((x) => [x.key, x.data.casualties])).toEqual([["tt", []]]);
    expect(t.context<FireCardContext>("cards/fire.hbs").burstTeams).toEqual([]);
  });
});
