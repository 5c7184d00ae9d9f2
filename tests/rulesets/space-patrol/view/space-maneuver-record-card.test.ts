// A maneuver card's roll worked out again with the Tactics points spent on it (Guide 7.3, 7.5).
import { describe, expect, it } from "vitest";
import { maneuverResultFromRecord, TACTICS_MANEUVERS } from "../../../../src/rulesets/space-patrol/view/space-maneuver-record-card";
import { resolveManeuver } from "../../../../src/rulesets/space-patrol/rules/space-maneuvers";

const record = (key: "boostBeam" | "boostField" | "evasiveManeuvers", d20: number) => ({
  key, by: "", covering: false, enemy: "", compareOwn: "", compareEnemy: "", asset: "2", equipment: 1, advantages: 0, disadvantages: 0, d20, tactics: [],
});

describe("a maneuver's roll from its record (Guide 7.3, 7.5)", () => {
  it("gives what the rules gave when nothing is spent", () => {
    for (const key of ["boostBeam", "boostField", "evasiveManeuvers"] as const) {
      for (const d20 of [3, 9, 13, 20]) {
        expect(maneuverResultFromRecord(record(key, d20), [])).toEqual(resolveManeuver({ key, asset: 2, equipment: 1, d20 }));
      }
    }
  });

  it("turns a failed beam boost with two points, its marker gone and its penetration given", () => {
    // 7 + 2 + 1 = 10 against DT 12; +2 makes 12
    const before = maneuverResultFromRecord(record("boostBeam", 7), []);
    expect([before.success, before.markerGained]).toEqual([false, "sp-spacecraft-gunnery"]);
    const after = maneuverResultFromRecord(record("boostBeam", 7), [{ side: "players", points: 1 }, { side: "players", points: 1 }]);
    expect([after.success, after.markerGained, after.beamPen]).toEqual([true, null, { effective: 10, long: 10, extreme: 5 }]);
  });

  it("offers points only on the maneuvers whose outcome is the roll alone", () => {
    expect(TACTICS_MANEUVERS).not.toContain("boostEngines");
    expect(TACTICS_MANEUVERS).not.toContain("goDark");
    expect(TACTICS_MANEUVERS).not.toContain("asteroidShimsham");
  });
});
