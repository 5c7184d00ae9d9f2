import { describe, expect, it } from "vitest";
import {
  ARMOUR_THICKNESS_CM,
  armourAgainst,
  armourToCm,
  cmToArmour,
  combineArmour,
  coverArmour,
} from "../../../../src/rulesets/striker/rules/armour";

// Striker 8.B.3 Armor Rating Table, typed from the text.
const TABLE: readonly [number, number][] = [
  [1, 0.25], [2, 0.5], [3, 0.75], [4, 1.0], [5, 1.25], [6, 1.5], [7, 1.75], [8, 2.0],
  [9, 2.25], [10, 2.5], [11, 2.75], [12, 3.0], [13, 3.25], [14, 3.54], [15, 3.86], [16, 4.2],
  [17, 4.59], [18, 5.0], [19, 5.45], [20, 5.95], [21, 6.48], [22, 7.07],
];

describe("armour thickness table (Striker 8.B.3)", () => {
  it("has 22 rows", () => expect(ARMOUR_THICKNESS_CM).toHaveLength(22));
  it.each(TABLE)("armour %i is %f cm and converts back", (value, cm) => {
    expect(armourToCm(value)).toBe(cm);
    expect(cmToArmour(cm)).toBe(value);
  });
  it("no armour is 0 cm", () => {
    expect(armourToCm(0)).toBe(0);
    expect(cmToArmour(0.2)).toBe(0);
  });
  it("rounds a thickness down to the value not exceeding it", () => {
    expect(cmToArmour(3.5)).toBe(13);
    expect(cmToArmour(100)).toBe(22);
  });
  it("rejects bad armour and thickness", () => {
    expect(() => armourToCm(-1)).toThrow(/0 or more/);
    expect(() => armourToCm(2.5)).toThrow(/whole/);
    expect(() => cmToArmour(Number.NaN)).toThrow(/0 cm or more/);
  });
});

describe("combined armour", () => {
  it("worked example: concealed in a building (4) wearing battle dress (10) is 13", () => {
    expect(combineArmour(coverArmour("building", "concealed"), 10)).toBe(13);
  });
  it.each([
    [0, 10, 10],
    [1, 1, 2],
    [8, 8, 15],
    [7, 18, 21],
    [22, 22, 22],
  ])("%i with %i is %i", (a, b, out) => {
    expect(combineArmour(a, b)).toBe(out);
  });
  it("ruling STR-4: armour above 22 combines as 22", () => {
    expect(armourToCm(25)).toBe(7.07);
    expect(combineArmour(25, 0)).toBe(22);
    expect(combineArmour(30, 1)).toBe(22);
  });
});

describe("cover table (Striker 8.B.2)", () => {
  it.each([
    ["building", "hidden", 8],
    ["building", "concealed", 4],
    ["forest", "hidden", 7],
    ["forest", "concealed", 3],
  ] as const)("%s %s: %i", (terrain, status, value) => {
    expect(coverArmour(terrain, status)).toBe(value);
  });
  it("no cover in the open", () => {
    expect(coverArmour(null, "hidden")).toBe(0);
    expect(coverArmour("forest", "open")).toBe(0);
  });
});

describe("bracketed armour (ruling STR-5)", () => {
  it.each([
    ["Jack (1)", { general: 1, meleeOnly: true }, [1, 0, 0]],
    ["Albat 1[6]", { general: 1, energy: 6 }, [1, 1, 6]],
    ["Combat Armor [10]", { general: 0, energy: 10 }, [0, 0, 10]],
    ["Battle Dress 10", { general: 10 }, [10, 10, 10]],
  ] as const)("%s against melee, slug, energy", (_, rating, [melee, slug, energy]) => {
    expect(armourAgainst(rating, "melee")).toBe(melee);
    expect(armourAgainst(rating, "slug")).toBe(slug);
    expect(armourAgainst(rating, "energy")).toBe(energy);
  });
});
