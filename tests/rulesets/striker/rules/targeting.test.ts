import { describe, expect, it } from "vitest";
import { attackRange, targetEligibility } from "../../../../src/rulesets/striker/rules/targeting";
import { fireBlockLabel } from "../../../../src/rulesets/striker/rules/fire";

describe("who may be attacked (Striker 8.A.1.a.1, 8.A.1.a.5)", () => {
  it.each([
    [true, true, "attack"],
    [true, false, "reconByFire"],
    [false, true, "notAllowed"],
    [false, false, "notAllowed"],
  ] as const)("LOS %s, spotted %s: %s", (lineOfSight, spottedBeforePhase, out) => {
    expect(targetEligibility({ lineOfSight, spottedBeforePhase })).toBe(out);
  });
});

describe("attack range (Striker 8.A.1.a.2)", () => {
  it("is from the most distant firer to the farthest target", () => {
    const firers = [
      { x: 0, y: 0 },
      { x: 0, y: 100 },
    ];
    const targets = [
      { x: 300, y: 0 },
      { x: 400, y: 0 },
    ];
    expect(attackRange(firers, targets)).toBeCloseTo(Math.hypot(400, 100));
  });
  it("needs firers and targets", () => {
    expect(() => attackRange([], [{ x: 0, y: 0 }])).toThrow(/needs firers/);
    expect(() => attackRange([{ x: Number.NaN, y: 0 }], [{ x: 0, y: 0 }])).toThrow(/finite/);
  });
  it("labels fire blocks", () => {
    expect(fireBlockLabel("highRecoilMoved")).toBe("STARSKIRMISH.Striker.Fire.Block.highRecoilMoved");
  });
});
