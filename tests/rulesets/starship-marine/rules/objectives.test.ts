// What holding the control rooms gives (Starship Marine 3.11): Main Control works a system only while
// Power Control has not switched its power off (our reading, rules/objectives.ts).
import { describe, expect, it } from "vitest";
import { ALL_POWER_ON, mainControlWorks, POWER_SYSTEMS } from "../../../../src/rulesets/starship-marine/rules/objectives";
import { powerCardContext, powerView } from "../../../../src/rulesets/starship-marine/view/power";

describe("Power Control (3.11)", () => {
  it("switches off the two systems Main Control works at the table", () => {
    expect(POWER_SYSTEMS).toEqual(["doors", "robots"]);
    expect(mainControlWorks("doors", ALL_POWER_ON)).toBe(true);
    expect(mainControlWorks("doors", { doors: true, robots: false })).toBe(false);
    expect(mainControlWorks("robots", { doors: true, robots: false })).toBe(true);
    expect(mainControlWorks("robots", { doors: false, robots: true })).toBe(false);
  });

  it("refuses a system it does not know", () => {
    expect(() => mainControlWorks("sensors" as never, ALL_POWER_ON)).toThrow(/system/);
  });

  it("shows each system's switch as the opposite of its state, and the card's title and meaning", () => {
    const view = powerView({ doors: true, robots: false });
    expect(view.anyOff).toBe(true);
    expect(view.systems.map((s) => [s.system, s.act])).toEqual([["doors", "powerOn"], ["robots", "powerOff"]]);
    expect(powerCardContext({ system: "robots", off: true, names: ["R7"], holder: "ship" })).toEqual({
      title: "STARSKIRMISH.StarshipMarine.Power.robots.off",
      means: "STARSKIRMISH.StarshipMarine.Power.robots.offMeans",
      names: ["R7"],
      holderLabel: "STARSKIRMISH.StarshipMarine.Sides.heldByShip",
    });
  });
});
