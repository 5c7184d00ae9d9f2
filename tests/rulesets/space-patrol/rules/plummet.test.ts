// Plummet (Guide 6.15): which wrecked vehicles fall, what gets a crewman out, and who dies at the crash.
import { describe, expect, it } from "vitest";
import { isPlummetEscapeDevice, plummetFate, plummetsWhenWrecked, PLUMMET_ESCAPE_TURNS } from "../../../../src/rulesets/space-patrol/rules";

describe("Plummet (Guide 6.15)", () => {
  it("an aircraft (by kind or by the Flying marker) falls when wrecked; a ground vehicle stops", () => {
    expect(plummetsWhenWrecked(true, false)).toBe(true);
    expect(plummetsWhenWrecked(false, true)).toBe(true);
    expect(plummetsWhenWrecked(false, false)).toBe(false);
    expect(() => plummetsWhenWrecked("yes" as never, false)).toThrow(RangeError);
  });

  it("parachutes and flying belts get a crewman out within 1 turn; nothing else does", () => {
    expect(PLUMMET_ESCAPE_TURNS).toBe(1);
    expect(["parachute", "flyingBelt"].every(isPlummetEscapeDevice)).toBe(true);
    expect(["medKit", "other", "", 3].some(isPlummetEscapeDevice)).toBe(false);
  });

  it("at the crash he lives if he got out or spent a point, and dies otherwise", () => {
    expect(plummetFate(true)).toBe("saved");
    expect(plummetFate(false)).toBe("killed");
    expect(() => plummetFate(undefined as never)).toThrow(RangeError);
  });
});
