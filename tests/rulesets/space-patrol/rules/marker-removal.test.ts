// Removing markers: Guide 6.9, 6.14, 6.15, 7.12, 7.13, 8.1.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import {
  INDIVIDUAL_REMOVAL_TASKS,
  mayHealAboard,
  moraleMarkersRallied,
  repairEvaRoll,
  repairNeedsEva,
  SPACECRAFT_AFTER_BATTLE_TASKS,
  spacecraftRepairRow,
  spacecraftRepairTask,
  stationCanRepair,
  VEHICLE_REMOVAL_TASKS,
  type SpaceStation,
} from "../../../../src/rulesets/space-patrol/rules/marker-removal";

describe("people and vehicles", () => {
  it.each([
    ["sp-wound", 16, "medicine"],
    ["sp-mortalWound", 16, "medicine"],
    ["sp-stun", 8, "medicine"],
    ["sp-unconscious", 16, "medicine"],
    ["sp-morale", 8, "leadership"],
  ])("%s comes off at DT %i with %s", (marker, dt, asset) => {
    const task = INDIVIDUAL_REMOVAL_TASKS.find((t) => t.marker === marker);
    expect(task?.dt).toBe(dt);
    expect(task?.asset).toBe(asset);
  });
  it("a failed Mortal Wound attempt makes the next harder", () => {
    expect(INDIVIDUAL_REMOVAL_TASKS.find((t) => t.marker === "sp-mortalWound")).toMatchObject({ cumulativeDisadvantagePerFailure: true });
  });
  it.each([
    ["sp-vehicle-damage", 12, "afterBattle", 1],
    ["sp-vehicle-failureCascade", 20, "afterBattle", 4],
  ])("%s: DT %i Mechanics %s, %i hours", (marker, dt, when, hours) => {
    expect(VEHICLE_REMOVAL_TASKS.find((t) => t.marker === marker)).toMatchObject({ dt, when, hours, asset: "mechanics" });
  });
  it("a spacecraft Failure Cascade after battle: 4 hours, DT 20 Ship Drives", () => {
    expect(SPACECRAFT_AFTER_BATTLE_TASKS[0]).toMatchObject({ dt: 20, hours: 4, asset: "shipDrives" });
  });
  it("rallying removes one Morale Marker plus one per special success (Guide 6.9)", () => {
    expect(moraleMarkersRallied(true, 2)).toBe(3);
    expect(moraleMarkersRallied(false, 0)).toBe(0);
  });
});

describe("the spacecraft repair table (Guide 7.13)", () => {
  it.each([
    ["sp-spacecraft-gunnery", "mechanics", ["gunnery", "engineering"]],
    ["sp-spacecraft-electronics", "electronics", ["intelligence", "engineering"]],
    ["sp-spacecraft-astrogation", "computers", ["astrogation", "engineering"]],
    ["sp-spacecraft-flight", "mechanics", ["flight", "engineering"]],
    ["sp-spacecraft-hull", "lifeSupport", ["medical", "engineering"]],
    ["sp-spacecraft-drive", "shipDrives", ["engineering"]],
    ["crewDamage", "medicine", ["medical"]],
  ] as const)("%s: %s from %j", (target, asset, stations) => {
    expect(spacecraftRepairRow(target).asset).toBe(asset);
    const all: SpaceStation[] = ["flight", "astrogation", "engineering", "gunnery", "intelligence", "medical"];
    for (const s of all) expect(stationCanRepair(target, s)).toBe((stations as readonly string[]).includes(s));
  });
  it("any station may work on a Failure Cascade", () => {
    expect(stationCanRepair("sp-spacecraft-failureCascade", "medical")).toBe(true);
  });
  it("drones use the S-Drive code, EVA the tool kit, at DT 16", () => {
    expect(spacecraftRepairTask({ target: "sp-spacecraft-drive", station: "engineering", sDrive: 3 })).toMatchObject({ dt: 16, equipment: 3, eva: false });
    expect(spacecraftRepairTask({ target: "sp-spacecraft-drive", station: "engineering", sDrive: 3, eva: true, toolKitBonus: 2 })).toMatchObject({ equipment: 2, eva: true });
  });
  it("medics tend crew in person with the Med Kit, never by drone", () => {
    expect(spacecraftRepairTask({ target: "crewDamage", station: "medical", sDrive: 4, toolKitBonus: 1 }).equipment).toBe(1);
  });
  it("refuses a station not on the table and an unknown marker", () => {
    expect(() => spacecraftRepairTask({ target: "sp-spacecraft-drive", station: "gunnery", sDrive: 1 })).toThrow(/gunnery station/);
    expect(() => spacecraftRepairRow("sp-wound")).toThrow(/sp-wound/);
  });
  it.each([
    [1, true],
    [25, true],
    [26, false],
    [100, false],
  ])("after a failed repair a d100 of %i means EVA: %s", (face, eva) => {
    expect(repairNeedsEva(new FixedDice([face]))).toBe(eva);
    expect(repairEvaRoll(new FixedDice([face]))).toEqual({ d100: face, needsEva: eva });
  });
});

describe("healing aboard (Guide 7.13)", () => {
  it("only medics heal while the ship is hulled", () => {
    expect(mayHealAboard(false, true)).toBe(false);
    expect(mayHealAboard(true, true)).toBe(true);
    expect(mayHealAboard(false, false)).toBe(true);
  });
});
