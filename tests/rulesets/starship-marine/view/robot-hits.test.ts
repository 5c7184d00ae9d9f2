// What a robot's counted hits call for (3.7): nothing yet, the combat robot's damage roll once after
// its first hit, or a knock-out once its hits reach what its kind takes (SSM-9, SSM-18); and what the
// robot damage card says each result means.
import { describe, expect, it } from "vitest";
import { robotDamageCardContext, robotHitStep } from "../../../../src/rulesets/starship-marine/view/robot-hits";
import { ROBOT_DAMAGE, robotDamage } from "../../../../src/rulesets/starship-marine/rules/robots";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const en: unknown = JSON.parse(readFileSync(join(__dirname, "../../../../lang/en.json"), "utf8"));

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

describe("the robot damage card (3.7)", () => {
  /** A language key's text, or undefined when the key is missing. */
  const text = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

  it("says what each result means, and that a surviving robot falls to its second hit", () => {
    // 4 is immobilised on the robot damage table (3.7: 3, 4 or 5)
    const ctx = robotDamageCardContext("Robot 4", 4, robotDamage(4));
    expect(ctx.resultLabel).toBe("STARSKIRMISH.StarshipMarine.RobotDamage.immobilised");
    expect(text(ctx.meaningLabel)).toBe("It can no longer move; a second hit destroys it (3.7).");
    expect(text(robotDamageCardContext("Robot 4", 1, robotDamage(1)).meaningLabel)).toBe("It can no longer fire; a second hit destroys it (3.7).");
  });

  it("has a result and a meaning in the language file for every result", () => {
    for (const result of ROBOT_DAMAGE) {
      const ctx = robotDamageCardContext("Robot 4", 6, result);
      expect(typeof text(ctx.resultLabel)).toBe("string");
      expect(typeof text(ctx.meaningLabel)).toBe("string");
    }
  });
});
