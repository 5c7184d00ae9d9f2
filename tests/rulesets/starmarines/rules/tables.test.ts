// StarMarines tables (X, III, IV-d, SMR-2, SMR-5): every row of the Soldier Wounding Table by race
// column, the Vehicle Damage Table, the Soldier Experience Table, and the races' columns.
import { describe, expect, it } from "vitest";
import { defaultWoundingColumn, RACES, RACE_PROFILES, WOUNDING_COLUMNS } from "../../../../src/rulesets/starmarines/rules/races";
import { damageRow, soldierWound, vehicleDamage, VEHICLE_DAMAGE_TABLE } from "../../../../src/rulesets/starmarines/rules/wounding";
import { EXPERIENCE_TABLE } from "../../../../src/rulesets/starmarines/rules/experience";

describe("the races (III, SMR-5)", () => {
  it("has all eleven", () => {
    expect(RACES).toHaveLength(11);
  });
  it("reads the race's own column, and the StarMarine column for Colonials and N'Kakk robots", () => {
    expect(defaultWoundingColumn("norx")).toBe("norx");
    expect(defaultWoundingColumn("colonials")).toBe("starMarine");
    expect(defaultWoundingColumn("nkakkRobots")).toBe("starMarine");
  });
  it("makes N'Kakk robots never fail morale, and gives Zrutes and Saurs no vehicles", () => {
    expect(RACES.filter((r) => RACE_PROFILES[r].neverFailsMorale)).toEqual(["nkakkRobots"]);
    expect(RACES.filter((r) => !RACE_PROFILES[r].hasVehicles)).toEqual(["zrutes", "saurs"]);
  });
});

describe("Soldier Wounding Table (X)", () => {
  // the printed rows, left to right: StarMarine Norx Pelgari Victors Dran Ghouls Zrutes Saurs Swarm
  const W = "wounded";
  const D = "dead";
  const ROWS = [
    [W, W, W, W, W, W, W, W, W],
    [W, W, W, W, W, W, W, W, W],
    [W, W, D, W, W, W, W, W, D],
    [D, W, D, W, D, W, D, W, D],
    [D, D, D, D, D, W, D, D, D],
    [D, D, D, D, D, D, D, D, D],
  ];
  it.each(ROWS.map((row, i) => [i + 1, row] as const))("row %i", (margin, row) => {
    expect(WOUNDING_COLUMNS.map((c) => soldierWound(c, margin))).toEqual(row);
  });
  it("reads a margin above 6 as 6 (SMR-2) and refuses a margin that got nothing through", () => {
    expect(soldierWound("ghouls", 9)).toBe("dead");
    expect(() => soldierWound("ghouls", 0)).toThrow(/margin/);
  });
});

describe("Vehicle Damage Table (X, IX-A)", () => {
  it.each([
    [1, "stunned"],
    [2, "stunnedLoseWeapon"],
    [3, "disarmed"],
    [4, "crippled"],
    [5, "destroyed"],
    [6, "destroyed"],
  ] as const)("row %i: %s", (margin, result) => {
    expect(vehicleDamage(margin)).toBe(result);
    expect(VEHICLE_DAMAGE_TABLE[margin - 1]).toBe(result);
  });
  it("lowers a supertank's row by 1, never below 1", () => {
    expect(damageRow(5, true)).toBe(4);
    expect(vehicleDamage(5, true)).toBe("crippled");
    expect(damageRow(1, true)).toBe(1);
    expect(vehicleDamage(8, true)).toBe("destroyed");
  });
});

describe("Soldier Experience Table (X, IV-d)", () => {
  it.each([
    ["green", 0, -1, 0, null],
    ["average", 1, 0, 0, 0],
    ["veteran", 2, 1, 0, 1],
    ["elite", 3, 1, 1, 2],
  ] as const)("%s costs %i, morale %i, attack %i, leader range %s", (level, cost, morale, attack, leaderRange) => {
    expect(EXPERIENCE_TABLE[level]).toEqual({ cost, morale, attack, leaderRange });
  });
});
