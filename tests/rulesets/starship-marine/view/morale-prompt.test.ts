// Who a first shot calls to an individual morale test (Starship Marine 3.3, 3.14 a, 4.7).
import { describe, expect, it } from "vitest";
import { testsWhenFiredOn } from "../../../../src/rulesets/starship-marine/view/morale-prompt";

describe("testsWhenFiredOn (3.14 a)", () => {
  it("calls crew, never robots, and not a Veteran non-marine (4.7)", () => {
    expect(testsWhenFiredOn("crewman", "experienced")).toBe(true);
    expect(testsWhenFiredOn("nonCombatant", "raw")).toBe(true);
    expect(testsWhenFiredOn("combatRobot", "experienced", true)).toBe(false);
    expect(testsWhenFiredOn("crewman", "veteran")).toBe(false);
  });

  it("calls a Marine only when out of command (3.3), a Veteran Marine too, since only non-marine Veterans skip morale", () => {
    expect(testsWhenFiredOn("marineScaII", "experienced")).toBe(false);
    expect(testsWhenFiredOn("marineScaII", "experienced", true)).toBe(true);
    expect(testsWhenFiredOn("marineScaIII", "veteran", true)).toBe(true);
    // old data with a Raw Marine reads as Experienced rather than failing
    expect(testsWhenFiredOn("marineScaII", "raw", true)).toBe(true);
  });
});
