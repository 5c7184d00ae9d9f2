// combineArmour reads a table of every pair built at load: it must agree with combining the two
// thicknesses and reading the result back (Striker 8.B.3), above 22 as 22 (ruling STR-4).
import { describe, expect, it } from "vitest";
import { armourToCm, cmToArmour, combineArmour } from "../../../../src/rulesets/striker/rules/armour";

describe("combined armour (Striker 8.B.3, ruling STR-4)", () => {
  it("agrees with the thickness table for every pair up to and past 22", () => {
    for (let a = 0; a <= 26; a++) {
      for (let b = 0; b <= 26; b++) expect(combineArmour(a, b), `${a} with ${b}`).toBe(cmToArmour(armourToCm(a) + armourToCm(b)));
    }
  });
  it("still refuses armour that is not a whole number of 0 or more, either side", () => {
    expect(() => combineArmour(-1, 0)).toThrow(/Armour must be a whole number/);
    expect(() => combineArmour(0, 1.5)).toThrow(/Armour must be a whole number/);
    expect(() => combineArmour(Number.NaN, 0)).toThrow(RangeError);
  });
});
