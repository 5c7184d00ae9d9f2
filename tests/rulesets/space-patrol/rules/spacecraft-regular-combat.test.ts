// Guide 6.16 spacecraft in regular combat.
import { describe, expect, it } from "vitest";
import { parseWeaponRangeEntry, rangeBandAt } from "../../../../src/rulesets/space-patrol/rules/equipment-bonus";
import {
  SPACECRAFT_REGULAR_VEHICLE_TYPE,
  spacecraftRegularCombatProblem,
  spacecraftRegularMovement,
  spaceWeaponRegularCombatRange,
} from "../../../../src/rulesets/space-patrol/rules/spacecraft-regular-combat";
import * as rules from "../../../../src/rulesets/space-patrol/rules";

describe("movement by the A-Drive (Guide 6.16)", () => {
  it("moves by its A-Drive code as a flying vehicle", () => {
    expect(spacecraftRegularMovement({ aDrive: 3 })).toEqual({ drive: "aDrive", driveCode: 3, vehicleType: "flying" });
    expect(SPACECRAFT_REGULAR_VEHICLE_TYPE).toBe("flying");
  });
  it("each Drive Marker costs one code (Guide 7.12); other markers do not", () => {
    expect(spacecraftRegularMovement({ aDrive: 3, markers: { "sp-spacecraft-drive": 2, "sp-spacecraft-flight": 1 } }).driveCode).toBe(1);
  });
  it("code 0 still flies; below 0 it cannot (Guide 7.12)", () => {
    expect(spacecraftRegularCombatProblem({ aDrive: 1, markers: { "sp-spacecraft-drive": 1 } })).toBeNull();
    expect(spacecraftRegularMovement({ aDrive: 1, markers: { "sp-spacecraft-drive": 1 } }).driveCode).toBe(0);
    expect(spacecraftRegularCombatProblem({ aDrive: 1, markers: { "sp-spacecraft-drive": 2 } })).toMatch(/code -1/);
    expect(() => spacecraftRegularMovement({ aDrive: 1, markers: { "sp-spacecraft-drive": 2 } })).toThrow(/cannot fly in a gravity well/);
  });
  it("a craft without an A-Drive cannot enter the gravity well", () => {
    expect(spacecraftRegularCombatProblem({ aDrive: null })).toMatch(/no A-Drive/);
    expect(() => spacecraftRegularMovement({ aDrive: null })).toThrow(/no A-Drive/);
  });
  it("rejects a drive code that is not a whole number 0 or more", () => {
    expect(() => spacecraftRegularCombatProblem({ aDrive: -1 })).toThrow(/whole number 0 or more/);
    expect(() => spacecraftRegularMovement({ aDrive: 2.5 })).toThrow(/whole number 0 or more/);
  });
});

describe("space weapons fire at Effective range (Guide 6.16)", () => {
  const beamLaser = { effective: parseWeaponRangeEntry("3(15)+1"), long: parseWeaponRangeEntry("6(15)"), extreme: parseWeaponRangeEntry("9(10)") };
  it("DT 12 with the Effective entry's penetration and bonus, near or far", () => {
    for (const d of [0, 2, 40, 5000]) {
      expect(spaceWeaponRegularCombatRange(beamLaser, d)).toEqual({ band: "effective", dt: 12, entry: { range: 3, penetration: 15, bonus: 1 } });
    }
  });
  it("where the ordinary band reading would say long or beyond", () => {
    expect(rangeBandAt(beamLaser, 5)?.band).toBe("long");
    expect(rangeBandAt(beamLaser, 50)).toBeNull();
    expect(spaceWeaponRegularCombatRange(beamLaser, 50).band).toBe("effective");
  });
  it("rejects a bad distance or a profile without an Effective entry", () => {
    expect(() => spaceWeaponRegularCombatRange(beamLaser, -1)).toThrow(/Distance must be 0 or more/);
    expect(() => spaceWeaponRegularCombatRange(beamLaser, Number.NaN)).toThrow(/Distance/);
    expect(() => spaceWeaponRegularCombatRange({ long: beamLaser.long }, 1)).toThrow(/no Effective range entry/);
  });
});

describe("exports", () => {
  it("the rules index re-exports the new functions", () => {
    expect(rules.spacecraftRegularMovement).toBe(spacecraftRegularMovement);
    expect(rules.spaceWeaponRegularCombatRange).toBe(spaceWeaponRegularCombatRange);
    expect(typeof rules.hasWarpedOut).toBe("function");
    expect(typeof rules.vehicleWeaponAttackProblem).toBe("function");
    expect(typeof rules.pointDefenseReservationProblem).toBe("function");
  });
});
