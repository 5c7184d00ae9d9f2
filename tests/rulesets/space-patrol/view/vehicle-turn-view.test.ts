// The vehicle turn view (Guide 6.7, 6.15): speed after Damage and Failure Cascade Markers, the cost of
// a turn by kind of vehicle, the move left after turning, and the token's new rotation.
import { describe, expect, it } from "vitest";
import { isTurnDegrees, rotationAfterTurn, turnBetween, turnSteps, vehicleMovementSection, vehicleTurnCardContext, withMoveThisTurn } from "../../../../src/rulesets/space-patrol/view/vehicle-turn-view";

const DM = "sp-vehicle-damage";
const FCM = "sp-vehicle-failureCascade";

describe("vehicle movement and turning (Guide 6.7, 6.15)", () => {
  it("takes 10% of the speed for each Damage and Failure Cascade Marker, and names the turn's cost", () => {
    expect(vehicleMovementSection("wheeled", 20, { [DM]: 1, [FCM]: 1 })).toEqual({ baseSpeed: 20, speed: 16, markers: 2, reduced: true, wrecked: false, wreckKey: "", costKey: "STARSKIRMISH.SpacePatrol.VehicleTurn.quarter", upToDegrees: 90 });
    expect(vehicleMovementSection("tracked", 12, {})).toMatchObject({ speed: 12, reduced: false, costKey: "STARSKIRMISH.SpacePatrol.VehicleTurn.half", upToDegrees: 90 });
    expect(vehicleMovementSection("flying", 7, { [DM]: 1 })).toMatchObject({ speed: 6.3, upToDegrees: 180 });
  });

  it("gives a wreck speed 0 and says how it stopped: ground vehicles stop, watercraft sink, aircraft plummet (6.15)", () => {
    const wreck = { [DM]: 1, "sp-vehicle-wrecked": 1 };
    expect(vehicleMovementSection("wheeled", 20, wreck)).toMatchObject({ baseSpeed: 20, speed: 0, wrecked: true, reduced: false, wreckKey: "STARSKIRMISH.SpacePatrol.VehicleTurn.wrecked.stops" });
    expect(vehicleMovementSection("tracked", 12, wreck).wreckKey).toBe("STARSKIRMISH.SpacePatrol.VehicleTurn.wrecked.stops");
    expect(vehicleMovementSection("watercraft", 12, wreck).wreckKey).toBe("STARSKIRMISH.SpacePatrol.VehicleTurn.wrecked.sinks");
    expect(vehicleMovementSection("flying", 7, wreck)).toMatchObject({ speed: 0, wreckKey: "STARSKIRMISH.SpacePatrol.VehicleTurn.wrecked.plummets" });
  });

  it("leaves the move after each share spent: wheeled 135° is two quarters, a flyer's 180° one", () => {
    const base = { vehicleName: "Crawler", driverName: "Ko", baseSpeed: 20, counts: { [DM]: 1, [FCM]: 1 }, direction: "left", tokensTurned: 1 } as const;
    // 20 less 20% = 16, two quarters spent: 8 left
    expect(vehicleTurnCardContext({ ...base, vehicleType: "wheeled", degrees: 135 })).toMatchObject({ speed: 16, steps: 2, left: 8 });
    // a flyer turns 180° for a quarter: 12 left
    expect(vehicleTurnCardContext({ ...base, vehicleType: "flying", degrees: 180 })).toMatchObject({ steps: 1, left: 12 });
    // a tracked vehicle turning 180° spends two halves: nothing left
    expect(vehicleTurnCardContext({ ...base, vehicleType: "tracked", degrees: 180 })).toMatchObject({ steps: 2, left: 0 });
  });

  it("turns the token clockwise to the right, within 0 to 359, and accepts 1 to 360 whole degrees", () => {
    expect(rotationAfterTurn(0, 90, "right")).toBe(90);
    expect(rotationAfterTurn(30, 90, "left")).toBe(300);
    expect(rotationAfterTurn(300, 90, "right")).toBe(30);
    expect(rotationAfterTurn(0, 360, "left")).toBe(0);
    expect([1, 360].every(isTurnDegrees)).toBe(true);
    expect([0, 361, 4.5, "90", Number.NaN].some(isTurnDegrees)).toBe(false);
  });

  it("adds the move this turn in the battle, and none to a wreck or outside the battle", () => {
    const running = vehicleMovementSection("tracked", 12, {});
    expect(withMoveThisTurn(running, { used: 4, allowance: 6 }).thisTurn).toEqual({ used: 4, allowance: 6 });
    expect(withMoveThisTurn(running, null)).not.toHaveProperty("thisTurn");
    expect(withMoveThisTurn(vehicleMovementSection("tracked", 12, { "sp-vehicle-wrecked": 1 }), { used: 0, allowance: 0 })).not.toHaveProperty("thisTurn");
  });

  it("measures a change of facing the short way round, and writes a long turn in steps of half a circle at most", () => {
    expect(turnBetween(0, 90)).toBe(90);
    expect(turnBetween(0, 270)).toBe(90);
    expect(turnBetween(350, 10)).toBe(20);
    expect(turnBetween(30, 210)).toBe(180);
    expect(turnBetween(45, 45 + 720)).toBe(0);
    expect(turnSteps(90)).toEqual([90]);
    expect(turnSteps(180)).toEqual([180]);
    expect(turnSteps(270)).toEqual([180, 90]);
    expect(turnSteps(360)).toEqual([180, 180]);
    // each step, measured the short way, adds up to the turn named
    let facing = 30;
    let counted = 0;
    for (const step of turnSteps(270)) {
      const next = rotationAfterTurn(facing, step, "left");
      counted += turnBetween(facing, next);
      facing = next;
    }
    expect([counted, facing]).toEqual([270, 120]);
  });
});
