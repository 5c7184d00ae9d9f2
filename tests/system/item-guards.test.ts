// Items that break a patrolman's loadout, or belong to another rule set, are refused before they
// are created, with a message saying why.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStubs, callHook } from "../helpers/foundry-stubs";

let notes: string[];

beforeEach(async () => {
  vi.resetModules();
  const rec = installFoundryStubs();
  await import("../../src/index");
  callHook(rec, "init");
  notes = [];
  const g = globalThis as Record<string, unknown>;
  g.ui = { notifications: { warn: (m: string) => notes.push(m) } };
  (g.game as { i18n: unknown }).i18n = {
    localize: (k: string) => k,
    format: (k: string, data: Record<string, string>) => `${k} ${JSON.stringify(data)}`,
  };
});

async function models() {
  const { PatrolmanData } = await import("../../src/rulesets/space-patrol/models/patrolman-model");
  const { WeaponData, DeviceData } = await import("../../src/rulesets/space-patrol/models/item-models");
  const make = <T extends object>(cls: new () => T, data: object): T => Object.assign(new cls(), data);
  return { PatrolmanData, WeaponData, DeviceData, make };
}

describe("loadout guard (Guide 5.1, 5.2)", () => {
  it("refuses a fifth device on a patrolman and says why; allows the fourth", async () => {
    const { PatrolmanData, DeviceData, make } = await models();
    const { onPreCreateItemCheckLoadout } = await import("../../src/rulesets/space-patrol/models/inventory-guard");
    const device = (n: number) => ({ id: `d${n}`, name: `Kit ${n}`, img: "", type: "spDevice", system: make(DeviceData as never, { kind: "medKit", doses: 0, equipmentBonus: 0 }) });
    const actor = { type: "spPatrolman", name: "Rana", system: make(PatrolmanData as never, { assets: {} }), items: [device(1), device(2), device(3)] };
    expect(onPreCreateItemCheckLoadout({ ...device(4), parent: actor } as never)).toBeUndefined();
    actor.items.push(device(4));
    expect(onPreCreateItemCheckLoadout({ ...device(5), parent: actor } as never)).toBe(false);
    expect(notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.refused");
    expect(notes[0]).toContain("Kit 5");
    expect(notes[0]).toContain("STARSKIRMISH.SpacePatrol.Inventory.tooManyDevices");
  });

  it("refuses a vehicle weapon carried by hand", async () => {
    const { PatrolmanData, WeaponData, make } = await models();
    const { onPreCreateItemCheckLoadout } = await import("../../src/rulesets/space-patrol/models/inventory-guard");
    const actor = { type: "spPatrolman", name: "Rana", system: make(PatrolmanData as never, { assets: {} }), items: [] };
    const gun = { name: "Autocannon", type: "spWeapon", parent: actor, system: make(WeaponData as never, { code: "MV" }) };
    expect(onPreCreateItemCheckLoadout(gun as never)).toBe(false);
  });

  it("leaves items on other actors alone", async () => {
    const { onPreCreateItemCheckLoadout } = await import("../../src/rulesets/space-patrol/models/inventory-guard");
    expect(onPreCreateItemCheckLoadout({ name: "x", type: "spWeapon", parent: { type: "strTeam", system: {} } } as never)).toBeUndefined();
    expect(onPreCreateItemCheckLoadout({ name: "x", type: "spWeapon", parent: null } as never)).toBeUndefined();
  });
});

describe("rule-set guard", () => {
  it("refuses a Space Patrol! item on a Striker team, and allows it on a patrolman", async () => {
    const { onPreCreateItemCheckRuleSet } = await import("../../src/system/item-guard");
    expect(onPreCreateItemCheckRuleSet({ name: "Laser Pistol", type: "spWeapon", parent: { type: "strTeam", name: "Team A1" } } as never)).toBe(false);
    expect(notes[0]).toContain("STARSKIRMISH.Error.itemOfOtherRuleSet");
    expect(notes[0]).toContain("Team A1");
    expect(onPreCreateItemCheckRuleSet({ name: "Laser Pistol", type: "spWeapon", parent: { type: "spPatrolman", name: "Rana" } } as never)).toBeUndefined();
  });
});
