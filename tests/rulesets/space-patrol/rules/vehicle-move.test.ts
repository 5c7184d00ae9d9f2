// Guide 6.7, 6.15: a vehicle's move this turn is its speed, less 10% for each Damage and Failure
// Cascade Marker, less the share a turn costs (tracked vehicles and watercraft half to turn up to 90
// degrees, wheeled a quarter, flying a quarter up to 180); a wreck moves no more.
import { describe, expect, it } from "vitest";
import { vehicleMoveAllowance, withinVehicleMove } from "../../../../src/rulesets/space-patrol/rules/vehicle-move";
import { SP_VEHICLE_MARKER_ID as VH } from "../../../../src/rulesets/space-patrol/rules/marker-ids";

const move = (vehicleType: "tracked" | "wheeled" | "watercraft" | "flying", baseSpeed: number, turnedDegrees = 0, counts: Record<string, number> = {}) =>
  vehicleMoveAllowance({ vehicleType, baseSpeed, counts, turnedDegrees });

describe("a vehicle's move this turn (Guide 6.7, 6.15)", () => {
  it("is its speed when it did not turn and has no markers", () => {
    for (const type of ["tracked", "wheeled", "watercraft", "flying"] as const) expect(move(type, 20)).toEqual({ speed: 20, allowance: 20, wrecked: false });
  });

  it.each([
    // 6.7's rows: the share and the largest turn it buys
    ["tracked", 90, 10],
    ["tracked", 91, 0],
    ["watercraft", 45, 10],
    ["watercraft", 180, 0],
    ["wheeled", 90, 15],
    ["wheeled", 180, 10],
    ["wheeled", 360, 0],
    ["flying", 180, 15],
    ["flying", 181, 10],
    ["flying", 360, 10],
  ] as const)("a %s vehicle of speed 20 turning %s degrees has %s inches left", (type, degrees, left) => {
    expect(move(type, 20, degrees).allowance).toBe(left);
  });

  it("takes 10% off for each Damage and Failure Cascade Marker before the turn's share (6.15)", () => {
    const counts = { [VH.damage]: 1, [VH.failureCascade]: 1 };
    expect(move("wheeled", 20, 0, counts)).toEqual({ speed: 16, allowance: 16, wrecked: false });
    // a quarter of 16 for a wheeled turn of 90 degrees
    expect(move("wheeled", 20, 90, counts).allowance).toBe(12);
    // markers that do not slow it (Control, Morale) leave the speed alone
    expect(move("tracked", 20, 0, { [VH.control]: 2, [VH.morale]: 1 }).allowance).toBe(20);
  });

  it("keeps a tenth of an inch, as the sheet and the turn card show", () => {
    expect(move("tracked", 13, 90, { [VH.damage]: 1 })).toEqual({ speed: 11.7, allowance: 5.9, wrecked: false });
  });

  it("gives a wreck no move (6.15)", () => {
    expect(move("flying", 40, 0, { [VH.wrecked]: 1 })).toEqual({ speed: 0, allowance: 0, wrecked: true });
  });

  it("counts more than a full circle of turning as a full circle", () => {
    expect(move("flying", 20, 540).allowance).toBe(move("flying", 20, 360).allowance);
  });

  it("refuses what is not a vehicle's move", () => {
    expect(() => move("hover" as never, 20)).toThrow(RangeError);
    expect(() => move("tracked", -1)).toThrow(RangeError);
    expect(() => move("tracked", 20, NaN)).toThrow(RangeError);
  });

  it("lets a move reach the allowance, not pass it", () => {
    expect(withinVehicleMove(6, 4, 10)).toBe(true);
    expect(withinVehicleMove(6, 5, 10)).toBe(false);
    expect(withinVehicleMove(0, 5.9, 5.9)).toBe(true);
    expect(() => withinVehicleMove(0, NaN, 1)).toThrow(RangeError);
  });
});
