// Starship Marine's campaign tables (4.3-4.5) and the squad's ammunition (3.16-3.18): every row of
// the casualty, lost equipment and hospital ship tables as printed, the sickbay as ruled (SSM-11),
// minor wound days on 3d10 read 0-9 (SSM-1), and the squad's pool shrinking with its men (SSM-21).
import { describe, expect, it } from "vitest";
import { casualtyInjury, equipmentDamage, hospitalShip, minorWoundDays, REPAIR_DAYS } from "../../../../src/rulesets/starship-marine/rules/casualties";
import { CASEVAC_CAPACITY, PALLET_CONTENTS, squadAmmoAfterLosses, squadAmmoLimits } from "../../../../src/rulesets/starship-marine/rules/ammunition";

const FACES = [1, 2, 3, 4, 5, 6];

describe("casualties (4.3)", () => {
  it.each([
    ["marineArmour", false, ["noInjury", "scratch", "scratch", "minorWound", "seriousWound", "killed"]],
    ["marineArmour", true, ["noInjury", "scratch", "minorWound", "killed", "killed", "killed"]],
    ["spaceSuit", false, ["noInjury", "scratch", "minorWound", "seriousWound", "seriousWound", "killed"]],
    ["spaceSuit", true, ["minorWound", "killed", "killed", "killed", "killed", "killed"]],
    ["substandardArmour", false, ["noInjury", "scratch", "minorWound", "minorWound", "seriousWound", "killed"]],
    ["substandardArmour", true, ["scratch", "minorWound", "seriousWound", "killed", "killed", "killed"]],
  ] as const)("reads %s (vacuum: %s) face by face", (protection, vacuum, printed) => {
    expect(FACES.map((f) => casualtyInjury(protection, vacuum, false, f))).toEqual(printed);
  });

  it("moves the result one row toward No injury at the sickbay, never past 1 (SSM-11)", () => {
    expect(casualtyInjury("marineArmour", false, true, 6)).toBe("seriousWound");
    expect(casualtyInjury("marineArmour", false, true, 1)).toBe("noInjury");
    expect(casualtyInjury("spaceSuit", true, true, 2)).toBe("minorWound");
  });

  it("keeps a minor wound off duty for 3d10 days, each die read 0-9", () => {
    expect(minorWoundDays([10, 10, 10])).toBe(0);
    expect(minorWoundDays([9, 5, 1])).toBe(15);
    expect(() => minorWoundDays([1, 2] as never)).toThrow(RangeError);
  });
});

describe("lost equipment (4.4)", () => {
  it.each([
    ["marineArmour", ["none", "user", "technician", "technician", "workshop", "trashed"]],
    ["spaceSuit", ["user", "user", "technician", "trashed", "trashed", "trashed"]],
    ["combatRobot", ["none", "none", "user", "technician", "workshop", "trashed"]],
    ["closeSupportRobot", ["none", "user", "user", "technician", "workshop", "trashed"]],
  ] as const)("reads the %s column face by face", (equipment, printed) => {
    expect(FACES.map((f) => equipmentDamage(equipment, f))).toEqual(printed);
  });

  it("takes 1d3 days for the user, 1d6 for a technician, 2d6 in a workshop", () => {
    expect(REPAIR_DAYS).toEqual({ none: null, user: { dice: 1, sides: 3 }, technician: { dice: 1, sides: 6 }, workshop: { dice: 2, sides: 6 }, trashed: null });
  });
});

describe("hospital ships (4.5)", () => {
  it("gives the killed and the seriously wounded a second roll as printed", () => {
    expect(FACES.map((f) => hospitalShip("killed", f))).toEqual(["scratch", "minorWound", "minorWoundTwice", "seriousWound", "dead", "dead"]);
    expect(FACES.map((f) => hospitalShip("seriousWound", f))).toEqual(["scratch", "minorWound", "minorWound", "minorWoundTwice", "minorWoundTwice", "seriousWound"]);
  });
});

describe("the squad's ammunition (3.16-3.18)", () => {
  it("allows 4 grenades a living human and 2 door charges a living Marine", () => {
    expect(squadAmmoLimits({ humans: 10, marines: 8 })).toEqual({ grenades: 40, doorCharges: 16 });
    expect(() => squadAmmoLimits({ humans: 3, marines: 4 })).toThrow(RangeError);
  });

  it("leaves the surplus on the table as the squad loses men", () => {
    expect(squadAmmoAfterLosses({ grenades: 38, doorCharges: 16 }, { humans: 8, marines: 6 })).toEqual({ kept: { grenades: 32, doorCharges: 12 }, surplus: { grenades: 6, doorCharges: 4 } });
    expect(squadAmmoAfterLosses({ grenades: 10, doorCharges: 2 }, { humans: 8, marines: 6 }).surplus).toEqual({ grenades: 0, doorCharges: 0 });
  });

  it("has the pallets and the bearers of 3.17-3.18", () => {
    expect(PALLET_CONTENTS).toEqual({ grenades: 24, doorCharges: 12, apgwMissiles: 10, superCharges: 1 });
    expect(CASEVAC_CAPACITY).toEqual({ truc: 2, manOrCombatRobot: 1 });
  });
});
