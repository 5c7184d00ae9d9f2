// Guide 3.3-3.5 equipment bonuses and range bands.
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../src/core/seeded-dice";
import {
  componentEquipmentBonus,
  parseTaskFormat,
  parseWeaponRangeEntry,
  rangeBandAt,
  weaponEquipmentBonus,
  WEAPON_RANGE_BANDS,
  type WeaponRangeProfile,
} from "../../../../src/rulesets/space-patrol/rules/equipment-bonus";

describe("range bands (Guide 3.5, 6.6)", () => {
  it.each([
    ["effective", 12],
    ["long", 16],
    ["extreme", 20],
  ] as const)("%s range is DT %i", (band, dt) => {
    expect(WEAPON_RANGE_BANDS.find((b) => b.band === band)?.dt).toBe(dt);
  });
});

describe("range entries (Guide 3.3)", () => {
  it("the laser pistol at effective range: 30(5)+2 is 30 inches, penetration 5, +2", () => {
    expect(parseWeaponRangeEntry("30(5)+2")).toEqual({ range: 30, penetration: 5, bonus: 2 });
  });
  it.each([
    ["60(3)", { range: 60, penetration: 3, bonus: 0 }],
    [" 10 ( 2 ) - 1 ", { range: 10, penetration: 2, bonus: -1 }],
    ["5(0)+0", { range: 5, penetration: 0, bonus: 0 }],
  ])("%j reads as %j", (text, entry) => {
    expect(parseWeaponRangeEntry(text)).toEqual(entry);
  });
  it.each(["30", "(5)+2", "30(5)+", "abc", ""])("refuses %j", (text) => {
    expect(() => parseWeaponRangeEntry(text)).toThrow(/range entry/);
  });
});

const laserPistol: WeaponRangeProfile = {
  effective: parseWeaponRangeEntry("30(5)+2"),
  long: parseWeaponRangeEntry("60(4)+1"),
  extreme: parseWeaponRangeEntry("120(3)"),
};

describe("band by distance and the bonus it gives", () => {
  it.each([
    [0, "effective", 12, 2],
    [30, "effective", 12, 2],
    [31, "long", 16, 1],
    [60, "long", 16, 1],
    [61, "extreme", 20, 0],
    [120, "extreme", 20, 0],
  ] as const)("at %i inches: %s, DT %i, bonus %i", (distance, band, dt, bonus) => {
    const r = rangeBandAt(laserPistol, distance);
    expect(r?.band).toBe(band);
    expect(r?.dt).toBe(dt);
    expect(weaponEquipmentBonus(laserPistol, band)).toBe(bonus);
  });
  it("beyond the last band there is no shot", () => {
    expect(rangeBandAt(laserPistol, 121)).toBeNull();
    expect(rangeBandAt({ effective: { range: 1, penetration: 0, bonus: 0 } }, 2)).toBeNull();
  });
  it("refuses a negative distance and a missing band", () => {
    expect(() => rangeBandAt(laserPistol, -1)).toThrow(/Distance/);
    expect(() => weaponEquipmentBonus({}, "long")).toThrow(/no long range/);
  });
  it("property: a longer distance never gives an easier band", () => {
    const dice = new SeededDice(7);
    for (let i = 0; i < 200; i++) {
      const a = dice.die(130) - 1;
      const b = a + dice.die(20);
      const ra = rangeBandAt(laserPistol, a);
      const rb = rangeBandAt(laserPistol, b);
      if (ra && rb) expect(rb.dt).toBeGreaterThanOrEqual(ra.dt);
      if (!ra) expect(rb).toBeNull();
    }
  });
});

describe("drive and rating codes (Guide 3.3)", () => {
  it("an S-Drive of code 2 gives +2", () => {
    expect(componentEquipmentBonus(2)).toBe(2);
    expect(componentEquipmentBonus(0)).toBe(0);
  });
  it("refuses a negative or fractional code", () => {
    expect(() => componentEquipmentBonus(-1)).toThrow(/Code/);
    expect(() => componentEquipmentBonus(1.5)).toThrow(/Code/);
  });
});

describe("standard task format (Guide 3.4)", () => {
  it.each([
    ["DT 16; Ship's Drive; S-Drive", { dt: 16, asset: "Ship's Drive", equipment: "S-Drive" }],
    ["DT12, Shooting, Weapon", { dt: 12, asset: "Shooting", equipment: "Weapon" }],
    ["DT 12; Will; None;", { dt: 12, asset: "Will", equipment: null }],
    ["DT 12, No Asset, Weapon", { dt: 12, asset: null, equipment: "Weapon" }],
    ["DT 16; Medicine; Med Kit", { dt: 16, asset: "Medicine", equipment: "Med Kit" }],
  ])("%j", (text, task) => {
    expect(parseTaskFormat(text)).toEqual(task);
  });
  it("refuses text that is not a task", () => {
    expect(() => parseTaskFormat("roll a d20")).toThrow(/not a task/);
  });
});
