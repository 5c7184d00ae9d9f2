// Guide 6.7 vehicles.
import { describe, expect, it } from "vitest";
import { dogFightModifiers, dogFightNeeded, dogFightTask, moveAfterTurning, VEHICLE_TURN_COSTS, type VehicleType } from "../../../../src/rulesets/space-patrol/rules/vehicles";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";

describe("turning (Guide 6.7)", () => {
  it.each([
    ["tracked", 0.5, 90],
    ["watercraft", 0.5, 90],
    ["wheeled", 0.25, 90],
    ["flying", 0.25, 180],
  ] as const)("%s: %f of the move per %i degrees", (type, fraction, degrees) => {
    expect(VEHICLE_TURN_COSTS[type]).toEqual({ moveFraction: fraction, upToDegrees: degrees });
  });
  it.each([
    ["tracked", 90, 10],
    ["tracked", 180, 0],
    ["wheeled", 90, 15],
    ["wheeled", 180, 10],
    ["flying", 180, 15],
    ["flying", 0, 20],
  ] as const)("a %s vehicle of speed 20 turning %i degrees has %i left", (type, degrees, left) => {
    expect(moveAfterTurning(type, 20, degrees)).toBe(left);
  });
  it("refuses nonsense", () => {
    expect(() => moveAfterTurning("hover" as VehicleType, 10, 90)).toThrow(/hover/);
    expect(() => moveAfterTurning("wheeled", 10, 400)).toThrow(/degrees/);
  });
});

describe("dog fighting (Guide 6.7)", () => {
  it.each([
    [3, 3, 3, 3, 0, 0],
    [5, 2, 3, 3, 3, 0],
    [2, 4, 3, 3, 0, 2],
    [3, 3, 4, 2, 1, 0],
    [3, 3, "X", 0, 0, 1],
  ] as const)("A-Drive %i vs %i, Air Pilot %s vs %s: %i adv, %i dis", (ad, td, ap, tp, adv, dis) => {
    expect(dogFightModifiers({ aDrive: ad, airPilot: ap }, { aDrive: td, airPilot: tp })).toEqual({ advantages: adv, disadvantages: dis });
  });
});

describe("the dog fighting task (Guide 6.7, 3.3, 6.15)", () => {
  it("is needed only between two flying vehicles, and never for a missile", () => {
    expect(dogFightNeeded(true, true, false)).toBe(true);
    expect(dogFightNeeded(true, false, false)).toBe(false);
    expect(dogFightNeeded(false, true, false)).toBe(false);
    expect(dogFightNeeded(true, true, true)).toBe(false);
  });
  it("is DT 12 on Air Pilot with the A-Drive code as the equipment bonus", () => {
    const task = dogFightTask({ aDrive: 3, airPilot: 2 }, { aDrive: 1, airPilot: 2 }, { vehicle: {}, pilot: {} });
    expect(task).toEqual({ dt: 12, asset: 2, equipment: 3, advantages: 2, disadvantages: 0 });
  });
  it("adds the vehicle's Damage, Failure Cascade and Control Markers and the pilot's Wounds as disadvantages", () => {
    const task = dogFightTask(
      { aDrive: 1, airPilot: 1 },
      { aDrive: 2, airPilot: 3 },
      { vehicle: { "sp-vehicle-damage": 1, "sp-vehicle-failureCascade": 1, "sp-vehicle-control": 2, "sp-vehicle-morale": 1 }, pilot: { "sp-wound": 1 } },
    );
    // one code slower and a worse pilot: 2; four vehicle markers; one Wound
    expect(task.disadvantages).toBe(7);
    expect(task.advantages).toBe(0);
    // 15 + Air Pilot 1 + A-Drive 1 = 17 against 12 moved up seven steps of 4 (SP-5): 40, a failure
    expect(resolveTask(task, 15)).toMatchObject({ dt: 40, total: 17, success: false });
  });
});
