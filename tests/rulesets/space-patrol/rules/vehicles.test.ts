// Guide 6.7 vehicles.
import { describe, expect, it } from "vitest";
import { dogFightModifiers, moveAfterTurning, VEHICLE_TURN_COSTS, type VehicleType } from "../../../../src/rulesets/space-patrol/rules/vehicles";

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
