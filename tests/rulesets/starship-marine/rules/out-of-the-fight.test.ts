// Who takes no part any more (Starship Marine 3.5, 3.7, 3.12, 3.14): casualties, the surrendered and
// robots switched off; a wound or a Moved marker leaves a figure in the fight.
import { describe, expect, it } from "vitest";
import { outOfTheFight } from "../../../../src/rulesets/starship-marine/rules/markers";

describe("out of the fight", () => {
  it("counts casualties, the surrendered and switched-off robots, and nobody else", () => {
    expect(["ssm-casualty", "ssm-surrendered", "ssm-deactivated"].map((m) => outOfTheFight({ [m]: 1 }))).toEqual([true, true, true]);
    expect(outOfTheFight({ "ssm-wounded": 1, "ssm-moved": 1 })).toBe(false);
    expect(outOfTheFight({ "ssm-casualty": 0 })).toBe(false);
  });
});
