// Guide 6.10 zero-G and vacuum.
import { describe, expect, it } from "vitest";
import { breachesSuit, cosmicRayChecks, SUIT_AIR_MINUTES, survivesVacuum, vacuumExposure, zeroGCombatCheck } from "../../../../src/rulesets/space-patrol/rules/zero-g";

describe("zero-G combat (Guide 6.10)", () => {
  it("Space-Fu DT 12 first; firearms at a disadvantage, energy weapons at an advantage", () => {
    expect(zeroGCombatCheck("firearm")).toEqual({ dt: 12, asset: "spaceFu", advantages: 0, disadvantages: 1 });
    expect(zeroGCombatCheck("energy")).toEqual({ dt: 12, asset: "spaceFu", advantages: 1, disadvantages: 0 });
    expect(zeroGCombatCheck("other")).toEqual({ dt: 12, asset: "spaceFu", advantages: 0, disadvantages: 0 });
  });
});

describe("vacuum (Guide 6.10)", () => {
  it("EVA suits hold 2 hours, Hard and Flight Suits 5 minutes", () => expect(SUIT_AIR_MINUTES).toEqual({ eva: 120, hardSuit: 5, flightSuit: 5, none: 0 }));
  it.each([
    ["eva", 30, 0],
    ["hardSuit", 5, 1],
    ["hardSuit", 6, 2],
    ["flightSuit", 0, 0],
  ] as const)("%s outside for %i minutes: %i cosmic ray checks", (suit, minutes, checks) => expect(cosmicRayChecks(suit, minutes)).toBe(checks));
  it("no suit in vacuum is death unless a hero point is spent", () => {
    expect(survivesVacuum("none", false)).toBe(false);
    expect(survivesVacuum("none", true)).toBe(true);
  });
  it.each([
    ["none", true, 0],
    ["eva", false, 120],
    ["hardSuit", false, 5],
    ["flightSuit", false, 5],
  ] as const)("a holed ship: %s is at risk %s, with %i minutes of air (6.10, 7.12)", (suit, atRisk, airMinutes) => expect(vacuumExposure(suit)).toEqual({ atRisk, airMinutes }));
  it("refuses a suit it does not know", () => expect(() => vacuumExposure("spacesuit" as never)).toThrow(RangeError));
  it("Light Wound and worse breach the suit; Rattled does not", () => {
    expect(breachesSuit("lightWound")).toBe(true);
    expect(breachesSuit("rattled")).toBe(false);
  });
});
