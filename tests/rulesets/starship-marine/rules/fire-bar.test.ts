// Who may not fire or throw (Starship Marine 2.3, 3.2, 3.5, 3.7, 3.11, 3.12, 3.14, 3.17): the one
// test the sheet's actions and the GM's recorded step ask, read from the figure's markers.
import { describe, expect, it } from "vitest";
import { FIRE_BARS, fireBar, fireBarReason } from "../../../../src/rulesets/starship-marine/rules/fire-bar";

describe("what bars a figure from firing or throwing", () => {
  it("bars a figure on each barring marker, naming it", () => {
    for (const bar of ["casualty", "surrendered", "deactivated", "noFiring", "nonTactical", "carrying"] as const) {
      expect(fireBar({ [`ssm-${bar}`]: 1 }, { robot: false })).toBe(bar);
      expect(fireBar({ [`ssm-${bar}`]: 1 }, { robot: true })).toBe(bar);
    }
    expect(FIRE_BARS).toHaveLength(7);
    expect(fireBarReason("noFiring")).toBe("STARSKIRMISH.StarshipMarine.MayNotFire.noFiring");
  });

  it("bars the Marine working a robot under Direct Control, not the robot, which fires as the Marine acts through it (2.3)", () => {
    expect(fireBar({ "ssm-directControl": 1 }, { robot: false })).toBe("directControl");
    expect(fireBar({ "ssm-directControl": 1 }, { robot: true })).toBeNull();
  });

  it("leaves a figure that moved tactically, is wounded, or ducked back free to fire", () => {
    expect(fireBar({ "ssm-moved": 1, "ssm-wounded": 1, "ssm-duckBack": 1, "ssm-robotDamage": 1, "ssm-immobilised": 1 }, { robot: false })).toBeNull();
    expect(fireBar({ "ssm-casualty": 0 }, { robot: false })).toBeNull();
    expect(fireBar({}, { robot: true })).toBeNull();
  });
});
