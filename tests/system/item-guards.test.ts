// Items that break a patrolman's loadout, or belong to another rule set, are refused before they
// are created, with a message saying why: preCreateItem is fired as v13 fires it, with the item
// about to be made in its parent, and its result read as Foundry reads it.
import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor, StandInItem, type ItemData, type StandInActor } from "../helpers/fake-documents";
import type { Recorded } from "../helpers/foundry-stubs";

let stubs: Recorded;

beforeEach(async () => {
  ({ stubs } = await bootSystem());
});

/** Whether creating the item in the actor would go ahead (every preCreateItem hook agrees). */
function create(actor: StandInActor, data: ItemData): boolean {
  const pending = new StandInItem(data, { parent: actor });
  const allowed = stubs.fire.preCreate(pending, data, "player1");
  if (allowed) actor.adoptItem(pending);
  return allowed;
}

const device = (n: number): ItemData<"spDevice"> => ({ _id: `d${n}`, name: `Kit ${n}`, type: "spDevice", system: { kind: "medKit" } });

describe("loadout guard (Guide 5.1, 5.2)", () => {
  it("refuses a fifth device on a patrolman and says why; allows the fourth", () => {
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman", items: [device(1), device(2), device(3)] });
    expect(create(rana, device(4))).toBe(true);
    expect(stubs.notes).toEqual([]);
    expect(create(rana, device(5))).toBe(false);
    expect(rana.items.size).toBe(4);
    expect(stubs.notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.refused");
    expect(stubs.notes[0]).toContain("Kit 5");
    expect(stubs.notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.tooManyDevices");
  });

  it("refuses a vehicle weapon carried by hand", () => {
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman" });
    expect(create(rana, { name: "Autocannon", type: "spWeapon", system: { code: "MV" } })).toBe(false);
    expect(rana.items.size).toBe(0);
  });

  it("leaves items on other actors, and items made in the Items directory, alone", async () => {
    const { onPreCreateItemCheckLoadout } = await import("../../src/rulesets/space-patrol/models/inventory-guard");
    const team = makeActor({ _id: "team", name: "Team", type: "strTeam" });
    expect(onPreCreateItemCheckLoadout(new StandInItem({ name: "x", type: "spWeapon" }, { parent: team }) as never)).toBeUndefined();
    expect(onPreCreateItemCheckLoadout(new StandInItem({ name: "x", type: "spWeapon" }) as never)).toBeUndefined();
  });
});

describe("rule-set guard", () => {
  it("refuses a Space Patrol! item on a Striker team, and allows it on a patrolman", () => {
    const team = makeActor({ _id: "team", name: "Team A1", type: "strTeam" });
    expect(create(team, { name: "Laser Pistol", type: "spWeapon" })).toBe(false);
    expect(stubs.notes[0]).toContain("STARSKIRMISH.Error.itemOfOtherRuleSet");
    expect(stubs.notes[0]).toContain("Team A1");
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman" });
    expect(create(rana, { name: "Laser Pistol", type: "spWeapon" })).toBe(true);
  });
});
