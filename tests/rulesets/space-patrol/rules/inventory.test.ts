// Guide 5.1, 5.2 inventory slots.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  INVENTORY_LIMITS,
  validateLoadout,
  type InventoryCode,
  type LoadoutItem,
} from "../../../../src/rulesets/space-patrol/rules/inventory";

const item = (name: string, code: InventoryCode, extra: Partial<LoadoutItem> = {}): LoadoutItem => ({ name, code, ...extra });
const device = (n: number): LoadoutItem[] => Array.from({ length: n }, (_, i) => item(`Device ${i + 1}`, "D"));
const keys = (items: LoadoutItem[]): string[] => {
  const r = validateLoadout(items);
  return r.ok ? [] : r.problems.map((p) => p.key.replace("STARSKIRMISH.SpacePatrol.Inventory.", ""));
};

describe("slot limits (Guide 5.1, 5.2)", () => {
  it.each([
    ["armour", 1],
    ["main", 1],
    ["sidearms", 1],
    ["sidearmsWithoutMain", 2],
    ["heavy", 1],
    ["devices", 4],
    ["devicesTakenByHeavy", 1],
  ] as const)("%s: %i", (slot, n) => {
    expect(INVENTORY_LIMITS[slot]).toBe(n);
  });
});

describe("validateLoadout", () => {
  it("the basic kit: armour, main weapon, sidearm and 4 devices", () => {
    const r = validateLoadout([item("Combat armour", "armour"), item("Laser rifle", "M"), item("Laser pistol", "S"), ...device(4)]);
    expect(r).toEqual({ ok: true, usage: { armour: 1, main: 1, sidearms: 1, heavy: 0, devices: 4, deviceSlots: 4 } });
  });
  it("nothing at all is fine", () => {
    expect(validateLoadout([]).ok).toBe(true);
  });
  it("a fifth device is too many", () => {
    expect(keys([...device(5)])).toEqual(["tooManyDevices"]);
  });
  it("two sidearms without a main weapon, but not with one", () => {
    expect(keys([item("Pistol", "S"), item("Pistol", "S")])).toEqual([]);
    expect(keys([item("Rifle", "M"), item("Pistol", "S"), item("Pistol", "S")])).toEqual(["tooManySidearms"]);
    expect(keys([item("Pistol", "S"), item("Pistol", "S"), item("Pistol", "S")])).toEqual(["tooManySidearms"]);
  });
  it("a heavy weapon replaces the main weapon and one device", () => {
    expect(keys([item("Heavy MG", "H"), item("Pistol", "S"), ...device(3)])).toEqual([]);
    const r = validateLoadout([item("Heavy MG", "H"), ...device(4)]);
    expect(r.ok).toBe(false);
    expect(r.usage.deviceSlots).toBe(3);
    if (!r.ok) expect(r.problems[0]?.detail).toMatch(/only 3 are free with a heavy weapon/);
    expect(keys([item("Heavy MG", "H"), item("Rifle", "M")])).toEqual(["heavyAndMain"]);
    expect(keys([item("Heavy MG", "H"), item("Rocket launcher", "H")])).toEqual(["tooManyHeavy"]);
  });
  it("HEAVY_WEAPON_FILLS_MAIN_SLOT: a heavy weapon and two sidearms is refused", () => {
    expect(keys([item("Heavy MG", "H"), item("Pistol", "S"), item("Pistol", "S")])).toEqual(["tooManySidearms"]);
  });
  it("two main weapons or two suits of armour are refused", () => {
    expect(keys([item("Rifle", "M"), item("Shotgun", "M")])).toEqual(["tooManyMain"]);
    expect(keys([item("Vest", "armour"), item("Jacket", "armour")])).toEqual(["tooManyArmour"]);
  });
  it.each(["LV", "MV", "A"] as const)("vehicle weapons (code %s) cannot be carried", (code) => {
    expect(keys([item("Gun", code)])).toEqual(["vehicleWeapon"]);
  });
});

describe("suits' built-ins (Guide 5.2, 8.7)", () => {
  const evaSuit = item("EVA suit", "armour", { suit: "evaSuit" });
  const patrolHardSuit = item("Patrol hard suit", "armour", { suit: "hardSuit", patrolIssue: true });
  it("life support, patches and communicator in a suit take no device slot", () => {
    const r = validateLoadout([
      evaSuit,
      item("Life support", "D", { builtIn: "lifeSupport" }),
      item("Suit patches", "D", { builtIn: "suitPatches" }),
      item("Communicator", "D", { builtIn: "communicator" }),
      ...device(4),
    ]);
    expect(r.ok).toBe(true);
    expect(r.usage.devices).toBe(4);
  });
  it("the Thanatic auto-injector is built in only in Patrol or NEL military suits", () => {
    expect(keys([patrolHardSuit, item("Thanatic auto-injector", "D", { builtIn: "thanaticAutoInjector" }), ...device(4)])).toEqual([]);
    expect(keys([evaSuit, item("Thanatic auto-injector", "D", { builtIn: "thanaticAutoInjector" })])).toEqual(["builtInWithoutSuit"]);
  });
  it("without a suit a built-in claim is refused and the item takes a slot", () => {
    const r = validateLoadout([item("Combat vest", "armour"), item("Communicator", "D", { builtIn: "communicator" }), ...device(4)]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.key)).toEqual([
      "STARSKIRMISH.SpacePatrol.Inventory.builtInWithoutSuit",
      "STARSKIRMISH.SpacePatrol.Inventory.tooManyDevices",
    ]);
    expect(r.usage.devices).toBe(5);
  });
  it("only a device can be built in", () => {
    expect(keys([evaSuit, item("Pistol", "S", { builtIn: "communicator" })])).toEqual(["builtInNotDevice"]);
  });
});

describe("property: random loadouts never throw and each problem has a key and detail", () => {
  it("holds over 300 seeded loadouts", () => {
    const dice = new SeededDice(99);
    const codes: InventoryCode[] = ["armour", "M", "S", "H", "D", "D", "D", "LV"];
    for (let i = 0; i < 300; i++) {
      const items: LoadoutItem[] = [];
      const n = dice.die(9) - 1;
      for (let k = 0; k < n; k++) items.push(item(`i${k}`, codes[dice.die(codes.length) - 1] ?? "D"));
      const r = validateLoadout(items);
      expect(Number.isNaN(r.usage.devices)).toBe(false);
      if (!r.ok) for (const p of r.problems) expect(p.key.length * p.detail.length).toBeGreaterThan(0);
      if (r.ok) expect(r.usage.devices).toBeLessThanOrEqual(r.usage.deviceSlots);
    }
  });
});
