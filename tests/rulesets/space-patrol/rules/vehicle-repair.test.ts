// Vehicle repairs after the battle (Guide 6.15): DT 12 and 1 hour for a Damage Marker, DT 20 and 4
// hours for a Failure Cascade Marker, Mechanics with the Mech Kit (+0 without one: our reading), the
// mechanic's own markers as disadvantages, one marker off on a success; a wreck is the GM's.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  AFTER_BATTLE_VEHICLE_REPAIRS,
  REPAIR_WITHOUT_MECH_KIT_BONUS,
  attemptVehicleRepair,
  isVehicleRepairMarker,
  isWrecked,
  repairableMarkers,
  vehicleRepairTask,
} from "../../../../src/rulesets/space-patrol/rules/vehicle-repair";

const DM = "sp-vehicle-damage";
const FCM = "sp-vehicle-failureCascade";

describe("vehicle repairs after battle (Guide 6.15)", () => {
  it("repairs Damage and Failure Cascade Markers only", () => {
    expect(AFTER_BATTLE_VEHICLE_REPAIRS.map((r) => [r.marker, r.dt, r.hours])).toEqual([[DM, 12, 1], [FCM, 20, 4]]);
    expect(isVehicleRepairMarker("sp-vehicle-control")).toBe(false);
    expect(repairableMarkers({ [FCM]: 1, "sp-vehicle-control": 2 })).toEqual([FCM]);
    expect(repairableMarkers({})).toEqual([]);
  });
  it("a Damage Marker: DT 12, Mechanics and the Mech Kit, 1 hour", () => {
    expect(vehicleRepairTask({ marker: DM, mechanics: 2, mechKit: 1, markerDisadvantages: 0 })).toEqual({ task: { dt: 12, asset: 2, equipment: 1, disadvantages: 0 }, hours: 1 });
    // 9 + 2 + 1 = 12: off it comes
    expect(attemptVehicleRepair({ marker: DM, mechanics: 2, mechKit: 1, markerDisadvantages: 0 }, 9)).toMatchObject({ removed: 1, hours: 1, result: { total: 12, success: true } });
  });
  it("a Failure Cascade Marker: DT 20 in 4 hours; the mechanic's Wound is a disadvantage", () => {
    const out = attemptVehicleRepair({ marker: FCM, mechanics: 3, mechKit: 2, markerDisadvantages: 1 }, 18);
    // 18 + 3 + 2 = 23 against 24: the four hours are spent for nothing
    expect(out).toMatchObject({ removed: 0, hours: 4, result: { dt: 24, total: 23, success: false } });
  });
  it("without a Mech Kit works at +0 (our reading); Mechanics X is one more disadvantage", () => {
    expect(REPAIR_WITHOUT_MECH_KIT_BONUS).toBe(0);
    const out = attemptVehicleRepair({ marker: DM, mechanics: "X", mechKit: null, markerDisadvantages: 0 }, 16);
    expect(out.result).toMatchObject({ equipment: 0, dt: 16, total: 16, success: true });
  });
  it("refuses a marker it does not repair", () => {
    expect(() => vehicleRepairTask({ marker: "sp-vehicle-control" as never, mechanics: 1, mechKit: 0, markerDisadvantages: 0 })).toThrow(/No after-battle repair/);
  });
  it("says when the vehicle is wrecked", () => {
    expect(isWrecked({ "sp-vehicle-wrecked": 1 })).toBe(true);
    expect(isWrecked({ [DM]: 2 })).toBe(false);
  });
  it("a better kit never makes success less likely, over seeded dice", () => {
    const dice = new SeededDice(3);
    for (let i = 0; i < 200; i++) {
      const d20 = dice.die(20);
      const bare = attemptVehicleRepair({ marker: DM, mechanics: 1, mechKit: null, markerDisadvantages: 0 }, d20).removed;
      const kit = attemptVehicleRepair({ marker: DM, mechanics: 1, mechKit: 2, markerDisadvantages: 0 }, d20).removed;
      expect(kit).toBeGreaterThanOrEqual(bare);
    }
  });
});
