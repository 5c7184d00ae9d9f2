// Token bars per actor type through the stand-ins after a real init (V13-FACTS 6): Token Config's
// choices for the world's rule set, and a new actor's first bar set as v13 runs its _preCreate; an
// actor whose source names a bar (a compendium actor) keeps it, and a type without one shows none.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { StandInActor } from "../helpers/foundry/actor";

async function world(ruleSet: string) {
  const { g } = await bootSystem({ "starskirmish.ruleSet": ruleSet });
  const make = (data: Record<string, unknown>) => StandInActor.implementation.create(data);
  return { g, make };
}

describe("token bars per actor type", () => {
  it("a Space Patrol! world offers Hero Points and Plot Armor as bars, and new actors show them", async () => {
    const { g, make } = await world("space-patrol");
    expect(g.CONFIG.Actor.trackableAttributes).toEqual({ spPatrolman: { bar: ["heroPoints"], value: [] }, spNpc: { bar: ["plotArmor"], value: [] } });
    expect((await make({ name: "Rana", type: "spPatrolman" }))!.prototypeToken.bar1.attribute).toBe("heroPoints");
    expect((await make({ name: "Zed", type: "spNpc" }))!.prototypeToken.bar1.attribute).toBe("plotArmor");
    expect((await make({ name: "Crawler", type: "spVehicle" }))!.prototypeToken.bar1.attribute).toBeNull();
    // a compendium actor's own bar stands
    expect((await make({ name: "Ito", type: "spPatrolman", prototypeToken: { bar1: { attribute: "plotArmor" } } }))!.prototypeToken.bar1.attribute).toBe("plotArmor");
  });

  it("a Striker II world shows a team's current morale", async () => {
    const { g, make } = await world("striker");
    expect(g.CONFIG.Actor.trackableAttributes).toEqual({ strTeam: { bar: [], value: ["morale.value"] } });
    expect((await make({ name: "Team 1", type: "strTeam" }))!.prototypeToken.bar1.attribute).toBe("morale.value");
  });
});
