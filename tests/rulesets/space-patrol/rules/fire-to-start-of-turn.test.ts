// A shot's markers carried into the victim's next turn: Guide 6.6, 6.14 and ruling SP-11.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveFire } from "../../../../src/rulesets/space-patrol/rules/fire";
import { movementAfterMarkers, taskDisadvantagesFromMarkers } from "../../../../src/rulesets/space-patrol/rules/marker-effects";
import { runStartOfTurn, startOfTurnChecks } from "../../../../src/rulesets/space-patrol/rules/start-of-turn";

describe("from a hit to the next turn", () => {
  it("a Mortal Wound-Guts hit gives Vigor DT 8 and Vigor DT 16 checks, each with the wound's disadvantage", () => {
    // assault rifle at effective range, PEN 5; 3d10 of 6+6+6 + 5 = 23: Mortal Wound-Guts (MWM, SM)
    const fire = resolveFire({
      shooter: { asset: 2 },
      weapon: { band: "effective", penetration: 5, targets: 2, ammoPerTurn: 10 },
      targets: [{ movedLastTurn: true, markers: {} }],
      d20: 10,
      dice: new FixedDice([6]),
    });
    const after = fire.targets[0]?.after ?? {};
    expect(fire.targets[0]?.damage[0]?.row.key).toBe("mortalWoundGuts");
    expect(after).toEqual({ "sp-mortalWound": 1, "sp-stun": 1 });
    expect(taskDisadvantagesFromMarkers(after, "asset")).toBe(1);
    expect(movementAfterMarkers(8, after)).toBe(7);
    expect(startOfTurnChecks(after, "individual").map((c) => [c.key, c.dt, c.disadvantages])).toEqual([
      ["mortalWound", 8, 1],
      ["stun", 16, 1],
    ]);
    const turn = runStartOfTurn(after, "individual", (c) => c.key === "mortalWound");
    expect(turn).toMatchObject({ dead: false, noMoveNoAction: true });
  });
  it("a vehicle's Major Penetration-Engines hit brings a Failure Cascade check that can wreck it", () => {
    // PEN 12 against armour 0: 3+3+4 + 12 = 22
    const fire = resolveFire({
      shooter: { asset: 2 },
      weapon: { band: "effective", penetration: 12, targets: 1, ammoPerTurn: 1 },
      targets: [{ movedLastTurn: true, table: "vehicle", markers: {} }],
      d20: 10,
      dice: new FixedDice([3, 3, 4]),
    });
    const after = fire.targets[0]?.after ?? {};
    expect(after).toEqual({ "sp-vehicle-failureCascade": 1 });
    expect(taskDisadvantagesFromMarkers(after, "vehicleDrive")).toBe(1);
    expect(runStartOfTurn(after, "vehicle", () => false)).toMatchObject({ wrecked: true });
  });
});
