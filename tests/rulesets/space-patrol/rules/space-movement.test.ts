// How far a ship moves in its turn (Guide 7.1, 7.5, 7.12).
import { describe, expect, it } from "vitest";
import { darkShipHexes, spaceMoveAllowance } from "../../../../src/rulesets/space-patrol/rules/space-movement";

describe("a ship's move allowance (Guide 7.1, 7.5, 7.12)", () => {
  it("is the craft's hexes per turn with nothing to change it", () => {
    expect(spaceMoveAllowance({ speed: 6, markers: {}, boostHexes: 0, dark: false })).toEqual({ afterMarkers: 6, boostHexes: 0, dark: false, wrecked: false, allowance: 6 });
  });
  it("loses a hex for each Drive and Flight Marker, never below 0 (7.12)", () => {
    expect(spaceMoveAllowance({ speed: 6, markers: { "sp-spacecraft-drive": 1, "sp-spacecraft-flight": 2 }, boostHexes: 0, dark: false }).allowance).toBe(3);
    expect(spaceMoveAllowance({ speed: 2, markers: { "sp-spacecraft-drive": 3 }, boostHexes: 0, dark: false }).allowance).toBe(0);
    // other markers leave the speed alone
    expect(spaceMoveAllowance({ speed: 6, markers: { "sp-spacecraft-gunnery": 2, "sp-spacecraft-electronics": 1 }, boostHexes: 0, dark: false }).allowance).toBe(6);
  });
  it("adds the hexes a Boost Engines gave (7.5)", () => {
    expect(spaceMoveAllowance({ speed: 5, markers: { "sp-spacecraft-drive": 1 }, boostHexes: 3, dark: false })).toEqual({ afterMarkers: 4, boostHexes: 3, dark: false, wrecked: false, allowance: 7 });
  });
  it("gives a wreck no hex, whatever its speed or boost: it performs no functions in the battle (7.12)", () => {
    const wreck = { "sp-spacecraft-wrecked": 1 };
    expect(spaceMoveAllowance({ speed: 6, markers: wreck, boostHexes: 3, dark: false })).toEqual({ afterMarkers: 6, boostHexes: 3, dark: false, wrecked: true, allowance: 0 });
    expect(spaceMoveAllowance({ speed: 9, markers: wreck, boostHexes: 0, dark: true }).allowance).toBe(0);
  });
  it("gives a dark ship a third of its normal movement, rounded down (7.5)", () => {
    expect(spaceMoveAllowance({ speed: 6, markers: {}, boostHexes: 0, dark: true }).allowance).toBe(2);
    expect(spaceMoveAllowance({ speed: 7, markers: { "sp-spacecraft-flight": 1 }, boostHexes: 0, dark: true }).allowance).toBe(2);
    expect(spaceMoveAllowance({ speed: 2, markers: {}, boostHexes: 0, dark: true }).allowance).toBe(0);
  });
  it.each([[0, 0], [1, 0], [3, 1], [5, 1], [6, 2], [9, 3], [30, 10], [99, 33]])("a third of %i is %i", (normal, third) => {
    expect(darkShipHexes(normal)).toBe(third);
  });
  it("refuses a speed or boost that is not whole hexes", () => {
    expect(() => spaceMoveAllowance({ speed: -1, markers: {}, boostHexes: 0, dark: false })).toThrow(RangeError);
    expect(() => spaceMoveAllowance({ speed: 2.5, markers: {}, boostHexes: 0, dark: false })).toThrow(RangeError);
    expect(() => spaceMoveAllowance({ speed: 2, markers: {}, boostHexes: -1, dark: false })).toThrow(RangeError);
    expect(() => spaceMoveAllowance({ speed: 2, markers: { "sp-spacecraft-drive": Number.NaN }, boostHexes: 0, dark: false })).toThrow(RangeError);
  });
});
