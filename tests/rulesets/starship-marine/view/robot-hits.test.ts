// What a robot's counted hits call for (3.7): nothing yet, the combat robot's damage roll once after
// its first hit, or a knock-out once its hits reach what its kind takes (SSM-9, SSM-18).
import { describe, expect, it } from "vitest";
import { robotHitStep } from "../../../../src/rulesets/starship-marine/view/robot-hits";

describe("a robot's hits (3.7)", () => {
  it("rolls a combat robot's damage once after its first hit, and knocks it out at the second", () => {
    expect(robotHitStep("combatRobot", {})).toBe("none");
    expect(robotHitStep("combatRobot", { "ssm-robotDamage": 1 })).toBe("rollDamage");
    expect(robotHitStep("combatRobot", { "ssm-robotDamage": 1, "ssm-noFiring": 1 })).toBe("none");
    expect(robotHitStep("combatRobot", { "ssm-robotDamage": 2, "ssm-immobilised": 1 })).toBe("destroyed");
  });
  it("knocks every other robot out at its first hit, and does nothing to one already down", () => {
    for (const kind of ["armouredRobot", "fusilierRobot", "clanker", "closeSupportRobot", "truc"] as const) expect(robotHitStep(kind, { "ssm-robotDamage": 1 })).toBe("destroyed");
    expect(robotHitStep("clanker", { "ssm-robotDamage": 1, "ssm-casualty": 1 })).toBe("none");
  });
});
